// Certificate signing requests: checking them and issuing certificates for them.
//
// Only the CSR's subject and public key are used. Extensions the requester asks for (SANs,
// key usages) are ignored, as OpenZiti's signer does: the caller decides the SANs (for
// example the identity's SPIFFE ID) and may copy requested ones after reading them with
// parseCsr, as router enrollment does for the router's server certificate.
import { createPrivateKey, createPublicKey, verify, X509Certificate, type KeyObject } from 'node:crypto';
import type { CertAndKey } from './ca';
import { derToPem, issueCertificate, type ExtKeyUsage } from './certificate';
import { OID, TAG, bitStringBytes, childrenOf, expectTag, oidOf, parseDer, type DerNode } from './der';
import { PkiError } from './errors';
import { describeKey, schemeFor } from './keys';
import { commonNameOf, decodeAltNames, replaceCommonName, type SubjectAltNames } from './names';

export interface SignCsrOptions {
  /** Replaces the CSR's common name (e.g. with the identity id); other subject attributes are kept. */
  commonName?: string;
  sans?: SubjectAltNames;
  usage: 'client' | 'server' | 'client+server';
  validityDays: number;
}

const EXT_KEY_USAGE: Record<SignCsrOptions['usage'], ExtKeyUsage[]> = {
  client: ['clientAuth'],
  server: ['serverAuth'],
  'client+server': ['serverAuth', 'clientAuth'],
};

/**
 * Issues a certificate for a CSR, signed by `issuer` (a CA certificate and its key).
 * Throws PkiError for a CSR that is missing, malformed, wrongly signed or uses an
 * unsupported key; a plain Error when the issuer can't issue.
 */
export function signCsr(csrPem: string, issuer: CertAndKey, opts: SignCsrOptions): string {
  const csr = decodeCsr(csrPem);
  const issuerCert = new X509Certificate(issuer.certPem);
  const issuerKey = createPrivateKey(issuer.keyPem);
  if (!issuerCert.ca) throw new Error('the issuer certificate is not a CA');
  if (!issuerCert.checkPrivateKey(issuerKey)) throw new Error('the issuer key does not match the issuer certificate');
  return derToPem(
    issueCertificate({
      subject: opts.commonName === undefined ? csr.subject.raw : replaceCommonName(csr.subject, opts.commonName),
      subjectKey: csr.publicKey,
      issuerCertDer: issuerCert.raw,
      signingKey: issuerKey,
      validityDays: opts.validityDays,
      extKeyUsage: EXT_KEY_USAGE[opts.usage],
      sans: opts.sans,
    }),
  );
}

export interface CsrInfo {
  commonName?: string;
  /** SANs the requester asked for (extensionRequest attribute). */
  requestedSans: Required<SubjectAltNames>;
}

/** Checks a CSR (as signCsr does) and returns what it asks for. */
export function parseCsr(csrPem: string): CsrInfo {
  const { commonName, requestedSans } = decodeCsr(csrPem);
  return { commonName, requestedSans };
}

interface DecodedCsr extends CsrInfo {
  subject: DerNode;
  publicKey: KeyObject;
}

/** CSR signature algorithms we accept. SHA-1 is refused, as Go (and so OpenZiti) refuses it. */
const SIGNATURE_ALGORITHMS: Record<string, { hash: string; keyType: 'rsa' | 'ec' }> = {
  [OID.sha256WithRsa]: { hash: 'sha256', keyType: 'rsa' },
  [OID.sha384WithRsa]: { hash: 'sha384', keyType: 'rsa' },
  [OID.sha512WithRsa]: { hash: 'sha512', keyType: 'rsa' },
  [OID.ecdsaWithSha256]: { hash: 'sha256', keyType: 'ec' },
  [OID.ecdsaWithSha384]: { hash: 'sha384', keyType: 'ec' },
  [OID.ecdsaWithSha512]: { hash: 'sha512', keyType: 'ec' },
};

const PEM_CSR = /-----BEGIN (NEW )?CERTIFICATE REQUEST-----([A-Za-z0-9+/=\s]*)-----END (NEW )?CERTIFICATE REQUEST-----/;

function decodeCsr(csrPem: string): DecodedCsr {
  if (typeof csrPem !== 'string' || csrPem.trim() === '') throw new PkiError('MISSING_OR_INVALID_CSR', 'no CSR supplied');
  const pem = PEM_CSR.exec(csrPem);
  if (!pem) throw new PkiError('COULD_NOT_PROCESS_CSR', 'no PEM certificate request found');

  const { info, algorithm, signature } = guard(() => {
    const [info, algorithm, signature] = childrenOf(expectTag(parseDer(Buffer.from(pem[2], 'base64')), TAG.SEQUENCE, 'CSR'));
    return {
      info: expectTag(info, TAG.SEQUENCE, 'CertificationRequestInfo'),
      algorithm: oidOf(childrenOf(expectTag(algorithm, TAG.SEQUENCE, 'signature algorithm'))[0]),
      signature: bitStringBytes(signature),
    };
  });
  const [version, subject, spki, attributes] = guard(() => childrenOf(info));
  const publicKey = guard(() => {
    expectTag(version, TAG.INTEGER, 'version');
    return createPublicKey({ key: expectTag(spki, TAG.SEQUENCE, 'public key').raw, format: 'der', type: 'spki' });
  });

  if (!schemeFor(publicKey)) throw new PkiError('COULD_NOT_PROCESS_CSR', `unsupported key type: ${describeKey(publicKey)}`);
  const scheme = SIGNATURE_ALGORITHMS[algorithm];
  if (!scheme || scheme.keyType !== publicKey.asymmetricKeyType) {
    throw new PkiError('COULD_NOT_PROCESS_CSR', `unsupported signature algorithm ${algorithm} for a ${publicKey.asymmetricKeyType} key`);
  }
  // The proof of possession: the request is signed by the private half of the key it carries.
  if (!guard(() => verify(scheme.hash, info.raw, publicKey, signature))) {
    throw new PkiError('COULD_NOT_PROCESS_CSR', 'CSR signature is invalid');
  }

  // Decoding the name and the requested SANs up front also rejects malformed ones.
  return guard(() => ({
    subject,
    commonName: commonNameOf(subject),
    publicKey,
    requestedSans: requestedSans(attributes),
  }));
}

/** The SANs of the extensionRequest attribute. `attributes` is required, but some encoders leave it out. */
function requestedSans(attributes: DerNode | undefined): Required<SubjectAltNames> {
  for (const attribute of attributes ? childrenOf(expectTag(attributes, TAG.context(0), 'attributes')) : []) {
    const [type, values] = childrenOf(attribute);
    if (oidOf(type) !== OID.extensionRequest) continue;
    for (const extension of childrenOf(childrenOf(values)[0])) {
      const parts = childrenOf(extension);
      if (oidOf(parts[0]) === OID.subjectAltName) return decodeAltNames(parts[parts.length - 1].content);
    }
  }
  return { dns: [], ips: [], uris: [] };
}

/** Runs a decoding step, turning any failure into the client-facing CSR error. */
function guard<T>(step: () => T): T {
  try {
    return step();
  } catch (err) {
    if (err instanceof PkiError) throw err;
    throw new PkiError('COULD_NOT_PROCESS_CSR', `malformed CSR: ${(err as Error).message}`);
  }
}
