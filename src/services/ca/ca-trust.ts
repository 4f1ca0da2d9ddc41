import { X509Certificate } from 'node:crypto';
import type { Ca } from '../../entities';
import { splitPemBundle, verifyChain, type VerifyChainOptions } from '../../pki';

/** Trust in certificates issued by third-party CAs (enrollment and, with isAuthEnabled, login). */

const CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const ANY_EXTENDED_KEY_USAGE = '2.5.29.37.0';

/** The trust anchors of a CA: every certificate of its stored PEM, as OpenZiti pools them. */
export function caAnchors(ca: Pick<Ca, 'certPem'>): string[] {
  return splitPemBundle(ca.certPem);
}

/**
 * Whether a TLS client certificate chain (leaf first, then the intermediates the client sent)
 * leads to the CA, and the leaf may authenticate clients: without an extended key usage
 * extension any use is allowed; with one, it must name clientAuth (Go's x509 Verify rule).
 */
export function issuedByCa(chain: string[], ca: Pick<Ca, 'certPem'>, opts: VerifyChainOptions = {}): boolean {
  const [leaf, ...intermediates] = chain;
  if (!leaf || !allowsClientAuth(leaf)) return false;
  return verifyChain(leaf, intermediates, caAnchors(ca), opts).ok;
}

/** The first of `cas` that issued the client certificate chain, if any. */
export function issuingCa<T extends Pick<Ca, 'certPem'>>(chain: string[] | undefined, cas: T[], opts: VerifyChainOptions = {}): T | undefined {
  if (!chain?.length) return undefined;
  return cas.find((ca) => issuedByCa(chain, ca, opts));
}

function allowsClientAuth(certPem: string): boolean {
  const usages = new X509Certificate(certPem).keyUsage;
  return !usages || usages.includes(CLIENT_AUTH) || usages.includes(ANY_EXTENDED_KEY_USAGE);
}
