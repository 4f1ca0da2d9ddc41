import type { ServerResponse } from 'node:http';
import { toApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';
import { baseMeta } from './envelope';

/** The REST rendering of the error hierarchy: OpenZiti's error envelope. */
export function sendError(res: ServerResponse, err: unknown, requestId: string): void {
  const apiError = toApiError(err);
  if (apiError.code === 'UNHANDLED') logger.error({ err, requestId }, 'unhandled error');
  const error: Record<string, unknown> = { code: apiError.code, message: apiError.message, requestId };
  if (apiError.causeDetail) error.cause = apiError.causeDetail;
  if (apiError.causeMessage) error.causeMessage = apiError.causeMessage;
  if (apiError.data !== undefined) error.data = apiError.data;
  for (const [k, v] of Object.entries(apiError.headers ?? {})) res.setHeader(k, v);
  const body = JSON.stringify({ error, meta: baseMeta() });
  res.writeHead(apiError.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
