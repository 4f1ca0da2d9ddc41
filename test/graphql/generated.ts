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
  identityRoles?: InputMaybe<Array<Scalars['String']['input']>>;
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

/** A new service */
export type ServiceCreateInput = {
  /** Config ids, at most one of each config type */
  configs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether connections must be end-to-end encrypted; fixed at create */
  encryptionRequired: Scalars['Boolean']['input'];
  maxIdleTimeMillis?: InputMaybe<Scalars['Int']['input']>;
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
  maxIdleTimeMillis?: InputMaybe<Scalars['Int']['input']>;
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
  maxIdleTimeMillis?: InputMaybe<Scalars['Int']['input']>;
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

export type IdentityFieldsFragment = { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string };

export type AuthenticatorFieldsFragment = { id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string };

export type ApiSessionFieldsFragment = { id: string, identityId: string, authenticatorId: string, ipAddress: string, configTypes: Array<string>, isMfaComplete: boolean, isMfaRequired: boolean, expiresAt: string, lastActivityAt: string, createdAt: string };

export type PaginationFieldsFragment = { limit: number, offset: number, totalCount: number };

export type MyEdgeRoutersWithPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEdgeRoutersWithPoliciesQuery = { myEdgeRouters: { items: Array<{ id: string, name: string, edgeRouterPolicies?: Array<{ id: string }> | null }> } };

export type MyServicesWithTerminatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyServicesWithTerminatorsQuery = { myServices: { items: Array<{ permissions: Array<string>, service: { id: string, name: string, terminators?: Array<{ id: string }> | null } }> } };

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


export type CreateIdentityMutation = { createIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string } };

export type PatchIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityPatchInput;
}>;


export type PatchIdentityMutation = { patchIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string } };

export type UpdateIdentityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: IdentityInput;
}>;


export type UpdateIdentityMutation = { updateIdentity: { id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string } };

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

export type CurrentIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentIdentityQuery = { currentIdentity: { hasApiSession?: boolean | null, id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null } };

export type IdentitiesQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  roleFilter?: InputMaybe<Array<Scalars['String']['input']>>;
  roleSemantic?: InputMaybe<Scalars['String']['input']>;
}>;


export type IdentitiesQuery = { identities: { filterableFields: Array<string>, items: Array<{ id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type IdentitiesWithDetailsQueryVariables = Exact<{
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type IdentitiesWithDetailsQuery = { identities: { items: Array<{ id: string, name: string, hasApiSession?: boolean | null, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null }>, pagination: { limit: number, offset: number, totalCount: number } } };

export type IdentityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdentityQuery = { identity: { hasApiSession?: boolean | null, id: string, name: string, typeId: string, isAdmin: boolean, isDefaultAdmin: boolean, roleAttributes: Array<string>, tags: Record<string, unknown>, appData: Record<string, unknown>, disabled: boolean, disabledAt?: string | null, disabledUntil?: string | null, externalId?: string | null, authPolicyId: string, defaultHostingCost: number, defaultHostingPrecedence: string, createdAt: string, updatedAt: string, authenticators?: Array<{ id: string, method: string, identityId: string, username?: string | null, fingerprint?: string | null, isIssuedByNetwork: boolean, tags: Record<string, unknown>, createdAt: string, updatedAt: string }> | null } };

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

export type IdentityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IdentityChangedSubscription = { identityChanged: { eventId: string, eventType: string, entityType: string, entityId: string, timestamp: string, changedFields?: Array<string> | null } };

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

export const IdentityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IdentityFieldsFragment, unknown>;
export const AuthenticatorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AuthenticatorFieldsFragment, unknown>;
export const ApiSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiSessionFieldsFragment, unknown>;
export const PaginationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<PaginationFieldsFragment, unknown>;
export const CaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ca"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"certPem"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isOttCaEnrollmentEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"identityRoles"}},{"kind":"Field","name":{"kind":"Name","value":"identityNameFormat"}},{"kind":"Field","name":{"kind":"Name","value":"verificationToken"}}]}}]} as unknown as DocumentNode<CaFieldsFragment, unknown>;
export const EnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Enrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"routerId"}},{"kind":"Field","name":{"kind":"Name","value":"caId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]} as unknown as DocumentNode<EnrollmentFieldsFragment, unknown>;
export const MyEdgeRoutersWithPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEdgeRoutersWithPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEdgeRouters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"edgeRouterPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyEdgeRoutersWithPoliciesQuery, MyEdgeRoutersWithPoliciesQueryVariables>;
export const MyServicesWithTerminatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyServicesWithTerminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"terminators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyServicesWithTerminatorsQuery, MyServicesWithTerminatorsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"configTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"configTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expirationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CreateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateIdentityMutation, CreateIdentityMutationVariables>;
export const PatchIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PatchIdentityMutation, PatchIdentityMutationVariables>;
export const UpdateIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateIdentityMutation, UpdateIdentityMutationVariables>;
export const DeleteIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteIdentityMutation, DeleteIdentityMutationVariables>;
export const DisableIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationMinutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"durationMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationMinutes"}}}]}]}}]} as unknown as DocumentNode<DisableIdentityMutation, DisableIdentityMutationVariables>;
export const EnableIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EnableIdentityMutation, EnableIdentityMutationVariables>;
export const CreateAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateAuthenticatorMutation, CreateAuthenticatorMutationVariables>;
export const UpdateMyAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticatorPatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UpdateMyAuthenticatorMutation, UpdateMyAuthenticatorMutationVariables>;
export const CurrentIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentIdentity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CurrentIdentityQuery, CurrentIdentityQueryVariables>;
export const IdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Identities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleSemantic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleSemantic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentitiesQuery, IdentitiesQueryVariables>;
export const IdentitiesWithDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentitiesWithDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentitiesWithDetailsQuery, IdentitiesWithDetailsQueryVariables>;
export const IdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Identity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityFields"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiSession"}},{"kind":"Field","name":{"kind":"Name","value":"authenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Identity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"appData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledUntil"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"authPolicyId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHostingPrecedence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IdentityQuery, IdentityQueryVariables>;
export const ApiSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<ApiSessionsQuery, ApiSessionsQueryVariables>;
export const CurrentApiSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentApiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentApiSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"configTypes"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isMfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentApiSessionQuery, CurrentApiSessionQueryVariables>;
export const IdentityTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<IdentityTypesQuery, IdentityTypesQueryVariables>;
export const SummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<SummaryQuery, SummaryQueryVariables>;
export const MyAuthenticatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAuthenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAuthenticators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthenticatorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaginationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthenticatorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Authenticator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"identityId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"isIssuedByNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaginationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pagination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<MyAuthenticatorsQuery, MyAuthenticatorsQueryVariables>;
export const IdentityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IdentityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}}]}}]}}]} as unknown as DocumentNode<IdentityChangedSubscription, IdentityChangedSubscriptionVariables>;
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