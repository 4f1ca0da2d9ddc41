// Steps the control-channel tests share: a router enrolled as a real one is, and waiting for
// what the API shows of its connection.
import type { TestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { pollUntil } from '../../support/poll';
import type { PeerIdentity } from '../../support/router-peer';
import { createEnrolledRouter } from '../trust/routers-support';

/** Creates a router under `segment` and enrolls it: what a TS router peer connects with. */
export async function enrolledRouter(server: TestServer, segment: 'edge-routers' | 'transit-routers' = 'edge-routers'): Promise<PeerIdentity> {
  const r = await createEnrolledRouter(server, segment);
  return { id: r.id, certPem: r.client.certPem, keyPem: r.client.keyPem };
}

/**
 * Waits until `server` shows the router online (an edge router: with its edge sync done, so
 * what its ClientHello reported is in) or offline; answers its detail.
 */
export function routerOnline(server: TestServer, id: string, online: boolean, opts: { segment?: string; timeoutMs?: number } = {}) {
  const segment = opts.segment ?? 'edge-routers';
  return pollUntil(`router ${id} ${online ? 'online' : 'offline'} on ${server.url}`, async () => {
    const r = requireOk(await server.mgmt.get(`/${segment}/${id}`));
    return r.isOnline === online && (!online || segment !== 'edge-routers' || r.syncStatus === 'SYNC_DONE') ? r : undefined;
  }, opts.timeoutMs ?? 10_000);
}
