// The controller PKI: its CAs, certificate issuing for CSRs, certificate inspection and path
// validation, the EST CA bundle, and enrollment JWTs. No I/O: callers store keys and certs.
export { createPki, issueServerCertificate, DEFAULT_VALIDITY_DAYS, type CertAndKey, type CreatePkiOptions, type Pki } from './ca';
export { derToPem } from './certificate';
export { PkiError, type PkiErrorCode } from './errors';
export {
  fingerprint,
  parseCertificate,
  splitPemBundle,
  verifyChain,
  type CertificateInfo,
  type ChainResult,
  type VerifyChainOptions,
} from './inspect';
export {
  ENROLLMENT_METHODS,
  jwksFor,
  signEnrollmentJwt,
  verifyEnrollmentJwt,
  type EnrollmentJwk,
  type EnrollmentJwtClaims,
  type EnrollmentMethod,
  type VerifyEnrollmentJwtOptions,
} from './jwt';
export { decryptKeyPem, encryptKeyPem } from './keys';
export type { SubjectAltNames } from './names';
export { certsOnlyPkcs7Base64, parsePkcs7Certs } from './pkcs7';
export { parseCsr, signCsr, type CsrInfo, type SignCsrOptions } from './sign';
