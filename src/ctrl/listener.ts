import type https from 'node:https';
import tls, { type TLSSocket } from 'node:tls';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A router's control connection as the control plane takes it: the byte stream and who is at its
 * other end. The stream is the TLS socket itself, or (with several workers) the Unix socket on
 * which the worker that accepted the TLS connection relays it (src/workers/ctrl-relay.ts).
 */
export interface CtrlConnection {
  socket: Socket;
  /** The router's IP address, for logs and the per-address handshake limit. */
  address: string;
  /** The certificate the router presented (PEM), not yet checked. */
  leafPem?: string;
  /** The certificates it sent after its leaf, in chain order (PEM). */
  intermediates: string[];
}

/** What the TLS layer knows of a router's connection. */
export function ctrlConnectionOf(socket: TLSSocket): CtrlConnection {
  return { socket, address: socket.remoteAddress ?? 'unknown', leafPem: socket.getPeerX509Certificate()?.toString(), intermediates: peerIntermediates(socket) };
}

/** The certificates the peer sent after its leaf (chain order), PEM. */
function peerIntermediates(socket: TLSSocket): string[] {
  const out: string[] = [];
  let cert = socket.getPeerCertificate(true);
  const seen = new Set<string>();
  while (cert?.issuerCertificate && cert.issuerCertificate !== cert && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256);
    cert = cert.issuerCertificate;
    if (cert.raw) out.push(`-----BEGIN CERTIFICATE-----\n${cert.raw.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`);
  }
  return out;
}

/** The ALPN protocol routers offer on their control connection (and nothing else). */
export const CTRL_ALPN = 'ziti-ctrl';

/** ALPN of an API server that also takes routers: browsers and SDKs get HTTP/1.1, routers the control channel. */
export const API_ALPN_WITH_CTRL = ['http/1.1', CTRL_ALPN];

/**
 * Routes the API server's TLS connections by their negotiated protocol, as OpenZiti's shared
 * listener does: `ziti-ctrl` goes to the control plane, everything else to HTTP as before.
 */
export function shareApiPort(server: https.Server, accept: (socket: TLSSocket) => void): void {
  const http = server.listeners('secureConnection') as ((socket: TLSSocket) => void)[];
  server.removeAllListeners('secureConnection');
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === CTRL_ALPN) accept(socket);
    else for (const listener of http) listener.call(server, socket);
  });
}

/** A TLS listener of its own for routers (CTRL_PORT=<port>). */
export async function listenDedicated(
  material: { key: string; cert: string; ca: string[] },
  host: string,
  port: number,
  handshakeTimeoutMs: number,
  accept: (socket: TLSSocket) => void,
): Promise<{ server: tls.Server; port: number }> {
  const server = tls.createServer({
    ...material,
    // Every router presents its certificate; the control plane checks it against the controller CA itself.
    requestCert: true,
    rejectUnauthorized: false,
    ALPNProtocols: [CTRL_ALPN],
    handshakeTimeout: handshakeTimeoutMs,
  });
  server.on('secureConnection', accept);
  server.on('tlsClientError', () => undefined); // a failed handshake is the peer's problem; the socket is already gone
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}
