import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { Terminator } from '../../entities';
import { baseFields, entityRef } from '../envelope';

/** The dynamic cost of a terminator no circuit was dialed through. */
const NO_DYNAMIC_COST = 0;

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
    // As OpenZiti: the cost a routing strategy has added for this terminator from its dials
    // (successes, failures, open circuits), apart from the static cost and the precedence (which
    // bias the choice among terminators, not this field). This controller routes no circuits,
    // so none is ever added: OpenZiti shows 0 for a terminator with no dials.
    dynamicCost: NO_DYNAMIC_COST,
    // A text column; the terminator service writes only default, required or failed.
    precedence: t.precedence as Static<typeof C.TerminatorDetail>['precedence'],
  };
}
