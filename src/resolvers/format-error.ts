import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApiError, toApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';

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
    extensions: {
      code: apiError.code,
      httpStatus: apiError.status,
      ...(apiError.causeDetail ? { cause: apiError.causeDetail } : {}),
    },
  };
}
