/**
 * Every resource of the controller, named once. The key is the REST path segment, which is
 * also the `entityType` of change events, the type a NOT_FOUND names and the first part of
 * every `_links.self`; `singular` is the name people read (error messages, GraphQL).
 */
interface ResourceInfo {
  singular: string;
}

export const RESOURCES = {
  'api-session-certificates': { singular: 'API session certificate' },
  'api-sessions': { singular: 'API session' },
  'auth-policies': { singular: 'auth policy' },
  authenticators: { singular: 'authenticator' },
  cas: { singular: 'CA' },
  'config-types': { singular: 'config type' },
  configs: { singular: 'config' },
  'edge-router-policies': { singular: 'edge router policy' },
  'edge-routers': { singular: 'edge router' },
  enrollments: { singular: 'enrollment' },
  identities: { singular: 'identity' },
  'identity-types': { singular: 'identity type' },
  'posture-check-types': { singular: 'posture check type' },
  'posture-checks': { singular: 'posture check' },
  routers: { singular: 'router' },
  'service-edge-router-policies': { singular: 'service edge router policy' },
  'service-policies': { singular: 'service policy' },
  services: { singular: 'service' },
  sessions: { singular: 'session' },
  specs: { singular: 'API specification' },
  terminators: { singular: 'terminator' },
  'transit-routers': { singular: 'transit router' },
  'external-jwt-signers': { singular: 'external JWT signer' },
  mfa: { singular: 'MFA enrollment' },
  controllers: { singular: 'controller' },
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
