import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../services';
import { ApiError, UnauthorizedError } from '../../services/core/errors';
import { newRequestId } from '../../services/core/context';
import { presentController } from '../presenters/controller.presenter';
import { listOf } from '../handlers';
import { send, tokenFrom, type Handlers } from '../router';
import { sendError } from '../errors';

/** The controllers registry (both APIs). */
export function clusterHandlers(services: Services): Handlers {
  return {
    listControllers: listOf((ctx, q) => services.controllers.list(ctx, q), presentController),
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` at the server root, in Prometheus text format: off with METRICS=off (404), and
 * with METRICS_TOKEN set only for `Authorization: Bearer <token>` (401 otherwise).
 */
export function metricsEndpoint(services: Services): (req: IncomingMessage, res: ServerResponse) => void {
  const { enabled, token } = services.deps.config.metrics;
  const expected = token === undefined ? undefined : digest(token);
  return (req, res) => {
    const requestId = newRequestId();
    if (!enabled) return sendError(res, new ApiError('NOT_FOUND'), requestId);
    if (expected) {
      const given = tokenFrom(req);
      // Compared as digests: equal length, constant time, whatever the caller sent.
      if (!given || !timingSafeEqual(digest(given), expected)) return sendError(res, new UnauthorizedError(given ? 'invalid' : 'missing', 'Bearer realm="metrics"'), requestId);
    }
    services.metrics.text().then(
      (text) => send(res, 200, services.metrics.contentType, text),
      (err: unknown) => sendError(res, err, requestId),
    );
  };
}
