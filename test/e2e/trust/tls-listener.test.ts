import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type PeerCertificate } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { assertOpensslVerifies, newCsr, newTestCa } from '../../support/pki';

/** The certificate chain a TLS client sees (leaf first), without trusting anything. */
function serverChain(url: string): Promise<PeerCertificate[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false, servername: 'localhost' }, () => {
      const chain: PeerCertificate[] = [];
      let cert = socket.getPeerCertificate(true);
      while (cert?.raw && !chain.some((c) => c.raw.equals(cert.raw))) {
        chain.push(cert);
        cert = cert.issuerCertificate;
      }
      socket.end();
      resolve(chain);
    });
    socket.on('error', reject);
  });
}

describe('HTTPS listener', () => {
  const server = useTestServer({ tls: true });

  test('serves the APIs over TLS with a certificate chain to the controller CA', async () => {
    assert.match(server.url, /^https:\/\//);
    const version = requireOk(await server.anon('client').get('/version'));
    assert.equal(typeof version.version, 'string');
    assert.match(version.apiVersions['edge-client'].v1.apiBaseUrls[0], /^https:\/\/[^/]+\/edge\/client\/v1$/, 'a TLS listener advertises https');
    const chain = await serverChain(server.url);
    assert.ok(chain.length >= 2, 'the server sends its certificate and the signing CA');
    const leaf = new X509Certificate(chain[0].raw);
    assert.ok(leaf.checkHost('localhost'), 'the server certificate names localhost');
    assert.ok(leaf.checkIP('127.0.0.1'), 'the server certificate names 127.0.0.1');
    const bundle = server.tls!.ca as string[];
    const root = bundle[bundle.length - 1];
    assertOpensslVerifies(chain.map((c) => new X509Certificate(c.raw).toString()).join(''), root, 'sslserver');
  });

  test('a client certificate from anyone is accepted at the TLS layer and ignored by token requests', async () => {
    const stranger = newTestCa('Stranger CA').issue('someone');
    const c = server.client.withCertificate(stranger).as(server.client.token);
    const me = requireOk(await c.get('/current-identity'));
    assert.equal(me.name, 'Default Admin');
  });

  test('plain HTTP is not served on the TLS port', async () => {
    const plain = server.url.replace('https://', 'http://');
    await assert.rejects(fetch(`${plain}/edge/client/v1/version`).then(async (r) => {
      if (r.ok) throw new Error('served over plain HTTP');
      return r;
    }).then(() => undefined), 'plain HTTP gets no API answer');
  });

  test('newCsr makes CSRs the controller can read (sanity of the test PKI helpers)', () => {
    const { csrPem, keyPem } = newCsr('probe');
    assert.match(csrPem, /BEGIN CERTIFICATE REQUEST/);
    assert.match(keyPem, /PRIVATE KEY/);
  });
});
