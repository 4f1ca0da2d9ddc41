import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  isInputObjectType,
  isEnumType,
  isInterfaceType,
  isObjectType,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { ApiError } from '../services/core/errors';
import type { Actor } from '../services/core/context';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../services/core/list/list-query';
import { parseZitiQL } from '../services/core/list/zitiql';
import type { GqlContext } from './context';
import { requestError } from './format-error';

/**
 * What one GraphQL operation may ask for, over HTTP and WebSocket alike. Refusals come before
 * anything runs, with extensions.code QUERY_TOO_COMPLEX (HTTP 400) and a message giving the limit.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Characters of a document (the `query` string): room for a filter of the list path's maximum
   * length (65,536 characters) as a literal, where our documents are otherwise a few hundred
   * characters (the full introspection query: 2 KB). Data belongs in variables, which share the
   * 1 MB body limit with REST bodies.
   */
  maxDocumentLength: 128 * 1024,
  /** Tokens graphql-js reads before it gives up parsing (the introspection query has 163). */
  maxTokens: 5_000,
  /** Nesting of selections (our deepest documents have 6; introspection is priced by cost instead). */
  maxDepth: 10,
  /** Aliased fields per operation: aliases repeat a field, so they multiply its work. */
  maxAliases: 20,
  maxDirectives: 20,
  /**
   * The cost budget (about the number of values a response may hold: every field costs 1, a list
   * multiplies what it selects by its page size). 100,000 lets an admin read 500 identities with
   * their authenticators (about 13,500), 100 service policies with their selected identities and
   * services (about 45,000) or the full introspection query (about 48,000), and refuses lists
   * nested in lists at large page sizes. Anonymous callers can only log in (about 10): their budget
   * is small, yet leaves room for a default-sized admin query to reach its resolver and be answered
   * UNAUTHORIZED rather than QUERY_TOO_COMPLEX.
   */
  maxCost: { anonymous: 1_000, authenticated: 100_000 },
  /** Fields the cost analysis visits at most (a fragment spread counts each time it is spread). */
  maxCostNodes: 10_000,
} as const;

/** Most items a list without a `limit` argument holds, for its cost (see `boundedList`). */
export const LIST_BOUNDS = {
  /** One authenticator per method (updb, cert). */
  authenticatorsPerIdentity: 2,
  /** One outstanding enrollment per method (ott, ottca, updb). */
  enrollmentsPerIdentity: 3,
  /** Roles a policy names: not capped by the services; a generous typical count. */
  rolesPerPolicy: 20,
  /** Configs a service uses: at most one of each config type. */
  configsPerService: 20,
  /** Edge routers a session may use (loaded with the session, not per selection): typically a handful. */
  edgeRoutersPerSession: 50,
  /** The fixed posture check types' operating systems. */
  operatingSystems: 6,
  /** Services added or changed by one change of a caller's service list (the event loads them whatever is selected). */
  servicesPerChange: 50,
  /** Granting policies of one service, and posture checks of one policy, in a refusal: a typical count. */
  postureFailures: 10,
  /** Refusals kept per identity (services/posture/failed-requests.ts). */
  failedServiceRequests: 100,
  /** Findings one data integrity run records (services/database/integrity.service.ts). */
  integrityFindings: 1_000,
  /** Network interfaces a router reports: a typical host's. */
  interfacesPerRouter: 16,
  /** Link listeners a router advertises: typically one per transport. */
  listenersPerRouter: 4,
  /** Routers of a circuit's path: OpenZiti's paths are a few hops. */
  routersPerCircuit: 8,
  /** Connections under a link: one, or a payload and an ack connection (split links). */
  connectionsPerLink: 4,
  /** Lists the services do not page (the configs of a type, the terminators of a service): the page maximum. */
  unpaged: MAX_LIMIT,
} as const;

function tooComplex(message: string): ApiError {
  return new ApiError('QUERY_TOO_COMPLEX', { message });
}

/**
 * The cost of a list field without a `limit` argument (type-graphql's `complexity` option):
 * at most `bound` items, each costing what is selected of it.
 */
export function boundedList(bound: number): ComplexityEstimator {
  return ({ childComplexity }) => 1 + bound * childComplexity;
}

/**
 * The page size a list field's arguments ask for, as the list path computes it: `limit`
 * (default 10, at most 500; -1 means all, priced as 500), or a `limit` clause in the filter,
 * which wins (`limit none` is priced as 500 too).
 */
export function pageSize(args: { limit?: unknown; filter?: unknown }): number {
  let size = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
  if (size === -1 || size > MAX_LIMIT) size = MAX_LIMIT;
  else if (size < 1) size = DEFAULT_LIMIT;
  if (typeof args.filter === 'string' && args.filter) {
    try {
      const { limit } = parseZitiQL(args.filter);
      if (limit !== undefined) size = limit === 'none' ? MAX_LIMIT : Math.min(Math.max(limit, 1), MAX_LIMIT);
    } catch {
      // The list refuses the filter (INVALID_FILTER) before it loads anything.
    }
  }
  return size;
}

/**
 * Lists with a `limit` argument (every top-level list, the nested policy lists and the paged links
 * of identities, services and configs): its page size times what it selects, so lists nested in
 * lists multiply. A link's -1 (all) is capped at the page maximum, as it is priced.
 */
const pagedListEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((a) => a.name === 'limit')) return undefined;
  return 1 + pageSize(args) * childComplexity;
};

/**
 * Introspection lists, priced by what they hold in this schema on average (e.g. __Type.fields: the
 * fields of an average type, counting the types without any), so that the full introspection query
 * costs about the size of its answer and a document nesting `fields { type { fields ... } }` grows
 * in cost as its answer grows.
 */
function introspectionEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const types = Object.values(schema.getTypeMap());
  const average = (counts: number[]) => Math.max(1, Math.ceil(counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length)));
  const perType = (count: (type: (typeof types)[number]) => number) => average(types.map(count));
  const fields = types.flatMap((t) => (isObjectType(t) || isInterfaceType(t) ? Object.values(t.getFields()) : []));
  const directives = schema.getDirectives();
  const sizes: Record<string, number> = {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': perType((t) => (isObjectType(t) || isInterfaceType(t) ? Object.keys(t.getFields()).length : 0)),
    '__Type.inputFields': perType((t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0)),
    '__Type.enumValues': perType((t) => (isEnumType(t) ? t.getValues().length : 0)),
    '__Type.interfaces': perType((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0)),
    '__Type.possibleTypes': perType((t) => (isInterfaceType(t) ? schema.getPossibleTypes(t).length : 0)),
    '__Field.args': average(fields.map((f) => f.args.length)),
    '__Directive.args': average(directives.map((d) => d.args.length)),
  };
  return ({ type, field, childComplexity }) => {
    const size = sizes[`${type.name}.${field.name}`];
    return size === undefined ? undefined : 1 + size * childComplexity;
  };
}

/**
 * The cost estimators of a schema, in order: type-graphql's `complexity` option (lists without a
 * `limit`), lists with a `limit`, introspection lists, then 1 for any other field.
 */
export function createCostEstimators(schema: GraphQLSchema): ComplexityEstimator[] {
  return [fieldExtensionsEstimator(), pagedListEstimator, introspectionEstimator(schema), simpleEstimator({ defaultComplexity: 1 })];
}

/**
 * graphql-armor's rules for depth, aliases and directives, reporting QUERY_TOO_COMPLEX. Its cost
 * rule is off (graphql-query-complexity prices lists by their `limit`), and so are its token
 * limit (graphql-js's parser has one: `parseOptions`) and its suggestion masking (formatError drops
 * suggestions for both transports).
 */
function armorRules(): ValidationRule[] {
  const refuse = (context: ValidationContext | null, error: GraphQLError) => {
    // armor words its refusals as syntax errors; they are limits.
    const message = error.message.replace(/^Syntax Error: /, '');
    context?.reportError(new GraphQLError(message, { originalError: tooComplex(message) }));
  };
  const limit = (n: number) => ({ n, exposeLimits: true, onReject: [refuse], propagateOnRejection: false });
  return new ApolloArmor({
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    maxAliases: limit(GRAPHQL_LIMITS.maxAliases),
    maxDirectives: limit(GRAPHQL_LIMITS.maxDirectives),
    // `__schema` selections are left to the cost analysis, which prices introspection lists.
    maxDepth: { ...limit(GRAPHQL_LIMITS.maxDepth), ignoreIntrospection: true, flattenFragments: true },
  }).protect().validationRules;
}

/** Validation rules added to graphql-js's own for every operation (Apollo's validationRules; graphql-ws's validate). */
export const LIMIT_VALIDATION_RULES: readonly ValidationRule[] = armorRules();

/** Parser options: graphql-js stops reading a document after this many tokens. */
export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

/** A document longer than the limit, refused before it is parsed. */
export function documentTooLarge(query: unknown): ApiError | undefined {
  if (typeof query !== 'string' || query.length <= GRAPHQL_LIMITS.maxDocumentLength) return undefined;
  return new ApiError('REQUEST_ENTITY_TOO_LARGE', { message: `The GraphQL document has ${query.length} characters, more than the limit of ${GRAPHQL_LIMITS.maxDocumentLength}` });
}

/**
 * The checks of a parsed and validated operation that depend on the caller: anonymous callers may
 * not introspect the schema (they can only log in; it is published in the repository for tools),
 * and the operation's cost must fit the caller's budget. Returns the refusal, if any.
 */
export function checkOperation(
  schema: GraphQLSchema,
  estimators: ComplexityEstimator[],
  actor: Actor,
  operation: { document: DocumentNode; variables?: Record<string, unknown> | null; operationName?: string | null },
): ApiError | undefined {
  const anonymous = actor.kind === 'anonymous';
  if (anonymous && validate(schema, operation.document, [NoSchemaIntrospectionCustomRule]).length > 0) {
    return new ApiError('UNAUTHORIZED', { message: 'Introspection needs a session: log in first (the schema is also published as schema/schema.graphql)' });
  }
  const limit = anonymous ? GRAPHQL_LIMITS.maxCost.anonymous : GRAPHQL_LIMITS.maxCost.authenticated;
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: operation.document,
      variables: operation.variables ?? {},
      operationName: operation.operationName ?? undefined,
      estimators,
      maxQueryNodes: GRAPHQL_LIMITS.maxCostNodes,
    });
  } catch (err) {
    if (err instanceof GraphQLError && /maximum allowed number of nodes/.test(err.message)) {
      return tooComplex(`The operation has more than ${GRAPHQL_LIMITS.maxCostNodes} fields to price (fragments counted each time they are spread)`);
    }
    // Variables that do not fit the operation: execution refuses them before any resolver runs.
    return undefined;
  }
  if (cost > limit) {
    return tooComplex(`The operation costs ${cost}, more than the limit of ${limit}${anonymous ? ' for callers without a session' : ''} (a list costs its page size, from its limit argument, times what it selects)`);
  }
  return undefined;
}

/** The caller-dependent checks for HTTP (Apollo): after validation, before execution. */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<GqlContext> {
  const estimators = createCostEstimators(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue, operation }) {
          // Over HTTP a subscription would run as a query of its `subscribe` stream, which has no answer.
          if (operation?.operation === 'subscription') throw requestError(new ApiError('WEBSOCKET_REQUIRED'));
          const refusal = checkOperation(schema, estimators, contextValue.ctx.actor, { document, variables: request.variables, operationName: request.operationName });
          if (refusal) throw requestError(refusal);
        },
      };
    },
  };
}
