import type { ServerResponse } from 'node:http';
import { toApiError, type ApiError } from '../services/core/errors';
import { logger } from '../services/core/logger';
import { noteRequestId } from '../services/cluster/access-log';
import { baseMeta } from './envelope';

/** The REST rendering of the error hierarchy: OpenZiti's error envelope. */
export function sendError(res: ServerResponse, err: unknown, requestId: string): void {
  const apiError = toApiError(err);
  noteRequestId(res, requestId);
  if (apiError.code === 'UNHANDLED') logger.error({ err, requestId }, 'unhandled error');
  for (const [k, v] of Object.entries(apiError.headers ?? {})) res.setHeader(k, v);
  const body = errorBody(apiError, requestId);
  res.writeHead(apiError.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The JSON of the error envelope (never a stack or a file path: only what the error table says). */
export function errorBody(apiError: ApiError, requestId: string): string {
  const error: Record<string, unknown> = { code: apiError.code, message: apiError.message, requestId };
  if (apiError.causeDetail) error.cause = apiError.causeDetail;
  if (apiError.causeMessage) error.causeMessage = apiError.causeMessage;
  if (apiError.data !== undefined) error.data = apiError.data;
  try {
    return JSON.stringify({ error, meta: baseMeta() });
  } catch {
    // A cause that can not be serialized (it echoes input) must not cost the answer.
    return JSON.stringify({ error: { code: apiError.code, message: apiError.message, requestId }, meta: baseMeta() });
  }
}
