// Fixtures shared by the certificate-authenticator tests: identities with a password login and
// a certificate issued by the controller's CA, without going through enrollment.
import { X509Certificate } from 'node:crypto';
import type { SubjectAltNames } from '../../../src/pki';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient, type RestResponse } from '../../support/rest-client';
import { newCsr, signCsrWithCa, type TestCa } from '../../support/pki';
import { createUser as createLoggedInUser } from '../../support/fixtures';
import { createVerifiedCa } from './cas-support';

export { controllerRoot, unique } from '../../support/fixtures';

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

/** A non-admin identity with a updb authenticator, logged in with its password. */
export async function createUser(server: TestServer): Promise<User> {
  const user = await createLoggedInUser(server);
  return { id: user.id, username: user.username, password: user.password, updbId: user.authenticatorId, token: user.client.token! };
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

export function commonNameOf(certPem: string): string | undefined {
  return /(?:^|\n)CN=([^\n]*)/.exec(new X509Certificate(certPem).subject)?.[1];
}

/** A future expiry for enrollments, to the second (as the wire carries it). */
export function inHours(hours: number): string {
  return new Date(Math.floor(Date.now() / 1000) * 1000 + hours * 3_600_000).toISOString();
}

/** A verified third-party CA, registered and verified through the management API (auth and ott CA enrollment on unless `flags` say otherwise). */
export function verifiedCa(server: TestServer, ca: TestCa, flags: Record<string, boolean> = {}): Promise<string> {
  return createVerifiedCa(server, ca, { isAuthEnabled: true, isOttCaEnrollmentEnabled: true, ...flags });
}
