import { ApiSession } from './api-session.entity';
import { ApiSessionCertificate } from './api-session-certificate.entity';
import { Ca } from './ca.entity';
import { Enrollment } from './enrollment.entity';
import { Authenticator } from './authenticator.entity';
import { Config, ConfigType } from './config.entity';
import { Identity } from './identity.entity';
import { IdentityType } from './identity-type.entity';
import { EdgeRouterPolicy, ServiceEdgeRouterPolicy, ServicePolicy } from './policy.entity';
import { PostureCheck } from './posture-check.entity';
import { Router } from './router.entity';
import { Service } from './service.entity';
import { Session } from './session.entity';
import { Terminator } from './terminator.entity';

export { ApiSession, Authenticator, Config, ConfigType, EdgeRouterPolicy, Identity, IdentityType, PostureCheck, Router, Service };
export { ServiceEdgeRouterPolicy, ServicePolicy, Session, Terminator };
export { ApiSessionCertificate, Ca, Enrollment };
export type { ExternalIdClaim } from './ca.entity';
export type { EnrollmentKind } from './enrollment.entity';
export { BaseEntity } from './base.entity';

/** Every entity the ORM knows; the migration history must match this list. */
export const ENTITIES = [
  IdentityType, Identity, Authenticator, ApiSession,
  ConfigType, Config, Service, Router, Terminator,
  ServicePolicy, EdgeRouterPolicy, ServiceEdgeRouterPolicy, PostureCheck, Session,
  Ca, Enrollment, ApiSessionCertificate,
];
