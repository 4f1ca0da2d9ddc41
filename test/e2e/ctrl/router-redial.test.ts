// How a real 2.x router comes back: it keeps its channel when the controller drops every
// underlay (disable then enable, a controller restart) and dials a new first underlay naming
// `<channel id>-<iteration>` and its old group secret, which the ack must echo; and a lost
// underlay alone is redialed into the channel that the other one kept open. (Seen with a real
// v2.0.3 router: without the echo it retried every 2 s, "incorrect group secret", forever.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { HelloRefused, RouterPeer, ctrlTargetOf } from '../../support/router-peer';
import { enrolledRouter, routerOnline } from './ctrl-support';
import { Header, readString } from '../../../src/ctrl/wire/headers';
import { ContentType } from '../../../src/ctrl/wire/messages';

const onlineWithin = (server: TestServer, id: string, online: boolean) => routerOnline(server, id, online);

describe('a 2.x router redials its channel', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ tls: true });
  });
  after(() => server?.close());

  it('after the controller dropped it (disable, enable): the ack echoes its new connection id and its group secret', async () => {
    const target = ctrlTargetOf(server);
    const id = await enrolledRouter(server);
    const first = await RouterPeer.connect(target, id);
    await onlineWithin(server, id.id, true);
    const channelId = first.connectionId!;
    const secret = first.groupSecret!;
    assert.ok(channelId && secret?.length === 16);

    requireOk(await server.mgmt.patch(`/edge-routers/${id.id}`, { disabled: true }));
    await first.closed(5_000);
    await onlineWithin(server, id.id, false);
    requireOk(await server.mgmt.patch(`/edge-routers/${id.id}`, { disabled: false }));

    // As OpenZiti's DialCtrlChannel does: the same secret, the channel id with the next iteration, both underlays.
    const again = await RouterPeer.connect(target, id, { rejoin: { connectionId: `${channelId}-1`, secret } });
    try {
      assert.equal(readString(again.ack.headers, Header.ConnectionId), `${channelId}-1`);
      assert.ok(again.ack.headers.get(Header.GroupSecret)?.equals(secret));
      assert.equal(again.sockets.length, 2, 'ctrl.high joined the new channel');
      const r = await onlineWithin(server, id.id, true);
      assert.equal(r.hostname, 'router.example');
      await again.waitFor((f) => f.contentType === ContentType.ApiSessionAdded, 5_000, 'the API-session full state');
    } finally {
      again.close();
    }
  });

  it('a lost underlay leaves the channel up, and its redial joins it', async () => {
    const target = ctrlTargetOf(server);
    const id = await enrolledRouter(server);
    const peer = await RouterPeer.connect(target, id);
    try {
      await onlineWithin(server, id.id, true);
      peer.sockets[1]!.destroy(); // ctrl.high
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(peer.isClosed, false, 'ctrl.default is still open');
      const r = requireOk(await server.mgmt.get(`/edge-routers/${id.id}`));
      assert.equal(r.isOnline, true);
      await peer.addUnderlay(target, id, 'ctrl.high');
      // The channel still answers requests on the underlay that stayed.
      const ping = await peer.request(ContentType.Ping, Buffer.alloc(0));
      assert.equal(ping.contentType, ContentType.Result);
    } finally {
      peer.close();
    }
    await onlineWithin(server, id.id, false);
  });

  it('a first underlay naming an open channel of another router is refused; that channel stays', async () => {
    const target = ctrlTargetOf(server);
    const a = await enrolledRouter(server);
    const b = await enrolledRouter(server);
    const peerA = await RouterPeer.connect(target, a);
    try {
      await assert.rejects(RouterPeer.connect(target, b, { rejoin: { connectionId: peerA.connectionId!, secret: peerA.groupSecret! } }), (err: unknown) => {
        assert.ok(err instanceof HelloRefused, String(err));
        assert.match(err.message, /connection id is open/);
        return true;
      });
      assert.equal(peerA.isClosed, false);
      const ping = await peerA.request(ContentType.Ping, Buffer.alloc(0));
      assert.equal(ping.contentType, ContentType.Result);
    } finally {
      peerA.close();
    }
  });
});
