import { fingerprint } from '../../pki';
import type { PkiService } from '../pki.service';

/**
 * The SPIFFE ID certificates of an identity carry (`spiffe://<trust domain>/identity/<id>`, as
 * OpenZiti issues them). The trust domain is the fingerprint of the controller's root CA: it
 * needs no configuration, is the same on every instance sharing the PKI, stays put when the
 * signing CA or server certificate is replaced, and differs between networks.
 */
export function identitySpiffeId(pki: PkiService, identityId: string): string {
  return `spiffe://${trustDomain(pki)}/identity/${encodeURIComponent(identityId)}`;
}

function trustDomain(pki: PkiService): string {
  const bundle = pki.caBundle();
  return fingerprint(bundle[bundle.length - 1]);
}
