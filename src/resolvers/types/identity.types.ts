import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RESOURCES, type Resource } from '../../services/core/resources';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ApiSession, Authenticator, Identity, IdentityType } from '../../entities';
import { FilterablePageOf, PageOf, Pagination, type PatchInput, type WriteInput } from './common.types';
import type { IdentityCreateInput as IdentityCreateShape, IdentityEnrollmentRequest, IdentityInput as IdentityInputShape } from '../../services/identity.schema';
import type { TraceSpec as TraceSpecShape } from '../../services/identity-trace';
import type { AuthenticatorCreateInput as AuthenticatorCreateShape, AuthenticatorInput as AuthenticatorInputShape } from '../../services/authenticator.schema';
import type { SummaryCounts as SummaryCountsShape, SummaryKey } from '../../services/summary.service';

@ObjectType()
export class IdentityList extends FilterablePageOf(Identity) {}

@ObjectType()
export class AuthenticatorList extends FilterablePageOf(Authenticator) {}

@ObjectType()
export class ApiSessionList extends FilterablePageOf(ApiSession) {}

@ObjectType()
export class IdentityTypeList extends PageOf(IdentityType) {}

@ObjectType()
export class RoleAttributeList {
  @Field(() => [String]) items!: string[];
  @Field(() => Pagination) pagination!: Pagination;
}

type Tags = Record<string, string | boolean | null>;
type Precedence = 'default' | 'required' | 'failed';
type IdentityTypeName = IdentityInputShape['type'];

@InputType({ description: 'Enrollments to create with the identity: several methods may be given' })
export class IdentityEnrollmentInput implements WriteInput<IdentityEnrollmentInput, IdentityEnrollmentRequest> {
  @Field(() => Boolean, { nullable: true, description: 'A one-time token for a certificate' }) ott!: boolean | null | undefined;
  @Field(() => String, { nullable: true, description: 'The id of the CA whose certificates may redeem the enrollment' }) ottca!: string | null | undefined;
  @Field(() => String, { nullable: true, description: 'The username the identity will log in with' }) updb!: string | null | undefined;
}

@InputType({ description: 'Fields of an identity; name, type and isAdmin are required' })
export class IdentityInput implements WriteInput<IdentityInput, IdentityInputShape> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'User, Device, Service, Router or Default' }) type!: IdentityTypeName;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData!: Record<string, unknown> | null | undefined;
  @Field(() => Int, { nullable: true }) defaultHostingCost!: number | null | undefined;
  @Field(() => String, { nullable: true }) defaultHostingPrecedence!: Precedence | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingCosts!: Record<string, number> | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingPrecedences!: Record<string, Precedence> | null | undefined;
  @Field(() => String, { nullable: true }) externalId!: string | null | undefined;
  @Field(() => String, { nullable: true }) authPolicyId!: string | null | undefined;
}

@InputType({ description: 'A new identity: its fields, and the enrollments to create with it' })
export class IdentityCreateInput extends IdentityInput implements WriteInput<IdentityCreateInput, IdentityCreateShape> {
  @Field(() => IdentityEnrollmentInput, { nullable: true }) enrollment!: IdentityEnrollmentInput | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class IdentityPatchInput implements PatchInput<IdentityPatchInput, IdentityInputShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => String, { nullable: true }) type!: IdentityTypeName | null | undefined;
  @Field(() => Boolean, { nullable: true }) isAdmin!: boolean | null | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData!: Record<string, unknown> | null | undefined;
  @Field(() => Int, { nullable: true }) defaultHostingCost!: number | null | undefined;
  @Field(() => String, { nullable: true }) defaultHostingPrecedence!: Precedence | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingCosts!: Record<string, number> | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) serviceHostingPrecedences!: Record<string, Precedence> | null | undefined;
  @Field(() => String, { nullable: true }) externalId!: string | null | undefined;
  @Field(() => String, { nullable: true }) authPolicyId!: string | null | undefined;
}

@InputType()
export class AuthenticatorCreateInput implements WriteInput<AuthenticatorCreateInput, AuthenticatorCreateShape> {
  @Field(() => String, { description: 'updb or cert' }) method!: string;
  @Field(() => String) identityId!: string;
  @Field(() => String, { nullable: true }) username!: string | null | undefined;
  @Field(() => String, { nullable: true }) password!: string | null | undefined;
  @Field(() => String, { nullable: true }) certPem!: string | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@InputType({ description: 'Every field a replace sets: only updb authenticators have a username and password' })
export class AuthenticatorInput implements WriteInput<AuthenticatorInput, AuthenticatorInputShape> {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class AuthenticatorPatchInput implements PatchInput<AuthenticatorPatchInput, AuthenticatorInputShape> {
  @Field(() => String, { nullable: true }) username!: string | null | undefined;
  @Field(() => String, { nullable: true }) password!: string | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) tags!: Tags | null | undefined;
}

@ObjectType({ description: 'A new API session; the token is shown only here' })
export class LoginResult {
  @Field(() => String) token!: string;
  @Field(() => ApiSession) session!: ApiSession;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int) expirationSeconds!: number;
}

@ObjectType({ description: 'A committed change to an entity, from any controller instance' })
export class EntityChange {
  @Field(() => String) eventId!: string;
  @Field(() => String, { description: 'created, updated or deleted; resync when change notifications were interrupted and changes may have been missed (re-read)' }) eventType!: string;
  @Field(() => String) entityType!: string;
  @Field(() => String) entityId!: string;
  @Field(() => String) timestamp!: string;
  @Field(() => [String], { nullable: true }) changedFields?: string[];
}

// ---- tracing ----

@ObjectType({ description: 'The trace spec stored for an identity; no longer enabled once `until` has passed' })
export class IdentityTrace {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => String) traceId!: string;
  @Field(() => Date, { nullable: true }) until!: Date | null;
  @Field(() => [String]) channels!: string[];
}

@InputType({ description: 'Enable tracing for a duration (a Go duration such as "10m"), or disable it' })
export class TraceSpecInput implements WriteInput<TraceSpecInput, TraceSpecShape> {
  @Field(() => Boolean, { nullable: true }) enabled!: boolean | undefined;
  @Field(() => String, { nullable: true }) duration!: string | undefined;
  @Field(() => String, { nullable: true }) traceId!: string | undefined;
  @Field(() => [String], { nullable: true }) channels!: string[] | undefined;
}

// ---- the change feed of every resource kind ----

/**
 * Every resource kind of the controller (services/core/resources.ts), as a GraphQL enum: the
 * name is the REST segment in capitals (`edge-routers` → EDGE_ROUTERS), the value the segment.
 */
export const EntityKind = Object.fromEntries(
  (Object.keys(RESOURCES) as Resource[]).map((segment) => [segment.toUpperCase().replace(/-/g, '_'), segment]),
) as Record<string, Resource>;
registerEnumType(EntityKind, { name: 'EntityKind', description: 'A resource kind (its REST path segment in capitals)' });

@ObjectType({ description: 'A committed change to an entity of any kind, from any controller instance' })
export class EntityChanged {
  @Field(() => EntityKind, { nullable: true, description: 'Null for a resync (changes of any kind may have been missed: re-read)' }) kind!: Resource | null;
  @Field(() => String, { description: 'The id of the entity' }) id!: string;
  @Field(() => String, { description: 'created, updated or deleted; resync when change notifications were interrupted' }) action!: string;
  @Field(() => [String], { nullable: true, description: 'The fields that changed (updates)' }) changedFields?: string[];
  @Field(() => String) timestamp!: string;
}

/** The summary keys that are GraphQL names (OpenZiti's `<type>.edge` keys are `edgeRouters` here). */
type GraphqlSummaryCounts = Pick<SummaryCountsShape, Exclude<SummaryKey, `${string}.edge`>>;

/** Typed `GET /summary`: a field missing here for a key the service counts fails tsc. */
@ObjectType({ description: 'How many entities of each kind exist (as GET /summary; OpenZiti\'s routers.edge is edgeRouters, services.edge equals services)' })
export class SummaryCounts implements GraphqlSummaryCounts {
  @Field(() => Int) apiSessionCertificates!: number;
  @Field(() => Int) apiSessions!: number;
  @Field(() => Int) authPolicies!: number;
  @Field(() => Int) authenticators!: number;
  @Field(() => Int) cas!: number;
  @Field(() => Int) configTypes!: number;
  @Field(() => Int) configs!: number;
  @Field(() => Int) controllers!: number;
  @Field(() => Int) edgeRouterPolicies!: number;
  @Field(() => Int) edgeRouters!: number;
  @Field(() => Int) enrollments!: number;
  @Field(() => Int) externalJwtSigners!: number;
  @Field(() => Int) identities!: number;
  @Field(() => Int) identityTypes!: number;
  @Field(() => Int) mfas!: number;
  @Field(() => Int) postureCheckTypes!: number;
  @Field(() => Int) postureChecks!: number;
  @Field(() => Int) routers!: number;
  @Field(() => Int) serviceEdgeRouterPolicies!: number;
  @Field(() => Int) servicePolicies!: number;
  @Field(() => Int) services!: number;
  @Field(() => Int) sessions!: number;
  @Field(() => Int) terminators!: number;
}
