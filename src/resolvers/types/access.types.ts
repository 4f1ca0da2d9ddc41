import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Router, Service } from '../../entities';
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
