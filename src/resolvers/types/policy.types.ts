import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { EdgeRouterPolicy, PostureCheck, Router, ServiceEdgeRouterPolicy, ServicePolicy } from '../../entities';
import { FilterablePageOf, Pagination, type PatchInput, type WriteInput } from './common.types';
import type { EdgeRouterInput as EdgeRouterShape, RouterInput as RouterShape } from '../../services/router.schema';
import type { EdgeRouterPolicyInput as EdgeRouterPolicyShape, ServiceEdgeRouterPolicyInput as ServiceEdgeRouterPolicyShape, ServicePolicyInput as ServicePolicyShape } from '../../services/policy.schema';
import type { PostureCheckInput as PostureCheckShape, PostureCheckTypeFields, PostureCheckUpdateInput as PostureCheckUpdateShape, WithDetails } from '../../services/posture-check.schema';
import { LIST_BOUNDS, boundedList } from '../query-limits';

@ObjectType({ description: 'A policy role as shown: @id roles name the entity (@<name>), attribute roles show themselves' })
export class NamedRole {
  @Field(() => String) role!: string;
  @Field(() => String) name!: string;
}

@ObjectType()
export class RouterList extends FilterablePageOf(Router) {}

@ObjectType({ description: 'The build a connected router reported' })
export class RouterVersionInfo {
  @Field(() => String) version!: string;
  @Field(() => String) revision!: string;
  @Field(() => String) buildDate!: string;
  @Field(() => String) os!: string;
  @Field(() => String) arch!: string;
}

@ObjectType({ description: 'A link listener a connected router advertised (address and protocol, e.g. tls:host:port and tls)' })
export class RouterListenerAddress {
  @Field(() => String) address!: string;
  @Field(() => String) protocol!: string;
}

@ObjectType({ description: 'A router at one end of a link' })
export class LinkRouter {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'A connection under a link (its type, e.g. payload or ack, and its local and remote addresses)' })
export class RouterLinkConnection {
  @Field(() => String) type!: string;
  @Field(() => String) source!: string;
  @Field(() => String) dest!: string;
}

@ObjectType({ description: 'A link between two routers, as the router that dialed it reported it to this controller instance (as /fabric/v1/links)' })
export class RouterLink {
  @Field(() => ID) id!: string;
  @Field(() => String) protocol!: string;
  @Field(() => String, { description: 'The listener address the link was dialed to' }) dialAddress!: string;
  @Field(() => LinkRouter, { description: 'The router that dialed the link' }) sourceRouter!: LinkRouter;
  @Field(() => LinkRouter) destRouter!: LinkRouter;
  @Field(() => String, { description: 'Connected (a failed link is removed)' }) state!: string;
  @Field(() => Boolean) down!: boolean;
  @Field(() => Int) staticCost!: number;
  @Field(() => Float, { description: 'Latency on the dialing side, ns (65 s until the router reports it)' }) sourceLatency!: number;
  @Field(() => Float, { description: 'Latency on the listening side, ns' }) destLatency!: number;
  @Field(() => Float, { description: 'Static cost plus both latencies in ms: what a path over the link costs' }) cost!: number;
  @Field(() => Int) iteration!: number;
  @Field(() => [RouterLinkConnection], { complexity: boundedList(LIST_BOUNDS.connectionsPerLink) }) connections!: RouterLinkConnection[];
}

@ObjectType()
export class RouterLinkList extends FilterablePageOf(RouterLink) {}

@ObjectType({ description: 'A network interface a router reported' })
export class RouterInterface {
  @Field(() => String) name!: string;
  @Field(() => String) hardwareAddress!: string;
  @Field(() => Int) mtu!: number;
  @Field(() => Int) index!: number;
  @Field(() => Boolean) isUp!: boolean;
  @Field(() => Boolean) isRunning!: boolean;
  @Field(() => Boolean) isLoopback!: boolean;
  @Field(() => Boolean) isBroadcast!: boolean;
  @Field(() => Boolean) isMulticast!: boolean;
  @Field(() => [String]) addresses!: string[];
}

@ObjectType()
export class ServicePolicyList extends FilterablePageOf(ServicePolicy) {}

@ObjectType()
export class EdgeRouterPolicyList extends FilterablePageOf(EdgeRouterPolicy) {}

@ObjectType()
export class ServiceEdgeRouterPolicyList extends FilterablePageOf(ServiceEdgeRouterPolicy) {}

@ObjectType()
export class PostureCheckList extends FilterablePageOf(PostureCheck) {}

@ObjectType()
export class OperatingSystem {
  @Field(() => String, { description: 'Windows, WindowsServer, Android, iOS, Linux or macOS' }) type!: string;
  @Field(() => [String]) versions!: string[];
}

@ObjectType({ description: 'A posture check type (fixed set): OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC, MFA' })
export class PostureCheckType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) version!: string;
  @Field(() => [OperatingSystem], { complexity: boundedList(LIST_BOUNDS.operatingSystems) }) operatingSystems!: OperatingSystem[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class PostureCheckTypeList extends FilterablePageOf(PostureCheckType) {}

type Tags = Record<string, string | boolean | null>;
type Semantic = ServicePolicyShape['semantic'];
type DialBind = ServicePolicyShape['type'];

const TagsField = () => Field(() => GraphQLJSONObject, { nullable: true });
const RolesField = () => Field(() => [String], { nullable: true, description: '#all, #<attribute> or @<id>' });

/*
 * The inputs are held to the write schemas beside the services (router/policy/posture-check.schema.ts)
 * by `implements WriteInput`/`PatchInput`: a field missing, extra or of another type fails tsc.
 * A field the schema makes optional but not nullable (isTunnelerEnabled, typeId of a replace) is
 * declared `T | undefined`: GraphQL can not have an optional input without null, and the services
 * take a null there as absent (the default), as REST takes an absent field.
 */

@InputType({ description: 'Fields of a router (transit or edge); on create and replace, name is required' })
export class RouterInput implements WriteInput<RouterInput, RouterShape> {
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true, description: '0..65535' }) cost!: number | null | undefined;
  @Field(() => Boolean, { nullable: true }) noTraversal!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) disabled!: boolean | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class RouterPatchInput implements PatchInput<RouterPatchInput, RouterShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => Int, { nullable: true }) cost!: number | null | undefined;
  @Field(() => Boolean, { nullable: true }) noTraversal!: boolean | null | undefined;
  @Field(() => Boolean, { nullable: true }) disabled!: boolean | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'Fields of an edge router; on create and replace, name is required' })
export class EdgeRouterInput extends RouterInput implements WriteInput<EdgeRouterInput, EdgeRouterShape> {
  @Field(() => Boolean, { nullable: true }) isTunnelerEnabled!: boolean | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData!: Record<string, unknown> | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class EdgeRouterPatchInput extends RouterPatchInput implements PatchInput<EdgeRouterPatchInput, EdgeRouterShape> {
  @Field(() => Boolean, { nullable: true }) isTunnelerEnabled!: boolean | null | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @Field(() => GraphQLJSONObject, { nullable: true }) appData!: Record<string, unknown> | null | undefined;
}

@InputType({ description: 'A service policy; on create and replace, name, type and semantic are required' })
export class ServicePolicyInput implements WriteInput<ServicePolicyInput, ServicePolicyShape> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Dial or Bind' }) type!: DialBind;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: Semantic;
  @RolesField() identityRoles!: string[] | null | undefined;
  @RolesField() serviceRoles!: string[] | null | undefined;
  @RolesField() postureCheckRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServicePolicyPatchInput implements PatchInput<ServicePolicyPatchInput, ServicePolicyShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => String, { nullable: true }) type!: DialBind | null | undefined;
  @Field(() => String, { nullable: true }) semantic!: Semantic | null | undefined;
  @RolesField() identityRoles!: string[] | null | undefined;
  @RolesField() serviceRoles!: string[] | null | undefined;
  @RolesField() postureCheckRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'An edge router policy; on create and replace, name and semantic are required' })
export class EdgeRouterPolicyInput implements WriteInput<EdgeRouterPolicyInput, EdgeRouterPolicyShape> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: Semantic;
  @RolesField() identityRoles!: string[] | null | undefined;
  @RolesField() edgeRouterRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class EdgeRouterPolicyPatchInput implements PatchInput<EdgeRouterPolicyPatchInput, EdgeRouterPolicyShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => String, { nullable: true }) semantic!: Semantic | null | undefined;
  @RolesField() identityRoles!: string[] | null | undefined;
  @RolesField() edgeRouterRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'A service edge router policy; on create and replace, name and semantic are required' })
export class ServiceEdgeRouterPolicyInput implements WriteInput<ServiceEdgeRouterPolicyInput, ServiceEdgeRouterPolicyShape> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'AllOf or AnyOf' }) semantic!: Semantic;
  @RolesField() serviceRoles!: string[] | null | undefined;
  @RolesField() edgeRouterRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

@InputType({ description: 'Only the fields given are changed' })
export class ServiceEdgeRouterPolicyPatchInput implements PatchInput<ServiceEdgeRouterPolicyPatchInput, ServiceEdgeRouterPolicyShape> {
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => String, { nullable: true }) semantic!: Semantic | null | undefined;
  @RolesField() serviceRoles!: string[] | null | undefined;
  @RolesField() edgeRouterRoles!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
}

const DetailsField = () =>
  Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The fields of the type, as in REST: domains, macAddresses, operatingSystems, process, processes + semantic, or timeoutSeconds/promptOnWake/promptOnUnlock/ignoreLegacyEndpoints',
  });

/*
 * Posture checks: the write schema describes the fields every type shares (REST takes the type's
 * fields beside them, validated per type by the service); GraphQL carries the type's fields in
 * `details`, so the inputs are held to the schema plus `details` (WithDetails).
 */

@InputType({ description: 'A posture check; name and typeId are required' })
export class PostureCheckInput implements WriteInput<PostureCheckInput, WithDetails<PostureCheckShape>> {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC or MFA' }) typeId!: string;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
  @DetailsField() details!: PostureCheckTypeFields | null | undefined;
}

@InputType({ description: 'Replaces every field; the type can not change' })
export class PostureCheckUpdateInput implements WriteInput<PostureCheckUpdateInput, WithDetails<PostureCheckUpdateShape>> {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) typeId!: string | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
  @DetailsField() details!: PostureCheckTypeFields | null | undefined;
}

@InputType({ description: 'Only the fields given (details: only its keys) are changed; typeId must be the check type' })
export class PostureCheckPatchInput implements PatchInput<PostureCheckPatchInput, WithDetails<PostureCheckShape>> {
  @Field(() => String) typeId!: string;
  @Field(() => String, { nullable: true }) name!: string | null | undefined;
  @Field(() => [String], { nullable: true }) roleAttributes!: string[] | null | undefined;
  @TagsField() tags!: Tags | null | undefined;
  @DetailsField() details!: PostureCheckTypeFields | null | undefined;
}
