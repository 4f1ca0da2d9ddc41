// The Routes of a circuit's path as OpenZiti builds them (network_path.go's facts): a router keys
// its forward table by source address, and a link's id is the address of its end on both routers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REROUTE_ATTEMPT, routeOrders } from '../../src/services/router/route-orders';
import { selectTerminator } from '../../src/services/router/circuit.service';

const ends = { circuitId: 'c', attempt: 0, ingressId: 'in', egressId: 'out', timeoutNs: 1n, tags: { serviceId: 's' }, egress: { binding: 'edge', destination: 't', peerData: {} } };
const fw = (o: { forwards: { srcAddress: string; dstAddress: string; dstType: number }[] }) => o.forwards.map((f) => `${f.srcAddress}>${f.dstAddress}:${f.dstType}`);

describe('route orders', () => {
  it('one router: dialer side to terminator side and back, with the egress', () => {
    const [only, ...rest] = routeOrders({ nodes: ['r1'], links: [], cost: 0 }, ends);
    assert.deepEqual(rest, []);
    assert.deepEqual(fw(only!), ['in>out:1', 'out>in:0']);
    assert.deepEqual(only!.egress, { binding: 'edge', address: 'out', destination: 't', peerData: {} });
  });

  it('four routers: the first to the first link, each transit router link to link, the last to the terminator (its egress alone)', () => {
    const orders = routeOrders({ nodes: ['r1', 'r2', 'r3', 'r4'], links: ['l1', 'l2', 'l3'], cost: 0 }, ends);
    assert.deepEqual(orders.map(fw), [
      ['in>l1:2', 'l1>in:0'],
      ['l1>l2:2', 'l2>l1:2'],
      ['l2>l3:2', 'l3>l2:2'],
      ['out>l3:2', 'l3>out:1'],
    ]);
    assert.deepEqual(orders.map((o) => o.egress?.address), [undefined, undefined, undefined, 'out']);
    assert.ok(orders.every((o) => o.circuitId === 'c' && o.attempt === 0 && o.tags.serviceId === 's'));
  });

  it('a move to a new path keeps both ends\' addresses and dials nothing', () => {
    const orders = routeOrders({ nodes: ['r1', 'r2'], links: ['l9'], cost: 0 }, { ...ends, attempt: REROUTE_ATTEMPT, egress: undefined });
    assert.deepEqual(orders.map(fw), [['in>l9:2', 'l9>in:0'], ['out>l9:2', 'l9>out:1']]);
    assert.ok(orders.every((o) => o.egress === undefined && o.attempt === 99969996));
  });
});

describe('terminator selection over paths', () => {
  const t = (id: string, cost: number, pathCost: number, precedence = 'default') =>
    ({ id, router_id: id, binding: 'edge', address: id, identity: '', cost, precedence, host_id: '', peer_data: {}, created_at: new Date(), pathCost });

  it('smartrouting adds the path\'s cost to the terminator\'s; precedence still comes first', () => {
    assert.equal(selectTerminator('smartrouting', [t('near-dear', 50, 0), t('far-cheap', 0, 130_011)]).id, 'near-dear');
    assert.equal(selectTerminator('smartrouting', [t('near-dear', 50, 0), t('far-cheap', 0, 20)]).id, 'far-cheap');
    assert.equal(selectTerminator('smartrouting', [t('near', 0, 0), t('far-required', 0, 1 << 20, 'required')]).id, 'far-required');
  });
});
