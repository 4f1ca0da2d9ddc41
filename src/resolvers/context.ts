import type { Services } from '../services';
import type { RequestCtx } from '../services/core/context';
import { UnauthorizedError } from '../services/core/errors';
import { contextCreationError } from './format-error';
import { createLoaders, type GqlLoaders } from './loaders';
import { bearerTokensOf, sessionTokenOf } from '../services/ext-jwt/bearer';

/** GraphQL context: the service context plus per-request batch loaders. */
export interface GqlContext {
  ctx: RequestCtx;
  services: Services;
  loaders: GqlLoaders;
}

/**
 * Builds a context from a bearer token (HTTP header or WebSocket connectionParams).
 * A bad token leaves the caller anonymous: public operations (login) still work and
 * everything else answers UNAUTHORIZED from the services.
 */
export async function createGqlContext(
  services: Services,
  token: string | undefined,
  source: 'graphql' | 'ws',
  ip?: string,
  /** The `Authorization: Bearer` tokens of the request or connectionParams: the secondary ext-jwt factor. */
  bearerTokens?: () => string[],
): Promise<GqlContext> {
  let ctx: RequestCtx;
  try {
    ctx = await services.authenticatedContext(token, { source, ip, bearerTokens });
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) throw contextCreationError(err);
    ctx = services.context({ source, ip });
  }
  return {
    ctx,
    services,
    loaders: createLoaders(services, ctx, { cache: source !== 'ws' }),
  };
}

/** A header (or connectionParams entry) by case-insensitive name: its values. */
function valuesOf(headers: Record<string, unknown> | undefined, name: string): string[] {
  const key = headers && Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key ? headers[key] : undefined;
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * Reads a token from `zt-session` or `Authorization: Bearer` (headers or connectionParams alike;
 * several bearer tokens: see sessionTokenOf). Pass HTTP headers as `req.headersDistinct`: Node
 * keeps only the first of repeated Authorization headers in `req.headers`.
 */
export function tokenFromHeaders(headers: Record<string, unknown> | undefined): string | undefined {
  const zt = valuesOf(headers, 'zt-session')[0];
  if (zt) return zt.trim();
  return sessionTokenOf(bearerTokensFromHeaders(headers));
}

/** The `Authorization: Bearer` tokens of headers or connectionParams (the secondary ext-jwt factor). */
export function bearerTokensFromHeaders(headers: Record<string, unknown> | undefined): string[] {
  return bearerTokensOf(valuesOf(headers, 'authorization'));
}
