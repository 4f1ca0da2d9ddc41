import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { Terminator } from '../../entities';
import { baseFields, entityRef } from '../envelope';
import { terminatorCosts } from '../../services/router/terminator-costs';

/** Expects the service and router loaded (the terminator service returns terminators so); the identity secret is never shown. */
export function presentTerminator(t: Terminator): Static<typeof C.TerminatorDetail> {
  const name = (r: { isInitialized(): boolean; getEntity(): { name: string } }) => (r.isInitialized() ? r.getEntity().name : '');
  return {
    ...baseFields('terminators', t),
    serviceId: t.service.id,
    service: entityRef('services', t.service.id, name(t.service)),
    routerId: t.router.id,
    router: entityRef('routers', t.router.id, name(t.router)),
    binding: t.binding,
    address: t.address,
    identity: t.identity,
    cost: t.cost,
    // As OpenZiti: the cost routing added for this terminator from its dials (open circuits,
    // failures), apart from the static cost and the precedence; this instance's view of it.
    dynamicCost: terminatorCosts.of(t.id),
    // A text column; the terminator service writes only default, required or failed.
    precedence: t.precedence as Static<typeof C.TerminatorDetail>['precedence'],
  };
}
