import type { EntityClass } from '@mikro-orm/core';
import {
  ApiSession,
  ApiSessionCertificate,
  Authenticator,
  AuthPolicy,
  Ca,
  Config,
  ConfigType,
  EdgeRouterPolicy,
  Enrollment,
  Identity,
  IdentityType,
  PostureCheck,
  Router,
  Service,
  ServiceEdgeRouterPolicy,
  ServicePolicy,
  Session,
  Terminator,
} from '../../entities';
import { ExternalJwtSigner } from '../../entities';
import { Mfa } from '../../entities';
import { Controller } from '../../entities';

/**
 * Every resource of the controller, named once. The key is the REST path segment, which is
 * also the `entityType` of change events, the type a NOT_FOUND names and the first part of
 * every `_links.self`; `singular` is the name people read (error messages, GraphQL); `entity`
 * is the table it lives in, where it has its own.
 */
interface ResourceInfo {
  singular: string;
  entity?: EntityClass<object>;
}

export const RESOURCES = {
  'api-session-certificates': { singular: 'API session certificate', entity: ApiSessionCertificate },
  'api-sessions': { singular: 'API session', entity: ApiSession },
  'auth-policies': { singular: 'auth policy', entity: AuthPolicy },
  authenticators: { singular: 'authenticator', entity: Authenticator },
  cas: { singular: 'CA', entity: Ca },
  'config-types': { singular: 'config type', entity: ConfigType },
  configs: { singular: 'config', entity: Config },
  'edge-router-policies': { singular: 'edge router policy', entity: EdgeRouterPolicy },
  'edge-routers': { singular: 'edge router', entity: Router },
  enrollments: { singular: 'enrollment', entity: Enrollment },
  identities: { singular: 'identity', entity: Identity },
  'identity-types': { singular: 'identity type', entity: IdentityType },
  'posture-check-types': { singular: 'posture check type' },
  'posture-checks': { singular: 'posture check', entity: PostureCheck },
  routers: { singular: 'router', entity: Router },
  'service-edge-router-policies': { singular: 'service edge router policy', entity: ServiceEdgeRouterPolicy },
  'service-policies': { singular: 'service policy', entity: ServicePolicy },
  services: { singular: 'service', entity: Service },
  sessions: { singular: 'session', entity: Session },
  specs: { singular: 'API specification' },
  terminators: { singular: 'terminator', entity: Terminator },
  'transit-routers': { singular: 'transit router', entity: Router },
  'external-jwt-signers': { singular: 'external JWT signer', entity: ExternalJwtSigner },
  mfa: { singular: 'MFA enrollment', entity: Mfa },
  controllers: { singular: 'controller', entity: Controller },
  /** Runtime state of the fabric (a table without an ORM entity). */
  circuits: { singular: 'circuit' },
} as const satisfies Record<string, ResourceInfo>;

/** A resource's REST segment: the one name of a resource kind everywhere in the code. */
export type Resource = keyof typeof RESOURCES;

/**
 * What change events can be about: a resource, `service-access` (whose service list changed,
 * see policy/access-change-sql.ts) or `*` (the local resync signal).
 */
export type EventEntityType = Resource | 'service-access' | '*';
