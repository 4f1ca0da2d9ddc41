import type { Services } from '../services';
import type { RequestCtx } from '../services/core/context';
import { UnauthorizedError } from '../services/core/errors';
import { contextCreationError } from './format-error';
import { createLoaders, type GqlLoaders } from './loaders';

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
  /** The request's `Authorization: Bearer` tokens (HTTP only): the secondary ext-jwt factor. */
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

/** Reads a token from `zt-session` or `Authorization: Bearer` (headers or connectionParams alike). */
export function tokenFromHeaders(headers: Record<string, unknown> | undefined): string | undefined {
  if (!headers) return undefined;
  const get = (name: string) => {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    const v = key ? headers[key] : undefined;
    return typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : undefined;
  };
  const zt = get('zt-session');
  if (zt) return zt.trim();
  const m = /^Bearer\s+(.+)$/i.exec(get('authorization') ?? '');
  return m ? m[1].trim() : undefined;
}
