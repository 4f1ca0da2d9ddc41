import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { create, unique } from '../../support/fixtures';
import { newCsr, openssl, signCsrWithCa, tempFile, type TestCa } from '../../support/pki';
import { requireOk, type RestClient } from '../../support/rest-client';
import type { TestServer } from '../../support/server';

/** Third-party CAs over the management API, for the CA tests. */

/** POSTs a CA for a test CA's certificate (flags off, no roles, unless `extra` says otherwise); returns its id. */
export function createCa(server: TestServer, ca: TestCa, extra: Record<string, unknown> = {}): Promise<string> {
  return create(server, 'cas', {
    name: unique('ca'),
    certPem: ca.certPem,
    isAuthEnabled: false,
    isAutoCaEnrollmentEnabled: false,
    isOttCaEnrollmentEnabled: false,
    identityRoles: [],
    ...extra,
  });
}

/** The verification token a CA detail shows while the CA is unverified. */
export async function verificationToken(server: TestServer, caId: string): Promise<string> {
  const token = requireOk(await server.mgmt.get(`/cas/${caId}`)).verificationToken;
  assert.match(token, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'an unverified CA shows a uuid verificationToken');
  return token;
}

/** POST /cas/{id}/verify with a PEM body as text/plain, as OpenZiti documents it. */
export function postVerification(mgmt: RestClient, caId: string, pem: string) {
  return mgmt.post(`/cas/${caId}/verify`, undefined, { rawBody: pem, headers: { 'content-type': 'text/plain' } });
}

/** Proves possession of the CA key: a certificate it signed for the CA's verification token. */
export async function verifyCa(server: TestServer, caId: string, ca: TestCa): Promise<void> {
  const token = await verificationToken(server, caId);
  requireOk(await postVerification(server.mgmt, caId, signCsrWithCa(ca, newCsr(token).csrPem)));
}

/** A created and verified CA; returns its id. */
export async function createVerifiedCa(server: TestServer, ca: TestCa, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await createCa(server, ca, extra);
  await verifyCa(server, id, ca);
  return id;
}

/** A certificate of the test CA whose extended key usage is serverAuth only: no client may log in with it. */
export function issueServerOnly(ca: TestCa, commonName: string): { certPem: string; keyPem: string } {
  const { keyPem, csrPem } = newCsr(commonName);
  const ext = tempFile('basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n', 'ext.cnf');
  const out = tempFile('', 'cert.pem');
  openssl('x509', '-req', '-in', tempFile(csrPem, 'csr.pem'), '-CA', tempFile(ca.certPem, 'ca.pem'), '-CAkey', tempFile(ca.keyPem, 'ca-key.pem'),
    '-set_serial', String(Date.now()), '-days', '30', '-sha256', '-extfile', ext, '-out', out);
  return { certPem: readFileSync(out, 'utf8'), keyPem };
}
