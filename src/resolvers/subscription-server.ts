import { localSlots, type SlotCounter } from '../workers/shared-slots';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { CloseCode, type Context, type ServerOptions } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import type { VerifyClientCallbackAsync } from 'ws';
import type { Services } from '../services';
import { ApiError, UnauthorizedError } from '../services/core/errors';
import { addressKey } from '../services/core/login-limiter';
import { bearerTokensFromHeaders, createGqlContext, tokenFromHeaders, type GqlContext } from './context';
import { formatError, reportUnexpected, requestError, toGraphQLError } from './format-error';
import { unstorableInputError } from './input-guard';
import { LIMIT_VALIDATION_RULES, PARSE_OPTIONS, checkOperation, createCostEstimators, documentTooLarge } from './query-limits';

/**
 * Limits of the WebSocket endpoint. Every open subscription is served on every change it may
 * concern, so their number is what a client can make the server do per change: a client needs a
 * few (there are two subscriptions), so these caps are far above use and far below harm.
 */
export const WEBSOCKET_LIMITS = {
  /** Largest WebSocket message, as the 1 MB JSON body limit of HTTP (`ws` closes the connection with 1009 above it). */
  maxMessageBytes: 1024 * 1024,
  /** Operations open at once on one connection. */
  operationsPerConnection: 100,
  /**
   * Operations open at once for one identity, over all its connections to this instance: below two
   * connections' worth, so that opening more connections does not multiply the cap.
   */
  operationsPerIdentity: 150,
} as const;

type WsContext = Context<Record<string, unknown>, Extra>;

const SERVER_MESSAGES = new Set(['next', 'error', 'connection_ack']);
const isServerMessage = (value: unknown) => typeof value === 'object' && value !== null && SERVER_MESSAGES.has((value as { type?: unknown }).type as string);

/** An operation accepted on a connection: whose it is, and its request id for logs. */
interface OpenOperation {
  identityId?: string;
  requestId: string;
}

/**
 * Caps the WebSocket connections of one client address (IPv6: its /64), counted from the upgrade
 * until the socket closes: past the cap the upgrade is answered `429 Too Many Requests`. Undefined
 * (no cap) for 0.
 */
export function webSocketAddressGate(maxPerAddress: number, slots: SlotCounter = localSlots()): VerifyClientCallbackAsync | undefined {
  if (maxPerAddress <= 0) return undefined;
  return ({ req }, done) => {
    const key = addressKey(req.socket.remoteAddress);
    slots.take(key, maxPerAddress).then(({ ok, held }) => {
      if (!ok) {
        done(false, 429, `Too Many Requests: ${held} WebSocket connections of this address are open, the most one address may have`, { 'retry-after': '10' });
        return;
      }
      // Held until the socket closes (also when it closed while the slot was being taken).
      if (req.socket.destroyed) {
        slots.give(key);
        done(false, 400);
        return;
      }
      req.socket.once('close', () => slots.give(key));
      done(true);
    }, () => done(false, 503));
  };
}

/** Errors graphql-js raised itself, with the codes Apollo gives them over HTTP. */
function withCode(errors: readonly GraphQLError[], code: string): GraphQLError[] {
  return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, originalError: e.originalError, extensions: { ...e.extensions, code } }));
}

/**
 * graphql-ws options for the GraphQL schema: each operation is parsed, validated and checked
 * against the same limits as over HTTP in `onSubscribe` (which then hands graphql-ws the parsed
 * document and the request context, so nothing is parsed twice), and is counted against the caps
 * of its connection and its identity until it completes or the connection closes.
 */
export function graphqlWsServerOptions(schema: GraphQLSchema, services: Services): ServerOptions<Record<string, unknown>, Extra> & { isProd: boolean } {
  const estimators = createCostEstimators(schema);
  /** Per open connection: its accepted operations that have not finished, and whose they are. */
  const connections = new Map<WsContext, { operations: Map<string, OpenOperation>; identities: Set<string> }>();
  /** The connections each identity has had operations on (while they are open). */
  const connectionsByIdentity = new Map<string, Set<WsContext>>();
  const closedConnections = new WeakSet<WsContext>();
  /**
   * Connections without a valid session, closed (4401) after a grace: every subscription needs a
   * session, and a connection that can run none would hold a descriptor for nothing. The grace
   * lets such a client read why its operations are refused.
   */
  const anonymous = new Map<WsContext, NodeJS.Timeout>();
  const { anonymousGraceMs } = services.deps.config.graphqlWs;
  const closeAfterGrace = (ctx: WsContext) => {
    if (anonymous.has(ctx) || closedConnections.has(ctx)) return;
    const timer = setTimeout(() => ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized: a connection needs a valid session (connectionParams zt-session or Authorization)'), anonymousGraceMs);
    timer.unref();
    anonymous.set(ctx, timer);
  };

  /**
   * A connection's open operations. graphql-ws forgets an operation as soon as the client completes
   * it (onComplete follows once its iterator has ended): what it forgot is no longer counted.
   */
  const openOn = (ctx: WsContext): Map<string, OpenOperation> => {
    const operations = connections.get(ctx)?.operations ?? new Map<string, OpenOperation>();
    for (const id of [...operations.keys()]) if (!(id in ctx.subscriptions)) operations.delete(id);
    return operations;
  };
  const openForIdentity = (identityId: string): number => {
    let count = 0;
    for (const connection of connectionsByIdentity.get(identityId) ?? []) {
      for (const operation of openOn(connection).values()) if (operation.identityId === identityId) count += 1;
    }
    return count;
  };
  const accept = (ctx: WsContext, id: string, operation: OpenOperation) => {
    let connection = connections.get(ctx);
    if (!connection) connections.set(ctx, (connection = { operations: new Map(), identities: new Set() }));
    connection.operations.set(id, operation);
    if (operation.identityId === undefined) return;
    connection.identities.add(operation.identityId);
    let ofIdentity = connectionsByIdentity.get(operation.identityId);
    if (!ofIdentity) connectionsByIdentity.set(operation.identityId, (ofIdentity = new Set()));
    ofIdentity.add(ctx);
  };
  const forget = (ctx: WsContext) => {
    closedConnections.add(ctx);
    clearTimeout(anonymous.get(ctx));
    anonymous.delete(ctx);
    for (const identityId of connections.get(ctx)?.identities ?? []) {
      const ofIdentity = connectionsByIdentity.get(identityId);
      ofIdentity?.delete(ctx);
      if (ofIdentity?.size === 0) connectionsByIdentity.delete(identityId);
    }
    connections.delete(ctx);
  };
  const requestIdOf = (ctx: WsContext, id: string) => connections.get(ctx)?.operations.get(id)?.requestId;
  const render = (ctx: WsContext, id: string, errors: readonly GraphQLError[]) =>
    errors.map((e) => {
      reportUnexpected(e, requestIdOf(ctx, id));
      return formatError(e.toJSON(), e);
    });

  return {
    schema,
    // Close reasons never carry an internal error's message (graphql-ws sends it outside production).
    isProd: true,
    // A message only servers send (next, error, connection_ack) is the client's mistake: refused
    // while parsing (key '' is the whole message), graphql-ws closes with 4400; it would otherwise
    // take it for its own bug (4500, with a stack on the console).
    jsonMessageReviver(key: string, value: unknown) {
      if (key === '' && isServerMessage(value)) throw new Error('a message only servers send');
      return value;
    },
    // Acknowledged either way; without a valid session the connection's grace starts. A session
    // that can not be checked now (database unavailable) is judged again by each operation.
    onConnect: async (ctx) => {
      const token = tokenFromHeaders(ctx.connectionParams);
      if (!token) {
        closeAfterGrace(ctx);
        return true;
      }
      try {
        const authenticated = await services.authenticatedContext(token, { source: 'ws', ip: ctx.extra.request.socket.remoteAddress, bearerTokens: () => bearerTokensFromHeaders(ctx.connectionParams) });
        if (authenticated.actor.kind !== 'identity') closeAfterGrace(ctx);
      } catch (err) {
        if (err instanceof UnauthorizedError) closeAfterGrace(ctx);
      }
      return true;
    },
    onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
      const tooLarge = documentTooLarge(payload.query);
      if (tooLarge) return [requestError(tooLarge)];
      let document: DocumentNode;
      try {
        document = parse(payload.query, PARSE_OPTIONS);
      } catch (err) {
        return err instanceof GraphQLError ? withCode([err], 'GRAPHQL_PARSE_FAILED') : [toGraphQLError(err)];
      }
      const invalid = validate(schema, document, [...specifiedRules, ...LIMIT_VALIDATION_RULES]);
      if (invalid.length) return withCode(invalid, 'GRAPHQL_VALIDATION_FAILED');
      const nul = unstorableInputError(document, payload.variables);
      if (nul) return [nul];

      // A session that can not be looked up (the database is unavailable) is answered as an error
      // of this operation, with its code; thrown from graphql-ws's `context`, it would be taken
      // for a bug and close the whole socket (4500).
      let context: GqlContext;
      try {
        context = await createGqlContext(services, tokenFromHeaders(ctx.connectionParams), 'ws', ctx.extra.request.socket.remoteAddress, () => bearerTokensFromHeaders(ctx.connectionParams));
      } catch (err) {
        return [toGraphQLError(err)];
      }
      // The socket closed meanwhile: nothing will run (nor be sent), so nothing is counted.
      if (closedConnections.has(ctx)) return [new GraphQLError('The connection closed')];
      // A session that ended since the connection began: the connection goes too, after the grace.
      if (context.ctx.actor.kind === 'anonymous') closeAfterGrace(ctx);

      const refusal = checkOperation(schema, estimators, context.ctx.actor, { document, variables: payload.variables, operationName: payload.operationName });
      if (refusal) return [requestError(refusal)];

      const open = openOn(ctx);
      if (open.size >= WEBSOCKET_LIMITS.operationsPerConnection) {
        return [requestError(new ApiError('TOO_MANY_SUBSCRIPTIONS', { message: `This connection has ${open.size} operations open, the most one connection may have` }))];
      }
      const identityId = context.ctx.actor.kind === 'identity' ? context.ctx.actor.identityId : undefined;
      const ofIdentity = identityId === undefined ? 0 : openForIdentity(identityId);
      if (ofIdentity >= WEBSOCKET_LIMITS.operationsPerIdentity) {
        return [requestError(new ApiError('TOO_MANY_SUBSCRIPTIONS', { message: `This identity has ${ofIdentity} operations open on its connections, the most one identity may have` }))];
      }
      accept(ctx, id, { identityId, requestId: context.ctx.requestId });
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue: context };
    },
    // An accepted operation ends here (completed by either side, or failed), or with its connection.
    onComplete: (ctx, id) => {
      connections.get(ctx)?.operations.delete(id);
    },
    onClose: (ctx) => forget(ctx),
    // Errors over WebSocket get the same rendering (extensions.code) as over HTTP.
    onNext: (ctx, id, _payload, _args, result) => (result.errors ? { ...result, errors: render(ctx, id, result.errors) } : result),
    onError: (ctx, id, _payload, errors) => render(ctx, id, errors),
  };
}
