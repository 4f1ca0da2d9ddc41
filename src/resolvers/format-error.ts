import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApiError, UnauthorizedError, toApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';
import type { GqlContext } from './context';

/**
 * How GraphQL tells callers apart where REST can not: OpenZiti answers an authenticated caller
 * without the right with the same 401 UNAUTHORIZED as one without a session, and REST keeps that
 * for its clients. GraphQL says FORBIDDEN (403) for a valid session that lacks the right.
 */
function graphqlApiError(apiError: ApiError): ApiError {
  return apiError instanceof UnauthorizedError && apiError.reason === 'denied' ? new ApiError('FORBIDDEN') : apiError;
}

/** The extensions a service error is rendered with: its code, its HTTP status and the cause. */
function apiErrorExtensions(apiError: ApiError): Record<string, unknown> {
  return {
    code: apiError.code,
    httpStatus: apiError.status,
    ...(apiError.causeDetail ? { cause: apiError.causeDetail } : {}),
  };
}

/**
 * "Did you mean ..." hints name fields and types of the schema, which anonymous callers can not
 * introspect: dropped from every message, for everyone (one rendering for all callers).
 */
function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean [\s\S]*\?$/, '');
}

/**
 * What was thrown behind an error: graphql-js and Apollo wrap errors in GraphQLErrors (located at a
 * field, or as a validation error) that keep the thrown one as originalError.
 */
function thrownError(raw: unknown): unknown {
  let error = raw;
  while (error instanceof GraphQLError && error.originalError) error = error.originalError;
  return error;
}

/**
 * The GraphQL rendering of the error hierarchy (Apollo's formatError, and graphql-ws through
 * onNext/onError): the code in extensions.code, never a stack trace or a server path. A service
 * error is rendered from the error table wherever it was raised (a resolver, a validation rule, a
 * plugin); errors GraphQL itself raised (syntax, validation, bad variables) keep their messages and
 * codes; anything else is UNHANDLED with the table's message (logged by `reportUnexpected`).
 */
export function formatError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const thrown = thrownError(raw);
  const code = formatted.extensions?.code;
  const located = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const graphqlCode = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? code : undefined;
  // graphql-js refuses a document over its token limit (PARSE_OPTIONS) as a syntax error: it is a limit.
  const tokenLimit = /^Syntax Error: Document contains more th\w+ (\d+) tokens/.exec(formatted.message);
  if (tokenLimit) {
    const apiError = new ApiError('QUERY_TOO_COMPLEX', { message: `The document has more than ${tokenLimit[1]} tokens, the limit` });
    return { message: apiError.message, extensions: apiErrorExtensions(apiError) };
  }
  if (!(thrown instanceof ApiError) && (thrown instanceof GraphQLError || graphqlCode)) {
    // Of the extensions GraphQL and Apollo add, a stack trace is never passed on.
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    // graphql-js raises its own errors without a code over WebSocket (Apollo adds one over HTTP).
    return { message: withoutSuggestions(formatted.message), ...located, extensions: { ...extensions, code: graphqlCode ?? 'BAD_USER_INPUT' } };
  }
  const apiError = graphqlApiError(toApiError(thrown));
  return { message: apiError.message, ...located, extensions: apiErrorExtensions(apiError) };
}

/** Logs an error that is not one of the service errors (it is answered as UNHANDLED) with its request id. */
export function reportUnexpected(raw: unknown, requestId: string | undefined, what = 'unhandled GraphQL error'): void {
  const thrown = thrownError(raw);
  // GraphQL's own errors (syntax, validation, variables) are the caller's, not ours; a service
  // error was raised on purpose (and an UNHANDLED one was logged where it was made, see toGraphQLError).
  if (thrown instanceof GraphQLError || thrown instanceof ApiError) return;
  if (toApiError(thrown).code === 'UNHANDLED') logger.error({ err: thrown, requestId }, what);
}

/** Logs the unexpected errors of an HTTP request with its request id (Apollo's formatError has no context). */
export const errorLoggingPlugin: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) reportUnexpected(error, contextValue.ctx.requestId);
      },
    };
  },
};

/**
 * A service error as a GraphQLError that carries its extensions itself. Subscriptions are served by
 * graphql-ws, which does not run Apollo's formatError: an error thrown while subscribing must already
 * hold extensions.code (graphql-js copies them when it locates the error), or WebSocket clients
 * would get a bare message instead of UNAUTHORIZED.
 */
export function toGraphQLError(err: unknown, requestId?: string): GraphQLError {
  if (err instanceof GraphQLError) return err;
  reportUnexpected(err, requestId, 'unhandled GraphQL subscription error');
  const apiError = graphqlApiError(toApiError(err));
  return new GraphQLError(apiError.message, { originalError: apiError, extensions: apiErrorExtensions(apiError) });
}

/**
 * An error while building a request's context (before any resolver runs; e.g. the database is
 * unavailable while the session is looked up): the whole request fails, with the error's HTTP
 * status (Apollo applies extensions.http and removes it) and its code, never a 500 with details.
 */
export function contextCreationError(err: unknown): GraphQLError {
  const apiError = toApiError(err);
  reportUnexpected(err, undefined, 'GraphQL context creation failed');
  return new GraphQLError(apiError.message, { originalError: apiError, extensions: { ...apiErrorExtensions(apiError), http: { status: apiError.status } } });
}

/** An error of the request itself (refused before it runs), with its code and the HTTP status Apollo answers with. */
export function requestError(apiError: ApiError): GraphQLError {
  return new GraphQLError(apiError.message, { originalError: apiError, extensions: { ...apiErrorExtensions(apiError), http: { status: apiError.status } } });
}

/** Runs a subscription's `subscribe` so that service errors reach WebSocket clients with their code. */
export function subscribeWithCodes<T>(requestId: string, subscribe: () => T): T {
  let result: T;
  try {
    result = subscribe();
  } catch (err) {
    throw toGraphQLError(err, requestId);
  }
  if (result instanceof Promise) return result.catch((err: unknown) => Promise.reject(toGraphQLError(err, requestId))) as T;
  return result;
}
