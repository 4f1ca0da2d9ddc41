// Failures caused by what a client sent (a CSR, a certificate). The codes are the OpenZiti API
// error codes (Z:controller/apierror/messages.go), so the HTTP layer can pass them through;
// all of them answer 400. Problems with our own keys or arguments are ordinary Errors.

export type PkiErrorCode =
  /** No CSR in the input at all (OpenZiti: missing or empty CSR). */
  | 'MISSING_OR_INVALID_CSR'
  /** A CSR that can't be decoded, has a bad signature, or uses an unsupported key or algorithm. */
  | 'COULD_NOT_PROCESS_CSR'
  /** Input that should hold a certificate but doesn't hold a parseable one. */
  | 'INVALID_CERT_PEM';

export class PkiError extends Error {
  constructor(
    readonly code: PkiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PkiError';
  }
}
