import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../support/server';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../support/db';
import { requireOk } from '../../support/rest-client';
import { assertOpensslVerifies, newTestCa, opensslFingerprint, tempFile } from '../../support/pki';
import { certLogin, createOttIdentity, enrollOtt } from './enrollment-fixtures';

/** Where the controller PKI comes from: generated and kept (encrypted) in the database, or supplied. */

/** A database that outlives one controller: a PostgreSQL database, or a DATA_DIR of the embedded server. */
async function persistentDatabase(): Promise<{ databaseUrl?: string; env: Record<string, string>; drop(): Promise<void> }> {
  if (usingPostgres()) {
    const db: TestDatabase = await createTestDatabase();
    return { databaseUrl: db.url, env: {}, drop: () => db.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'zt-pki-'));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('controller PKI at rest', () => {
  const dbs: { drop(): Promise<void> }[] = [];
  after(async () => {
    for (const db of dbs) await db.drop();
  });

  test('with PKI_KEY_PASSPHRASE the keys are stored encrypted; a restart serves the same CA; the wrong or no passphrase refuses to start', async () => {
    const db = await persistentDatabase();
    dbs.push(db);
    const { databaseUrl } = db;
    const env = { ...db.env, ADMIN_PASSWORD: `pw-${randomBytes(6).toString('hex')}`, PKI_KEY_PASSPHRASE: 'correct horse battery staple' };

    const first = await startTestServer({ tls: true, databaseUrl, env });
    const bundle = first.app.services.pki.caBundle();
    const rows = await first.app.db.orm.em.fork().execute<{ name: string; key_pem: string; key_encrypted: boolean }[]>('select "name", "key_pem", "key_encrypted" from "pki_material" order by "name"');
    assert.deepEqual(rows.map((r) => r.name), ['root-ca', 'server', 'signing-ca']);
    for (const row of rows) {
      assert.equal(row.key_encrypted, true, `${row.name} is marked encrypted`);
      assert.match(row.key_pem, /BEGIN ENCRYPTED PRIVATE KEY/, `${row.name} is stored encrypted`);
    }
    const ott = await createOttIdentity(first);
    const enrolled = await enrollOtt(first, ott.token);
    await first.close();

    const second = await startTestServer({ tls: true, databaseUrl, env });
    try {
      assert.deepEqual(second.app.services.pki.caBundle(), bundle, 'the same CA after a restart');
      const { session } = await certLogin(second, enrolled);
      assert.equal(session.identity.id, ott.id, 'a certificate issued before the restart still logs in');
    } finally {
      await second.close();
    }

    await assert.rejects(startTestServer({ tls: true, databaseUrl, env: { ...env, PKI_KEY_PASSPHRASE: 'wrong' } }), /PKI_KEY_PASSPHRASE/);
    const { PKI_KEY_PASSPHRASE: _, ...withoutPassphrase } = env;
    await assert.rejects(startTestServer({ tls: true, databaseUrl, env: withoutPassphrase }), /PKI_KEY_PASSPHRASE/);
  });

  test('a supplied signing CA issues the server certificate and every enrolled certificate', async () => {
    const operatorCa = newTestCa('Operator Signing CA');
    const server = await startTestServer({
      tls: true,
      env: { PKI_SIGNING_CERT: tempFile(operatorCa.certPem, 'signing.pem'), PKI_SIGNING_KEY: tempFile(operatorCa.keyPem, 'signing-key.pem') },
    });
    try {
      const bundle = server.app.services.pki.caBundle();
      assert.deepEqual(bundle.map((pem) => opensslFingerprint(pem)), [opensslFingerprint(operatorCa.certPem)], 'the CA bundle is the supplied CA');
      // The clients of the test server trust only that bundle: the TLS handshake proves the server certificate chains to it.
      requireOk(await server.anon('client').get('/version'));
      assertOpensslVerifies(server.app.services.pki.serverChainPem(), operatorCa.certPem, 'sslserver');

      const ott = await createOttIdentity(server);
      const enrolled = await enrollOtt(server, ott.token);
      assertOpensslVerifies(enrolled.certPem, operatorCa.certPem, 'sslclient');
      const { session } = await certLogin(server, enrolled);
      assert.equal(session.identity.id, ott.id);
    } finally {
      await server.close();
    }
  });
});
