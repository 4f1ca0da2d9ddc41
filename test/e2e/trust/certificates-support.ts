// Fixtures shared by the certificate-authenticator tests: identities with a password login and
// a certificate issued by the controller's CA, without going through enrollment.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import type { SubjectAltNames } from '../../../src/pki';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient, type RestResponse } from '../../support/rest-client';
import { newCsr, signCsrWithCa, type TestCa } from '../../support/pki';

export interface KeyAndCert {
  certPem: string;
  keyPem: string;
}

export interface User {
  id: string;
  username: string;
  password: string;
  updbId: string;
  /** The API session token of a password login on the client API. */
  token: string;
}

let seq = 0;
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

/** A non-admin identity with a updb authenticator, logged in with its password. */
export async function createUser(server: TestServer): Promise<User> {
  const id = requireOk(await server.mgmt.post('/identities', { name: unique('identity'), type: 'User', isAdmin: false }), 201).id;
  const username = unique('user');
  const password = `pw-${unique('secret')}`;
  const updbId = requireOk(await server.mgmt.post('/authenticators', { method: 'updb', identityId: id, username, password }), 201).id;
  const login = server.anon('client');
  await login.login(username, password);
  return { id, username, password, updbId, token: login.token! };
}

/** A client certificate from the controller's CA, as enrollment would issue it (the CN is the identity id). */
export function networkCert(server: TestServer, identityId: string, sans?: SubjectAltNames): KeyAndCert {
  const { keyPem, csrPem } = newCsr(identityId);
  return { certPem: server.app.services.pki.issue(csrPem, { commonName: identityId, usage: 'client', sans }).certPem, keyPem };
}

/** A client certificate from a third-party test CA. */
export function thirdPartyCert(ca: TestCa, commonName: string): KeyAndCert {
  const { keyPem, csrPem } = newCsr(commonName);
  return { certPem: signCsrWithCa(ca, csrPem), keyPem };
}

export async function registerCert(server: TestServer, identityId: string, certPem: string): Promise<string> {
  return requireOk(await server.mgmt.post('/authenticators', { method: 'cert', identityId, certPem }), 201).id;
}

/** The client API as the holder of `cert`, with an API session token. */
export function holding(server: TestServer, cert: KeyAndCert | undefined, token: string | undefined): RestClient {
  return server.client.withCertificate(cert).as(token);
}

export function certLogin(server: TestServer, cert: KeyAndCert): Promise<RestResponse> {
  return server.client.withCertificate(cert).post('/authenticate?method=cert', {});
}

/** The controller's root CA: the last of the bundle the test clients trust. */
export function controllerRoot(server: TestServer): string {
  const bundle = server.tls!.ca as string[];
  return bundle[bundle.length - 1];
}

export function commonNameOf(certPem: string): string | undefined {
  return /(?:^|\n)CN=([^\n]*)/.exec(new X509Certificate(certPem).subject)?.[1];
}

/** A future expiry for enrollments, to the second (as the wire carries it). */
export function inHours(hours: number): string {
  return new Date(Math.floor(Date.now() / 1000) * 1000 + hours * 3_600_000).toISOString();
}

/** A verified third-party CA, registered and verified through the management API. */
export async function verifiedCa(server: TestServer, ca: TestCa, flags: Record<string, boolean> = {}): Promise<string> {
  const id = requireOk(
    await server.mgmt.post('/cas', {
      name: unique('ca'),
      certPem: ca.certPem,
      identityRoles: [],
      isAuthEnabled: true,
      isAutoCaEnrollmentEnabled: false,
      isOttCaEnrollmentEnabled: true,
      ...flags,
    }),
    201,
  ).id;
  const token = requireOk(await server.mgmt.get(`/cas/${id}`)).verificationToken;
  assert.equal(typeof token, 'string', 'a new CA has a verification token');
  const proof = thirdPartyCert(ca, token).certPem;
  requireOk(await server.mgmt.post(`/cas/${id}/verify`, undefined, { rawBody: proof, headers: { 'content-type': 'text/plain' } }));
  return id;
}
