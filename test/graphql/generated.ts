import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
};

export type AuthPolicyCertInput = {
  allowExpiredCerts: Scalars['Boolean']['input'];
  allowed: Scalars['Boolean']['input'];
};

export type AuthPolicyCertPatchInput = {
  allowExpiredCerts?: InputMaybe<Scalars['Boolean']['input']>;
  allowed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuthPolicyExtJwtInput = {
  allowed: Scalars['Boolean']['input'];
  /** Signer ids; empty: any enabled signer */
  allowedSigners: Array<Scalars['String']['input']>;
};

export type AuthPolicyExtJwtPatchInput = {
  allowed?: InputMaybe<Scalars['Boolean']['input']>;
  allowedSigners?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Every field of an auth policy */
export type AuthPolicyInput = {
  name: Scalars['String']['input'];
  primary: AuthPolicyPrimaryInput;
  secondary: AuthPolicySecondaryInput;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed, in primary and secondary too */
export type AuthPolicyPatchInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<AuthPolicyPrimaryPatchInput>;
  secondary?: InputMaybe<AuthPolicySecondaryPatchInput>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

export type AuthPolicyPrimaryInput = {
  cert: AuthPolicyCertInput;
  extJwt: AuthPolicyExtJwtInput;
  updb: AuthPolicyUpdbInput;
};

export type AuthPolicyPrimaryPatchInput = {
  cert?: InputMaybe<AuthPolicyCertPatchInput>;
  extJwt?: InputMaybe<AuthPolicyExtJwtPatchInput>;
  updb?: InputMaybe<AuthPolicyUpdbPatchInput>;
};

export type AuthPolicySecondaryInput = {
  /** The id of the external JWT signer whose token must accompany every request */
  requireExtJwtSigner?: InputMaybe<Scalars['String']['input']>;
  requireTotp: Scalars['Boolean']['input'];
};

export type AuthPolicySecondaryPatchInput = {
  requireExtJwtSigner?: InputMaybe<Scalars['String']['input']>;
  requireTotp?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuthPolicyUpdbInput = {
  allowed: Scalars['Boolean']['input'];
  /** How long a lockout lasts; 0: until an administrator enables the identity */
  lockoutDurationMinutes: Scalars['Int']['input'];
  /** Failed logins in a row that lock the identity out; 0: never */
  maxAttempts: Scalars['Int']['input'];
  /** 5..100 */
  minPasswordLength: Scalars['Int']['input'];
  requireMixedCase: Scalars['Boolean']['input'];
  requireNumberChar: Scalars['Boolean']['input'];
  requireSpecialChar: Scalars['Boolean']['input'];
};

export type AuthPolicyUpdbPatchInput = {
  allowed?: InputMaybe<Scalars['Boolean']['input']>;
  lockoutDurationMinutes?: InputMaybe<Scalars['Int']['input']>;
  maxAttempts?: InputMaybe<Scalars['Int']['input']>;
  minPasswordLength?: InputMaybe<Scalars['Int']['input']>;
  requireMixedCase?: InputMaybe<Scalars['Boolean']['input']>;
  requireNumberChar?: InputMaybe<Scalars['Boolean']['input']>;
  requireSpecialChar?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuthenticatorCreateInput = {
  certPem?: InputMaybe<Scalars['String']['input']>;
  identityId: Scalars['String']['input'];
  /** updb or cert */
  method: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Every field a replace sets: only updb authenticators have a username and password */
export type AuthenticatorInput = {
  password: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  username: Scalars['String']['input'];
};

/** Only the fields given are changed */
export type AuthenticatorPatchInput = {
  password?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A third-party CA; certPem is given on create only and never changes */
export type CaCreateInput = {
  certPem: Scalars['String']['input'];
  externalIdClaim?: InputMaybe<ExternalIdClaimInput>;
  /** Placeholders: [caName] [caId] [commonName] [requestedName] [identityId] */
  identityNameFormat?: InputMaybe<Scalars['String']['input']>;
  identityRoles: Array<Scalars['String']['input']>;
  isAuthEnabled: Scalars['Boolean']['input'];
  isAutoCaEnrollmentEnabled: Scalars['Boolean']['input'];
  isOttCaEnrollmentEnabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every field a replace sets; the certificate is not among them (it never changes) */
export type CaInput = {
  /** Absent: the CA reads no external id */
  externalIdClaim?: InputMaybe<ExternalIdClaimInput>;
  /** Placeholders: [caName] [caId] [commonName] [requestedName] [identityId] */
  identityNameFormat: Scalars['String']['input'];
  identityRoles: Array<Scalars['String']['input']>;
  isAuthEnabled: Scalars['Boolean']['input'];
  isAutoCaEnrollmentEnabled: Scalars['Boolean']['input'];
  isOttCaEnrollmentEnabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type CaPatchInput = {
  externalIdClaim?: InputMaybe<ExternalIdClaimInput>;
  identityNameFormat?: InputMaybe<Scalars['String']['input']>;
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  isAuthEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isAutoCaEnrollmentEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isOttCaEnrollmentEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A new config: data must match the schema of its config type */
export type ConfigCreateInput = {
  /** Fixed at create */
  configTypeId: Scalars['String']['input'];
  data: Scalars['JSONObject']['input'];
  name: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every updatable field of a config */
export type ConfigInput = {
  data: Scalars['JSONObject']['input'];
  name: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type ConfigPatchInput = {
  data?: InputMaybe<Scalars['JSONObject']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Fields of a config type; name is required on create and replace */
export type ConfigTypeInput = {
  name: Scalars['String']['input'];
  /** A JSON Schema (draft-07) for the data of configs of this type */
  schema?: InputMaybe<Scalars['JSONObject']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type ConfigTypePatchInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  schema?: InputMaybe<Scalars['JSONObject']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Fields of an edge router; on create and replace, name is required */
export type EdgeRouterInput = {
  appData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** 0..65535 */
  cost?: InputMaybe<Scalars['Int']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  isTunnelerEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  noTraversal?: InputMaybe<Scalars['Boolean']['input']>;
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type EdgeRouterPatchInput = {
  appData?: InputMaybe<Scalars['JSONObject']['input']>;
  cost?: InputMaybe<Scalars['Int']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  isTunnelerEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  noTraversal?: InputMaybe<Scalars['Boolean']['input']>;
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** An edge router policy; on create and replace, name and semantic are required */
export type EdgeRouterPolicyInput = {
  /** #all, #<attribute> or @<id> */
  edgeRouterRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** #all, #<attribute> or @<id> */
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** AllOf or AnyOf */
  semantic: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type EdgeRouterPolicyPatchInput = {
  /** #all, #<attribute> or @<id> */
  edgeRouterRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** #all, #<attribute> or @<id> */
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  semantic?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** An enrollment of an identity: ott, ottca (with caId) or updb (with username) */
export type EnrollmentCreateInput = {
  caId?: InputMaybe<Scalars['String']['input']>;
  expiresAt: Scalars['DateTimeISO']['input'];
  identityId: Scalars['String']['input'];
  method: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A resource kind (its REST path segment in capitals) */
export type EntityKind =
  | 'API_SESSIONS'
  | 'API_SESSION_CERTIFICATES'
  | 'AUTHENTICATORS'
  | 'AUTH_POLICIES'
  | 'CAS'
  | 'CIRCUITS'
  | 'CONFIGS'
  | 'CONFIG_TYPES'
  | 'CONTROLLERS'
  | 'EDGE_ROUTERS'
  | 'EDGE_ROUTER_POLICIES'
  | 'ENROLLMENTS'
  | 'EXTERNAL_JWT_SIGNERS'
  | 'IDENTITIES'
  | 'IDENTITY_TYPES'
  | 'MFA'
  | 'POSTURE_CHECKS'
  | 'POSTURE_CHECK_TYPES'
  | 'ROUTERS'
  | 'SERVICES'
  | 'SERVICE_EDGE_ROUTER_POLICIES'
  | 'SERVICE_POLICIES'
  | 'SESSIONS'
  | 'SPECS'
  | 'TERMINATORS'
  | 'TRANSIT_ROUTERS';

/** Where an external JWT or certificate carries the external id of an identity */
export type ExternalIdClaimInput = {
  index: Scalars['Int']['input'];
  /** COMMON_NAME, SAN_URI or SAN_EMAIL */
  location: Scalars['String']['input'];
  /** ALL, PREFIX, SUFFIX or SCHEME */
  matcher: Scalars['String']['input'];
  matcherCriteria: Scalars['String']['input'];
  /** NONE or SPLIT */
  parser: Scalars['String']['input'];
  parserCriteria: Scalars['String']['input'];
};

/** Every field of an external JWT signer; exactly one of certPem and jwksEndpoint */
export type ExternalJwtSignerInput = {
  /** A value the aud of its tokens must contain; null: not checked */
  audience?: InputMaybe<Scalars['String']['input']>;
  certPem?: InputMaybe<Scalars['String']['input']>;
  /** A claim name, or a JSON pointer (/a/b); default sub */
  claimsProperty?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  enabled: Scalars['Boolean']['input'];
  externalAuthUrl?: InputMaybe<Scalars['String']['input']>;
  /** The iss of its tokens, unique among signers */
  issuer: Scalars['String']['input'];
  jwksEndpoint?: InputMaybe<Scalars['String']['input']>;
  kid?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** ACCESS (default) or ID */
  targetToken?: InputMaybe<Scalars['String']['input']>;
  useExternalId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Only the fields given are changed */
export type ExternalJwtSignerPatchInput = {
  audience?: InputMaybe<Scalars['String']['input']>;
  certPem?: InputMaybe<Scalars['String']['input']>;
  claimsProperty?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  externalAuthUrl?: InputMaybe<Scalars['String']['input']>;
  issuer?: InputMaybe<Scalars['String']['input']>;
  jwksEndpoint?: InputMaybe<Scalars['String']['input']>;
  kid?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  targetToken?: InputMaybe<Scalars['String']['input']>;
  useExternalId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new identity: its fields, and the enrollments to create with it */
export type IdentityCreateInput = {
  appData?: InputMaybe<Scalars['JSONObject']['input']>;
  authPolicyId?: InputMaybe<Scalars['String']['input']>;
  defaultHostingCost?: InputMaybe<Scalars['Int']['input']>;
  defaultHostingPrecedence?: InputMaybe<Scalars['String']['input']>;
  enrollment?: InputMaybe<IdentityEnrollmentInput>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  isAdmin: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  serviceHostingCosts?: InputMaybe<Scalars['JSONObject']['input']>;
  serviceHostingPrecedences?: InputMaybe<Scalars['JSONObject']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** User, Device, Service, Router or Default */
  type: Scalars['String']['input'];
};

/** Enrollments to create with the identity: several methods may be given */
export type IdentityEnrollmentInput = {
  /** A one-time token for a certificate */
  ott?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the CA whose certificates may redeem the enrollment */
  ottca?: InputMaybe<Scalars['String']['input']>;
  /** The username the identity will log in with */
  updb?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of an identity; name, type and isAdmin are required */
export type IdentityInput = {
  appData?: InputMaybe<Scalars['JSONObject']['input']>;
  authPolicyId?: InputMaybe<Scalars['String']['input']>;
  defaultHostingCost?: InputMaybe<Scalars['Int']['input']>;
  defaultHostingPrecedence?: InputMaybe<Scalars['String']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  isAdmin: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  serviceHostingCosts?: InputMaybe<Scalars['JSONObject']['input']>;
  serviceHostingPrecedences?: InputMaybe<Scalars['JSONObject']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** User, Device, Service, Router or Default */
  type: Scalars['String']['input'];
};

/** Only the fields given are changed */
export type IdentityPatchInput = {
  appData?: InputMaybe<Scalars['JSONObject']['input']>;
  authPolicyId?: InputMaybe<Scalars['String']['input']>;
  defaultHostingCost?: InputMaybe<Scalars['Int']['input']>;
  defaultHostingPrecedence?: InputMaybe<Scalars['String']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  serviceHostingCosts?: InputMaybe<Scalars['JSONObject']['input']>;
  serviceHostingPrecedences?: InputMaybe<Scalars['JSONObject']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A posture check; name and typeId are required */
export type PostureCheckInput = {
  /** The fields of the type, as in REST: domains, macAddresses, operatingSystems, process, processes + semantic, or timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints */
  details?: InputMaybe<Scalars['JSONObject']['input']>;
  name: Scalars['String']['input'];
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA */
  typeId: Scalars['String']['input'];
};

/** Only the fields given (details: only its keys) are changed; typeId must be the check type */
export type PostureCheckPatchInput = {
  /** The fields of the type, as in REST: domains, macAddresses, operatingSystems, process, processes + semantic, or timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints */
  details?: InputMaybe<Scalars['JSONObject']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  typeId: Scalars['String']['input'];
};

/** Replaces every field; the type can not change */
export type PostureCheckUpdateInput = {
  /** The fields of the type, as in REST: domains, macAddresses, operatingSystems, process, processes + semantic, or timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints */
  details?: InputMaybe<Scalars['JSONObject']['input']>;
  name: Scalars['String']['input'];
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  typeId?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a router (transit or edge); on create and replace, name is required */
export type RouterInput = {
  /** 0..65535 */
  cost?: InputMaybe<Scalars['Int']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  noTraversal?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type RouterPatchInput = {
  cost?: InputMaybe<Scalars['Int']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  noTraversal?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** A service and a config (of a type the service may use) the identity uses for it */
export type ServiceConfigPairInput = {
  configId: Scalars['ID']['input'];
  serviceId: Scalars['ID']['input'];
};

/** A new service */
export type ServiceCreateInput = {
  /** Config ids, at most one of each config type */
  configs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether connections must be end-to-end encrypted; fixed at create */
  encryptionRequired: Scalars['Boolean']['input'];
  maxIdleTimeMillis?: InputMaybe<Scalars['SafeInt']['input']>;
  name: Scalars['String']['input'];
  /** Plain attributes (no # or @) */
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** smartrouting (default), weighted, random, sticky or ha */
  terminatorStrategy?: InputMaybe<Scalars['String']['input']>;
};

/** A service edge router policy; on create and replace, name and semantic are required */
export type ServiceEdgeRouterPolicyInput = {
  /** #all, #<attribute> or @<id> */
  edgeRouterRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** AllOf or AnyOf */
  semantic: Scalars['String']['input'];
  /** #all, #<attribute> or @<id> */
  serviceRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type ServiceEdgeRouterPolicyPatchInput = {
  /** #all, #<attribute> or @<id> */
  edgeRouterRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  semantic?: InputMaybe<Scalars['String']['input']>;
  /** #all, #<attribute> or @<id> */
  serviceRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every updatable field of a service (encryptionRequired is fixed at create) */
export type ServiceInput = {
  /** Config ids, at most one of each config type */
  configs?: InputMaybe<Array<Scalars['String']['input']>>;
  maxIdleTimeMillis?: InputMaybe<Scalars['SafeInt']['input']>;
  name: Scalars['String']['input'];
  /** Plain attributes (no # or @) */
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** smartrouting (default), weighted, random, sticky or ha */
  terminatorStrategy?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given are changed */
export type ServicePatchInput = {
  configs?: InputMaybe<Array<Scalars['String']['input']>>;
  maxIdleTimeMillis?: InputMaybe<Scalars['SafeInt']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  roleAttributes?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  terminatorStrategy?: InputMaybe<Scalars['String']['input']>;
};

/** A service policy; on create and replace, name, type and semantic are required */
export type ServicePolicyInput = {
  /** #all, #<attribute> or @<id> */
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** #all, #<attribute> or @<id> */
  postureCheckRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** AllOf or AnyOf */
  semantic: Scalars['String']['input'];
  /** #all, #<attribute> or @<id> */
  serviceRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Dial or Bind */
  type: Scalars['String']['input'];
};

/** Only the fields given are changed */
export type ServicePolicyPatchInput = {
  /** #all, #<attribute> or @<id> */
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** #all, #<attribute> or @<id> */
  postureCheckRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  semantic?: InputMaybe<Scalars['String']['input']>;
  /** #all, #<attribute> or @<id> */
  serviceRoles?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A new terminator */
export type TerminatorCreateInput = {
  address: Scalars['String']['input'];
  binding: Scalars['String']['input'];
  /** 0..65535 */
  cost?: InputMaybe<Scalars['Int']['input']>;
  identity?: InputMaybe<Scalars['String']['input']>;
  /** Base64; write-only */
  identitySecret?: InputMaybe<Scalars['String']['input']>;
  /** default, required or failed */
  precedence?: InputMaybe<Scalars['String']['input']>;
  /** Router id */
  router: Scalars['String']['input'];
  /** Service id */
  service: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every updatable field of a terminator */
export type TerminatorInput = {
  address: Scalars['String']['input'];
  binding: Scalars['String']['input'];
  /** 0..65535 */
  cost?: InputMaybe<Scalars['Int']['input']>;
  /** default, required or failed */
  precedence?: InputMaybe<Scalars['String']['input']>;
  /** Router id */
  router: Scalars['String']['input'];
  /** Service id */
  service: Scalars['String']['input'];
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Only the fields given are changed */
export type TerminatorPatchInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  binding?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Int']['input']>;
  precedence?: InputMaybe<Scalars['String']['input']>;
  router?: InputMaybe<Scalars['String']['input']>;
  service?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Enable tracing for a duration (a Go duration such as "10m"), or disable it */
export type TraceSpecInput = {
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  duration?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  traceId?: InputMaybe<Scalars['String']['input']>;
};

export type ServiceAccessFieldsFragment = { permissions: Array<string>, config: Record<string, unknown>, service: { id: string, name: string } };

export type SessionAccessFieldsFragment = { id: string, type: string, token: string, serviceId: string, apiSessionId: string, edgeRouters: Array<{ id: string, name: string }> };

export type ServiceListChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ServiceListChangedSubscription = { serviceListChanged: { removed: Array<string>, added: Array<{ permissions: Array<string>, config: Record<string, unknown>, service: { id: string, name: string } }>, changed: Array<{ permissions: Array<string>, config: Record<string, unknown>, service: { id: string, name: string } }> } };

export type MyServicesQueryVariables = Exact<{
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyServicesQuery = { myServices: { items: Array<{ permissions: Array<string>, config: Record<string, unknown>, service: { id: string, name: string } }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type MyServiceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type MyServiceQuery = { myService: { permissions: Array<string>, config: Record<string, unknown>, service: { id: string, name: string } } };

export type CreateSessionMutationVariables = Exact<{
  serviceId: Scalars['ID']['input'];
  type?: Scalars['String']['input'];
}>;


export type CreateSessionMutation = { createSession: { id: string, type: string, token: string, serviceId: string, apiSessionId: string, edgeRouters: Array<{ id: string, name: string }> } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: { items: Array<{ id: string, type: string, token: string, serviceId: string, apiSessionId: string, edgeRouters: Array<{ id: string, name: string }> }>, pagination: { totalCount: number } } };

export type DeleteMySessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMySessionMutation = { deleteMySession: boolean };

export type ServiceUpdatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceUpdatesQuery = { serviceUpdates: string };

export type MyEdgeRoutersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEdgeRoutersQuery = { myEdgeRouters: { items: Array<{ id: string, name: string }> } };

export type SubmitPostureResponsesMutationVariables = Exact<{
  responses: Array<Scalars['JSONObject']['input']>;
}>;


export type SubmitPostureResponsesMutation = { submitPostureResponses: { services: Array<{ id: string, timeoutRemaining: number }> } };

export type PostureResultChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PostureResultChangedSubscription = { postureResultChanged: { services: Array<{ postureQueries: unknown, service: { id: string } }> } };

export type DeleteSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSessionMutation = { deleteSession: boolean };

export type SessionRoutePathQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SessionRoutePathQuery = { sessionRoutePath: Array<string> };

export type IdentityPolicyAdviceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  serviceId: Scalars['ID']['input'];
}>;


export type IdentityPolicyAdviceQuery = { identityPolicyAdvice: { identityId: string, serviceId: string, isDialAllowed: boolean, isBindAllowed: boolean, identityRouterCount: number, serviceRouterCount: number, identity: { id: string, name: string }, service: { id: string, name: string }, commonRouters: Array<{ id: string, name: string, isOnline: boolean }> } };

export type AuthPolicyFieldsFragment = { id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } };

export type AuthPolicyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AuthPolicyQuery = { authPolicy: { id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } } };

export type AuthPoliciesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuthPoliciesQuery = { authPolicies: { filterableFields: Array<string>, items: Array<{ id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } }>, pagination: { totalCount: number } } };

export type CreateAuthPolicyMutationVariables = Exact<{
  input: AuthPolicyInput;
}>;


export type CreateAuthPolicyMutation = { createAuthPolicy: { id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } } };

export type PatchAuthPolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AuthPolicyPatchInput;
}>;


export type PatchAuthPolicyMutation = { patchAuthPolicy: { id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } } };

export type UpdateAuthPolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AuthPolicyInput;
}>;


export type UpdateAuthPolicyMutation = { updateAuthPolicy: { id: string, name: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, primary: { cert: { allowed: boolean, allowExpiredCerts: boolean }, extJwt: { allowed: boolean, allowedSigners: Array<string> }, updb: { allowed: boolean, minPasswordLength: number, requireSpecialChar: boolean, requireNumberChar: boolean, requireMixedCase: boolean, maxAttempts: number, lockoutDurationMinutes: number } }, secondary: { requireTotp: boolean, requireExtJwtSigner?: string | null } } };

export type DeleteAuthPolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAuthPolicyMutation = { deleteAuthPolicy: boolean };

export type IdentityAuthPolicyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityAuthPolicyQuery = { identity: { authPolicyId: string, authPolicy?: { id: string, name: string } | null } };

export type CatalogParityConfigTypeFragment = { id: string, name: string, schema: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string };

export type CatalogParityConfigFragment = { id: string, name: string, configTypeId: string, data: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string, configType?: { id: string, name: string } | null };

export type CatalogParityServiceFragment = { id: string, name: string, roleAttributes: Array<string>, configs: Array<string>, config?: Record<string, unknown> | null, terminatorStrategy: string, encryptionRequired: boolean, maxIdleTimeMillis: number, permissions?: Array<string> | null, tags: Record<string, unknown>, createdAt: string, updatedAt: string };

export type CatalogParityTerminatorFragment = { id: string, serviceId: string, routerId: string, binding: string, address: string, identity: string, cost: number, precedence: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, service?: { id: string, name: string } | null, router: { id: string, name: string } };

export type CatalogParityConfigTypeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogParityConfigTypeQuery = { configType: { id: string, name: string, schema: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type CatalogParityConfigTypesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogParityConfigTypesQuery = { configTypes: { items: Array<{ id: string, name: string, schema: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> } };

export type CatalogParityConfigQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogParityConfigQuery = { config: { id: string, name: string, configTypeId: string, data: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string, configType?: { id: string, name: string } | null } };

export type CatalogParityConfigsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogParityConfigsQuery = { configs: { items: Array<{ id: string, name: string, configTypeId: string, data: Record<string, unknown>, tags: Record<string, unknown>, createdAt: string, updatedAt: string, configType?: { id: string, name: string } | null }> } };

export type CatalogParityServiceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogParityServiceQuery = { service: { id: string, name: string, roleAttributes: Array<string>, configs: Array<string>, config?: Record<string, unknown> | null, terminatorStrategy: string, encryptionRequired: boolean, maxIdleTimeMillis: number, permissions?: Array<string> | null, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type CatalogParityServicesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogParityServicesQuery = { services: { items: Array<{ id: string, name: string, roleAttributes: Array<string>, configs: Array<string>, config?: Record<string, unknown> | null, terminatorStrategy: string, encryptionRequired: boolean, maxIdleTimeMillis: number, permissions?: Array<string> | null, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> } };

export type CatalogParityTerminatorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogParityTerminatorQuery = { terminator: { id: string, serviceId: string, routerId: string, binding: string, address: string, identity: string, cost: number, precedence: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, service?: { id: string, name: string } | null, router: { id: string, name: string } } };

export type CatalogParityTerminatorsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogParityTerminatorsQuery = { terminators: { items: Array<{ id: string, serviceId: string, routerId: string, binding: string, address: string, identity: string, cost: number, precedence: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string, service?: { id: string, name: string } | null, router: { id: string, name: string } }> } };

export type CatalogParityCreateConfigTypeMutationVariables = Exact<{
  input: ConfigTypeInput;
}>;


export type CatalogParityCreateConfigTypeMutation = { createConfigType: { id: string } };

export type CatalogParityPatchConfigTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ConfigTypePatchInput;
}>;


export type CatalogParityPatchConfigTypeMutation = { patchConfigType: { id: string } };

export type CatalogParityCreateConfigMutationVariables = Exact<{
  input: ConfigCreateInput;
}>;


export type CatalogParityCreateConfigMutation = { createConfig: { id: string } };

export type CatalogParityPatchConfigMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ConfigPatchInput;
}>;


export type CatalogParityPatchConfigMutation = { patchConfig: { id: string } };

export type CatalogParityCreateServiceMutationVariables = Exact<{
  input: ServiceCreateInput;
}>;


export type CatalogParityCreateServiceMutation = { createService: { id: string } };

export type CatalogParityPatchServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServicePatchInput;
}>;


export type CatalogParityPatchServiceMutation = { patchService: { id: string } };

export type CatalogParityCreateTerminatorMutationVariables = Exact<{
  input: TerminatorCreateInput;
}>;


export type CatalogParityCreateTerminatorMutation = { createTerminator: { id: string } };

export type CatalogParityPatchTerminatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TerminatorPatchInput;
}>;


export type CatalogParityPatchTerminatorMutation = { patchTerminator: { id: string } };

export type CatalogServiceFieldsFragment = { id: string, name: string, configs: Array<string>, config?: Record<string, unknown> | null, permissions?: Array<string> | null, encryptionRequired: boolean, terminatorStrategy: string, roleAttributes: Array<string>, attachedConfigs?: Array<{ id: string, name: string, data: Record<string, unknown>, configTypeId: string, configType?: { id: string, name: string } | null }> | null, terminators?: Array<{ id: string, binding: string, address: string, serviceId: string, routerId: string, router: { id: string, name: string }, service?: { id: string, name: string } | null }> | null };

export type CatalogServicesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogServicesQuery = { services: { pagination: { totalCount: number }, items: Array<{ id: string, name: string, configs: Array<string>, config?: Record<string, unknown> | null, permissions?: Array<string> | null, encryptionRequired: boolean, terminatorStrategy: string, roleAttributes: Array<string>, attachedConfigs?: Array<{ id: string, name: string, data: Record<string, unknown>, configTypeId: string, configType?: { id: string, name: string } | null }> | null, terminators?: Array<{ id: string, binding: string, address: string, serviceId: string, routerId: string, router: { id: string, name: string }, service?: { id: string, name: string } | null }> | null }> } };

export type CatalogServiceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogServiceQuery = { service: { id: string, name: string, configs: Array<string>, config?: Record<string, unknown> | null, permissions?: Array<string> | null, encryptionRequired: boolean, terminatorStrategy: string, roleAttributes: Array<string>, attachedConfigs?: Array<{ id: string, name: string, data: Record<string, unknown>, configTypeId: string, configType?: { id: string, name: string } | null }> | null, terminators?: Array<{ id: string, binding: string, address: string, serviceId: string, routerId: string, router: { id: string, name: string }, service?: { id: string, name: string } | null }> | null } };

export type CatalogServiceConfigsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type CatalogServiceConfigsQuery = { services: { items: Array<{ config?: Record<string, unknown> | null }> } };

export type CatalogConfigTypeConfigsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogConfigTypeConfigsQuery = { configTypes: { items: Array<{ id: string, configs?: Array<{ id: string }> | null }> } };

export type CatalogConfigTypesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CatalogConfigTypesQuery = { configTypes: { filterableFields: Array<string>, items: Array<{ name: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type CatalogServiceIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogServiceIdsQuery = { services: { items: Array<{ id: string }> } };

export type CatalogConfigTypeIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogConfigTypeIdsQuery = { configTypes: { items: Array<{ id: string }> } };

export type CatalogConfigIdsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogConfigIdsQuery = { configs: { items: Array<{ id: string }> } };

export type CatalogTerminatorIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogTerminatorIdsQuery = { terminators: { items: Array<{ id: string }> } };

export type CatalogTerminatorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogTerminatorQuery = { terminator: { id: string } };

export type CatalogCreateConfigTypeMutationVariables = Exact<{
  input: ConfigTypeInput;
}>;


export type CatalogCreateConfigTypeMutation = { createConfigType: { id: string, name: string, schema: Record<string, unknown> } };

export type CatalogDeleteConfigTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogDeleteConfigTypeMutation = { deleteConfigType: boolean };

export type CatalogCreateConfigMutationVariables = Exact<{
  input: ConfigCreateInput;
}>;


export type CatalogCreateConfigMutation = { createConfig: { id: string, data: Record<string, unknown>, configType?: { name: string } | null } };

export type CatalogDeleteConfigMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogDeleteConfigMutation = { deleteConfig: boolean };

export type CatalogCreateServiceMutationVariables = Exact<{
  input: ServiceCreateInput;
}>;


export type CatalogCreateServiceMutation = { createService: { id: string, encryptionRequired: boolean, config?: Record<string, unknown> | null, attachedConfigs?: Array<{ id: string }> | null } };

export type CatalogPatchServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServicePatchInput;
}>;


export type CatalogPatchServiceMutation = { patchService: { roleAttributes: Array<string>, terminatorStrategy: string, configs: Array<string> } };

export type CatalogDeleteServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogDeleteServiceMutation = { deleteService: boolean };

export type CatalogCreateTerminatorMutationVariables = Exact<{
  input: TerminatorCreateInput;
}>;


export type CatalogCreateTerminatorMutation = { createTerminator: { id: string, cost: number, routerId: string, service?: { id: string } | null } };

export type CatalogPatchTerminatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TerminatorPatchInput;
}>;


export type CatalogPatchTerminatorMutation = { patchTerminator: { cost: number, precedence: string } };

export type IdentityServiceConfigsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityServiceConfigsQuery = { identityServiceConfigs: Array<{ serviceId: string, serviceName: string, configId: string, configName: string }> };

export type AddIdentityServiceConfigsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  serviceConfigs: Array<ServiceConfigPairInput>;
}>;


export type AddIdentityServiceConfigsMutation = { addIdentityServiceConfigs: boolean };

export type RemoveIdentityServiceConfigsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  serviceConfigs?: InputMaybe<Array<ServiceConfigPairInput>>;
}>;


export type RemoveIdentityServiceConfigsMutation = { removeIdentityServiceConfigs: boolean };

export type ClusterControllersQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ClusterControllersQuery = { controllers: { filterableFields: Array<string>, items: Array<{ id: string, name: string, certPem: string, fingerprint: string, isOnline: boolean, lastJoinedAt: string, apiAddresses: Record<string, unknown>, ctrlAddress?: string | null, tags: Record<string, unknown> }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type ConfigDocsConfigTypesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConfigDocsConfigTypesQuery = { configTypes: { items: Array<{ id: string, name: string, schema: Record<string, unknown> }> } };

export type ConfigDocsConfigTypeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConfigDocsConfigTypeQuery = { configType: { id: string, name: string, schema: Record<string, unknown> } };

export type ConfigDocsConfigQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConfigDocsConfigQuery = { config: { id: string, data: Record<string, unknown>, configType?: { id: string, name: string } | null } };

export type ConfigDocsCreateConfigMutationVariables = Exact<{
  input: ConfigCreateInput;
}>;


export type ConfigDocsCreateConfigMutation = { createConfig: { id: string, data: Record<string, unknown> } };

export type ConfigDocsDeleteConfigTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConfigDocsDeleteConfigTypeMutation = { deleteConfigType: boolean };

export type ConfigDocsPatchConfigTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ConfigTypePatchInput;
}>;


export type ConfigDocsPatchConfigTypeMutation = { patchConfigType: { id: string, name: string } };

export type ConfigDocsServiceConfigsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type ConfigDocsServiceConfigsQuery = { services: { items: Array<{ id: string, config?: Record<string, unknown> | null }> } };

export type LinkPagingFragment = { limit: number, offset: number, totalCount: number };

export type IdentityLinksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
}>;


export type IdentityLinksQuery = { identity: { id: string, services?: { items: Array<{ permissions: Array<string>, service: { id: string, name: string } }>, pagination: { limit: number, offset: number, totalCount: number } } | null, servicePolicies?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, edgeRouterPolicies?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, edgeRouters?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null } };

export type ServiceLinksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type ServiceLinksQuery = { service: { id: string, servicePolicies?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, serviceEdgeRouterPolicies?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, identities?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, edgeRouters?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null, configList?: { items: Array<{ id: string, name: string, configType?: { id: string, name: string } | null }>, pagination: { limit: number, offset: number, totalCount: number } } | null } };

export type ConfigLinksQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConfigLinksQuery = { config: { id: string, services?: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } | null } };

export type IdentityDashboardQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  linkLimit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type IdentityDashboardQuery = { identities: { items: Array<{ id: string, name: string, services?: { items: Array<{ permissions: Array<string>, service: { id: string, name: string } }>, pagination: { totalCount: number } } | null, servicePolicies?: { items: Array<{ id: string, name: string }>, pagination: { totalCount: number } } | null, edgeRouterPolicies?: { items: Array<{ id: string, name: string }>, pagination: { totalCount: number } } | null, edgeRouters?: { items: Array<{ id: string, name: string }>, pagination: { totalCount: number } } | null }>, pagination: { totalCount: number } } };

export type ServiceDashboardQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  linkLimit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ServiceDashboardQuery = { services: { items: Array<{ id: string, servicePolicies?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null, serviceEdgeRouterPolicies?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null, identities?: { items: Array<{ id: string, edgeRouters?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null }>, pagination: { totalCount: number } } | null, edgeRouters?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null, configList?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null }> } };

export type AdminSessionsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminSessionsQuery = { sessions: { items: Array<{ id: string, type: string, identityId: string, serviceId: string, apiSessionId: string, servicePolicyIds: Array<string>, identity?: { id: string, name: string } | null, service?: { id: string, name: string } | null, apiSession?: { id: string, identityId: string, identity?: { id: string, name: string } | null } | null }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type ApiSessionsWithIdentityQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApiSessionsWithIdentityQuery = { apiSessions: { items: Array<{ id: string, identityId: string, identity?: { id: string, name: string } | null }>, pagination: { totalCount: number } } };

export type EntityChangedSubscriptionVariables = Exact<{
  kinds?: InputMaybe<Array<EntityKind>>;
}>;


export type EntityChangedSubscription = { entityChanged: { kind?: EntityKind | null, id: string, action: string, changedFields?: Array<string> | null } };

export type MyIdentityLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIdentityLinksQuery = { currentIdentity: { id: string, servicePolicies?: { pagination: { totalCount: number } } | null, services?: { items: Array<{ service: { id: string } }> } | null } };

export type IdentityServicesOfTypeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  policyType?: InputMaybe<Scalars['String']['input']>;
}>;


export type IdentityServicesOfTypeQuery = { identity: { services?: { items: Array<{ permissions: Array<string>, service: { id: string } }>, pagination: { totalCount: number } } | null } };

export type ServiceIdentitiesOfTypeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  policyType?: InputMaybe<Scalars['String']['input']>;
}>;


export type ServiceIdentitiesOfTypeQuery = { service: { identities?: { items: Array<{ id: string }>, pagination: { totalCount: number } } | null } };

export type CheckDataIntegrityMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckDataIntegrityMutation = { checkDataIntegrity: boolean };

export type FixDataIntegrityMutationVariables = Exact<{ [key: string]: never; }>;


export type FixDataIntegrityMutation = { fixDataIntegrity: boolean };

export type CreateDatabaseSnapshotMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateDatabaseSnapshotMutation = { createDatabaseSnapshot: boolean };

export type DataIntegrityResultsQueryVariables = Exact<{ [key: string]: never; }>;


export type DataIntegrityResultsQuery = { dataIntegrityResults: { inProgress: boolean, fixingErrors: boolean, tooManyErrors: boolean, startTime: string, endTime: string, error: string, results: Array<{ description: string, fixed: boolean }> } };

export type IntegrityCheckProgressSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IntegrityCheckProgressSubscription = { integrityCheckProgress: { runId: string, fixing: boolean, event: string, phase?: string | null, checked?: number | null, total?: number | null, found?: number | null, fixed?: number | null, tooManyErrors?: boolean | null, error?: string | null, finding?: { description: string, fixed: boolean } | null, result?: { inProgress: boolean, fixingErrors: boolean, tooManyErrors: boolean, error: string, results: Array<{ description: string, fixed: boolean }> } | null } };

export type DialBindCreateServiceMutationVariables = Exact<{
  input: ServiceCreateInput;
}>;


export type DialBindCreateServiceMutation = { createService: { id: string } };

export type DialBindPatchServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServicePatchInput;
}>;


export type DialBindPatchServiceMutation = { patchService: { roleAttributes: Array<string> } };

export type DialBindUpdateServiceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServiceInput;
}>;


export type DialBindUpdateServiceMutation = { updateService: { roleAttributes: Array<string> } };

export type DialBindCreateIdentityMutationVariables = Exact<{
  input: IdentityCreateInput;
}>;


export type DialBindCreateIdentityMutation = { createIdentity: { id: string } };

export type DialBindPatchIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityPatchInput;
}>;


export type DialBindPatchIdentityMutation = { patchIdentity: { roleAttributes: Array<string> } };

export type DialBindUpdateIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityInput;
}>;


export type DialBindUpdateIdentityMutation = { updateIdentity: { roleAttributes: Array<string> } };

export type ExtJwtSignerFieldsFragment = { id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string };

export type ExtJwtSignersQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExtJwtSignersQuery = { externalJwtSigners: { filterableFields: Array<string>, items: Array<{ id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string }>, pagination: { totalCount: number } } };

export type ExtJwtSignerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExtJwtSignerQuery = { externalJwtSigner: { id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type ExtJwtCreateSignerMutationVariables = Exact<{
  input: ExternalJwtSignerInput;
}>;


export type ExtJwtCreateSignerMutation = { createExternalJwtSigner: { id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type ExtJwtUpdateSignerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ExternalJwtSignerInput;
}>;


export type ExtJwtUpdateSignerMutation = { updateExternalJwtSigner: { id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type ExtJwtPatchSignerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ExternalJwtSignerPatchInput;
}>;


export type ExtJwtPatchSignerMutation = { patchExternalJwtSigner: { id: string, name: string, enabled: boolean, issuer: string, audience?: string | null, certPem?: string | null, jwksEndpoint?: string | null, fingerprint?: string | null, commonName: string, notBefore?: string | null, notAfter?: string | null, kid?: string | null, claimsProperty: string, useExternalId: boolean, externalAuthUrl?: string | null, clientId?: string | null, scopes: Array<string>, targetToken: string, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type ExtJwtDeleteSignerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExtJwtDeleteSignerMutation = { deleteExternalJwtSigner: boolean };

export type ExtJwtLoginMutationVariables = Exact<{
  token: Scalars['String']['input'];
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type ExtJwtLoginMutation = { loginWithExtJwt: { token: string, expirationSeconds: number, session: { id: string, identityId: string, authenticatorId: string, configTypes: Array<string> } } };

export type ExtJwtWhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtJwtWhoAmIQuery = { currentIdentity: { id: string } };

export type RouterConnectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RouterConnectionQuery = { router: { id: string, name: string, isOnline: boolean, syncStatus: string, versionInfo?: { version: string, revision: string, buildDate: string, os: string, arch: string } | null, listenerAddresses: Array<{ address: string, protocol: string }>, interfaces: Array<{ name: string, hardwareAddress: string, mtu: number, index: number, isUp: boolean, isRunning: boolean, isLoopback: boolean, isBroadcast: boolean, isMulticast: boolean, addresses: Array<string> }> } };

export type IdentityFieldsFragment = { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string };

export type AuthenticatorFieldsFragment = { id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string };

export type ApiSessionFieldsFragment = { id: string, identityId: string, authenticatorId: string, ipAddress: string, configTypes: Array<string>, isMfaComplete: boolean, isMfaRequired: boolean, expiresAt: string, lastActivityAt: string, createdAt: string };

export type PaginationFieldsFragment = { limit: number, offset: number, totalCount: number };

export type MyEdgeRoutersWithPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEdgeRoutersWithPoliciesQuery = { myEdgeRouters: { items: Array<{ id: string, name: string, edgeRouterPolicies?: Array<{ id: string }> | null }> } };

export type MyServicesWithTerminatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyServicesWithTerminatorsQuery = { myServices: { items: Array<{ permissions: Array<string>, service: { id: string, name: string, terminators?: Array<{ id: string }> | null } }> } };

export type TraceIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  spec: TraceSpecInput;
}>;


export type TraceIdentityMutation = { traceIdentity: { enabled: boolean, traceId: string, until?: string | null, channels: Array<string> } };

export type IdentityTraceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityTraceQuery = { identity: { trace?: { enabled: boolean, traceId: string, until?: string | null, channels: Array<string> } | null } };

export type CurrentIdentityTraceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentIdentityTraceQuery = { currentIdentity: { id: string, trace?: { enabled: boolean } | null } };

export type RouterLinksQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RouterLinksQuery = { links: { filterableFields: Array<string>, items: Array<{ id: string, protocol: string, dialAddress: string, state: string, down: boolean, staticCost: number, sourceLatency: number, destLatency: number, cost: number, iteration: number, sourceRouter: { id: string, name: string }, destRouter: { id: string, name: string }, connections: Array<{ type: string, source: string, dest: string }> }>, pagination: { totalCount: number } } };

export type RouterLinkDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RouterLinkDetailQuery = { link: { id: string, cost: number, sourceRouter: { id: string } } };

export type MfaStatusFieldsFragment = { id: string, isVerified: boolean, provisioningUrl?: string | null, recoveryCodes?: Array<string> | null, createdAt: string, updatedAt: string };

export type MfaSessionFieldsFragment = { id: string, isMfaRequired: boolean, isMfaComplete: boolean, authQueries: Array<{ typeId?: string | null, provider: string, format?: string | null, httpMethod?: string | null, httpUrl?: string | null, minLength?: number | null, maxLength?: number | null }> };

export type MfaLoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type MfaLoginMutation = { login: { token: string, session: { id: string, isMfaRequired: boolean, isMfaComplete: boolean, authQueries: Array<{ typeId?: string | null, provider: string, format?: string | null, httpMethod?: string | null, httpUrl?: string | null, minLength?: number | null, maxLength?: number | null }> } } };

export type MfaCurrentSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaCurrentSessionQuery = { currentApiSession: { id: string, isMfaRequired: boolean, isMfaComplete: boolean, authQueries: Array<{ typeId?: string | null, provider: string, format?: string | null, httpMethod?: string | null, httpUrl?: string | null, minLength?: number | null, maxLength?: number | null }> } };

export type MfaCurrentIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaCurrentIdentityQuery = { currentIdentity: { id: string, isMfaEnabled?: boolean | null } };

export type MfaIdentityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MfaIdentityQuery = { identity: { id: string, isMfaEnabled?: boolean | null } };

export type MyMfaQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMfaQuery = { myMfa: { id: string, isVerified: boolean, provisioningUrl?: string | null, recoveryCodes?: Array<string> | null, createdAt: string, updatedAt: string } };

export type StartMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartMfaEnrollmentMutation = { startMfaEnrollment: { id: string, isVerified: boolean, provisioningUrl?: string | null, recoveryCodes?: Array<string> | null, createdAt: string, updatedAt: string } };

export type VerifyMfaMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type VerifyMfaMutation = { verifyMfa: boolean };

export type CompleteMfaMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type CompleteMfaMutation = { completeMfa: boolean };

export type MyMfaRecoveryCodesQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type MyMfaRecoveryCodesQuery = { myMfaRecoveryCodes: { recoveryCodes: Array<string> } };

export type RegenerateMfaRecoveryCodesMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RegenerateMfaRecoveryCodesMutation = { regenerateMfaRecoveryCodes: { recoveryCodes: Array<string> } };

export type DisableMfaMutationVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type DisableMfaMutation = { disableMfa: boolean };

export type RemoveIdentityMfaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveIdentityMfaMutation = { removeIdentityMfa: boolean };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
  configTypes?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, expirationSeconds: number, session: { id: string, identityId: string, authenticatorId: string, ipAddress: string, configTypes: Array<string>, isMfaComplete: boolean, isMfaRequired: boolean, expiresAt: string, lastActivityAt: string, createdAt: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type CreateIdentityMutationVariables = Exact<{
  input: IdentityCreateInput;
}>;


export type CreateIdentityMutation = { createIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type PatchIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityPatchInput;
}>;


export type PatchIdentityMutation = { patchIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type UpdateIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityInput;
}>;


export type UpdateIdentityMutation = { updateIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type DeleteIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteIdentityMutation = { deleteIdentity: boolean };

export type DisableIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  durationMinutes: Scalars['Int']['input'];
}>;


export type DisableIdentityMutation = { disableIdentity: boolean };

export type EnableIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EnableIdentityMutation = { enableIdentity: boolean };

export type CreateAuthenticatorMutationVariables = Exact<{
  input: AuthenticatorCreateInput;
}>;


export type CreateAuthenticatorMutation = { createAuthenticator: { id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type UpdateMyAuthenticatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  currentPassword: Scalars['String']['input'];
  input: AuthenticatorPatchInput;
}>;


export type UpdateMyAuthenticatorMutation = { updateMyAuthenticator: boolean };

export type UpdateAuthenticatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AuthenticatorInput;
}>;


export type UpdateAuthenticatorMutation = { updateAuthenticator: boolean };

export type ReplaceMyAuthenticatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  currentPassword: Scalars['String']['input'];
  input: AuthenticatorInput;
}>;


export type ReplaceMyAuthenticatorMutation = { replaceMyAuthenticator: boolean };

export type ParityRouterFieldsFragment = { id: string, name: string, isEdge: boolean, cost: number, noTraversal: boolean, disabled: boolean, isTunnelerEnabled: boolean, roleAttributes: Array<string>, appData: Record<string, unknown>, tags: Record<string, unknown>, hostname: string, isOnline: boolean, isVerified: boolean, fingerprint?: string | null, supportedProtocols: Record<string, unknown>, syncStatus: string, enrollmentToken?: string | null, enrollmentJwt?: string | null, enrollmentCreatedAt?: string | null, enrollmentExpiresAt?: string | null, createdAt: string, updatedAt: string };

export type ParityNamedRoleFragment = { role: string, name: string };

export type ParityServicePolicyFieldsFragment = { id: string, name: string, type: string, semantic: string, tags: Record<string, unknown>, identityRoles: Array<string>, serviceRoles: Array<string>, postureCheckRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, postureCheckRolesDisplay?: Array<{ role: string, name: string }> | null };

export type ParityEdgeRouterPolicyFieldsFragment = { id: string, name: string, semantic: string, isSystem: boolean, tags: Record<string, unknown>, identityRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null };

export type ParityServiceEdgeRouterPolicyFieldsFragment = { id: string, name: string, semantic: string, tags: Record<string, unknown>, serviceRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null };

export type ParityPostureCheckFieldsFragment = { id: string, name: string, typeId: string, roleAttributes: Array<string>, tags: Record<string, unknown>, version: number, details: Record<string, unknown>, createdAt: string, updatedAt: string };

export type ParityEdgeRouterQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityEdgeRouterQuery = { edgeRouter: { id: string, name: string, isEdge: boolean, cost: number, noTraversal: boolean, disabled: boolean, isTunnelerEnabled: boolean, roleAttributes: Array<string>, appData: Record<string, unknown>, tags: Record<string, unknown>, hostname: string, isOnline: boolean, isVerified: boolean, fingerprint?: string | null, supportedProtocols: Record<string, unknown>, syncStatus: string, enrollmentToken?: string | null, enrollmentJwt?: string | null, enrollmentCreatedAt?: string | null, enrollmentExpiresAt?: string | null, createdAt: string, updatedAt: string } };

export type ParityRouterQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityRouterQuery = { router: { id: string, name: string, isEdge: boolean, cost: number, noTraversal: boolean, disabled: boolean, isTunnelerEnabled: boolean, roleAttributes: Array<string>, appData: Record<string, unknown>, tags: Record<string, unknown>, hostname: string, isOnline: boolean, isVerified: boolean, fingerprint?: string | null, supportedProtocols: Record<string, unknown>, syncStatus: string, enrollmentToken?: string | null, enrollmentJwt?: string | null, enrollmentCreatedAt?: string | null, enrollmentExpiresAt?: string | null, createdAt: string, updatedAt: string } };

export type ParityServicePolicyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityServicePolicyQuery = { servicePolicy: { id: string, name: string, type: string, semantic: string, tags: Record<string, unknown>, identityRoles: Array<string>, serviceRoles: Array<string>, postureCheckRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, postureCheckRolesDisplay?: Array<{ role: string, name: string }> | null } };

export type ParityEdgeRouterPolicyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityEdgeRouterPolicyQuery = { edgeRouterPolicy: { id: string, name: string, semantic: string, isSystem: boolean, tags: Record<string, unknown>, identityRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null } };

export type ParityServiceEdgeRouterPolicyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityServiceEdgeRouterPolicyQuery = { serviceEdgeRouterPolicy: { id: string, name: string, semantic: string, tags: Record<string, unknown>, serviceRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null } };

export type ParityPostureCheckQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityPostureCheckQuery = { postureCheck: { id: string, name: string, typeId: string, roleAttributes: Array<string>, tags: Record<string, unknown>, version: number, details: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type ParityCreateEdgeRouterMutationVariables = Exact<{
  input: EdgeRouterInput;
}>;


export type ParityCreateEdgeRouterMutation = { createEdgeRouter: { id: string } };

export type ParityCreateRouterMutationVariables = Exact<{
  input: RouterInput;
}>;


export type ParityCreateRouterMutation = { createRouter: { id: string } };

export type ParityCreateServicePolicyMutationVariables = Exact<{
  input: ServicePolicyInput;
}>;


export type ParityCreateServicePolicyMutation = { createServicePolicy: { id: string } };

export type ParityCreateEdgeRouterPolicyMutationVariables = Exact<{
  input: EdgeRouterPolicyInput;
}>;


export type ParityCreateEdgeRouterPolicyMutation = { createEdgeRouterPolicy: { id: string } };

export type ParityCreateServiceEdgeRouterPolicyMutationVariables = Exact<{
  input: ServiceEdgeRouterPolicyInput;
}>;


export type ParityCreateServiceEdgeRouterPolicyMutation = { createServiceEdgeRouterPolicy: { id: string } };

export type ParityCreatePostureCheckMutationVariables = Exact<{
  input: PostureCheckInput;
}>;


export type ParityCreatePostureCheckMutation = { createPostureCheck: { id: string } };

export type PolicyRouterFieldsFragment = { id: string, name: string, isEdge: boolean, cost: number, noTraversal: boolean, disabled: boolean, isTunnelerEnabled: boolean, roleAttributes: Array<string>, appData: Record<string, unknown>, tags: Record<string, unknown>, hostname: string, isOnline: boolean, isVerified: boolean, fingerprint?: string | null, supportedProtocols: Record<string, unknown>, syncStatus: string, enrollmentToken?: string | null, enrollmentCreatedAt?: string | null, enrollmentExpiresAt?: string | null, createdAt: string, updatedAt: string };

export type PolicyServicePolicyFieldsFragment = { id: string, name: string, type: string, semantic: string, tags: Record<string, unknown>, identityRoles: Array<string>, serviceRoles: Array<string>, postureCheckRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, postureCheckRolesDisplay?: Array<{ role: string, name: string }> | null, identities?: Array<{ id: string }> | null, services?: Array<{ id: string }> | null, postureChecks?: Array<{ id: string }> | null };

export type PolicyEdgeRouterPolicyFieldsFragment = { id: string, name: string, semantic: string, isSystem: boolean, tags: Record<string, unknown>, identityRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null, identities?: Array<{ id: string }> | null, edgeRouters?: Array<{ id: string }> | null };

export type PolicyServiceEdgeRouterPolicyFieldsFragment = { id: string, name: string, semantic: string, tags: Record<string, unknown>, serviceRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null, services?: Array<{ id: string }> | null, edgeRouters?: Array<{ id: string }> | null };

export type PolicyEdgeRouterQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyEdgeRouterQuery = { edgeRouter: { id: string, name: string, isEdge: boolean, cost: number, noTraversal: boolean, disabled: boolean, isTunnelerEnabled: boolean, roleAttributes: Array<string>, appData: Record<string, unknown>, tags: Record<string, unknown>, hostname: string, isOnline: boolean, isVerified: boolean, fingerprint?: string | null, supportedProtocols: Record<string, unknown>, syncStatus: string, enrollmentToken?: string | null, enrollmentCreatedAt?: string | null, enrollmentExpiresAt?: string | null, createdAt: string, updatedAt: string } };

export type PolicyRouterListsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  roleFilter?: InputMaybe<Array<Scalars['String']['input']>>;
}>;


export type PolicyRouterListsQuery = { edgeRouters: { filterableFields: Array<string>, items: Array<{ id: string }>, pagination: { totalCount: number, limit: number, offset: number } }, routers: { items: Array<{ id: string, isEdge: boolean }>, pagination: { totalCount: number } } };

export type PolicyEdgeRouterIdsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type PolicyEdgeRouterIdsQuery = { edgeRouters: { items: Array<{ id: string }> } };

export type PolicyRouterIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyRouterIdsQuery = { routers: { items: Array<{ id: string }> } };

export type PolicyEdgeRouterRelationsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type PolicyEdgeRouterRelationsQuery = { edgeRouters: { items: Array<{ id: string, edgeRouterPolicies?: Array<{ id: string }> | null, serviceEdgeRouterPolicies?: Array<{ id: string }> | null, identities?: Array<{ id: string }> | null, services?: Array<{ id: string }> | null }> } };

export type PolicyMyEdgeRouterIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyMyEdgeRouterIdsQuery = { myEdgeRouters: { items: Array<{ id: string }> } };

export type PolicyMyEdgeRouterTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyMyEdgeRouterTokensQuery = { myEdgeRouters: { items: Array<{ id: string, enrollmentToken?: string | null }> } };

export type PolicyCreateEdgeRouterMutationVariables = Exact<{
  input: EdgeRouterInput;
}>;


export type PolicyCreateEdgeRouterMutation = { createEdgeRouter: { id: string, name: string, cost: number, roleAttributes: Array<string>, enrollmentToken?: string | null } };

export type PolicyPatchEdgeRouterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EdgeRouterPatchInput;
}>;


export type PolicyPatchEdgeRouterMutation = { patchEdgeRouter: { cost: number, roleAttributes: Array<string> } };

export type PolicyUpdateEdgeRouterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EdgeRouterInput;
}>;


export type PolicyUpdateEdgeRouterMutation = { updateEdgeRouter: { cost: number, roleAttributes: Array<string> } };

export type PolicyReEnrollEdgeRouterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyReEnrollEdgeRouterMutation = { reEnrollEdgeRouter: { enrollmentToken?: string | null, isVerified: boolean } };

export type PolicyDeleteEdgeRouterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyDeleteEdgeRouterMutation = { deleteEdgeRouter: boolean };

export type PolicyCreateRouterMutationVariables = Exact<{
  input: RouterInput;
}>;


export type PolicyCreateRouterMutation = { createRouter: { id: string, isEdge: boolean, cost: number } };

export type PolicyDetailsQueryVariables = Exact<{
  sp: Scalars['ID']['input'];
  erp: Scalars['ID']['input'];
  serp: Scalars['ID']['input'];
}>;


export type PolicyDetailsQuery = { servicePolicy: { id: string, name: string, type: string, semantic: string, tags: Record<string, unknown>, identityRoles: Array<string>, serviceRoles: Array<string>, postureCheckRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, postureCheckRolesDisplay?: Array<{ role: string, name: string }> | null, identities?: Array<{ id: string }> | null, services?: Array<{ id: string }> | null, postureChecks?: Array<{ id: string }> | null }, edgeRouterPolicy: { id: string, name: string, semantic: string, isSystem: boolean, tags: Record<string, unknown>, identityRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null, identities?: Array<{ id: string }> | null, edgeRouters?: Array<{ id: string }> | null }, serviceEdgeRouterPolicy: { id: string, name: string, semantic: string, tags: Record<string, unknown>, serviceRoles: Array<string>, edgeRouterRoles: Array<string>, createdAt: string, updatedAt: string, serviceRolesDisplay?: Array<{ role: string, name: string }> | null, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null, services?: Array<{ id: string }> | null, edgeRouters?: Array<{ id: string }> | null } };

export type PolicyServicePolicyPageQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type PolicyServicePolicyPageQuery = { servicePolicies: { filterableFields: Array<string>, items: Array<{ id: string, identityRolesDisplay?: Array<{ name: string }> | null, identities?: Array<{ id: string }> | null, first?: Array<{ id: string }> | null }>, pagination: { totalCount: number } } };

export type PolicyServicePolicyIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyServicePolicyIdsQuery = { servicePolicies: { items: Array<{ id: string }> } };

export type PolicyServicePolicyIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyServicePolicyIdQuery = { servicePolicy: { id: string } };

export type PolicyCreateServicePolicyMutationVariables = Exact<{
  input: ServicePolicyInput;
}>;


export type PolicyCreateServicePolicyMutation = { createServicePolicy: { id: string, type: string, identityRolesDisplay?: Array<{ role: string, name: string }> | null } };

export type PolicyPatchServicePolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServicePolicyPatchInput;
}>;


export type PolicyPatchServicePolicyMutation = { patchServicePolicy: { type: string, identityRoles: Array<string> } };

export type PolicyCreateEdgeRouterPolicyMutationVariables = Exact<{
  input: EdgeRouterPolicyInput;
}>;


export type PolicyCreateEdgeRouterPolicyMutation = { createEdgeRouterPolicy: { id: string, edgeRouterRolesDisplay?: Array<{ role: string, name: string }> | null } };

export type PolicyDeleteEdgeRouterPolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyDeleteEdgeRouterPolicyMutation = { deleteEdgeRouterPolicy: boolean };

export type PolicyCreatePostureCheckMutationVariables = Exact<{
  input: PostureCheckInput;
}>;


export type PolicyCreatePostureCheckMutation = { createPostureCheck: { id: string, typeId: string, version: number, details: Record<string, unknown> } };

export type PolicyPostureCheckQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyPostureCheckQuery = { postureCheck: { id: string, name: string, typeId: string, version: number, roleAttributes: Array<string>, tags: Record<string, unknown>, details: Record<string, unknown>, createdAt: string, updatedAt: string } };

export type PolicyPatchPostureCheckMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PostureCheckPatchInput;
}>;


export type PolicyPatchPostureCheckMutation = { patchPostureCheck: { version: number, roleAttributes: Array<string>, details: Record<string, unknown> } };

export type PolicyDeletePostureCheckMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PolicyDeletePostureCheckMutation = { deletePostureCheck: boolean };

export type PolicyPostureCheckTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyPostureCheckTypesQuery = { postureCheckTypes: { items: Array<{ id: string, name: string, operatingSystems: Array<{ type: string, versions: Array<string> }> }>, pagination: { totalCount: number } }, postureCheckType: { name: string } };

export type PolicyRoleAttributesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type PolicyRoleAttributesQuery = { postureCheckRoleAttributes: { items: Array<string> }, serviceRoleAttributes: { pagination: { totalCount: number } }, edgeRouterRoleAttributes: { items: Array<string> } };

export type IdentityPostureDataQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityPostureDataQuery = { identityPostureData: { mac?: { postureCheckId: string, data: Record<string, unknown> } | null, domain?: { postureCheckId: string, data: Record<string, unknown> } | null, sessions: Array<{ apiSessionId: string, wokenAt?: string | null }> } };

export type IdentityFailedServiceRequestsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityFailedServiceRequestsQuery = { identityFailedServiceRequests: Array<{ apiSessionId: string, serviceId: string, serviceName: string, sessionType: string, when: string, policyFailures: Array<{ policyId: string, policyName: string, checks: Array<{ postureCheckId: string, postureCheckName: string, postureCheckType: string, actualValue: unknown, expectedValue: unknown }> }> }> };

export type CurrentIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentIdentityQuery = { currentIdentity: { hasApiSession?: boolean | null, id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null } };

export type IdentitiesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  roleFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  roleSemantic?: InputMaybe<Scalars['String']['input']>;
}>;


export type IdentitiesQuery = { identities: { filterableFields: Array<string>, items: Array<{ id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type IdentitiesWithDetailsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type IdentitiesWithDetailsQuery = { identities: { items: Array<{ id: string, name: string, hasApiSession?: boolean | null, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type IdentityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityQuery = { identity: { hasApiSession?: boolean | null, id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, serviceHostingCosts: Record<string, unknown>, serviceHostingPrecedences: Record<string, unknown>, envInfo: Record<string, unknown>, sdkInfo: Record<string, unknown>, createdAt: string, updatedAt: string, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null } };

export type ApiSessionsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ApiSessionsQuery = { apiSessions: { items: Array<{ id: string, identityId: string, authenticatorId: string, ipAddress: string, configTypes: Array<string>, isMfaComplete: boolean, isMfaRequired: boolean, expiresAt: string, lastActivityAt: string, createdAt: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type CurrentApiSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentApiSessionQuery = { currentApiSession: { id: string, identityId: string, authenticatorId: string, ipAddress: string, configTypes: Array<string>, isMfaComplete: boolean, isMfaRequired: boolean, expiresAt: string, lastActivityAt: string, createdAt: string } };

export type IdentityTypesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type IdentityTypesQuery = { identityTypes: { items: Array<{ id: string, name: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type SummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type SummaryQuery = { summary: Record<string, unknown> };

export type MyAuthenticatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAuthenticatorsQuery = { myAuthenticators: { items: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type IdentityIdsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  roleFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  roleSemantic?: InputMaybe<Scalars['String']['input']>;
}>;


export type IdentityIdsQuery = { identities: { items: Array<{ id: string }> } };

export type IdentityRouterConnectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityRouterConnectionQuery = { identity: { hasEdgeRouterConnection?: boolean | null, edgeRouterConnectionStatus?: string | null } };

export type RouterPresenceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RouterPresenceChangedSubscription = { routerPresenceChanged: { routerId: string, name: string, isOnline: boolean, syncStatus: string, hostname: string, timestamp: string } };

export type SessionEndsDeletePolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SessionEndsDeletePolicyMutation = { deleteServicePolicy: boolean };

export type SessionEndsPatchPolicyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ServicePolicyPatchInput;
}>;


export type SessionEndsPatchPolicyMutation = { patchServicePolicy: { id: string } };

export type SessionEndsSessionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SessionEndsSessionQuery = { session: { id: string } };

export type SessionEndsMySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionEndsMySessionsQuery = { mySessions: { items: Array<{ id: string }> } };

export type IdentityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IdentityChangedSubscription = { identityChanged: { eventId: string, eventType: string, entityType: string, entityId: string, timestamp: string, changedFields?: Array<string> | null } };

export type SummaryCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type SummaryCountsQuery = { summaryCounts: { apiSessionCertificates: number, apiSessions: number, authPolicies: number, authenticators: number, cas: number, configTypes: number, configs: number, controllers: number, edgeRouterPolicies: number, edgeRouters: number, enrollments: number, externalJwtSigners: number, identities: number, identityTypes: number, mfas: number, postureCheckTypes: number, postureChecks: number, routers: number, serviceEdgeRouterPolicies: number, servicePolicies: number, services: number, sessions: number, terminators: number } };

export type SummaryUntypedQueryVariables = Exact<{ [key: string]: never; }>;


export type SummaryUntypedQuery = { summary: Record<string, unknown> };

export type TrafficTerminatorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrafficTerminatorQuery = { terminator: { id: string, binding: string, address: string, identity: string, hostId: string, cost: number, precedence: string, routerId: string, serviceId: string } };

export type TransferExportQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferExportQuery = { exportConfiguration: Record<string, unknown> };

export type TransferKindReportFieldsFragment = { created: Array<string>, updated: Array<string>, unchanged: Array<string> };

export type TransferImportMutationVariables = Exact<{
  document: Scalars['JSONObject']['input'];
  enroll?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransferImportMutation = { importConfiguration: { externalJwtSigners: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, authPolicies: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, configTypes: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, configs: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, services: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, postureChecks: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, routers: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, cas: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, identities: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, servicePolicies: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, edgeRouterPolicies: { created: Array<string>, updated: Array<string>, unchanged: Array<string> }, serviceEdgeRouterPolicies: { created: Array<string>, updated: Array<string>, unchanged: Array<string> } } };

export type ParityCaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityCaQuery = { ca: { id: string, createdAt: string, updatedAt: string, tags: Record<string, unknown>, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, externalIdClaim?: Record<string, unknown> | null, verificationToken?: string | null } };

export type ParityEnrollmentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityEnrollmentQuery = { enrollment: { id: string, createdAt: string, updatedAt: string, tags: Record<string, unknown>, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, caId?: string | null, username?: string | null } };

export type ParityAuthenticatorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityAuthenticatorQuery = { authenticator: { id: string, createdAt: string, updatedAt: string, tags: Record<string, unknown>, method: string, identityId: string, username?: string | null, fingerprint?: string | null, certPem?: string | null, isIssuedByNetwork: boolean } };

export type ParityApiSessionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParityApiSessionQuery = { apiSession: { id: string, createdAt: string, updatedAt: string, tags: Record<string, unknown>, identityId: string, authenticatorId: string, configTypes: Array<string>, ipAddress: string, isMfaRequired: boolean, isMfaComplete: boolean, isCertExtendable: boolean, lastActivityAt: string, identity?: { id: string, name: string } | null, authQueries: Array<{ typeId?: string | null, provider: string, format?: string | null, httpMethod?: string | null, httpUrl?: string | null, minLength?: number | null, maxLength?: number | null }> } };

export type CaFieldsFragment = { id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null };

export type EnrollmentFieldsFragment = { id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null };

export type CasQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type CasQuery = { cas: { items: Array<{ id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null }>, pagination: { totalCount: number } } };

export type CaJwtQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CaJwtQuery = { caJwt: string };

export type CreateCaMutationVariables = Exact<{
  input: CaCreateInput;
}>;


export type CreateCaMutation = { createCa: { id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null } };

export type PatchCaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CaPatchInput;
}>;


export type PatchCaMutation = { patchCa: { id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null } };

export type VerifyCaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  certPem: Scalars['String']['input'];
}>;


export type VerifyCaMutation = { verifyCa: { id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null } };

export type DeleteCaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCaMutation = { deleteCa: boolean };

export type EnrollmentsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
}>;


export type EnrollmentsQuery = { enrollments: { items: Array<{ id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null }>, pagination: { totalCount: number } } };

export type CreateEnrollmentMutationVariables = Exact<{
  input: EnrollmentCreateInput;
}>;


export type CreateEnrollmentMutation = { createEnrollment: { id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null } };

export type RefreshEnrollmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expiresAt: Scalars['DateTimeISO']['input'];
}>;


export type RefreshEnrollmentMutation = { refreshEnrollment: { id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null } };

export type DeleteEnrollmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteEnrollmentMutation = { deleteEnrollment: boolean };

export type ReEnrollAuthenticatorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expiresAt: Scalars['DateTimeISO']['input'];
}>;


export type ReEnrollAuthenticatorMutation = { reEnrollAuthenticator: { id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null } };

export type UpdateCaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CaInput;
}>;


export type UpdateCaMutation = { updateCa: { externalIdClaim?: Record<string, unknown> | null, tags: Record<string, unknown>, id: string, name: string, certPem: string, fingerprint: string, isVerified: boolean, isAuthEnabled: boolean, isAutoCaEnrollmentEnabled: boolean, isOttCaEnrollmentEnabled: boolean, identityRoles: Array<string>, identityNameFormat: string, verificationToken?: string | null } };

export type IdentityEnrollmentsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityEnrollmentsQuery = { identityEnrollments: Array<{ id: string, method: string, token: string, jwt: string, expiresAt: string, identityId?: string | null, routerId?: string | null, caId?: string | null, username?: string | null }> };

export const ServiceAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]} as unknown as DocumentNode<ServiceAccessFieldsFragment, unknown>;
export const SessionAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionAccessFieldsFragment, unknown>;
export const AuthPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<AuthPolicyFieldsFragment, unknown>;
export const CatalogParityConfigTypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfigType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigTypeFragment, unknown>;
export const CatalogParityConfigFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Config"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigFragment, unknown>;
export const CatalogParityServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleTimeMillis"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityServiceFragment, unknown>;
export const CatalogParityTerminatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityTerminator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terminator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identity"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"precedence"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityTerminatorFragment, unknown>;
export const CatalogServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"attachedConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogServiceFieldsFragment, unknown>;
export const LinkPagingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkPaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<LinkPagingFragment, unknown>;
export const ExtJwtSignerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtSignerFieldsFragment, unknown>;
export const IdentityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IdentityFieldsFragment, unknown>;
export const AuthenticatorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AuthenticatorFieldsFragment, unknown>;
export const ApiSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiSessionFieldsFragment, unknown>;
export const PaginationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<PaginationFieldsFragment, unknown>;
export const MfaStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MfaStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"provisioningUrl"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MfaStatusFieldsFragment, unknown>;
export const MfaSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"authQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"httpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]}}]} as unknown as DocumentNode<MfaSessionFieldsFragment, unknown>;
export const ParityRouterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityRouterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Router"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"noTraversal"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTunnelerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"supportedProtocols"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentJwt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityRouterFieldsFragment, unknown>;
export const ParityNamedRoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<ParityNamedRoleFragment, unknown>;
export const ParityServicePolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityServicePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<ParityServicePolicyFieldsFragment, unknown>;
export const ParityEdgeRouterPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<ParityEdgeRouterPolicyFieldsFragment, unknown>;
export const ParityServiceEdgeRouterPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityServiceEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceEdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<ParityServiceEdgeRouterPolicyFieldsFragment, unknown>;
export const ParityPostureCheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityPostureCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostureCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityPostureCheckFieldsFragment, unknown>;
export const PolicyRouterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyRouterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Router"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"noTraversal"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTunnelerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"supportedProtocols"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyRouterFieldsFragment, unknown>;
export const PolicyServicePolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyServicePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyServicePolicyFieldsFragment, unknown>;
export const PolicyEdgeRouterPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyEdgeRouterPolicyFieldsFragment, unknown>;
export const PolicyServiceEdgeRouterPolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyServiceEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceEdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyServiceEdgeRouterPolicyFieldsFragment, unknown>;
export const TransferKindReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferKindReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportKindReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]} as unknown as DocumentNode<TransferKindReportFieldsFragment, unknown>;
export const CaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<CaFieldsFragment, unknown>;
export const EnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<EnrollmentFieldsFragment, unknown>;
export const ServiceListChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ServiceListChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceListChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceAccessFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceAccessFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]} as unknown as DocumentNode<ServiceListChangedSubscription, ServiceListChangedSubscriptionVariables>;
export const MyServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceAccessFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]} as unknown as DocumentNode<MyServicesQuery, MyServicesQueryVariables>;
export const MyServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]} as unknown as DocumentNode<MyServiceQuery, MyServiceQueryVariables>;
export const CreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"Dial","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSessionMutation, CreateSessionMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccessFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const DeleteMySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMySessionMutation, DeleteMySessionMutationVariables>;
export const ServiceUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceUpdates"}}]}}]} as unknown as DocumentNode<ServiceUpdatesQuery, ServiceUpdatesQueryVariables>;
export const MyEdgeRoutersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEdgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEdgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MyEdgeRoutersQuery, MyEdgeRoutersQueryVariables>;
export const SubmitPostureResponsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPostureResponses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"responses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPostureResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"responses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"responses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutRemaining"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitPostureResponsesMutation, SubmitPostureResponsesMutationVariables>;
export const PostureResultChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostureResultChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureResultChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureQueries"}}]}}]}}]}}]} as unknown as DocumentNode<PostureResultChangedSubscription, PostureResultChangedSubscriptionVariables>;
export const DeleteSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSessionMutation, DeleteSessionMutationVariables>;
export const SessionRoutePathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionRoutePath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRoutePath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SessionRoutePathQuery, SessionRoutePathQueryVariables>;
export const IdentityPolicyAdviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityPolicyAdvice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityPolicyAdvice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDialAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isBindAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"identityRouterCount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRouterCount"}},{"kind":"Field","name":{"kind":"Name","value":"commonRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityPolicyAdviceQuery, IdentityPolicyAdviceQueryVariables>;
export const AuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<AuthPolicyQuery, AuthPolicyQueryVariables>;
export const AuthPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthPolicies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPolicyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<AuthPoliciesQuery, AuthPoliciesQueryVariables>;
export const CreateAuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuthPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<CreateAuthPolicyMutation, CreateAuthPolicyMutationVariables>;
export const PatchAuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchAuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicyPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchAuthPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<PatchAuthPolicyMutation, PatchAuthPolicyMutationVariables>;
export const UpdateAuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAuthPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowExpiredCerts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"allowedSigners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"requireSpecialChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireNumberChar"}},{"kind":"Field","name":{"kind":"Name","value":"requireMixedCase"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutDurationMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requireExtJwtSigner"}}]}}]}}]} as unknown as DocumentNode<UpdateAuthPolicyMutation, UpdateAuthPolicyMutationVariables>;
export const DeleteAuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAuthPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAuthPolicyMutation, DeleteAuthPolicyMutationVariables>;
export const IdentityAuthPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityAuthPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityAuthPolicyQuery, IdentityAuthPolicyQueryVariables>;
export const CatalogParityConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityConfigType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfigType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigTypeQuery, CatalogParityConfigTypeQueryVariables>;
export const CatalogParityConfigTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityConfigTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityConfigType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfigType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigTypesQuery, CatalogParityConfigTypesQueryVariables>;
export const CatalogParityConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityConfig"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Config"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigQuery, CatalogParityConfigQueryVariables>;
export const CatalogParityConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityConfig"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityConfig"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Config"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityConfigsQuery, CatalogParityConfigsQueryVariables>;
export const CatalogParityServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityService"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleTimeMillis"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityServiceQuery, CatalogParityServiceQueryVariables>;
export const CatalogParityServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityService"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"maxIdleTimeMillis"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityServicesQuery, CatalogParityServicesQueryVariables>;
export const CatalogParityTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityTerminator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityTerminator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terminator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identity"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"precedence"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityTerminatorQuery, CatalogParityTerminatorQueryVariables>;
export const CatalogParityTerminatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogParityTerminators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogParityTerminator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogParityTerminator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terminator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identity"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"precedence"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogParityTerminatorsQuery, CatalogParityTerminatorsQueryVariables>;
export const CatalogParityCreateConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityCreateConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityCreateConfigTypeMutation, CatalogParityCreateConfigTypeMutationVariables>;
export const CatalogParityPatchConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityPatchConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigTypePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityPatchConfigTypeMutation, CatalogParityPatchConfigTypeMutationVariables>;
export const CatalogParityCreateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityCreateConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityCreateConfigMutation, CatalogParityCreateConfigMutationVariables>;
export const CatalogParityPatchConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityPatchConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityPatchConfigMutation, CatalogParityPatchConfigMutationVariables>;
export const CatalogParityCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityCreateServiceMutation, CatalogParityCreateServiceMutationVariables>;
export const CatalogParityPatchServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityPatchService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityPatchServiceMutation, CatalogParityPatchServiceMutationVariables>;
export const CatalogParityCreateTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityCreateTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminatorCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTerminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityCreateTerminatorMutation, CatalogParityCreateTerminatorMutationVariables>;
export const CatalogParityPatchTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogParityPatchTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminatorPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchTerminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogParityPatchTerminatorMutation, CatalogParityPatchTerminatorMutationVariables>;
export const CatalogServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"attachedConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogServicesQuery, CatalogServicesQueryVariables>;
export const CatalogServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"attachedConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"configTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"router"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogServiceQuery, CatalogServiceQueryVariables>;
export const CatalogServiceConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogServiceConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogServiceConfigsQuery, CatalogServiceConfigsQueryVariables>;
export const CatalogConfigTypeConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogConfigTypeConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"configs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogConfigTypeConfigsQuery, CatalogConfigTypeConfigsQueryVariables>;
export const CatalogConfigTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogConfigTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}}]} as unknown as DocumentNode<CatalogConfigTypesQuery, CatalogConfigTypesQueryVariables>;
export const CatalogServiceIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogServiceIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogServiceIdsQuery, CatalogServiceIdsQueryVariables>;
export const CatalogConfigTypeIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogConfigTypeIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogConfigTypeIdsQuery, CatalogConfigTypeIdsQueryVariables>;
export const CatalogConfigIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogConfigIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogConfigIdsQuery, CatalogConfigIdsQueryVariables>;
export const CatalogTerminatorIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogTerminatorIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogTerminatorIdsQuery, CatalogTerminatorIdsQueryVariables>;
export const CatalogTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CatalogTerminatorQuery, CatalogTerminatorQueryVariables>;
export const CatalogCreateConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]} as unknown as DocumentNode<CatalogCreateConfigTypeMutation, CatalogCreateConfigTypeMutationVariables>;
export const CatalogDeleteConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogDeleteConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogDeleteConfigTypeMutation, CatalogDeleteConfigTypeMutationVariables>;
export const CatalogCreateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateConfigMutation, CatalogCreateConfigMutationVariables>;
export const CatalogDeleteConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogDeleteConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogDeleteConfigMutation, CatalogDeleteConfigMutationVariables>;
export const CatalogCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionRequired"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"attachedConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateServiceMutation, CatalogCreateServiceMutationVariables>;
export const CatalogPatchServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogPatchService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"terminatorStrategy"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}}]}}]}}]} as unknown as DocumentNode<CatalogPatchServiceMutation, CatalogPatchServiceMutationVariables>;
export const CatalogDeleteServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogDeleteService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogDeleteServiceMutation, CatalogDeleteServiceMutationVariables>;
export const CatalogCreateTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminatorCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTerminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateTerminatorMutation, CatalogCreateTerminatorMutationVariables>;
export const CatalogPatchTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogPatchTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminatorPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchTerminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"precedence"}}]}}]}}]} as unknown as DocumentNode<CatalogPatchTerminatorMutation, CatalogPatchTerminatorMutationVariables>;
export const IdentityServiceConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityServiceConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityServiceConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"configId"}},{"kind":"Field","name":{"kind":"Name","value":"configName"}}]}}]}}]} as unknown as DocumentNode<IdentityServiceConfigsQuery, IdentityServiceConfigsQueryVariables>;
export const AddIdentityServiceConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddIdentityServiceConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceConfigs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConfigPairInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addIdentityServiceConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceConfigs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceConfigs"}}}]}]}}]} as unknown as DocumentNode<AddIdentityServiceConfigsMutation, AddIdentityServiceConfigsMutationVariables>;
export const RemoveIdentityServiceConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveIdentityServiceConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceConfigs"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConfigPairInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeIdentityServiceConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"serviceConfigs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceConfigs"}}}]}]}}]} as unknown as DocumentNode<RemoveIdentityServiceConfigsMutation, RemoveIdentityServiceConfigsMutationVariables>;
export const ClusterControllersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClusterControllers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controllers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"lastJoinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"ctrlAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}}]} as unknown as DocumentNode<ClusterControllersQuery, ClusterControllersQueryVariables>;
export const ConfigDocsConfigTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigDocsConfigTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigDocsConfigTypesQuery, ConfigDocsConfigTypesQueryVariables>;
export const ConfigDocsConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigDocsConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]} as unknown as DocumentNode<ConfigDocsConfigTypeQuery, ConfigDocsConfigTypeQueryVariables>;
export const ConfigDocsConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigDocsConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigDocsConfigQuery, ConfigDocsConfigQueryVariables>;
export const ConfigDocsCreateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigDocsCreateConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ConfigDocsCreateConfigMutation, ConfigDocsCreateConfigMutationVariables>;
export const ConfigDocsDeleteConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigDocsDeleteConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConfigDocsDeleteConfigTypeMutation, ConfigDocsDeleteConfigTypeMutationVariables>;
export const ConfigDocsPatchConfigTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigDocsPatchConfigType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigTypePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchConfigType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConfigDocsPatchConfigTypeMutation, ConfigDocsPatchConfigTypeMutationVariables>;
export const ConfigDocsServiceConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigDocsServiceConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigDocsServiceConfigsQuery, ConfigDocsServiceConfigsQueryVariables>;
export const IdentityLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkPaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentityLinksQuery, IdentityLinksQueryVariables>;
export const ServiceLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"configList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkPaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<ServiceLinksQuery, ServiceLinksQueryVariables>;
export const ConfigLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkPaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<ConfigLinksQuery, ConfigLinksQueryVariables>;
export const IdentityDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityDashboardQuery, IdentityDashboardQueryVariables>;
export const ServiceDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"configList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServiceDashboardQuery, ServiceDashboardQueryVariables>;
export const AdminSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicyIds"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkPaging"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkPaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminSessionsQuery, AdminSessionsQueryVariables>;
export const ApiSessionsWithIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiSessionsWithIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<ApiSessionsWithIdentityQuery, ApiSessionsWithIdentityQueryVariables>;
export const EntityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EntityChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityKind"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}}]}}]}}]} as unknown as DocumentNode<EntityChangedSubscription, EntityChangedSubscriptionVariables>;
export const MyIdentityLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIdentityLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyIdentityLinksQuery, MyIdentityLinksQueryVariables>;
export const IdentityServicesOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityServicesOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"policyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityServicesOfTypeQuery, IdentityServicesOfTypeQueryVariables>;
export const ServiceIdentitiesOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceIdentitiesOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"policyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServiceIdentitiesOfTypeQuery, ServiceIdentitiesOfTypeQueryVariables>;
export const CheckDataIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckDataIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkDataIntegrity"}}]}}]} as unknown as DocumentNode<CheckDataIntegrityMutation, CheckDataIntegrityMutationVariables>;
export const FixDataIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixDataIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixDataIntegrity"}}]}}]} as unknown as DocumentNode<FixDataIntegrityMutation, FixDataIntegrityMutationVariables>;
export const CreateDatabaseSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDatabaseSnapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabaseSnapshot"}}]}}]} as unknown as DocumentNode<CreateDatabaseSnapshotMutation, CreateDatabaseSnapshotMutationVariables>;
export const DataIntegrityResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataIntegrityResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataIntegrityResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"fixingErrors"}},{"kind":"Field","name":{"kind":"Name","value":"tooManyErrors"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}}]}}]}}]}}]} as unknown as DocumentNode<DataIntegrityResultsQuery, DataIntegrityResultsQueryVariables>;
export const IntegrityCheckProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IntegrityCheckProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrityCheckProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"fixing"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"finding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"tooManyErrors"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"fixingErrors"}},{"kind":"Field","name":{"kind":"Name","value":"tooManyErrors"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IntegrityCheckProgressSubscription, IntegrityCheckProgressSubscriptionVariables>;
export const DialBindCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DialBindCreateServiceMutation, DialBindCreateServiceMutationVariables>;
export const DialBindPatchServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindPatchService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<DialBindPatchServiceMutation, DialBindPatchServiceMutationVariables>;
export const DialBindUpdateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindUpdateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<DialBindUpdateServiceMutation, DialBindUpdateServiceMutationVariables>;
export const DialBindCreateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindCreateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DialBindCreateIdentityMutation, DialBindCreateIdentityMutationVariables>;
export const DialBindPatchIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindPatchIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<DialBindPatchIdentityMutation, DialBindPatchIdentityMutationVariables>;
export const DialBindUpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DialBindUpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<DialBindUpdateIdentityMutation, DialBindUpdateIdentityMutationVariables>;
export const ExtJwtSignersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtJwtSigners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalJwtSigners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExtJwtSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtSignersQuery, ExtJwtSignersQueryVariables>;
export const ExtJwtSignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtJwtSigner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalJwtSigner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExtJwtSignerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtSignerQuery, ExtJwtSignerQueryVariables>;
export const ExtJwtCreateSignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtJwtCreateSigner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSignerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExternalJwtSigner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExtJwtSignerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtCreateSignerMutation, ExtJwtCreateSignerMutationVariables>;
export const ExtJwtUpdateSignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtJwtUpdateSigner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSignerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExternalJwtSigner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExtJwtSignerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtUpdateSignerMutation, ExtJwtUpdateSignerMutationVariables>;
export const ExtJwtPatchSignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtJwtPatchSigner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSignerPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchExternalJwtSigner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExtJwtSignerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtJwtSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalJwtSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"jwksEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"notBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notAfter"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"claimsProperty"}},{"kind":"Field","name":{"kind":"Name","value":"useExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalAuthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"targetToken"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExtJwtPatchSignerMutation, ExtJwtPatchSignerMutationVariables>;
export const ExtJwtDeleteSignerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtJwtDeleteSigner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExternalJwtSigner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExtJwtDeleteSignerMutation, ExtJwtDeleteSignerMutationVariables>;
export const ExtJwtLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtJwtLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithExtJwt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expirationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}}]}}]}}]}}]} as unknown as DocumentNode<ExtJwtLoginMutation, ExtJwtLoginMutationVariables>;
export const ExtJwtWhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtJwtWhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ExtJwtWhoAmIQuery, ExtJwtWhoAmIQueryVariables>;
export const RouterConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouterConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"router"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"versionInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"buildDate"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"arch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listenerAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mtu"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"isUp"}},{"kind":"Field","name":{"kind":"Name","value":"isRunning"}},{"kind":"Field","name":{"kind":"Name","value":"isLoopback"}},{"kind":"Field","name":{"kind":"Name","value":"isBroadcast"}},{"kind":"Field","name":{"kind":"Name","value":"isMulticast"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}}]}}]}}]} as unknown as DocumentNode<RouterConnectionQuery, RouterConnectionQueryVariables>;
export const MyEdgeRoutersWithPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEdgeRoutersWithPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEdgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyEdgeRoutersWithPoliciesQuery, MyEdgeRoutersWithPoliciesQueryVariables>;
export const MyServicesWithTerminatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyServicesWithTerminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyServicesWithTerminatorsQuery, MyServicesWithTerminatorsQueryVariables>;
export const TraceIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TraceIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spec"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TraceSpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"traceIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"spec"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spec"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"traceId"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}}]}}]} as unknown as DocumentNode<TraceIdentityMutation, TraceIdentityMutationVariables>;
export const IdentityTraceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTrace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"traceId"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityTraceQuery, IdentityTraceQueryVariables>;
export const CurrentIdentityTraceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentIdentityTrace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentIdentityTraceQuery, CurrentIdentityTraceQueryVariables>;
export const RouterLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouterLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"dialAddress"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRouter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destRouter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"down"}},{"kind":"Field","name":{"kind":"Name","value":"staticCost"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLatency"}},{"kind":"Field","name":{"kind":"Name","value":"destLatency"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"iteration"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"dest"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}}]} as unknown as DocumentNode<RouterLinksQuery, RouterLinksQueryVariables>;
export const RouterLinkDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouterLinkDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRouter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RouterLinkDetailQuery, RouterLinkDetailQueryVariables>;
export const MfaLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MfaSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"authQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"httpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]}}]} as unknown as DocumentNode<MfaLoginMutation, MfaLoginMutationVariables>;
export const MfaCurrentSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaCurrentSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentApiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MfaSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"authQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"httpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]}}]} as unknown as DocumentNode<MfaCurrentSessionQuery, MfaCurrentSessionQueryVariables>;
export const MfaCurrentIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaCurrentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaEnabled"}}]}}]}}]} as unknown as DocumentNode<MfaCurrentIdentityQuery, MfaCurrentIdentityQueryVariables>;
export const MfaIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaEnabled"}}]}}]}}]} as unknown as DocumentNode<MfaIdentityQuery, MfaIdentityQueryVariables>;
export const MyMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMfa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MfaStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MfaStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"provisioningUrl"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyMfaQuery, MyMfaQueryVariables>;
export const StartMfaEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMfaEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMfaEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MfaStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MfaStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MfaStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"provisioningUrl"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartMfaEnrollmentMutation, StartMfaEnrollmentMutationVariables>;
export const VerifyMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<VerifyMfaMutation, VerifyMfaMutationVariables>;
export const CompleteMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<CompleteMfaMutation, CompleteMfaMutationVariables>;
export const MyMfaRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMfaRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMfaRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<MyMfaRecoveryCodesQuery, MyMfaRecoveryCodesQueryVariables>;
export const RegenerateMfaRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateMfaRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateMfaRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<RegenerateMfaRecoveryCodesMutation, RegenerateMfaRecoveryCodesMutationVariables>;
export const DisableMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableMfaMutation, DisableMfaMutationVariables>;
export const RemoveIdentityMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveIdentityMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeIdentityMfa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveIdentityMfaMutation, RemoveIdentityMfaMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expirationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CreateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateIdentityMutation, CreateIdentityMutationVariables>;
export const PatchIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PatchIdentityMutation, PatchIdentityMutationVariables>;
export const UpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateIdentityMutation, UpdateIdentityMutationVariables>;
export const DeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIdentityMutation, DeleteIdentityMutationVariables>;
export const DisableIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationMinutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"durationMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationMinutes"}}}]}]}}]} as unknown as DocumentNode<DisableIdentityMutation, DisableIdentityMutationVariables>;
export const EnableIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EnableIdentityMutation, EnableIdentityMutationVariables>;
export const CreateAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateAuthenticatorMutation, CreateAuthenticatorMutationVariables>;
export const UpdateMyAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UpdateMyAuthenticatorMutation, UpdateMyAuthenticatorMutationVariables>;
export const UpdateAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UpdateAuthenticatorMutation, UpdateAuthenticatorMutationVariables>;
export const ReplaceMyAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceMyAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceMyAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReplaceMyAuthenticatorMutation, ReplaceMyAuthenticatorMutationVariables>;
export const ParityEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityRouterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityRouterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Router"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"noTraversal"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTunnelerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"supportedProtocols"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentJwt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityEdgeRouterQuery, ParityEdgeRouterQueryVariables>;
export const ParityRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"router"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityRouterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityRouterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Router"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"noTraversal"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTunnelerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"supportedProtocols"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentJwt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityRouterQuery, ParityRouterQueryVariables>;
export const ParityServicePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityServicePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityServicePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityServicePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityServicePolicyQuery, ParityServicePolicyQueryVariables>;
export const ParityEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityEdgeRouterPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityEdgeRouterPolicyQuery, ParityEdgeRouterPolicyQueryVariables>;
export const ParityServiceEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityServiceEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityServiceEdgeRouterPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityNamedRole"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NamedRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityServiceEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceEdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityNamedRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityServiceEdgeRouterPolicyQuery, ParityServiceEdgeRouterPolicyQueryVariables>;
export const ParityPostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityPostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParityPostureCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParityPostureCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostureCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ParityPostureCheckQuery, ParityPostureCheckQueryVariables>;
export const ParityCreateEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreateEdgeRouterMutation, ParityCreateEdgeRouterMutationVariables>;
export const ParityCreateRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreateRouterMutation, ParityCreateRouterMutationVariables>;
export const ParityCreateServicePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateServicePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreateServicePolicyMutation, ParityCreateServicePolicyMutationVariables>;
export const ParityCreateEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreateEdgeRouterPolicyMutation, ParityCreateEdgeRouterPolicyMutationVariables>;
export const ParityCreateServiceEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateServiceEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceEdgeRouterPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreateServiceEdgeRouterPolicyMutation, ParityCreateServiceEdgeRouterPolicyMutationVariables>;
export const ParityCreatePostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreatePostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostureCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPostureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ParityCreatePostureCheckMutation, ParityCreatePostureCheckMutationVariables>;
export const PolicyEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PolicyRouterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyRouterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Router"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"noTraversal"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTunnelerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"supportedProtocols"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyEdgeRouterQuery, PolicyEdgeRouterQueryVariables>;
export const PolicyRouterListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyRouterLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyRouterListsQuery, PolicyRouterListsQueryVariables>;
export const PolicyEdgeRouterIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyEdgeRouterIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyEdgeRouterIdsQuery, PolicyEdgeRouterIdsQueryVariables>;
export const PolicyRouterIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyRouterIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyRouterIdsQuery, PolicyRouterIdsQueryVariables>;
export const PolicyEdgeRouterRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyEdgeRouterRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PolicyEdgeRouterRelationsQuery, PolicyEdgeRouterRelationsQueryVariables>;
export const PolicyMyEdgeRouterIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyMyEdgeRouterIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEdgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyMyEdgeRouterIdsQuery, PolicyMyEdgeRouterIdsQueryVariables>;
export const PolicyMyEdgeRouterTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyMyEdgeRouterTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEdgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyMyEdgeRouterTokensQuery, PolicyMyEdgeRouterTokensQueryVariables>;
export const PolicyCreateEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyCreateEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}}]}}]}}]} as unknown as DocumentNode<PolicyCreateEdgeRouterMutation, PolicyCreateEdgeRouterMutationVariables>;
export const PolicyPatchEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyPatchEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<PolicyPatchEdgeRouterMutation, PolicyPatchEdgeRouterMutationVariables>;
export const PolicyUpdateEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyUpdateEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}}]}}]}}]} as unknown as DocumentNode<PolicyUpdateEdgeRouterMutation, PolicyUpdateEdgeRouterMutationVariables>;
export const PolicyReEnrollEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyReEnrollEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reEnrollEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollmentToken"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<PolicyReEnrollEdgeRouterMutation, PolicyReEnrollEdgeRouterMutationVariables>;
export const PolicyDeleteEdgeRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyDeleteEdgeRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEdgeRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PolicyDeleteEdgeRouterMutation, PolicyDeleteEdgeRouterMutationVariables>;
export const PolicyCreateRouterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyCreateRouter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRouter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEdge"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<PolicyCreateRouterMutation, PolicyCreateRouterMutationVariables>;
export const PolicyDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"erp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PolicyServicePolicyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"erp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PolicyEdgeRouterPolicyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PolicyServiceEdgeRouterPolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyServicePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PolicyServiceEdgeRouterPolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceEdgeRouterPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"semantic"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoles"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoles"}},{"kind":"Field","name":{"kind":"Name","value":"serviceRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PolicyDetailsQuery, PolicyDetailsQueryVariables>;
export const PolicyServicePolicyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyServicePolicyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}}]} as unknown as DocumentNode<PolicyServicePolicyPageQuery, PolicyServicePolicyPageQueryVariables>;
export const PolicyServicePolicyIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyServicePolicyIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyServicePolicyIdsQuery, PolicyServicePolicyIdsQueryVariables>;
export const PolicyServicePolicyIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyServicePolicyId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PolicyServicePolicyIdQuery, PolicyServicePolicyIdQueryVariables>;
export const PolicyCreateServicePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyCreateServicePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"identityRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyCreateServicePolicyMutation, PolicyCreateServicePolicyMutationVariables>;
export const PolicyPatchServicePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyPatchServicePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicyPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchServicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}}]}}]}}]} as unknown as DocumentNode<PolicyPatchServicePolicyMutation, PolicyPatchServicePolicyMutationVariables>;
export const PolicyCreateEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyCreateEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdgeRouterPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRolesDisplay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PolicyCreateEdgeRouterPolicyMutation, PolicyCreateEdgeRouterPolicyMutationVariables>;
export const PolicyDeleteEdgeRouterPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyDeleteEdgeRouterPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEdgeRouterPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PolicyDeleteEdgeRouterPolicyMutation, PolicyDeleteEdgeRouterPolicyMutationVariables>;
export const PolicyCreatePostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyCreatePostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostureCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPostureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<PolicyCreatePostureCheckMutation, PolicyCreatePostureCheckMutationVariables>;
export const PolicyPostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyPostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PolicyPostureCheckQuery, PolicyPostureCheckQueryVariables>;
export const PolicyPatchPostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyPatchPostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostureCheckPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchPostureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<PolicyPatchPostureCheckMutation, PolicyPatchPostureCheckMutationVariables>;
export const PolicyDeletePostureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PolicyDeletePostureCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePostureCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PolicyDeletePostureCheckMutation, PolicyDeletePostureCheckMutationVariables>;
export const PolicyPostureCheckTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyPostureCheckTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheckTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operatingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"PROCESS","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PolicyPostureCheckTypesQuery, PolicyPostureCheckTypesQueryVariables>;
export const PolicyRoleAttributesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PolicyRoleAttributes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheckRoleAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRoleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterRoleAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<PolicyRoleAttributesQuery, PolicyRoleAttributesQueryVariables>;
export const IdentityPostureDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityPostureData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityPostureData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheckId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheckId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"wokenAt"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityPostureDataQuery, IdentityPostureDataQueryVariables>;
export const IdentityFailedServiceRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityFailedServiceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityFailedServiceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionType"}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"policyFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"policyName"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postureCheckId"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckName"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckType"}},{"kind":"Field","name":{"kind":"Name","value":"actualValue"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityFailedServiceRequestsQuery, IdentityFailedServiceRequestsQueryVariables>;
export const CurrentIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CurrentIdentityQuery, CurrentIdentityQueryVariables>;
export const IdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Identities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleSemantic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentitiesQuery, IdentitiesQueryVariables>;
export const IdentitiesWithDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentitiesWithDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentitiesWithDetailsQuery, IdentitiesWithDetailsQueryVariables>;
export const IdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Identity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingCosts"}},{"kind":"Field","name":{"kind":"Name","value":"serviceHostingPrecedences"}},{"kind":"Field","name":{"kind":"Name","value":"envInfo"}},{"kind":"Field","name":{"kind":"Name","value":"sdkInfo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IdentityQuery, IdentityQueryVariables>;
export const ApiSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<ApiSessionsQuery, ApiSessionsQueryVariables>;
export const CurrentApiSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentApiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentApiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentApiSessionQuery, CurrentApiSessionQueryVariables>;
export const IdentityTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentityTypesQuery, IdentityTypesQueryVariables>;
export const SummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<SummaryQuery, SummaryQueryVariables>;
export const MyAuthenticatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAuthenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAuthenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<MyAuthenticatorsQuery, MyAuthenticatorsQueryVariables>;
export const IdentityIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleSemantic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityIdsQuery, IdentityIdsQueryVariables>;
export const IdentityRouterConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityRouterConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasEdgeRouterConnection"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterConnectionStatus"}}]}}]}}]} as unknown as DocumentNode<IdentityRouterConnectionQuery, IdentityRouterConnectionQueryVariables>;
export const RouterPresenceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RouterPresenceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routerPresenceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<RouterPresenceChangedSubscription, RouterPresenceChangedSubscriptionVariables>;
export const SessionEndsDeletePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionEndsDeletePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SessionEndsDeletePolicyMutation, SessionEndsDeletePolicyMutationVariables>;
export const SessionEndsPatchPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionEndsPatchPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServicePolicyPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchServicePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionEndsPatchPolicyMutation, SessionEndsPatchPolicyMutationVariables>;
export const SessionEndsSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionEndsSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionEndsSessionQuery, SessionEndsSessionQueryVariables>;
export const SessionEndsMySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionEndsMySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SessionEndsMySessionsQuery, SessionEndsMySessionsQueryVariables>;
export const IdentityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IdentityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}}]}}]}}]} as unknown as DocumentNode<IdentityChangedSubscription, IdentityChangedSubscriptionVariables>;
export const SummaryCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summaryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessionCertificates"}},{"kind":"Field","name":{"kind":"Name","value":"apiSessions"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicies"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"}},{"kind":"Field","name":{"kind":"Name","value":"cas"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"configs"}},{"kind":"Field","name":{"kind":"Name","value":"controllers"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouters"}},{"kind":"Field","name":{"kind":"Name","value":"enrollments"}},{"kind":"Field","name":{"kind":"Name","value":"externalJwtSigners"}},{"kind":"Field","name":{"kind":"Name","value":"identities"}},{"kind":"Field","name":{"kind":"Name","value":"identityTypes"}},{"kind":"Field","name":{"kind":"Name","value":"mfas"}},{"kind":"Field","name":{"kind":"Name","value":"postureCheckTypes"}},{"kind":"Field","name":{"kind":"Name","value":"postureChecks"}},{"kind":"Field","name":{"kind":"Name","value":"routers"}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicies"}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"}},{"kind":"Field","name":{"kind":"Name","value":"services"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"terminators"}}]}}]}}]} as unknown as DocumentNode<SummaryCountsQuery, SummaryCountsQueryVariables>;
export const SummaryUntypedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryUntyped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<SummaryUntypedQuery, SummaryUntypedQueryVariables>;
export const TrafficTerminatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrafficTerminator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"binding"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"identity"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"precedence"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}}]}}]}}]} as unknown as DocumentNode<TrafficTerminatorQuery, TrafficTerminatorQueryVariables>;
export const TransferExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportConfiguration"}}]}}]} as unknown as DocumentNode<TransferExportQuery, TransferExportQueryVariables>;
export const TransferImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enroll"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"enroll"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enroll"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalJwtSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postureChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"servicePolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceEdgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferKindReportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferKindReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportKindReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]} as unknown as DocumentNode<TransferImportMutation, TransferImportMutationVariables>;
export const ParityCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ca"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"externalIdClaim"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]}}]} as unknown as DocumentNode<ParityCaQuery, ParityCaQueryVariables>;
export const ParityEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ParityEnrollmentQuery, ParityEnrollmentQueryVariables>;
export const ParityAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}}]}}]}}]} as unknown as DocumentNode<ParityAuthenticatorQuery, ParityAuthenticatorQueryVariables>;
export const ParityApiSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityApiSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isCertExtendable"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"authQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"httpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]}}]}}]} as unknown as DocumentNode<ParityApiSessionQuery, ParityApiSessionQueryVariables>;
export const CasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<CasQuery, CasQueryVariables>;
export const CaJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaJwt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caJwt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CaJwtQuery, CaJwtQueryVariables>;
export const CreateCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<CreateCaMutation, CreateCaMutationVariables>;
export const PatchCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchCa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<PatchCaMutation, PatchCaMutationVariables>;
export const VerifyCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certPem"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"certPem"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certPem"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<VerifyCaMutation, VerifyCaMutationVariables>;
export const DeleteCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCaMutation, DeleteCaMutationVariables>;
export const EnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Enrollments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrollmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<EnrollmentsQuery, EnrollmentsQueryVariables>;
export const CreateEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<CreateEnrollmentMutation, CreateEnrollmentMutationVariables>;
export const RefreshEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<RefreshEnrollmentMutation, RefreshEnrollmentMutationVariables>;
export const DeleteEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEnrollmentMutation, DeleteEnrollmentMutationVariables>;
export const ReEnrollAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReEnrollAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reEnrollAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<ReEnrollAuthenticatorMutation, ReEnrollAuthenticatorMutationVariables>;
export const UpdateCaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaFields"}},{"kind":"Field","name":{"kind":"Name","value":"externalIdClaim"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<UpdateCaMutation, UpdateCaMutationVariables>;
export const IdentityEnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityEnrollments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityEnrollments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<IdentityEnrollmentsQuery, IdentityEnrollmentsQueryVariables>;