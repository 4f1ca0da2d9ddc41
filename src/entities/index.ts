import { ApiSession } from './api-session.entity';
import { ApiSessionCertificate } from './api-session-certificate.entity';
import { Ca } from './ca.entity';
import { Enrollment } from './enrollment.entity';
import { Authenticator } from './authenticator.entity';
import { AuthPolicy } from './auth-policy.entity';
import { Config, ConfigType } from './config.entity';
import { Identity } from './identity.entity';
import { IdentityType } from './identity-type.entity';
import { EdgeRouterPolicy, ServiceEdgeRouterPolicy, ServicePolicy } from './policy.entity';
import { PostureCheck } from './posture-check.entity';
import { Router } from './router.entity';
import { Service } from './service.entity';
import { Session } from './session.entity';
import { Terminator } from './terminator.entity';
import { ExternalJwtSigner } from './external-jwt-signer.entity';
import { Mfa } from './mfa.entity';
import { PostureData } from './posture-data.entity';
import { Controller } from './controller.entity';

export { ApiSession, Authenticator, Config, ConfigType, EdgeRouterPolicy, Identity, IdentityType, PostureCheck, Router, Service };
export { ServiceEdgeRouterPolicy, ServicePolicy, Session, Terminator };
export { ApiSessionCertificate, Ca, Enrollment };
export { AuthPolicy };
export type { ExternalIdClaim } from './ca.entity';
export type { EnrollmentKind } from './enrollment.entity';
export type { RouterInterfaceInfo, RouterListener, RouterVersionInfo } from './router.entity';
export { BaseEntity } from './base.entity';

// The filter fields of each entity's lists (built from ORM metadata, see foundation/list-fields.ts).
export { API_SESSION_CERTIFICATE_FIELDS } from './api-session-certificate.entity';
export { API_SESSION_FIELDS } from './api-session.entity';
export { AUTHENTICATOR_FIELDS } from './authenticator.entity';
export { AUTH_POLICY_FIELDS } from './auth-policy.entity';
export { CA_FIELDS } from './ca.entity';
export { CONFIG_FIELDS, CONFIG_TYPE_FIELDS } from './config.entity';
export { ENROLLMENT_FIELDS } from './enrollment.entity';
export { IDENTITY_FIELDS } from './identity.entity';
export { IDENTITY_TYPE_FIELDS } from './identity-type.entity';
export { EDGE_ROUTER_POLICY_FIELDS, SERVICE_EDGE_ROUTER_POLICY_FIELDS, SERVICE_POLICY_FIELDS } from './policy.entity';
export { POSTURE_CHECK_FIELDS } from './posture-check.entity';
export { EDGE_ROUTER_FIELDS, FABRIC_ROUTER_FIELDS, ROUTER_FIELDS } from './router.entity';
export { SERVICE_FIELDS } from './service.entity';
export { SESSION_FIELDS } from './session.entity';
export { FABRIC_TERMINATOR_FIELDS, TERMINATOR_FIELDS } from './terminator.entity';
export { ExternalJwtSigner };
export type { TargetToken } from './external-jwt-signer.entity';
export { EXTERNAL_JWT_SIGNER_FIELDS } from './external-jwt-signer.entity';
export { Mfa };
export { PostureData };
export { Controller, CONTROLLER_FIELDS } from './controller.entity';

/** Every entity the ORM knows; the migration history must match this list. */
export const ENTITIES = [
  IdentityType, Identity, Authenticator, ApiSession,
  ConfigType, Config, Service, Router, Terminator,
  ServicePolicy, EdgeRouterPolicy, ServiceEdgeRouterPolicy, PostureCheck, Session,
  Ca, Enrollment, ApiSessionCertificate,
  AuthPolicy,
  ExternalJwtSigner,
  Mfa,
  PostureData,
  Controller,
];
