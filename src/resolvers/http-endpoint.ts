import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Services } from '../services';
import { newRequestId } from '../services/core/context';
import { ApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';
import { createGqlContext, tokenFromHeaders, type GqlContext } from './context';
import { documentTooLarge } from './query-limits';
import { bearerTokensOf } from '../services/ext-jwt/bearer';

/** Largest JSON body of a GraphQL request: the REST body limit, as variables carry the same data. */
export const MAX_BODY = '1mb';

interface RequestFailure {
  status: number;
  code: string;
  message: string;
  requestId?: string;
}

/** Answers as GraphQL answers a request it refuses: JSON `{errors: [{message, extensions: {code, httpStatus}}]}`. */
function sendGraphqlError(res: express.Response, { status, code, message, requestId }: RequestFailure): void {
  const extensions = { code, httpStatus: status, ...(requestId ? { requestId } : {}) };
  res.status(status).type('application/json').send(JSON.stringify({ errors: [{ message, extensions }] }));
}

/** A document longer than the limit is refused before Apollo parses it. */
const refuseLargeDocuments: RequestHandler = (req, res, next) => {
  const tooLarge = documentTooLarge((req.body as { query?: unknown } | undefined)?.query);
  if (!tooLarge) {
    next();
    return;
  }
  sendGraphqlError(res, { status: tooLarge.status, code: tooLarge.code, message: tooLarge.message });
};

/**
 * Errors before Apollo (the JSON body parser: malformed JSON, a body over the limit, an unknown
 * encoding) get a GraphQL-style JSON answer instead of Express's HTML page, which shows a stack
 * trace outside production.
 */
const answerRequestErrors: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const tooLarge = status === 413;
    sendGraphqlError(res, {
      status,
      code: tooLarge ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST',
      message: tooLarge ? `The request body is larger than ${MAX_BODY}` : 'The request body could not be read as JSON',
    });
    return;
  }
  const requestId = newRequestId();
  logger.error({ err, requestId }, 'GraphQL request failed before it was run');
  const unhandled = new ApiError('UNHANDLED');
  sendGraphqlError(res, { status: unhandled.status, code: unhandled.code, message: unhandled.message, requestId });
};

/** The handlers of POST/GET /graphql, in order. */
export function graphqlHttpHandlers(apollo: ApolloServer<GqlContext>, services: Services): Array<RequestHandler | ErrorRequestHandler> {
  return [
    express.json({ limit: MAX_BODY }),
    refuseLargeDocuments,
    expressMiddleware(apollo, {
      context: async ({ req }) => createGqlContext(services, tokenFromHeaders(req.headersDistinct), 'graphql', req.ip, () => bearerTokensOf(req.headersDistinct.authorization)),
    }),
    answerRequestErrors,
  ];
}
