import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { ApiSessionCertificate } from '../../../src/entities';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized, type RestClient } from '../../support/rest-client';
import { assertOpensslVerifies, newCsr, opensslFingerprint, opensslSubject } from '../../support/pki';
import { commonNameOf, controllerRoot, createUser, type User } from './certificates-support';

const server = useTestServer({ tls: true });

const CERTS = '/current-api-session/certificates';

/** A second, independent API session of the same identity. */
async function secondSession(user: User): Promise<RestClient> {
  const c = server.anon('client');
  await c.login(user.username, user.password);
  return c;
}

async function issue(client: RestClient, cn = 'ignored') {
  const { keyPem, csrPem } = newCsr(cn);
  return { keyPem, data: requireOk(await client.post(CERTS, { csr: csrPem }), 201) };
}

/** Whether the certificate row still exists, seen from the database (no API shows other sessions' certificates). */
async function stored(id: string): Promise<boolean> {
  return (await server.app.services.deps.orm.em.fork().count(ApiSessionCertificate, { id })) > 0;
}

describe('/current-api-session/certificates', () => {
  test('POST issues a short-lived client certificate for the identity, chaining to the controller root', async () => {
    const user = await createUser(server);
    const me = server.anon('client').as(user.token);
    const { keyPem, data } = await issue(me);
    assert.equal(typeof data.id, 'string');
    assert.equal(data._links.self.href, `./current-api-session/certificates/${data.id}`);
    assert.equal(data.cas, server.app.services.pki.caBundle().join(''));
    assertOpensslVerifies(data.certificate + data.cas, controllerRoot(server), 'sslclient');
    assert.equal(commonNameOf(data.certificate), user.id, 'the common name is the identity id, whatever the CSR asks');
    const cert = new X509Certificate(data.certificate);
    assert.ok(cert.checkPrivateKey(createPrivateKey(keyPem)), 'the certificate is for the key of the CSR');
    const lifetime = new Date(cert.validTo).getTime() - Date.now();
    assert.ok(lifetime > 3_600_000 && lifetime <= 86_400_000, `short-lived: ${cert.validTo}`);

    const detail = requireOk(await me.get(`${CERTS}/${data.id}`));
    assert.equal(detail.id, data.id);
    assert.equal(detail.certificate, data.certificate);
    assert.equal(detail.fingerprint, opensslFingerprint(data.certificate));
    assert.equal(detail.subject, opensslSubject(data.certificate));
    assert.equal(new Date(detail.validFrom).getTime(), new Date(cert.validFrom).getTime());
    assert.equal(new Date(detail.validTo).getTime(), new Date(cert.validTo).getTime());
  });

  test('list, filter and delete within the session', async () => {
    const user = await createUser(server);
    const me = server.anon('client').as(user.token);
    const a = (await issue(me)).data;
    const b = (await issue(me)).data;
    const res = await me.get(`${CERTS}?sort=createdAt`);
    assert.deepEqual(requireOk(res).map((c: any) => c.id).sort(), [a.id, b.id].sort());
    assert.equal(res.body.meta.pagination.totalCount, 2);
    const fp = opensslFingerprint(b.certificate);
    const byFingerprint = requireOk(await me.get(`${CERTS}?filter=${encodeURIComponent(`fingerprint = "${fp}"`)}`));
    assert.deepEqual(byFingerprint.map((c: any) => c.id), [b.id]);

    requireOk(await me.delete(`${CERTS}/${a.id}`));
    requireNotFound(await me.get(`${CERTS}/${a.id}`));
    requireNotFound(await me.delete(`${CERTS}/${a.id}`));
    assert.deepEqual(requireOk(await me.get(CERTS)).map((c: any) => c.id), [b.id]);
  });

  test('another session, even of the same identity, sees none of them', async () => {
    const user = await createUser(server);
    const me = server.anon('client').as(user.token);
    const mine = (await issue(me)).data;
    const other = await secondSession(user);
    const stranger = server.anon('client').as((await createUser(server)).token);
    for (const c of [other, stranger]) {
      assert.deepEqual(requireOk(await c.get(CERTS)), []);
      requireNotFound(await c.get(`${CERTS}/${mine.id}`));
      requireNotFound(await c.delete(`${CERTS}/${mine.id}`));
    }
    assert.equal(requireOk(await me.get(`${CERTS}/${mine.id}`)).id, mine.id, 'refused deletes change nothing');
  });

  test('the certificates go with their session', async () => {
    const user = await createUser(server);
    const session = await secondSession(user);
    const { data } = await issue(session);
    assert.ok(await stored(data.id));
    requireOk(await session.delete('/current-api-session'));
    assert.equal(await stored(data.id), false);
  });

  test('a bad CSR is 400 COULD_NOT_PROCESS_CSR, a missing one 400 COULD_NOT_VALIDATE; no session is 401', async () => {
    const user = await createUser(server);
    const me = server.anon('client').as(user.token);
    requireError(await me.post(CERTS, { csr: 'nope' }), 400, 'COULD_NOT_PROCESS_CSR');
    requireFieldError(await me.post(CERTS, {}), 'csr');
    assert.deepEqual(requireOk(await me.get(CERTS)), []);
    requireUnauthorized(await server.anon('client').post(CERTS, { csr: newCsr('x').csrPem }));
    requireUnauthorized(await server.anon('client').get(CERTS));
  });
});
