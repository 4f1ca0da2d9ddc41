import { PkiError } from '../../pki/errors';
import { isDatabaseUnavailable } from './db-errors';
import type { Resource } from './resources';
/**
 * The one error hierarchy of the controller. Services throw these; the REST layer
 * (src/rest/errors.ts) and the GraphQL layer (src/resolvers/format-error.ts) each
 * render them once. Codes, statuses and canonical messages are OpenZiti's wire facts.
 */

export const ERROR_TABLE = {
  UNAUTHORIZED: [401, 'The request could not be completed. The session is not authorized or the credentials are invalid'],
  INVALID_AUTH: [401, 'The authentication request failed'],
  NOT_FOUND: [404, 'The resource requested was not found or is no longer available'],
  COULD_NOT_VALIDATE: [400, 'The supplied request contains an invalid document or no valid accept content were available, see cause'],
  INVALID_FIELD: [400, 'The field contains an invalid value'],
  INVALID_FILTER: [400, 'The filter query supplied is invalid'],
  INVALID_PAGINATION: [400, 'The pagination properties provided are invalid'],
  INVALID_SORT_IDENTIFIER: [400, 'The sort order supplied is invalid'],
  COULD_NOT_PARSE_BODY: [400, 'The body of the request could not be parsed'],
  INVALID_CONTENT_TYPE: [400, 'The content type of the request is not supported'],
  INVALID_AUTH_METHOD: [400, 'The supplied authentication method is not valid'],
  REFERENCED_ENTITY_NOT_FOUND: [400, 'A referenced entity was not found'],
  ENTITY_CAN_NOT_BE_DELETED: [400, 'The entity requested for delete can not be deleted'],
  ENTITY_CAN_NOT_BE_UPDATED: [400, 'The entity requested for update can not be updated'],
  CAN_NOT_DELETE_REFERENCED_ENTITY: [409, 'The entity requested for delete is referenced by another entity and can not be deleted'],
  CAN_NOT_UPDATE_AUTHENTICATOR: [409, 'The authenticator can not be updated'],
  MAX_AUTHENTICATOR_METHODS_REACHED: [409, 'The identity already has an authenticator of this method'],
  NO_EDGE_ROUTERS_AVAILABLE: [400, 'No edge routers are available for this service and identity'],
  INVALID_POSTURE: [409, 'The posture of the session does not satisfy the policies of the service'],
  // ---- trust: enrollment, CAs, certificates (apierror/messages.go) ----
  INVALID_ENROLLMENT_TOKEN: [400, 'The supplied token is not valid'],
  ENROLLMENT_EXPIRED: [400, 'The window for this enrollment has expired'],
  COULD_NOT_PROCESS_CSR: [400, 'The supplied csr could not be processed'],
  MISSING_OR_INVALID_CSR: [400, 'The supplied enrollment request is missing or contains an invalid CSR'],
  INVALID_ENROLL_METHOD: [400, 'The supplied enrollment method is not valid'],
  ENROLLMENT_CA_NOT_VALID: [400, 'The CA tied to the supplied token is no longer valid'],
  ENROLLMENT_NO_VALID_CAS: [400, 'No CAs are valid for this request'],
  CERT_FAILED_VALIDATION: [400, 'certificate failed to validate against CA'],
  MISSING_CERT_CLAIM: [400, 'The certificate does not carry the claim the CA requires'],
  EXPECTED_PEM_CERTIFICATE: [400, "expected PEM block type 'CERTIFICATE'"],
  COULD_NOT_PARSE_DER_BLOCK: [400, 'The supplied DER block could not be parsed'],
  INVALID_COMMON_NAME: [400, 'The common name of the supplied certificate is invalid'],
  CERTIFICATE_FAILED_VALIDATION: [400, "The supplied certificate failed to validate against the CA's certificate chain"],
  CERTIFICATE_IS_NOT_CA: [400, 'Leading certificate is not a CA'],
  INVALID_CLIENT_CERT: [400, 'The provided client certificate is invalid'],
  INVALID_CERT_PEM: [400, 'The supplied certificate PEM is invalid'],
  INVALID_AUTHENTICATOR_PROPERTIES: [400, 'The properties of the authenticator do not match its method'],
  EDGE_ROUTER_ENROLL_COMMON_NAME_INVALID: [400, "The edge router CSR enrollment must have a common name that matches the edge router's id"],
  CERT_IN_USE: [409, 'The certificate supplied is already associated with another identity'],
  CA_ALREADY_VERIFIED: [409, 'CA has already been verified'],
  ENROLLMENT_EXISTS: [409, 'An enrollment of this method already exists for the identity'],
  ENROLLMENT_IDENTITY_ALREADY_ENROLLED: [409, 'The identity is already enrolled'],
  CAN_NOT_UPDATE_ROUTER: [409, 'The router can not be updated'],
  UNSUPPORTED_MEDIA: [415, 'No suitable accept media types were detected, supports: application/json'],
  FAILED_ER_REENROLLMENT: [500, 'The edge router could not be re-enrolled'],
  METHOD_NOT_ALLOWED: [405, 'The method requested is not allowed on this resource'],
  REQUEST_ENTITY_TOO_LARGE: [413, 'The request body is too large'],
  REQUEST_HEADER_FIELDS_TOO_LARGE: [431, 'The request headers are too large'],
  REQUEST_TIMEOUT: [408, 'The request was not received in time'],
  COULD_NOT_PARSE_REQUEST: [400, 'The request could not be parsed as HTTP'],
  RATE_LIMITED: [429, 'Too many requests to alter state have been issued. Please slow your request rate or try again later.'],
  UNHANDLED: [500, 'An unhandled error occurred'],
  TIMEOUT: [503, 'The request timed out'],
  DATABASE_UNAVAILABLE: [503, 'The data store is not available at the moment; try again later'],
  // ---- GraphQL only: REST answers a non-admin with OpenZiti's 401 UNAUTHORIZED ----
  FORBIDDEN: [403, 'The session is valid but not allowed to do this'],
  QUERY_TOO_COMPLEX: [400, 'The GraphQL operation asks for more than one request may'],
  TOO_MANY_SUBSCRIPTIONS: [429, 'Too many GraphQL operations are open; complete some first'],
  WEBSOCKET_REQUIRED: [400, 'Subscriptions are served over WebSocket (the graphql-ws protocol at /graphql), not over HTTP'],
  // ---- MFA (apierror/messages.go) ----
  MFA_INVALID_TOKEN: [400, 'An invalid token/code was provided'],
  MFA_EXISTS: [409, 'An MFA record already exists, try removing it'],
  MFA_NOT_ENROLLED: [409, 'The current identity is not enrolled in MFA'],
  MFA_ENROLLMENT_NOT_STARTED: [404, 'MFA enrollment has not been started'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** A field-level validation problem, rendered as OpenZiti's `{field, reason, value}` cause. */
export interface FieldCause {
  field: string;
  reason: string;
  value?: unknown;
}

export type ErrorCause = FieldCause | { code: string; message: string; cause?: ErrorCause } | { message: string; data?: unknown };

export interface ApiErrorOptions {
  message?: string;
  cause?: ErrorCause;
  causeMessage?: string;
  data?: unknown;
  /** Extra response headers (e.g. WWW-Authenticate on 401). */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly causeDetail?: ErrorCause;
  readonly causeMessage?: string;
  readonly data?: unknown;
  readonly headers?: Record<string, string>;

  constructor(readonly code: ErrorCode, opts: ApiErrorOptions = {}) {
    super(opts.message ?? ERROR_TABLE[code][1]);
    this.name = 'ApiError';
    this.status = ERROR_TABLE[code][0];
    this.causeDetail = opts.cause;
    this.causeMessage = opts.causeMessage;
    this.data = opts.data;
    this.headers = opts.headers;
  }
}

const WWW_AUTH_MISSING = 'zt-session realm="zt-session" error="missing" error_description="no matching token was provided"';
const WWW_AUTH_INVALID = 'zt-session realm="zt-session" error="invalid" error_description="the provided token was invalid or expired"';

export class UnauthorizedError extends ApiError {
  /**
   * missing or invalid: no usable session; denied: a session without the right (GraphQL answers FORBIDDEN).
   * `challenge` replaces the zt-session WWW-Authenticate challenge (e.g. a missing secondary ext-jwt token).
   */
  constructor(readonly reason: 'missing' | 'invalid' | 'denied' = 'denied', challenge?: string) {
    super('UNAUTHORIZED', reason === 'denied' ? {} : { headers: { 'WWW-Authenticate': challenge ?? (reason === 'missing' ? WWW_AUTH_MISSING : WWW_AUTH_INVALID) } });
  }
}

export class InvalidAuthError extends ApiError {
  constructor() {
    super('INVALID_AUTH');
  }
}

export class NotFoundError extends ApiError {
  constructor(readonly resource?: Resource, readonly id?: string) {
    super('NOT_FOUND');
  }
}

/** One or more invalid fields; the first becomes the `cause` as OpenZiti renders a single field error. */
export class ValidationError extends ApiError {
  constructor(fields: FieldCause[]) {
    // A rejected password is never echoed back, whoever raised the error.
    const safe = fields.map((f) => (/password/i.test(f.field) ? { field: f.field, reason: f.reason } : f));
    super('COULD_NOT_VALIDATE', { cause: safe[0], data: safe.length > 1 ? { fields: safe } : undefined });
    this.fields = safe;
  }

  readonly fields: FieldCause[];
}

export function fieldError(field: string, reason: string, value?: unknown): ValidationError {
  return new ValidationError([{ field, reason, value }]);
}

export class InvalidFilterError extends ApiError {
  constructor(reason: string) {
    super('INVALID_FILTER', { cause: { message: reason }, causeMessage: reason });
  }
}

export class InvalidSortError extends ApiError {
  constructor(reason: string) {
    super('INVALID_SORT_IDENTIFIER', { cause: { message: reason }, causeMessage: reason });
  }
}

export class InvalidPaginationError extends ApiError {
  constructor(field: string, reason: string, value?: unknown) {
    super('INVALID_PAGINATION', { cause: { field, reason, value } });
  }
}

export class ReferencedEntityError extends ApiError {
  constructor(what: string) {
    super('CAN_NOT_DELETE_REFERENCED_ENTITY', { cause: { message: what }, causeMessage: what });
  }
}

/**
 * `429 RATE_LIMITED`, with `Retry-After` (seconds) for REST and the same figure in the cause,
 * which GraphQL renders in `extensions.cause`: GraphQL responses carry no per-error headers.
 */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', {
      headers: { 'Retry-After': String(retryAfterSeconds) },
      // OpenZiti's words for this error.
      causeMessage: 'you have hit a rate limit in the requested operation',
      cause: { message: `retry after ${retryAfterSeconds} seconds`, data: { retryAfterSeconds } },
    });
  }
}

/** Maps anything thrown to an ApiError; unknown errors become UNHANDLED without leaking details. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isDatabaseUnavailable(err)) return new ApiError('DATABASE_UNAVAILABLE', { headers: { 'Retry-After': '1' } });
  // The PKI library's client-input errors carry OpenZiti codes of their own.
  if (err instanceof PkiError) return new ApiError(err.code, { cause: { message: err.message }, causeMessage: err.message });
  const e = err as { name?: string; code?: string; constraint?: string; detail?: string };
  if (e?.name === 'UniqueConstraintViolationException' || e?.code === '23505') {
    const field = fieldOfUniqueViolation(e.detail);
    return fieldError(field, 'duplicate value in unique index', undefined);
  }
  if (e?.name === 'ForeignKeyConstraintViolationException' || e?.code === '23503') {
    return new ReferencedEntityError('the entity is referenced by another entity');
  }
  return new ApiError('UNHANDLED');
}

/**
 * The API name of the column a unique violation names. PostgreSQL's detail says
 * `Key (external_id)=(…) already exists.`; `externalId` is what the caller sent.
 */
function fieldOfUniqueViolation(detail: string | undefined): string {
  const column = /^Key \(([a-z_]+)[,)]/.exec(detail ?? '')?.[1] ?? 'name';
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * A refusal of one input of a write of many (createMany): which input, and the error it got.
 * The caller that passed the inputs names the item (the import: `identities[12].name`).
 */
export class ItemError extends Error {
  constructor(
    readonly index: number,
    readonly error: unknown,
  ) {
    super(`input ${index}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs the checks of input `index`, refusals tagged with it. */
export function atItem<T>(index: number, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw new ItemError(index, err);
  }
}

export async function atItemAsync<T>(index: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new ItemError(index, err);
  }
}
