import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/cluster.schemas';
import type { Controller } from '../../entities';
import { baseFields } from '../envelope';

export function presentController(c: Controller): Static<typeof C.ControllerDetail> {
  return {
    ...baseFields('controllers', c),
    name: c.name,
    certPem: c.certPem,
    fingerprint: c.fingerprint,
    isOnline: c.isOnline,
    lastJoinedAt: c.lastJoinedAt.toISOString(),
    apiAddresses: c.apiAddresses,
    ctrlAddress: c.ctrlAddress,
  };
}
