// Every way a control connection is refused: broken or hostile bytes, certificates that are
// not the router's, routers that may not connect, and reconnect storms. Each is closed with a
// reason (a refusing Result where a hello was read) and costs the other routers nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { HelloRefused, RouterPeer, ctrlTargetOf, dialCtrl, type CtrlTarget, type PeerIdentity } from '../../support/router-peer';
import { enrolledRouter } from './ctrl-support';
import { newCsr, newTestCa, signCsrWithCa } from '../../support/pki';
import { encodeFrame } from '../../../src/ctrl/wire/frame';
import { Header, stringValue } from '../../../src/ctrl/wire/headers';
import { unique } from '../../support/fixtures';

/** Sends raw bytes and collects what comes back until the controller closes the connection. */
async function rawExchange(target: CtrlTarget, identity: { certPem: string; keyPem: string } | undefined, bytes: Buffer | undefined): Promise<{ closed: boolean; reply: Buffer }> {
  const socket = await dialCtrl(target, identity);
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.on('error', () => undefined);
  if (bytes) socket.write(bytes);
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 6_000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  return { closed, reply: Buffer.concat(chunks) };
}

async function refusedWith(promise: Promise<RouterPeer>, reason: RegExp): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof HelloRefused, String(err));
    assert.match(err.message, reason);
    return true;
  });
}

describe('control connections that are refused', () => {
  let server: TestServer;
  let target: CtrlTarget;
  let good: PeerIdentity;
  before(async () => {
    server = await startTestServer({ tls: true, env: { CTRL_HANDSHAKE_TIMEOUT_SECONDS: '1' } });
    target = ctrlTargetOf(server);
    good = await enrolledRouter(server);
  });
  after(() => server?.close());

  it('garbage, an unknown channel version, an oversized hello and silence are closed', async () => {
    const garbage = await rawExchange(target, good, Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    assert.equal(garbage.closed, true);
    const otherVersion = await rawExchange(target, good, Buffer.from('0306090b000000000000000000000000000000000000', 'hex'));
    assert.equal(otherVersion.closed, true);
    assert.equal(otherVersion.reply.subarray(0, 4).toString('hex'), '0306090a', 'the unknown-version reply');
    const huge = Buffer.alloc(20);
    Buffer.from('0306090c', 'hex').copy(huge, 0);
    huge.writeInt32LE(-1, 8);
    huge.writeInt32LE(1 << 20, 12); // a megabyte of headers announced
    const oversized = await rawExchange(target, good, huge);
    assert.equal(oversized.closed, true);
    const silent = await rawExchange(target, good, undefined);
    assert.equal(silent.closed, true, 'no hello within CTRL_HANDSHAKE_TIMEOUT_SECONDS');
    // A hello without a version header is refused with a reason.
    await refusedWith(RouterPeer.connect(target, good, { noVersion: true }), /version/);
    // None of it cost a real router anything.
    const peer = await RouterPeer.connect(target, good);
    peer.close();
  });

  it('a certificate that is not the router\'s is refused', async () => {
    // No certificate at all.
    await refusedWith(RouterPeer.connect(target, { id: good.id, certPem: undefined as unknown as string, keyPem: undefined as unknown as string }), /no client certificate/);
    // A certificate from another CA, naming the router.
    const ca = newTestCa('Foreign CA');
    const csr = newCsr(good.id);
    await refusedWith(RouterPeer.connect(target, { id: good.id, certPem: signCsrWithCa(ca, csr.csrPem), keyPem: csr.keyPem }), /does not chain to the controller CA/);
    // Another router's valid certificate, claiming this router's id.
    const other = await enrolledRouter(server);
    await refusedWith(RouterPeer.connect(target, { ...other, id: good.id }), /not the one it enrolled with/);
    // An id no router has.
    await refusedWith(RouterPeer.connect(target, { ...other, id: 'NoSuchRouter' }), /no router with id/);
  });

  it('a router that has not enrolled, or is disabled, is refused', async () => {
    const pending = requireOk(await server.mgmt.post('/edge-routers', { name: unique('pending') }), 201);
    const other = await enrolledRouter(server);
    await refusedWith(RouterPeer.connect(target, { ...other, id: pending.id }), /has not finished enrollment/);
    const disabled = await enrolledRouter(server);
    requireOk(await server.mgmt.patch(`/edge-routers/${disabled.id}`, { disabled: true }));
    await refusedWith(RouterPeer.connect(target, disabled), /disabled/);
  });

  it('a second connection of a connected router within a minute is refused; the first stays', async () => {
    const id = await enrolledRouter(server);
    const first = await RouterPeer.connect(target, id);
    await refusedWith(RouterPeer.connect(target, id), /already connected/);
    assert.equal(first.isClosed, false);
    first.close();
  });

  it('an underlay naming a channel with the wrong group secret is refused', async () => {
    const id = await enrolledRouter(server);
    const first = await RouterPeer.connect(target, id, { secondUnderlay: false });
    const socket = await dialCtrl(target, id);
    const replies: Buffer[] = [];
    socket.on('data', (d: Buffer) => replies.push(d));
    socket.on('error', () => undefined);
    const headers = new Map([
      [Header.HelloVersion, stringValue('v2.0.3|x|x|linux|amd64')],
      [Header.IsGrouped, Buffer.from([1])],
      [Header.Type, stringValue('ctrl.high')],
      [Header.ConnectionId, first.ack.headers.get(Header.ConnectionId)!],
      [Header.GroupSecret, Buffer.alloc(16, 7)],
    ]);
    socket.write(encodeFrame({ contentType: 0, sequence: -1, headers, body: Buffer.from(id.id) }));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const reply = Buffer.concat(replies);
    assert.ok(reply.length > 20);
    assert.match(reply.subarray(20).toString('latin1'), /wrong group secret|no channel/);
    assert.equal(first.isClosed, false);
    first.close();
  });
});

describe('a reconnect storm from one address', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ tls: true, env: { CTRL_HANDSHAKES_PER_MINUTE: '3' } });
  });
  after(() => server?.close());

  it('handshakes beyond CTRL_HANDSHAKES_PER_MINUTE are dropped before any work', async () => {
    const target = ctrlTargetOf(server);
    const id = await enrolledRouter(server);
    for (let i = 0; i < 3; i += 1) (await RouterPeer.connect(target, id, { generation: '1.x' })).close();
    await assert.rejects(RouterPeer.connect(target, id, { generation: '1.x' }), HelloRefused);
    // The API is unaffected.
    requireOk(await server.anon('client').get('/version'));
  });
});
