import type { Static } from '@sinclair/typebox';
import type * as A from '../contract/auth.schemas';
import type { AuthPolicy } from '../../entities';
import { selfLink } from '../envelope';

export function presentAuthPolicy(p: AuthPolicy): Static<typeof A.AuthPolicyDetail> {
  return {
    id: p.id,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    tags: p.tags,
    _links: selfLink('auth-policies', p.id),
    name: p.name,
    primary: p.primary,
    secondary: p.secondary,
  };
}
