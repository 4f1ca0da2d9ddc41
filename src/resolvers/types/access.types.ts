import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Identity, Router, Service } from '../../entities';
import { FilterablePageOf, PageOf, Pagination } from './common.types';
import { LIST_BOUNDS, boundedList } from '../query-limits';

@ObjectType({ description: 'A service as the caller sees it: its permissions, configs and posture queries' })
export class ServiceAccess {
  @Field(() => Service) service!: Service;
  @Field(() => [String], { description: 'Dial and/or Bind' }) permissions!: string[];
  @Field(() => GraphQLJSONObject, { description: 'Config type name → config data' }) config!: Record<string, unknown>;
  @Field(() => GraphQLJSON, { description: 'Posture queries per granting policy' }) postureQueries!: unknown;
}

@ObjectType()
export class ServiceAccessList extends FilterablePageOf(ServiceAccess) {}

@ObjectType()
export class EdgeRouterAccessList extends PageOf(Router) {}

@ObjectType({ description: 'A Dial or Bind session and the edge routers to use it through' })
export class SessionAccess {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => String) token!: string;
  @Field(() => String) serviceId!: string;
  @Field(() => String) apiSessionId!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => [Router], { complexity: boundedList(LIST_BOUNDS.edgeRoutersPerSession) }) edgeRouters!: Router[];
}

@ObjectType()
export class SessionAccessList extends PageOf(SessionAccess) {}

@ObjectType({ description: 'How the caller\'s service list changed' })
export class ServiceListChange {
  @Field(() => [ServiceAccess], { complexity: boundedList(LIST_BOUNDS.servicesPerChange) }) added!: ServiceAccess[];
  @Field(() => [ID]) removed!: string[];
  @Field(() => [ServiceAccess], { complexity: boundedList(LIST_BOUNDS.servicesPerChange) }) changed!: ServiceAccess[];
}

@ObjectType({ description: 'Services whose posture results flipped for the caller, with their posture queries now' })
export class PostureResultChange {
  @Field(() => [ServiceAccess], { complexity: boundedList(LIST_BOUNDS.servicesPerChange) }) services!: ServiceAccess[];
}

@ObjectType({ description: 'A service whose posture timers a posture response altered' })
export class PostureResponseServiceTimer {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) postureQueryType!: string;
  @Field(() => Int) timeout!: number;
  @Field(() => Int) timeoutRemaining!: number;
}

@ObjectType({ description: 'The answer to posture responses (as POST /edge/client/v1/posture-response-bulk)' })
export class PostureResponseResult {
  @Field(() => [PostureResponseServiceTimer], { complexity: boundedList(LIST_BOUNDS.servicesPerChange) }) services!: PostureResponseServiceTimer[];
}

// ---- an identity's posture data and refused requests (admins) ----

@ObjectType({ description: 'One posture response as stored: for which check, when, and its fields' })
export class PostureDataEntryView {
  @Field(() => String) postureCheckId!: string;
  @Field(() => Date) lastUpdatedAt!: Date;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
}

@ObjectType({ description: 'The MFA and wake/unlock state of one API session' })
export class ApiSessionPostureView {
  @Field(() => ID) apiSessionId!: string;
  @Field(() => Date, { nullable: true }) mfaPassedAt?: Date;
  @Field(() => Date, { nullable: true }) wokenAt?: Date;
  @Field(() => Date, { nullable: true }) unlockedAt?: Date;
}

@ObjectType({ description: 'What the API sessions of an identity reported (as GET /identities/{id}/posture-data)' })
export class IdentityPostureDataView {
  @Field(() => PostureDataEntryView, { nullable: true }) os?: PostureDataEntryView;
  @Field(() => PostureDataEntryView, { nullable: true }) mac?: PostureDataEntryView;
  @Field(() => PostureDataEntryView, { nullable: true }) domain?: PostureDataEntryView;
  @Field(() => [PostureDataEntryView], { complexity: boundedList(LIST_BOUNDS.unpaged) }) processes!: PostureDataEntryView[];
  @Field(() => [ApiSessionPostureView], { complexity: boundedList(LIST_BOUNDS.unpaged) }) sessions!: ApiSessionPostureView[];
}

@ObjectType()
export class PostureCheckFailureView {
  @Field(() => ID) postureCheckId!: string;
  @Field(() => String) postureCheckName!: string;
  @Field(() => String) postureCheckType!: string;
  @Field(() => GraphQLJSON, { description: 'What the caller had, by type (as REST: a domain, MAC addresses, its OS, processes or MFA state)' }) actualValue!: unknown;
  @Field(() => GraphQLJSON, { description: 'What the check expects, by type' }) expectedValue!: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'MFA: when MFA passed, the endpoint woke or unlocked, and the timeout' }) criteria?: unknown;
  @Field(() => String, { nullable: true, description: 'PROCESS_MULTI: AllOf or AnyOf' }) semantic?: string;
}

@ObjectType()
export class PolicyFailureView {
  @Field(() => ID) policyId!: string;
  @Field(() => String) policyName!: string;
  @Field(() => [PostureCheckFailureView], { complexity: boundedList(LIST_BOUNDS.postureFailures) }) checks!: PostureCheckFailureView[];
}

@ObjectType({ description: 'A session request refused for posture (as GET /identities/{id}/failed-service-requests)' })
export class FailedServiceRequestView {
  @Field(() => ID) apiSessionId!: string;
  @Field(() => ID) serviceId!: string;
  @Field(() => String) serviceName!: string;
  @Field(() => String) sessionType!: string;
  @Field(() => Date) when!: Date;
  @Field(() => [PolicyFailureView], { complexity: boundedList(LIST_BOUNDS.postureFailures) }) policyFailures!: PolicyFailureView[];
}

// ---- links of the dashboard (admins) ----

@ObjectType({ description: 'A service an identity may use, with what its service policies grant (as GET /identities/{id}/services)' })
export class ServiceGrant {
  @Field(() => Service) service!: Service;
  @Field(() => [String], { description: 'Bind and/or Dial' }) permissions!: string[];
}

@ObjectType()
export class ServiceGrantList extends FilterablePageOf(ServiceGrant) {}

@ObjectType({ description: 'A Dial or Bind session of any identity (as GET /edge/management/v1/sessions); its token is never shown here' })
export class ManagementSession {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => GraphQLJSONObject) tags!: Record<string, unknown>;
  @Field(() => ID) identityId!: string;
  @Field(() => ID) serviceId!: string;
  @Field(() => ID) apiSessionId!: string;
  @Field(() => [Router], { complexity: boundedList(LIST_BOUNDS.edgeRoutersPerSession) }) edgeRouters!: Router[];
  @Field(() => [ID], { description: 'Ids of the service policies granting its type' }) servicePolicyIds!: string[];
}

@ObjectType()
export class ManagementSessionList extends FilterablePageOf(ManagementSession) {}

@ObjectType({ description: 'Whether an identity may use a service, and through which edge routers (as GET /identities/{id}/policy-advice/{serviceId})' })
export class PolicyAdvice {
  @Field(() => ID) identityId!: string;
  @Field(() => Identity) identity!: Identity;
  @Field(() => ID) serviceId!: string;
  @Field(() => Service) service!: Service;
  @Field(() => Boolean, { description: 'A service policy lets the identity dial the service' }) isDialAllowed!: boolean;
  @Field(() => Boolean, { description: 'A service policy lets the identity bind the service' }) isBindAllowed!: boolean;
  @Field(() => Int, { description: 'Edge routers the identity may connect to' }) identityRouterCount!: number;
  @Field(() => Int, { description: 'Edge routers the service is reachable through' }) serviceRouterCount!: number;
  @Field(() => [Router], { description: 'Edge routers both may use, by name', complexity: boundedList(LIST_BOUNDS.unpaged) }) commonRouters!: Router[];
}
