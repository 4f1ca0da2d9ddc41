// The CA bundle as EST publishes it (RFC 7030 4.1.3, `GET /.well-known/est/cacerts`): a
// "certs-only" PKCS#7 SignedData, one with certificates but no content and no signers.
//
// Built from ASN.1 parts because forge's PKCS#7 API parses each certificate into an RSA key
// and rejects EC certificates.
import { derToPem } from './certificate';
import { OID, TAG, childrenOf, embed, expectTag, explicit, implicitConstructed, oid, oidOf, parseDer, seq, set, toBuffer, uint } from './der';
import { certificatesIn } from './inspect';

/**
 * The response body: base64 of the DER, in 64-character lines joined by "\n".
 * Each input may be one certificate or a bundle of several.
 */
export function certsOnlyPkcs7Base64(certPems: string[]): string {
  const certs = certificatesIn(certPems).map((cert) => embed(cert.raw));
  const signedData = seq([
    uint(1), // version
    set([]), // digestAlgorithms
    seq([oid(OID.pkcs7Data)]), // encapContentInfo, without content
    implicitConstructed(0, certs), // certificates
    set([]), // signerInfos
  ]);
  const der = toBuffer(seq([oid(OID.pkcs7SignedData), explicit(0, signedData)]));
  return der.toString('base64').match(/.{1,64}/g)!.join('\n');
}

/** The certificates of a certs-only PKCS#7 (base64, line breaks allowed), as PEM. */
export function parsePkcs7Certs(base64: string): string[] {
  const [contentType, content] = childrenOf(expectTag(parseDer(Buffer.from(base64, 'base64')), TAG.SEQUENCE, 'ContentInfo'));
  if (oidOf(contentType) !== OID.pkcs7SignedData) throw new Error('not a PKCS#7 SignedData');
  const signedData = childrenOf(expectTag(childrenOf(expectTag(content, TAG.context(0), 'content'))[0], TAG.SEQUENCE, 'SignedData'));
  const certificates = signedData.find((node) => node.tag === TAG.context(0));
  return certificates ? childrenOf(certificates).map((cert) => derToPem(cert.raw)) : [];
}
