// Distinguished names (only the common name matters to Ziti) and subject alternative names.
import { isIPv4, isIPv6 } from 'node:net';
import {
  OID,
  TAG,
  childrenOf,
  decodeString,
  embed,
  expectTag,
  implicitPrimitive,
  oid,
  oidOf,
  parseDer,
  seq,
  set,
  toBuffer,
  utf8,
  type Asn1,
  type DerNode,
} from './der';

export interface SubjectAltNames {
  dns?: string[];
  ips?: string[];
  /** e.g. spiffe://<trust-domain>/identity/<id> */
  uris?: string[];
}

/** A Name holding only a common name. */
export function nameWithCommonName(commonName: string): Buffer {
  return toBuffer(seq([commonNameRdn(commonName)]));
}

/**
 * The given Name with its common name replaced: the other attributes stay as they were,
 * the new CN comes last (the conventional most-specific position).
 */
export function replaceCommonName(name: DerNode, commonName: string): Buffer {
  const rdns: Asn1[] = [];
  for (const rdn of childrenOf(expectTag(name, TAG.SEQUENCE, 'Name'))) {
    const kept = childrenOf(rdn).filter((attribute) => attributeType(attribute) !== OID.commonName);
    if (kept.length > 0) rdns.push(set(kept.map((attribute) => embed(attribute.raw))));
  }
  return toBuffer(seq([...rdns, commonNameRdn(commonName)]));
}

/** The common name of a Name; with several, the last (most specific) one, as Go reads it. */
export function commonNameOf(name: DerNode): string | undefined {
  let found: string | undefined;
  for (const rdn of childrenOf(expectTag(name, TAG.SEQUENCE, 'Name'))) {
    for (const attribute of childrenOf(rdn)) {
      if (attributeType(attribute) === OID.commonName) found = decodeString(childrenOf(attribute)[1]);
    }
  }
  return found;
}

export function isEmptyName(name: DerNode): boolean {
  return name.content.length === 0;
}

function commonNameRdn(commonName: string): Asn1 {
  if (commonName.length === 0) throw new TypeError('common name must not be empty');
  return set([seq([oid(OID.commonName), utf8(commonName)])]);
}

function attributeType(attribute: DerNode): string {
  return oidOf(childrenOf(expectTag(attribute, TAG.SEQUENCE, 'name attribute'))[0]);
}

// ---------------------------------------------------------------------------
// subject alternative names (GeneralNames, RFC 5280 4.2.1.6)

const GENERAL_NAME = { dns: 2, uri: 6, ip: 7 } as const;

export function hasAltNames(sans: SubjectAltNames): boolean {
  return (sans.dns?.length ?? 0) + (sans.ips?.length ?? 0) + (sans.uris?.length ?? 0) > 0;
}

/** Encodes GeneralNames. Throws TypeError for names that can't be put in a certificate. */
export function encodeAltNames(sans: SubjectAltNames): Asn1 {
  const names: Asn1[] = [];
  for (const dns of sans.dns ?? []) names.push(implicitPrimitive(GENERAL_NAME.dns, ia5(dns, 'DNS name')));
  for (const ip of sans.ips ?? []) names.push(implicitPrimitive(GENERAL_NAME.ip, ipToBytes(ip)));
  for (const uri of sans.uris ?? []) {
    if (!URL.canParse(uri)) throw new TypeError(`invalid URI SAN: ${uri}`);
    names.push(implicitPrimitive(GENERAL_NAME.uri, ia5(uri, 'URI')));
  }
  return seq(names);
}

/** Decodes the DNS, IP and URI entries of a GeneralNames value; other kinds are skipped. */
export function decodeAltNames(der: Buffer): Required<SubjectAltNames> {
  const out: Required<SubjectAltNames> = { dns: [], ips: [], uris: [] };
  for (const name of childrenOf(expectTag(parseDer(der), TAG.SEQUENCE, 'GeneralNames'))) {
    if (name.tag === TAG.contextPrimitive(GENERAL_NAME.dns)) out.dns.push(name.content.toString('latin1'));
    else if (name.tag === TAG.contextPrimitive(GENERAL_NAME.uri)) out.uris.push(name.content.toString('latin1'));
    else if (name.tag === TAG.contextPrimitive(GENERAL_NAME.ip)) out.ips.push(ipFromBytes(name.content));
  }
  return out;
}

/** DNS names and URIs are IA5 (ASCII): internationalised names must arrive punycoded. */
function ia5(value: string, what: string): Buffer {
  if (value.length === 0 || !/^[\x21-\x7e]+$/.test(value)) throw new TypeError(`invalid ${what}: ${JSON.stringify(value)}`);
  return Buffer.from(value, 'ascii');
}

function ipToBytes(ip: string): Buffer {
  if (isIPv4(ip)) return Buffer.from(ip.split('.').map(Number));
  // A zone index (fe80::1%eth0) only means something on one host.
  if (!isIPv6(ip) || ip.includes('%')) throw new TypeError(`invalid IP address: ${ip}`);
  let text = ip;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const b = ipToBytes(v4Tail[1]);
    text = `${text.slice(0, v4Tail.index)}${b.readUInt16BE(0).toString(16)}:${b.readUInt16BE(2).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const out = Buffer.alloc(16);
  groups.forEach((group, i) => out.writeUInt16BE(parseInt(group, 16), i * 2));
  return out;
}

/** Dotted quad, or RFC 5952 text (lowercase, longest run of zero groups as "::"). */
function ipFromBytes(bytes: Buffer): string {
  if (bytes.length === 4) return [...bytes].join('.');
  if (bytes.length !== 16) throw new Error(`invalid IP address length ${bytes.length}`);
  const groups = Array.from({ length: 8 }, (_, i) => bytes.readUInt16BE(i * 2));
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}
