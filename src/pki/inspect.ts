// Reading certificates and validating certificate paths.
import { createHash, X509Certificate } from 'node:crypto';
import { readCertificate, type CertificateFields } from './certificate';
import { PkiError } from './errors';
import { commonNameOf, type SubjectAltNames } from './names';

/** OpenZiti's certificate fingerprint (Z:common/cert/fingerprint.go): lowercase hex SHA-1 of the DER. */
export function fingerprint(cert: string | Buffer): string {
  return sha1Hex(loadCertificate(cert).raw);
}

export interface CertificateInfo {
  subjectCN?: string;
  issuerCN?: string;
  notBefore: Date;
  notAfter: Date;
  isCa: boolean;
  fingerprint: string;
  /** Lowercase hex. */
  serial: string;
  sans: Required<SubjectAltNames>;
}

export function parseCertificate(pem: string): CertificateInfo {
  const cert = loadCertificate(pem);
  const fields = readFields(cert);
  return {
    subjectCN: commonNameOf(fields.subject),
    issuerCN: commonNameOf(fields.issuer),
    notBefore: fields.notBefore,
    notAfter: fields.notAfter,
    isCa: cert.ca,
    fingerprint: sha1Hex(cert.raw),
    serial: cert.serialNumber.toLowerCase(),
    sans: fields.sans,
  };
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]*?-----END CERTIFICATE-----/g;

/** The CERTIFICATE blocks of a PEM bundle, in order, each ending in a newline. Other text is dropped. */
export function splitPemBundle(pem: string): string[] {
  return (pem.match(PEM_CERTIFICATE) ?? []).map((block) => `${block}\n`);
}

/** The certificates in a list of PEM strings, each holding one certificate or a bundle. */
export function certificatesIn(pems: string[]): X509Certificate[] {
  return pems.flatMap((pem) => {
    const blocks = splitPemBundle(pem);
    if (blocks.length === 0) throw new PkiError('INVALID_CERT_PEM', 'no certificate in PEM input');
    return blocks.map((block) => loadCertificate(block));
  });
}

export type ChainResult = { ok: true; chain: string[] } | { ok: false; reason: string };

export interface VerifyChainOptions {
  /** The time to check validity at (default now). */
  at?: Date;
  /** Skip validity dates, as OpenZiti's cert authentication does unless the auth policy forbids expired certs. */
  ignoreValidity?: boolean;
}

/** No real chain comes near this many certificates below the root. */
const MAX_DEPTH = 10;
/**
 * Intermediates can come from the client (its TLS chain), and a pile of CAs sharing one
 * name and key would make the search try every ordering of them. Go gives up after 100
 * signature checks too.
 */
const MAX_SIGNATURE_CHECKS = 100;

/**
 * Builds and checks a path from `leafPem` through `intermediatesPem` to one of
 * `trustedRootsPem`: each issuer's subject must match the child's issuer (and key
 * identifiers where present), the issuer must be a CA allowed to sign certificates with a
 * path length that permits the chain, its key must verify the child's signature, and every
 * certificate, the root included, must be valid at the given time. When several issuers
 * match (re-keyed or cross-signed CAs), each is tried.
 *
 * Returns the chain (leaf first, trusted root last) or the reason no chain was found.
 * Throws PkiError INVALID_CERT_PEM when an input is not a certificate.
 */
export function verifyChain(
  leafPem: string,
  intermediatesPem: string[],
  trustedRootsPem: string[],
  opts: VerifyChainOptions = {},
): ChainResult {
  const at = opts.at ?? new Date();
  const roots = trustedRootsPem.map((pem) => loadCertificate(pem));
  const pool = [...intermediatesPem.map((pem) => loadCertificate(pem)), ...roots];
  const fields = new Map<X509Certificate, CertificateFields>();
  const fieldsOf = (cert: X509Certificate): CertificateFields => {
    if (!fields.has(cert)) fields.set(cert, readFields(cert));
    return fields.get(cert)!;
  };
  let signatureChecks = 0;

  // `path` holds the certificates below `cert`, leaf first.
  const build = (cert: X509Certificate, path: X509Certificate[]): ChainResult => {
    if (!opts.ignoreValidity) {
      const { notBefore, notAfter } = fieldsOf(cert);
      if (at < notBefore) return fail(`${describe(cert)} is not valid before ${notBefore.toISOString()}`);
      if (at > notAfter) return fail(`${describe(cert)} expired at ${notAfter.toISOString()}`);
    }
    if (roots.some((root) => root.raw.equals(cert.raw))) return { ok: true, chain: [...path, cert].map((c) => c.toString()) };
    if (path.length >= MAX_DEPTH) return fail('the chain is too long');

    const seen = [...path, cert];
    const candidates = pool.filter((issuer) => !seen.some((c) => c.raw.equals(issuer.raw)) && cert.checkIssued(issuer));
    let failure: ChainResult = fail(`no trusted issuer found for ${describe(cert)}`);
    for (const issuer of candidates) {
      if (++signatureChecks > MAX_SIGNATURE_CHECKS) return fail('too many candidate issuers');
      // Below `issuer` come `cert` and `path`; all but the leaf are CAs.
      const problem = issuerProblem(cert, issuer, path.length, fieldsOf(issuer).pathLen);
      const result = problem ? fail(problem) : build(issuer, seen);
      if (result.ok) return result;
      failure = result;
    }
    return failure;
  };
  return build(loadCertificate(leafPem), []);
}

/** Why `issuer`, whose name matches, did not issue `cert` (or may not have), if so. */
function issuerProblem(cert: X509Certificate, issuer: X509Certificate, casBelow: number, pathLen: number | undefined): string | undefined {
  if (!issuer.ca) return `${describe(issuer)} is not a CA`;
  if (pathLen !== undefined && casBelow > pathLen) return `${describe(issuer)} does not allow ${casBelow} CAs below it`;
  if (!cert.verify(issuer.publicKey)) return `the signature on ${describe(cert)} does not verify with ${describe(issuer)}'s key`;
  return undefined;
}

function fail(reason: string): ChainResult {
  return { ok: false, reason };
}

function describe(cert: X509Certificate): string {
  return `"${cert.subject.replace(/\n/g, ', ')}"`;
}

function sha1Hex(der: Buffer): string {
  return createHash('sha1').update(der).digest('hex');
}

function loadCertificate(input: string | Buffer): X509Certificate {
  try {
    return new X509Certificate(input);
  } catch {
    throw new PkiError('INVALID_CERT_PEM', 'not a certificate');
  }
}

function readFields(cert: X509Certificate): CertificateFields {
  try {
    return readCertificate(cert.raw);
  } catch (err) {
    throw new PkiError('INVALID_CERT_PEM', `unreadable certificate: ${(err as Error).message}`);
  }
}
