import fs from 'node:fs';
import net from 'node:net';
import type { TLSSocket } from 'node:tls';
import { ctrlConnectionOf, type CtrlConnection } from '../ctrl/listener';
import { logger } from '../services/core/logger';

/** The relay's preamble (who the router is) is at most this big: a leaf and a few intermediates. */
const MAX_PREAMBLE_BYTES = 256 * 1024;
/** A relayed connection must name its router this fast. */
const PREAMBLE_TIMEOUT_MS = 5_000;

/**
 * Router connections across workers. The workers share one port and the kernel hands each TLS
 * connection to any of them, but a router must reach the one control plane of this machine
 * (worker 1), which routes its circuits through the other routers connected to it. A worker
 * that accepts a `ziti-ctrl` connection terminates its TLS and relays the bytes over a Unix
 * socket to worker 1, first telling it what TLS learnt: the router's address and certificates.
 * Worker 1 checks those certificates exactly as for a connection of its own.
 *
 * The socket is in a directory only the controller's user can open (the primary makes it 0700),
 * so nothing else can claim a router's certificate on it.
 */
export function relayTo(relayPath: string): (socket: TLSSocket) => void {
  return (socket) => {
    const { address, leafPem, intermediates } = ctrlConnectionOf(socket);
    const upstream = net.connect(relayPath);
    const preamble = Buffer.from(JSON.stringify({ address, leafPem, intermediates }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(preamble.length);
    upstream.write(Buffer.concat([length, preamble]));
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', (err) => {
      logger.warn({ address, err: err.message }, 'router connection not relayed to the control plane (worker 1)');
      end();
    }).on('close', end);
    socket.pipe(upstream);
    upstream.pipe(socket);
  };
}

/** Worker 1's end of the relay: each connection's preamble, then its bytes, handed to `accept`. */
export async function listenRelay(relayPath: string, accept: (connection: CtrlConnection) => void): Promise<net.Server> {
  fs.rmSync(relayPath, { force: true }); // left by a worker 1 that was killed
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(), PREAMBLE_TIMEOUT_MS);
    timer.unref();
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 4) return;
      const length = buffered.readUInt32BE(0);
      if (length > MAX_PREAMBLE_BYTES) return socket.destroy();
      if (buffered.length < 4 + length) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.pause();
      let peer: { address?: unknown; leafPem?: unknown; intermediates?: unknown };
      try {
        peer = JSON.parse(buffered.subarray(4, 4 + length).toString('utf8')) as typeof peer;
      } catch {
        return socket.destroy();
      }
      // What the router sent right after its hello stays in the stream, in order.
      const rest = buffered.subarray(4 + length);
      if (rest.length) socket.unshift(rest);
      accept({
        socket,
        address: typeof peer.address === 'string' ? peer.address : 'unknown',
        leafPem: typeof peer.leafPem === 'string' ? peer.leafPem : undefined,
        intermediates: Array.isArray(peer.intermediates) ? peer.intermediates.filter((c): c is string => typeof c === 'string') : [],
      });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(relayPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
