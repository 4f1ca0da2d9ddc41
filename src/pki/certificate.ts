// Building, signing and reading X.509 v3 certificates.
//
// node-forge can only build certificates around RSA keys, and the keys we certify are mostly
// EC (ours, and the SDKs'), so the TBSCertificate is assembled from forge's ASN.1 helpers
// and signed with node:crypto, which handles RSA and ECDSA alike.
import { randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import {
  OID,
  TAG,
  bitStringBytes,
  bits,
  bool,
  childrenOf,
  embed,
  expectTag,
  explicit,
  implicitPrimitive,
  nul,
  octets,
  oid,
  oidOf,
  parseDer,
  readTime,
  seq,
  time,
  toBuffer,
  uint,
  type Asn1,
  type DerNode,
} from './der';
import { keyIdentifier, requireScheme } from './keys';
import { decodeAltNames, encodeAltNames, hasAltNames, isEmptyName, type SubjectAltNames } from './names';

export type ExtKeyUsage = 'serverAuth' | 'clientAuth';

export interface CertificateSpec {
  /** DER-encoded Name. */
  subject: Buffer;
  subjectKey: KeyObject;
  /** The issuing CA; omitted for a self-signed certificate, which `signingKey` then signs. */
  issuerCertDer?: Buffer;
  /** The issuer's private key (the subject's own for self-signed). */
  signingKey: KeyObject;
  /** Validity from now; cut short where the issuer expires sooner. */
  validityDays: number;
  /** Makes a CA certificate able to issue certificates `pathLen` levels of CA below it. */
  ca?: { pathLen: number };
  extKeyUsage?: ExtKeyUsage[];
  sans?: SubjectAltNames;
}

/** Clock-skew allowance: certificates become valid a few minutes before they are issued. */
const BACKDATE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

const KEY_USAGE_BIT = { digitalSignature: 0, keyEncipherment: 2, keyCertSign: 5, cRLSign: 6 } as const;

/** Issues a certificate; returns its DER. */
export function issueCertificate(spec: CertificateSpec): Buffer {
  const spki = spec.subjectKey.export({ type: 'spki', format: 'der' });
  const subjectKeyId = keyIdentifier(publicKeyBits(parseDer(spki)));
  const issuer = spec.issuerCertDer ? readCertificate(spec.issuerCertDer) : undefined;
  const scheme = requireScheme(spec.signingKey);
  const algorithm = seq([oid(scheme.oid), ...(scheme.nullParams ? [nul()] : [])]);
  const { notBefore, notAfter } = validityWindow(spec.validityDays, issuer?.notAfter);
  const authorityKeyId = issuer ? (issuer.subjectKeyId ?? keyIdentifier(issuer.publicKeyBits)) : subjectKeyId;

  const tbs = seq([
    explicit(0, uint(2)), // v3
    uint(serialNumber()),
    algorithm,
    embed(issuer ? issuer.subject.raw : spec.subject),
    seq([time(notBefore), time(notAfter)]),
    embed(spec.subject),
    embed(spki),
    explicit(3, seq(extensions(spec, subjectKeyId, authorityKeyId))),
  ]);
  const signature = sign(scheme.hash, toBuffer(tbs), spec.signingKey);
  return toBuffer(seq([tbs, algorithm, bits(0, signature)]));
}

/** PEM via OpenSSL's own parser, which doubles as a check that what we built is well-formed. */
export function derToPem(der: Buffer): string {
  return new X509Certificate(der).toString();
}

function validityWindow(days: number, issuerNotAfter: Date | undefined): { notBefore: Date; notAfter: Date } {
  if (!(days > 0)) throw new RangeError(`validity must be a positive number of days, got ${days}`);
  const now = Date.now();
  if (issuerNotAfter && issuerNotAfter.getTime() <= now) throw new Error('the issuing certificate has expired');
  const notAfter = Math.min(now + days * DAY_MS, issuerNotAfter?.getTime() ?? Infinity);
  return { notBefore: new Date(now - BACKDATE_MS), notAfter: new Date(notAfter) };
}

function extensions(spec: CertificateSpec, subjectKeyId: Buffer, authorityKeyId: Buffer): Asn1[] {
  const usage = spec.ca
    ? [KEY_USAGE_BIT.keyCertSign, KEY_USAGE_BIT.cRLSign]
    : // keyEncipherment only means something for RSA (RFC 5480 3: EC keys don't encipher).
      [KEY_USAGE_BIT.digitalSignature, ...(spec.subjectKey.asymmetricKeyType === 'rsa' ? [KEY_USAGE_BIT.keyEncipherment] : [])];
  const out = [
    extension(OID.basicConstraints, true, seq(spec.ca ? [bool(true), uint(spec.ca.pathLen)] : [])),
    extension(OID.keyUsage, true, keyUsageBits(usage)),
    extension(OID.subjectKeyIdentifier, false, octets(subjectKeyId)),
    extension(OID.authorityKeyIdentifier, false, seq([implicitPrimitive(0, authorityKeyId)])),
  ];
  if (spec.extKeyUsage?.length) {
    out.push(extension(OID.extKeyUsage, false, seq(spec.extKeyUsage.map((usage) => oid(OID[usage])))));
  }
  if (spec.sans && hasAltNames(spec.sans)) {
    // RFC 5280 4.2.1.6: with an empty subject, the SAN carries the identity and must be critical.
    out.push(extension(OID.subjectAltName, isEmptyName(parseDer(spec.subject)), encodeAltNames(spec.sans)));
  }
  return out;
}

function extension(id: string, critical: boolean, value: Asn1): Asn1 {
  return seq([oid(id), ...(critical ? [bool(true)] : []), octets(toBuffer(value))]);
}

/** A DER named-bit BIT STRING: bit 0 is the most significant, trailing zero bits dropped. */
function keyUsageBits(setBits: number[]): Asn1 {
  const highest = Math.max(...setBits);
  const bytes = Buffer.alloc((highest >> 3) + 1);
  for (const bit of setBits) bytes[bit >> 3] |= 0x80 >> (bit & 7);
  return bits(7 - (highest & 7), bytes);
}

/** RFC 5280 4.1.2.2: positive, at most 20 octets. 128 random bits, as unguessable serials should be. */
function serialNumber(): Buffer {
  for (;;) {
    const serial = randomBytes(16);
    if (serial.some((byte) => byte !== 0)) return serial;
  }
}

// ---------------------------------------------------------------------------
// reading

export interface CertificateFields {
  issuer: DerNode;
  subject: DerNode;
  notBefore: Date;
  notAfter: Date;
  /** The subjectPublicKey bits of the SubjectPublicKeyInfo. */
  publicKeyBits: Buffer;
  subjectKeyId?: Buffer;
  /** basicConstraints pathLenConstraint, when the certificate has one. */
  pathLen?: number;
  sans: Required<SubjectAltNames>;
}

/** Reads the fields node:crypto's X509Certificate doesn't expose. Throws on malformed input. */
export function readCertificate(der: Buffer): CertificateFields {
  const [tbs] = childrenOf(expectTag(parseDer(der), TAG.SEQUENCE, 'Certificate'));
  const fields = childrenOf(expectTag(tbs, TAG.SEQUENCE, 'TBSCertificate'));
  // version [0] is optional (absent for v1); everything up to the public key is positional after it.
  const [, , issuer, validity, subject, spki, ...optional] = fields[0].tag === TAG.context(0) ? fields.slice(1) : fields;
  const out: CertificateFields = {
    issuer: expectTag(issuer, TAG.SEQUENCE, 'issuer'),
    subject: expectTag(subject, TAG.SEQUENCE, 'subject'),
    notBefore: readTime(childrenOf(expectTag(validity, TAG.SEQUENCE, 'validity'))[0]),
    notAfter: readTime(childrenOf(validity)[1]),
    publicKeyBits: publicKeyBits(spki),
    sans: { dns: [], ips: [], uris: [] },
  };
  const extensionsNode = optional.find((node) => node.tag === TAG.context(3));
  for (const ext of extensionsNode ? childrenOf(expectTag(childrenOf(extensionsNode)[0], TAG.SEQUENCE, 'extensions')) : []) {
    const parts = childrenOf(ext);
    const value = expectTag(parts[parts.length - 1], TAG.OCTET_STRING, 'extension value').content;
    switch (oidOf(parts[0])) {
      case OID.subjectKeyIdentifier:
        out.subjectKeyId = expectTag(parseDer(value), TAG.OCTET_STRING, 'subjectKeyIdentifier').content;
        break;
      case OID.basicConstraints: {
        const pathLen = childrenOf(parseDer(value)).find((node) => node.tag === TAG.INTEGER);
        if (pathLen) out.pathLen = pathLen.content.readUIntBE(0, Math.min(pathLen.content.length, 6));
        break;
      }
      case OID.subjectAltName:
        out.sans = decodeAltNames(value);
        break;
    }
  }
  return out;
}

/** The key bits inside a SubjectPublicKeyInfo (what key identifiers hash). */
function publicKeyBits(spki: DerNode): Buffer {
  return bitStringBytes(childrenOf(expectTag(spki, TAG.SEQUENCE, 'SubjectPublicKeyInfo'))[1]);
}
