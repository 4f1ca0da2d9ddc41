import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApiError, toApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';

/** The extensions a service error is rendered with: OpenZiti's code, its HTTP status and the cause. */
function apiErrorExtensions(apiError: ApiError): Record<string, unknown> {
  return {
    code: apiError.code,
    httpStatus: apiError.status,
    ...(apiError.causeDetail ? { cause: apiError.causeDetail } : {}),
  };
}

/** The GraphQL rendering of the error hierarchy: OpenZiti's code in extensions.code. */
export function formatError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(raw);
  const code = formatted.extensions?.code;
  // Errors GraphQL itself raised (syntax, validation, bad variables) keep their own codes.
  if (!(original instanceof Error) || (code && code !== 'INTERNAL_SERVER_ERROR' && !(original instanceof ApiError))) return formatted;
  const apiError = toApiError(original);
  if (apiError.code === 'UNHANDLED') logger.error({ err: original }, 'unhandled GraphQL error');
  return {
    message: apiError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: apiErrorExtensions(apiError),
  };
}

/**
 * A service error as a GraphQLError that carries its extensions itself. Subscriptions are served by
 * graphql-ws, which does not run Apollo's formatError: an error thrown while subscribing must already
 * hold extensions.code (graphql-js copies them when it locates the error), or WebSocket clients
 * would get a bare message instead of UNAUTHORIZED.
 */
export function toGraphQLError(err: unknown): GraphQLError {
  if (err instanceof GraphQLError) return err;
  const apiError = toApiError(err);
  if (apiError.code === 'UNHANDLED') logger.error({ err }, 'unhandled GraphQL subscription error');
  return new GraphQLError(apiError.message, { originalError: apiError, extensions: apiErrorExtensions(apiError) });
}

/**
 * An error while building a request's context (before any resolver runs; e.g. the database is
 * unavailable while the session is looked up): the whole request fails, with the error's HTTP
 * status (Apollo applies extensions.http and removes it) and its code, never a 500 with details.
 */
export function contextCreationError(err: unknown): GraphQLError {
  const apiError = toApiError(err);
  if (apiError.code === 'UNHANDLED') logger.error({ err }, 'GraphQL context creation failed');
  return new GraphQLError(apiError.message, { originalError: apiError, extensions: { ...apiErrorExtensions(apiError), http: { status: apiError.status } } });
}

/** Runs a subscription's `subscribe` so that service errors reach WebSocket clients with their code. */
export function subscribeWithCodes<T>(subscribe: () => T): T {
  let result: T;
  try {
    result = subscribe();
  } catch (err) {
    throw toGraphQLError(err);
  }
  if (result instanceof Promise) return result.catch((err: unknown) => Promise.reject(toGraphQLError(err))) as T;
  return result;
}
