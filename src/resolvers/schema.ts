import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { IDENTITY_RESOLVERS } from './identity.resolver';
import { AccessResolver, ManagementSessionResolver } from './access.resolver';
import { POLICY_RESOLVERS } from './policy.resolver';
import { CATALOG_RESOLVERS } from './catalog.resolver';
import { TRUST_RESOLVERS } from './trust.resolver';
import { AUTH_RESOLVERS } from './auth.resolver';
import { TRANSFER_RESOLVERS } from './transfer.resolver';
import { CLUSTER_RESOLVERS } from './cluster.resolver';
import { DATABASE_RESOLVERS } from './database.resolver';
import { FABRIC_RESOLVERS } from './fabric.resolver';

export const RESOLVERS = [...IDENTITY_RESOLVERS, AccessResolver, ManagementSessionResolver, ...POLICY_RESOLVERS, ...CATALOG_RESOLVERS, ...TRUST_RESOLVERS, ...AUTH_RESOLVERS, ...TRANSFER_RESOLVERS, ...CLUSTER_RESOLVERS, ...DATABASE_RESOLVERS, ...FABRIC_RESOLVERS] as const;

/**
 * The GraphQL schema. Subscriptions take their (authorized, filtered) iterators from the
 * services; the pub/sub given to type-graphql is the event bus itself, never published to.
 */
export function buildGraphqlSchema(eventTarget: EventTarget = new EventTarget()): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false, pubSub: createPubSub({ eventTarget }) });
}
