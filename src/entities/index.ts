import { ApiSession } from './api-session.entity';
import { Authenticator } from './authenticator.entity';
import { Identity } from './identity.entity';
import { IdentityType } from './identity-type.entity';

export { ApiSession, Authenticator, Identity, IdentityType };
export { BaseEntity } from './base.entity';

/** Every entity the ORM knows; the migration history must match this list. */
export const ENTITIES = [IdentityType, Identity, Authenticator, ApiSession];
