import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';
import { create, unique } from '../../support/fixtures';
import { newCsr } from '../../support/pki';

/** Enrollment steps shared by the trust tests, each over the real APIs as a client would take them. */

export interface OttIdentity {
  id: string;
  name: string;
  /** The enrollment JWT and its token, as the identity detail shows them. */
  jwt: string;
  token: string;
}

/** An identity created with an ott enrollment (POST /identities `enrollment: {ott: true}`). */
export async function createOttIdentity(server: TestServer, body: Record<string, unknown> = {}): Promise<OttIdentity> {
  const name = unique('ott');
  const id = await create(server, 'identities', { name, type: 'Device', isAdmin: false, enrollment: { ott: true }, ...body });
  const detail = requireOk(await server.mgmt.get(`/identities/${id}`));
  const ott = detail.enrollment.ott;
  assert.ok(ott, `identity ${id} shows its ott enrollment: ${JSON.stringify(detail.enrollment)}`);
  return { id, name, jwt: ott.jwt, token: ott.token };
}

export interface EnrolledCert {
  /** The issued client certificate chain (leaf first), as /enroll/ott returns it. */
  certPem: string;
  keyPem: string;
}

/** Redeems an ott token with a fresh key and CSR (POST /enroll/ott), as an SDK enrolls. */
export async function enrollOtt(server: TestServer, token: string): Promise<EnrolledCert> {
  const { keyPem, csrPem } = newCsr('sdk-client');
  const data = requireOk(await server.anon('client').post('/enroll/ott', { token, clientCsr: csrPem }));
  assert.equal(typeof data.cert, 'string');
  return { certPem: data.cert, keyPem };
}

/** A client-API client logged in with a TLS client certificate (POST /authenticate?method=cert). */
export async function certLogin(server: TestServer, cert: EnrolledCert, api: 'client' | 'management' = 'client'): Promise<{ client: RestClient; session: any }> {
  const anonymous = server.anon(api).withCertificate(cert);
  const res = await anonymous.post('/authenticate?method=cert', {});
  const session = requireOk(res);
  assert.equal(res.headers.get('zt-session'), session.token, 'the token is also in the zt-session header');
  return { client: anonymous.as(session.token), session };
}

/** The first (leaf) certificate of a PEM chain. */
export function leafOf(chainPem: string): string {
  const leaf = chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/)?.[0];
  assert.ok(leaf, 'the chain holds a certificate');
  return leaf.endsWith('\n') ? leaf : `${leaf}\n`;
}
