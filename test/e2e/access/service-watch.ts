import { requireOk } from '../../support/rest-client';
import type { TestServer } from '../../support/server';
import { subscribe, untilLive, type Subscription } from '../../support/ws-client';
import { createService, createServicePolicy, sorted, unique, type User } from '../../support/fixtures';
import { ServiceListChangedDocument, type ServiceAccessView, type ServiceListChangedEvent } from './gql-documents';

/**
 * A `serviceListChanged` subscription of `user` on server `on`, live once a rename (written
 * through `via`) of a probe service granted to the user has reached it. `open` collects the
 * subscription for disposal.
 */
export async function liveServiceWatch(
  on: TestServer,
  via: TestServer,
  user: User,
  attr: string,
  open: Subscription<ServiceListChangedEvent>[],
): Promise<Subscription<ServiceListChangedEvent>> {
  const probe = await createService(via);
  await createServicePolicy(via, 'Dial', [`#${attr}`], [`@${probe}`]);
  const sub = subscribe(on.url, ServiceListChangedDocument, {}, user.client.token);
  open.push(sub);
  await untilLive(
    sub,
    async () => requireOk(await via.mgmt.patch(`/services/${probe}`, { name: unique('probe') })),
    (e) => e.serviceListChanged.changed.some((c) => c.service.id === probe),
    15_000,
  );
  return sub;
}

type Row = [id: string, name: string, permissions: string[]];
const rows = (views: ServiceAccessView[]): Row[] => views.map((v): Row => [v.service.id, v.service.name, sorted(v.permissions)]).sort();

/** An event as sorted [id, name, permissions] rows (removed: ids). */
export function summary(e: ServiceListChangedEvent): { added: Row[]; removed: string[]; changed: Row[] } {
  const c = e.serviceListChanged;
  return { added: rows(c.added), removed: sorted(c.removed), changed: rows(c.changed) };
}
