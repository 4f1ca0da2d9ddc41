// Shared steps of the router enrollment tests: what a router does on its side (keys, CSRs,
// redeeming its token) and how the tests look at the certificates it gets back.
import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk, type RestResponse } from '../../support/rest-client';
import { newCsr, openssl, tempFile, type KeyAndCsr } from '../../support/pki';
import { unique } from '../../support/fixtures';

export { controllerRoot } from '../../support/fixtures';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SANs every test server CSR asks for. */
export const SERVER_SANS = 'subjectAltName=DNS:router.example,IP:10.0.0.1';

/** A name no other test uses (the shared `unique`, under the name these tests know it by). */
export const uniqueName = unique;

/** The payload of a JWT, unverified (the claims are what is under test). */
export function jwtClaims(jwt: string): Record<string, any> {
  const parts = jwt.split('.');
  assert.equal(parts.length, 3, 'a signed JWT has three parts');
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
}

/** Fresh keys and CSRs as a router makes them: the client CSR names the router, the server CSR asks for SANs. */
export function routerCsrs(clientCn: string): { client: KeyAndCsr; server: KeyAndCsr } {
  return { client: newCsr(clientCn), server: newCsr(clientCn, '-addext', SERVER_SANS) };
}

/** POST /enroll/erott, anonymously, as a router with only its token does. */
export function postEnroll(server: TestServer, body: Record<string, unknown>): Promise<RestResponse> {
  return server.anon('client').post('/enroll/erott', body);
}

/** The certificate blocks of a PEM bundle, in order. */
export function pemBlocks(pem: string): string[] {
  return pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g) ?? [];
}

/** The SAN extension of a certificate as openssl prints it, e.g. "DNS:router.example, IP Address:10.0.0.1". */
export function opensslSans(certPem: string): string {
  const out = openssl('x509', '-noout', '-ext', 'subjectAltName', '-in', tempFile(certPem, 'cert.pem'));
  return out.split('\n').slice(1).join(' ').trim();
}

export interface EnrolledRouter {
  id: string;
  /** The client certificate chain and its key: what the router presents over TLS afterwards. */
  client: { certPem: string; keyPem: string };
  certs: { ca: string; cert: string; serverCert: string };
}

/** Creates a router under `segment` and enrolls it with the token from its detail. */
export async function createEnrolledRouter(server: TestServer, segment: 'edge-routers' | 'transit-routers'): Promise<EnrolledRouter> {
  const id = requireOk(await server.mgmt.post(`/${segment}`, { name: uniqueName('router') }), 201).id as string;
  const detail = requireOk(await server.mgmt.get(`/${segment}/${id}`));
  const csrs = routerCsrs(id);
  const certs = requireOk(await postEnroll(server, { token: detail.enrollmentToken, clientCsr: csrs.client.csrPem, serverCsr: csrs.server.csrPem }));
  return { id, client: { certPem: certs.cert, keyPem: csrs.client.keyPem }, certs };
}
