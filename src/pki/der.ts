// DER reading and writing shared by the PKI modules.
//
// Writing goes through node-forge's ASN.1 builder. Reading does not: forge's parser
// re-encodes what it reads and guesses at BIT STRING contents, while signatures have to
// be checked over the exact bytes received. So parsing uses the small slice-based reader
// below, whose nodes keep their original encoding (`raw`).
import { asn1 } from 'node-forge';

export const OID = {
  commonName: '2.5.4.3',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  sha384WithRsa: '1.2.840.113549.1.1.12',
  sha512WithRsa: '1.2.840.113549.1.1.13',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  ecdsaWithSha512: '1.2.840.10045.4.3.4',
  extensionRequest: '1.2.840.113549.1.9.14',
  pkcs7Data: '1.2.840.113549.1.7.1',
  pkcs7SignedData: '1.2.840.113549.1.7.2',
} as const;

/** Identifier octets of the universal and context-specific tags we read. */
export const TAG = {
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  PRINTABLE_STRING: 0x13,
  T61_STRING: 0x14,
  IA5_STRING: 0x16,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  BMP_STRING: 0x1e,
  SEQUENCE: 0x30,
  /** [n] constructed, context-specific (EXPLICIT tags and IMPLICIT constructed types). */
  context: (n: number) => 0xa0 | n,
  /** [n] primitive, context-specific (IMPLICIT primitive types such as GeneralName choices). */
  contextPrimitive: (n: number) => 0x80 | n,
} as const;

export interface DerNode {
  /** The identifier octet (class, constructed bit and tag number). */
  tag: number;
  /** The whole element: identifier, length and content, as received. */
  raw: Buffer;
  content: Buffer;
}

/** Parses one DER element that must span the whole buffer. Throws on anything malformed. */
export function parseDer(buf: Buffer): DerNode {
  const { node, end } = readElement(buf, 0);
  if (end !== buf.length) throw new Error('trailing bytes after DER element');
  return node;
}

/** The elements inside a constructed node (SEQUENCE, SET, explicit tag). */
export function childrenOf(node: DerNode): DerNode[] {
  if ((node.tag & 0x20) === 0) throw new Error(`DER tag 0x${node.tag.toString(16)} is not constructed`);
  const out: DerNode[] = [];
  for (let offset = 0; offset < node.content.length; ) {
    const { node: child, end } = readElement(node.content, offset);
    out.push(child);
    offset = end;
  }
  return out;
}

/** Checks a node's tag and returns it, so parsing code reads as a description of the structure. */
export function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!node || node.tag !== tag) throw new Error(`malformed ${what}`);
  return node;
}

export function oidOf(node: DerNode): string {
  return asn1.derToOid(expectTag(node, TAG.OID, 'OID').content.toString('binary'));
}

/** The bytes of a BIT STRING with no unused bits (keys, signatures). */
export function bitStringBytes(node: DerNode): Buffer {
  const content = expectTag(node, TAG.BIT_STRING, 'BIT STRING').content;
  if (content.length === 0 || content[0] !== 0) throw new Error('BIT STRING with unused bits');
  return content.subarray(1);
}

/** Decodes the directory string types that appear in names. */
export function decodeString(node: DerNode): string {
  switch (node.tag) {
    case TAG.UTF8_STRING:
      return node.content.toString('utf8');
    case TAG.PRINTABLE_STRING:
    case TAG.IA5_STRING:
    case TAG.T61_STRING:
      return node.content.toString('latin1');
    case TAG.BMP_STRING:
      return Buffer.from(node.content).swap16().toString('utf16le');
    default:
      throw new Error(`unsupported string type 0x${node.tag.toString(16)}`);
  }
}

export function readTime(node: DerNode): Date {
  const text = node.content.toString('latin1');
  if (node.tag === TAG.UTC_TIME) return asn1.utcTimeToDate(text);
  return asn1.generalizedTimeToDate(expectTag(node, TAG.GENERALIZED_TIME, 'time').content.toString('latin1'));
}

function readElement(buf: Buffer, offset: number): { node: DerNode; end: number } {
  if (offset + 2 > buf.length) throw new Error('truncated DER');
  const tag = buf[offset];
  // X.509 never needs tag numbers above 30 (the multi-byte form).
  if ((tag & 0x1f) === 0x1f) throw new Error('unsupported DER tag');
  let length = buf[offset + 1];
  let headerLength = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    // 0x80 is BER's indefinite length: not DER. Four length bytes are far beyond any certificate.
    if (count === 0 || count > 4 || offset + 2 + count > buf.length) throw new Error('invalid DER length');
    length = buf.readUIntBE(offset + 2, count);
    headerLength += count;
  }
  const start = offset + headerLength;
  const end = start + length;
  if (end > buf.length) throw new Error('truncated DER');
  return { node: { tag, raw: buf.subarray(offset, end), content: buf.subarray(start, end) }, end };
}

// ---------------------------------------------------------------------------
// writing (node-forge ASN.1 objects; binary strings are forge's byte representation)

export type Asn1 = asn1.Asn1;
const { Class, Type } = asn1;

export const seq = (items: Asn1[]): Asn1 => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
export const set = (items: Asn1[]): Asn1 => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
export const oid = (value: string): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
export const bool = (value: boolean): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.BOOLEAN, false, value ? '\xff' : '\x00');
export const nul = (): Asn1 => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
export const utf8 = (value: string): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.UTF8, false, Buffer.from(value, 'utf8').toString('binary'));
export const octets = (value: Buffer): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, value.toString('binary'));
/** A BIT STRING whose first content byte is the count of unused trailing bits. */
export const bits = (unusedBits: number, value: Buffer): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.BITSTRING, false, String.fromCharCode(unusedBits) + value.toString('binary'));
/** A non-negative INTEGER from its big-endian magnitude. */
export function uint(value: Buffer | number): Asn1 {
  if (typeof value === 'number') return asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  const magnitude = value.subarray(start);
  // A set top bit would read as negative: DER prefixes one zero byte.
  const content = magnitude[0] & 0x80 ? Buffer.concat([Buffer.from([0]), magnitude]) : magnitude;
  return asn1.create(Class.UNIVERSAL, Type.INTEGER, false, content.toString('binary'));
}
/** [n] EXPLICIT wrapping of one element. */
export const explicit = (n: number, inner: Asn1): Asn1 => asn1.create(Class.CONTEXT_SPECIFIC, n, true, [inner]);
/** [n] IMPLICIT primitive with the given content bytes (GeneralName choices, key identifiers). */
export const implicitPrimitive = (n: number, content: Buffer): Asn1 =>
  asn1.create(Class.CONTEXT_SPECIFIC, n, false, content.toString('binary'));
/** [n] IMPLICIT constructed with the given elements (PKCS#7 certificate sets). */
export const implicitConstructed = (n: number, items: Asn1[]): Asn1 => asn1.create(Class.CONTEXT_SPECIFIC, n, true, items);

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050 on. */
export function time(date: Date): Asn1 {
  return date.getUTCFullYear() < 2050
    ? asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(date))
    : asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date));
}

/** Embeds an already-encoded DER element (a public key, a name, a certificate). */
export const embed = (der: Buffer): Asn1 => asn1.fromDer(der.toString('binary'));

export const toBuffer = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
