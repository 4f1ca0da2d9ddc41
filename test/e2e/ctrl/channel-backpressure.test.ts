// A router that reads slowly: every message the controller sends it waits for the socket to
// drain, and all of them share one wait. A listener per waiting message would pile up (Node warns
// of a leak past ten, and each send would cost the socket another listener). The channel is
// served over a real TCP connection whose far end stops reading, then reads again.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { once } from 'node:events';
import { Channel, MESSAGE_LIMITS } from '../../../src/ctrl/channel';
import { FrameReader } from '../../../src/ctrl/wire/frame';
import { pollUntil } from '../../support/poll';

const sockets: net.Socket[] = [];
let server: net.Server | undefined;

after(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => server?.close(r) ?? r(undefined));
});

describe('control channel: a router slow to read', () => {
  it('holds every waiting send on one drain listener, and delivers them all once the router reads again', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      server = net.createServer();
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const accepted = once(server, 'connection');
      const router = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
      sockets.push(router);
      await once(router, 'connect');
      const [socket] = (await accepted) as [net.Socket];
      sockets.push(socket);
      router.pause(); // reads nothing until told

      const channel = new Channel('slow-router', { heartbeatIntervalMs: 60_000, heartbeatTimeoutMs: 120_000, requestTimeoutMs: 5_000 }, () => undefined);
      channel.addUnderlay(socket, 'ctrl.default', new FrameReader(MESSAGE_LIMITS));
      const body = Buffer.alloc(256 * 1024, 7);
      let delivered = 0;
      const sends = Array.from({ length: 40 }, () => channel.send(5, body).then(() => delivered++));
      await new Promise((r) => setTimeout(r, 200));
      assert.ok(socket.writableNeedDrain, 'the router reads nothing: the socket is full');
      assert.ok(delivered < 40, `sends wait while the router does not read (${delivered} of 40 done)`);
      assert.ok(socket.listenerCount('drain') <= 1, `one drain listener for every waiting send, not ${socket.listenerCount('drain')}`);

      let received = 0;
      router.on('data', (d: Buffer) => (received += d.length));
      router.resume();
      await Promise.all(sends);
      assert.equal(delivered, 40);
      assert.equal(socket.listenerCount('drain'), 0, 'no drain listener left behind');
      // A send resolves once the socket took it; the router reads the rest as it arrives.
      await pollUntil(`the router got every message (${received} bytes so far)`, async () => received >= 40 * body.length || undefined, 10_000, 10);
      assert.deepEqual(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message), []);
      channel.close('done');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
