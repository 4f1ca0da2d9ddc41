import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { IDENTITY_RESOLVERS } from './identity.resolver';
import { AccessResolver } from './access.resolver';
import { POLICY_RESOLVERS } from './policy.resolver';
import { CATALOG_RESOLVERS } from './catalog.resolver';
import { TRUST_RESOLVERS } from './trust.resolver';
import { AUTH_RESOLVERS } from './auth.resolver';

export const RESOLVERS = [...IDENTITY_RESOLVERS, AccessResolver, ...POLICY_RESOLVERS, ...CATALOG_RESOLVERS, ...TRUST_RESOLVERS, ...AUTH_RESOLVERS] as const;

/**
 * The GraphQL schema. Subscriptions take their (authorized, filtered) iterators from the
 * services; the pub/sub given to type-graphql is the event bus itself, never published to.
 */
export function buildGraphqlSchema(eventTarget: EventTarget = new EventTarget()): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false, pubSub: createPubSub({ eventTarget }) });
}
