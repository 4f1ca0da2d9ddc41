import type { Static } from '@sinclair/typebox';
import type * as A from '../contract/auth.schemas';
import type { AuthPolicy } from '../../entities';
import { baseFields } from '../envelope';

export function presentAuthPolicy(p: AuthPolicy): Static<typeof A.AuthPolicyDetail> {
  return {
    ...baseFields('auth-policies', p),
    name: p.name,
    primary: p.primary,
    secondary: p.secondary,
  };
}
