/**
 * The controller PKI library, checked against OpenSSL wherever it can be: everything we
 * build must verify and parse with the `openssl` command (and with Node's TLS stack),
 * not just with our own reader.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import * as forge from 'node-forge';
import { decodeProtectedHeader, decodeJwt, errors as joseErrors, SignJWT } from 'jose';
import {
  certsOnlyPkcs7Base64,
  createPki,
  decryptKeyPem,
  encryptKeyPem,
  fingerprint,
  jwksFor,
  parseCertificate,
  parseCsr,
  parsePkcs7Certs,
  PkiError,
  signCsr,
  signEnrollmentJwt,
  splitPemBundle,
  verifyChain,
  verifyEnrollmentJwt,
  type CertAndKey,
  type PkiErrorCode,
} from '../../src/pki';
import { derToPem, issueCertificate } from '../../src/pki/certificate';
import { nameWithCommonName } from '../../src/pki/names';

// ---------------------------------------------------------------------------
// helpers

const dir = mkdtempSync(join(tmpdir(), 'pki-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let fileCounter = 0;
function file(content: string | Buffer, name = 'f'): string {
  const path = join(dir, `${++fileCounter}-${name}`);
  writeFileSync(path, content);
  return path;
}

/** Runs openssl; throws with its stderr when it fails. */
function openssl(...args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function opensslFails(...args: string[]): string {
  try {
    openssl(...args);
  } catch (err) {
    return String((err as { stdout?: string }).stdout) + String((err as { stderr?: string }).stderr);
  }
  assert.fail(`openssl ${args.join(' ')} succeeded`);
}

function verifyArgs(leaf: string, intermediates: string[], root: string, extra: string[]): string[] {
  const untrusted = intermediates.length ? ['-untrusted', file(intermediates.join(''), 'int.pem')] : [];
  return ['verify', ...extra, '-CAfile', file(root, 'root.pem'), ...untrusted, file(leaf, 'leaf.pem')];
}
const opensslVerify = (leaf: string, intermediates: string[], root: string, ...extra: string[]) =>
  openssl(...verifyArgs(leaf, intermediates, root, extra));
/** openssl verify's output when it refuses the chain. */
const opensslRefuses = (leaf: string, intermediates: string[], root: string, ...extra: string[]) =>
  opensslFails(...verifyArgs(leaf, intermediates, root, extra));

const newEcKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

/** One extension as `openssl x509 -ext` prints it (header line and value). */
function opensslExt(certPem: string, name: string): string {
  return openssl('x509', '-noout', '-ext', name, '-in', file(certPem, 'cert.pem'));
}

/** A key and CSR made by openssl, as an SDK would send them. */
function opensslCsr(keyOpts: string[], subject = '/CN=sdk-client', ...extra: string[]): { csrPem: string; keyPem: string } {
  const keyPath = join(dir, `${++fileCounter}-key.pem`);
  const csrPath = join(dir, `${++fileCounter}-csr.pem`);
  openssl('req', '-new', ...keyOpts, '-nodes', '-subj', subject, ...extra, '-keyout', keyPath, '-out', csrPath);
  return { csrPem: readFileSync(csrPath, 'utf8'), keyPem: readFileSync(keyPath, 'utf8') };
}
const EC_P256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'];
const EC_P384 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384'];

/** An RSA CSR made by node-forge. */
function forgeRsaCsr(commonName: string, bits = 2048): { csrPem: string; keyPem: string } {
  const keyPem = generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  csr.setSubject([{ name: 'commonName', value: commonName }]);
  csr.sign(key, forge.md.sha256.create());
  return { csrPem: forge.pki.certificationRequestToPem(csr), keyPem };
}

function opensslFingerprint(certPem: string): string {
  const out = openssl('x509', '-noout', '-fingerprint', '-sha1', '-in', file(certPem, 'cert.pem'));
  return out.trim().split('=')[1].replace(/:/g, '').toLowerCase();
}

function assertPkiError(fn: () => unknown, code: PkiErrorCode, message?: RegExp): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof PkiError, `expected a PkiError, got ${String(err)}`);
    assert.equal(err.code, code);
    if (message) assert.match(err.message, message);
    return true;
  });
}

const DAY = 86_400_000;

// One PKI shared by most tests; a second, unrelated one with the very same names.
const pki = createPki({
  commonNamePrefix: 'Test',
  serverHostnames: ['localhost', 'ctrl.example.com'],
  serverIps: ['127.0.0.1', '::1', '2001:db8::ffff:0:1'],
});
const otherPki = createPki({ commonNamePrefix: 'Test', serverHostnames: ['localhost'], serverIps: [] });
const rootPem = pki.rootCa.certPem;
const signingPem = pki.signingCa.certPem;

// ---------------------------------------------------------------------------

describe('createPki', () => {
  test('issues root, signing CA and server certificate with the right names', () => {
    const root = parseCertificate(rootPem);
    const signing = parseCertificate(signingPem);
    const server = parseCertificate(pki.serverCert.certPem);
    assert.deepEqual([root.subjectCN, root.issuerCN, root.isCa], ['Test Root CA', 'Test Root CA', true]);
    assert.deepEqual([signing.subjectCN, signing.issuerCN, signing.isCa], ['Test Signing CA', 'Test Root CA', true]);
    assert.deepEqual([server.subjectCN, server.issuerCN, server.isCa], ['localhost', 'Test Signing CA', false]);
    assert.deepEqual(server.sans, {
      dns: ['localhost', 'ctrl.example.com'],
      ips: ['127.0.0.1', '::1', '2001:db8::ffff:0:1'],
      uris: [],
    });
    assert.match(
      opensslExt(pki.serverCert.certPem, 'subjectAltName'),
      /DNS:localhost, DNS:ctrl.example.com, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, IP Address:2001:DB8:0:0:0:FFFF:0:1/,
    );
  });

  test('CA and leaf extensions as OpenSSL reads them', () => {
    assert.match(opensslExt(rootPem, 'basicConstraints'), /critical\s+CA:TRUE, pathlen:1/);
    assert.match(opensslExt(signingPem, 'basicConstraints'), /critical\s+CA:TRUE, pathlen:0/);
    assert.match(opensslExt(pki.serverCert.certPem, 'basicConstraints'), /critical\s+CA:FALSE/);
    for (const ca of [rootPem, signingPem]) assert.match(opensslExt(ca, 'keyUsage'), /critical\s+Certificate Sign, CRL Sign\s*$/);
    assert.match(opensslExt(pki.serverCert.certPem, 'keyUsage'), /critical\s+Digital Signature\s*$/);
    assert.match(opensslExt(pki.serverCert.certPem, 'extendedKeyUsage'), /TLS Web Server Authentication, TLS Web Client Authentication/);
    // Each certificate's authority key id is its issuer's subject key id.
    const keyId = (pem: string, ext: string) => /([0-9A-F]{2}(:[0-9A-F]{2}){19})/.exec(opensslExt(pem, ext))![1];
    assert.equal(keyId(rootPem, 'authorityKeyIdentifier'), keyId(rootPem, 'subjectKeyIdentifier'));
    assert.equal(keyId(signingPem, 'authorityKeyIdentifier'), keyId(rootPem, 'subjectKeyIdentifier'));
    assert.equal(keyId(pki.serverCert.certPem, 'authorityKeyIdentifier'), keyId(signingPem, 'subjectKeyIdentifier'));
  });

  test('keys are EC P-256 and match their certificates; serials are random and positive', () => {
    for (const { certPem, keyPem } of [pki.rootCa, pki.signingCa, pki.serverCert]) {
      const key = createPrivateKey(keyPem);
      assert.equal(key.asymmetricKeyDetails?.namedCurve, 'prime256v1');
      assert.ok(new X509Certificate(certPem).checkPrivateKey(key));
    }
    const serials = [pki.rootCa, pki.signingCa, pki.serverCert, otherPki.rootCa].map((c) => parseCertificate(c.certPem).serial);
    assert.equal(new Set(serials).size, serials.length);
    for (const serial of serials) assert.ok(serial.length > 16 && serial.length <= 32, serial);
    // OpenSSL rejects non-minimal or negative INTEGER encodings when parsing.
    assert.match(openssl('x509', '-noout', '-serial', '-in', file(rootPem)), /^serial=[0-9A-F]+\s*$/);
  });

  test('the server certificate chains to the root (ours and OpenSSL)', () => {
    const result = verifyChain(pki.serverCert.certPem, [signingPem], [rootPem]);
    assert.ok(result.ok, result.ok ? '' : result.reason);
    assert.deepEqual(result.chain.map((pem) => parseCertificate(pem).subjectCN), ['localhost', 'Test Signing CA', 'Test Root CA']);
    assert.match(opensslVerify(pki.serverCert.certPem, [signingPem], rootPem), /: OK/);
    assert.match(opensslVerify(pki.serverCert.certPem, [signingPem], rootPem, '-purpose', 'sslserver'), /: OK/);
    assert.match(opensslVerify(signingPem, [], rootPem), /: OK/);
  });

  test('validity defaults and overrides; no certificate outlives its issuer', () => {
    const days = (pem: string) => {
      const info = parseCertificate(pem);
      return Math.round((info.notAfter.getTime() - Date.now()) / DAY);
    };
    assert.deepEqual([days(rootPem), days(signingPem), days(pki.serverCert.certPem)], [3650, 1825, 365]);
    const custom = createPki({ serverHostnames: ['h'], serverIps: [], validityDays: { root: 30, signing: 90, server: 7 } });
    assert.deepEqual([days(custom.rootCa.certPem), days(custom.signingCa.certPem), days(custom.serverCert.certPem)], [30, 30, 7]);
    assert.ok(parseCertificate(custom.rootCa.certPem).notBefore.getTime() < Date.now() - 60_000, 'backdated for clock skew');
  });

  test('rejects a server certificate without names, bad addresses and bad validity', () => {
    assert.throws(() => createPki({ serverHostnames: [], serverIps: [] }), TypeError);
    assert.throws(() => createPki({ serverHostnames: ['h'], serverIps: ['300.1.1.1'] }), /invalid IP address/);
    assert.throws(() => createPki({ serverHostnames: ['bad name'], serverIps: [] }), /invalid DNS name/);
    assert.throws(() => createPki({ serverHostnames: ['h'], serverIps: [], validityDays: { server: 0 } }), RangeError);
  });
});

describe('signCsr', () => {
  test('EC P-256 CSR from openssl: CN override, SPIFFE SAN, client usage', () => {
    const { csrPem, keyPem } = opensslCsr(EC_P256, '/O=Acme/CN=requested-name');
    const certPem = signCsr(csrPem, pki.signingCa, {
      commonName: 'identity-123',
      sans: { uris: ['spiffe://example.org/identity/identity-123'] },
      usage: 'client',
      validityDays: 30,
    });
    const info = parseCertificate(certPem);
    assert.equal(info.subjectCN, 'identity-123');
    assert.equal(info.issuerCN, 'Test Signing CA');
    assert.equal(info.isCa, false);
    assert.deepEqual(info.sans, { dns: [], ips: [], uris: ['spiffe://example.org/identity/identity-123'] });
    assert.match(openssl('x509', '-noout', '-subject', '-in', file(certPem)), /subject=O = Acme, CN = identity-123/);
    assert.match(opensslExt(certPem, 'subjectAltName'), /URI:spiffe:\/\/example.org\/identity\/identity-123/);
    assert.match(opensslExt(certPem, 'extendedKeyUsage'), /^\s*TLS Web Client Authentication\s*$/m);
    assert.doesNotMatch(opensslExt(certPem, 'extendedKeyUsage'), /Server/);
    assert.match(opensslExt(certPem, 'keyUsage'), /critical\s+Digital Signature\s*$/);
    // The certificate carries the CSR's key.
    assert.ok(new X509Certificate(certPem).checkPrivateKey(createPrivateKey(keyPem)));
    assert.equal(fingerprint(certPem), opensslFingerprint(certPem));
    assert.ok(verifyChain(certPem, [signingPem], [rootPem]).ok);
    assert.match(opensslVerify(certPem, [signingPem], rootPem, '-purpose', 'sslclient'), /: OK/);
    assert.match(opensslRefuses(certPem, [signingPem], rootPem, '-purpose', 'sslserver'), /unsuitable certificate purpose/);
  });

  test('EC P-384 CSR, server usage, subject kept when no CN is given', () => {
    const { csrPem } = opensslCsr(EC_P384, '/CN=router-server');
    const sans = { dns: ['router.example.com'], ips: ['10.0.0.1'] };
    const certPem = signCsr(csrPem, pki.signingCa, { sans, usage: 'server', validityDays: 10 });
    const info = parseCertificate(certPem);
    assert.equal(info.subjectCN, 'router-server');
    assert.deepEqual(info.sans, { dns: ['router.example.com'], ips: ['10.0.0.1'], uris: [] });
    assert.equal(createPublicKey(certPem).asymmetricKeyDetails?.namedCurve, 'secp384r1');
    assert.match(opensslExt(certPem, 'extendedKeyUsage'), /^\s*TLS Web Server Authentication\s*$/m);
    assert.match(opensslVerify(certPem, [signingPem], rootPem, '-purpose', 'sslserver'), /: OK/);
    assert.equal(fingerprint(certPem), opensslFingerprint(certPem));
  });

  test('RSA CSR from node-forge, client+server usage', () => {
    const { csrPem } = forgeRsaCsr('rsa-client');
    const certPem = signCsr(csrPem, pki.signingCa, { commonName: 'rsa-id', usage: 'client+server', validityDays: 1 });
    assert.equal(parseCertificate(certPem).subjectCN, 'rsa-id');
    assert.match(opensslExt(certPem, 'extendedKeyUsage'), /TLS Web Server Authentication, TLS Web Client Authentication/);
    // RSA keys can encipher, so RSA leaves say so.
    assert.match(opensslExt(certPem, 'keyUsage'), /Digital Signature, Key Encipherment/);
    assert.match(opensslVerify(certPem, [signingPem], rootPem, '-purpose', 'sslclient'), /: OK/);
    assert.equal(fingerprint(certPem), opensslFingerprint(certPem));
  });

  test('an RSA CA issues with sha256WithRSAEncryption', () => {
    const caKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const caPem = derToPem(
      issueCertificate({ subject: nameWithCommonName('RSA CA'), subjectKey: createPublicKey(caKey), signingKey: caKey, validityDays: 1, ca: { pathLen: 0 } }),
    );
    const rsaCa = { certPem: caPem, keyPem: caKey.export({ type: 'pkcs8', format: 'pem' }) as string };
    const certPem = signCsr(opensslCsr(EC_P256).csrPem, rsaCa, { usage: 'client', validityDays: 1 });
    assert.match(openssl('x509', '-noout', '-text', '-in', file(certPem)), /Signature Algorithm: sha256WithRSAEncryption/);
    assert.match(opensslVerify(certPem, [], caPem, '-purpose', 'sslclient'), /: OK/);
    assert.ok(verifyChain(certPem, [], [caPem]).ok);
  });

  test('never issues beyond the issuer’s own expiry', () => {
    const { csrPem } = opensslCsr(EC_P256);
    const certPem = signCsr(csrPem, pki.signingCa, { usage: 'client', validityDays: 100_000 });
    assert.equal(parseCertificate(certPem).notAfter.getTime(), parseCertificate(signingPem).notAfter.getTime());
  });

  test('missing and malformed CSRs', () => {
    const opts = { usage: 'client', validityDays: 1 } as const;
    assertPkiError(() => signCsr('', pki.signingCa, opts), 'MISSING_OR_INVALID_CSR');
    assertPkiError(() => signCsr('  \n', pki.signingCa, opts), 'MISSING_OR_INVALID_CSR');
    assertPkiError(() => signCsr('not a csr', pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR');
    assertPkiError(() => signCsr(rootPem, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR');
    const garbage = `-----BEGIN CERTIFICATE REQUEST-----\nMIIBhello+world/AAAA\n-----END CERTIFICATE REQUEST-----\n`;
    assertPkiError(() => signCsr(garbage, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR', /malformed CSR/);
    // A certificate's DER under a CSR label: valid DER, wrong structure.
    const relabelled = rootPem.replace(/CERTIFICATE/g, 'CERTIFICATE REQUEST');
    assertPkiError(() => signCsr(relabelled, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR');
    const truncated = opensslCsr(EC_P256).csrPem.replace(/\n[^\n]+\n-----END/, '\n-----END');
    assertPkiError(() => signCsr(truncated, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR');
  });

  test('a CSR whose content was changed after signing', () => {
    const { csrPem } = opensslCsr(EC_P256, '/CN=honest-name');
    const der = Buffer.from(csrPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const at = der.indexOf('honest-name');
    assert.ok(at > 0);
    der.write('evil', at);
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    const opts = { usage: 'client', validityDays: 1 } as const;
    assertPkiError(() => signCsr(tampered, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR', /signature is invalid/);
    assertPkiError(() => parseCsr(tampered), 'COULD_NOT_PROCESS_CSR', /signature is invalid/);
  });

  test('unsupported key types', () => {
    const opts = { usage: 'client', validityDays: 1 } as const;
    const ed25519 = opensslCsr(['-newkey', 'ed25519']).csrPem;
    assertPkiError(() => signCsr(ed25519, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR', /unsupported key type: ed25519/);
    const shortRsa = forgeRsaCsr('weak', 1024).csrPem;
    assertPkiError(() => signCsr(shortRsa, pki.signingCa, opts), 'COULD_NOT_PROCESS_CSR', /unsupported key type: rsa/);
  });

  test('an issuer that is not a CA, or whose key does not match, is refused', () => {
    const { csrPem } = opensslCsr(EC_P256);
    const opts = { usage: 'client', validityDays: 1 } as const;
    assert.throws(() => signCsr(csrPem, pki.serverCert, opts), (err) => !(err instanceof PkiError) && /not a CA/.test(String(err)));
    const mismatched: CertAndKey = { certPem: signingPem, keyPem: pki.rootCa.keyPem };
    assert.throws(() => signCsr(csrPem, mismatched, opts), /does not match/);
  });

  test('parseCsr reports the requested common name and SANs', () => {
    const requested = 'subjectAltName=DNS:router.example.com,IP:10.1.2.3,IP:fd00::1,URI:spiffe://x/router';
    const { csrPem } = opensslCsr(EC_P256, '/CN=router-1', '-addext', requested);
    assert.deepEqual(parseCsr(csrPem), {
      commonName: 'router-1',
      requestedSans: { dns: ['router.example.com'], ips: ['10.1.2.3', 'fd00::1'], uris: ['spiffe://x/router'] },
    });
    // Requested SANs are not copied on their own: the caller decides.
    const certPem = signCsr(csrPem, pki.signingCa, { usage: 'server', validityDays: 1 });
    assert.deepEqual(parseCertificate(certPem).sans, { dns: [], ips: [], uris: [] });
    assert.deepEqual(parseCsr(forgeRsaCsr('plain').csrPem).requestedSans, { dns: [], ips: [], uris: [] });
  });

  test('issued certificates work for mutual TLS with Node', async () => {
    const client = opensslCsr(EC_P256);
    const clientCert = signCsr(client.csrPem, pki.signingCa, { commonName: 'tls-client', usage: 'client', validityDays: 1 });
    const server = createServer({
      key: pki.serverCert.keyPem,
      cert: pki.serverCert.certPem + signingPem,
      ca: [rootPem],
      requestCert: true,
      rejectUnauthorized: true,
    });
    const seen = new Promise<{ authorized: boolean; fingerprint: string }>((resolve) =>
      server.on('secureConnection', (socket: TLSSocket) => {
        resolve({ authorized: socket.authorized, fingerprint: socket.getPeerCertificate().fingerprint });
        socket.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const socket = connect({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        servername: 'localhost',
        ca: [rootPem],
        key: client.keyPem,
        cert: clientCert + signingPem,
      });
      await new Promise<void>((resolve, reject) => socket.on('secureConnect', resolve).on('error', reject));
      assert.equal(socket.authorized, true, String(socket.authorizationError));
      const peer = await seen;
      assert.equal(peer.authorized, true);
      assert.equal(peer.fingerprint.replace(/:/g, '').toLowerCase(), fingerprint(clientCert));
      socket.destroy();
    } finally {
      server.close();
    }
  });
});

describe('verifyChain', () => {
  const leaf = signCsr(opensslCsr(EC_P256).csrPem, pki.signingCa, { commonName: 'leaf', usage: 'client', validityDays: 1 });

  test('a chain to an unrelated CA with the same names is refused', () => {
    const reasons = [
      verifyChain(leaf, [signingPem], [otherPki.rootCa.certPem]),
      verifyChain(leaf, [otherPki.signingCa.certPem], [otherPki.rootCa.certPem]),
      verifyChain(leaf, [otherPki.signingCa.certPem], [rootPem]),
    ].map((result) => (result.ok ? 'ok' : result.reason));
    for (const reason of reasons) assert.match(reason, /no trusted issuer found/);
    assert.match(opensslRefuses(leaf, [signingPem], otherPki.rootCa.certPem), /unable to get local issuer certificate/);
  });

  test('a certificate changed after signing is refused', () => {
    // Same names and key identifiers as the real leaf, so only the signature can tell.
    const der = new X509Certificate(leaf).raw;
    der[der.length - 1] ^= 0x01;
    const tampered = derToPem(der);
    const result = verifyChain(tampered, [signingPem], [rootPem]);
    assert.match(result.ok ? '' : result.reason, /the signature on "CN=leaf" does not verify with "CN=Test Signing CA"'s key/);
    assert.match(opensslRefuses(tampered, [signingPem], rootPem), /signature failure/);
  });

  test('intermediates are needed, and trust comes only from the roots', () => {
    assert.equal(verifyChain(leaf, [], [rootPem]).ok, false);
    // The root passed as an intermediate is not trusted.
    assert.equal(verifyChain(leaf, [signingPem, rootPem], []).ok, false);
    // Trusting the intermediate directly is enough, as in Go.
    const result = verifyChain(leaf, [], [signingPem]);
    assert.ok(result.ok);
    assert.equal(result.chain.length, 2);
    // A trusted certificate is its own chain.
    assert.deepEqual(verifyChain(rootPem, [], [rootPem]), { ok: true, chain: [new X509Certificate(rootPem).toString()] });
  });

  test('validity dates are checked unless ignored', () => {
    const later = new Date(Date.now() + 2 * DAY);
    const expired = verifyChain(leaf, [signingPem], [rootPem], { at: later });
    assert.equal(expired.ok, false);
    assert.match(expired.ok ? '' : expired.reason, /"CN=leaf" expired at/);
    assert.ok(verifyChain(leaf, [signingPem], [rootPem], { at: later, ignoreValidity: true }).ok);
    const earlier = verifyChain(leaf, [signingPem], [rootPem], { at: new Date(Date.now() - DAY) });
    assert.match(earlier.ok ? '' : earlier.reason, /is not valid before/);
    // Expired CAs count too.
    const farFuture = verifyChain(leaf, [signingPem], [rootPem], { at: new Date(Date.now() + 4000 * DAY), ignoreValidity: false });
    assert.equal(farFuture.ok, false);
    // OpenSSL agrees.
    const attime = String(Math.floor(later.getTime() / 1000));
    assert.match(opensslRefuses(leaf, [signingPem], rootPem, '-attime', attime), /certificate has expired/);
  });

  test('path length constraints and non-CA issuers', () => {
    // A CA below the signing CA (pathlen 0) may exist, but nothing it issues is valid.
    const subCaKey = newEcKey();
    const subCa = derToPem(
      issueCertificate({
        subject: nameWithCommonName('Sub CA'),
        subjectKey: createPublicKey(subCaKey),
        issuerCertDer: new X509Certificate(signingPem).raw,
        signingKey: createPrivateKey(pki.signingCa.keyPem),
        validityDays: 1,
        ca: { pathLen: 0 },
      }),
    );
    const subCaIssuer = { certPem: subCa, keyPem: subCaKey.export({ type: 'pkcs8', format: 'pem' }) as string };
    const underSubCa = signCsr(opensslCsr(EC_P256).csrPem, subCaIssuer, { usage: 'client', validityDays: 1 });
    const result = verifyChain(underSubCa, [subCa, signingPem], [rootPem]);
    assert.match(result.ok ? '' : result.reason, /"CN=Test Signing CA" does not allow 1 CAs below it/);
    assert.match(opensslRefuses(underSubCa, [subCa, signingPem], rootPem), /path length constraint exceeded/);

    // A leaf that signs another certificate is not an issuer.
    const byLeaf = derToPem(
      issueCertificate({
        subject: nameWithCommonName('forged'),
        subjectKey: createPublicKey(newEcKey()),
        issuerCertDer: new X509Certificate(pki.serverCert.certPem).raw,
        signingKey: createPrivateKey(pki.serverCert.keyPem),
        validityDays: 1,
      }),
    );
    assert.equal(verifyChain(byLeaf, [pki.serverCert.certPem, signingPem], [rootPem]).ok, false);
    opensslRefuses(byLeaf, [pki.serverCert.certPem, signingPem], rootPem);
  });

  test('an OpenSSL-made issuer with CA:FALSE (and no key usage) is not a CA', () => {
    const caKey = file(newEcKey().export({ type: 'pkcs8', format: 'pem' }), 'ca.key');
    const caCsr = file(openssl('req', '-new', '-key', caKey, '-subj', '/CN=Not A CA'), 'ca.csr');
    const ext = file('basicConstraints=CA:FALSE\n', 'ext.cnf');
    const notCa = openssl('x509', '-req', '-in', caCsr, '-signkey', caKey, '-extfile', ext, '-days', '1');
    const leafCsr = file(opensslCsr(EC_P256).csrPem, 'leaf.csr');
    const leafPem = openssl('x509', '-req', '-in', leafCsr, '-CA', file(notCa), '-CAkey', caKey, '-days', '1');
    const result = verifyChain(leafPem, [], [notCa]);
    assert.match(result.ok ? '' : result.reason, /"CN=Not A CA" is not a CA/);
    assert.match(opensslRefuses(leafPem, [], notCa), /invalid CA certificate/);
  });

  test('a pile of CAs sharing one name and key cannot make the search run away', () => {
    const key = newEcKey();
    const spec = { subject: nameWithCommonName('Loop CA'), subjectKey: createPublicKey(key), signingKey: key, validityDays: 1 };
    const first = issueCertificate({ ...spec, ca: { pathLen: 20 } });
    // Each one verifies as the issuer of every other: 12 of them allow billions of orderings.
    const pile = Array.from({ length: 12 }, () => derToPem(issueCertificate({ ...spec, issuerCertDer: first, ca: { pathLen: 20 } })));
    const victim = derToPem(
      issueCertificate({ ...spec, subject: nameWithCommonName('victim'), subjectKey: createPublicKey(newEcKey()), issuerCertDer: first }),
    );
    const started = Date.now();
    const result = verifyChain(victim, pile, [rootPem]);
    assert.match(result.ok ? '' : result.reason, /too many candidate issuers/);
    assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms`);
  });

  test('inputs that are not certificates', () => {
    assertPkiError(() => verifyChain('nope', [], [rootPem]), 'INVALID_CERT_PEM');
    assertPkiError(() => verifyChain(leaf, ['nope'], [rootPem]), 'INVALID_CERT_PEM');
  });
});

describe('inspect', () => {
  test('fingerprint of PEM and DER equals OpenSSL’s SHA-1 fingerprint', () => {
    const expected = opensslFingerprint(rootPem);
    assert.match(expected, /^[0-9a-f]{40}$/);
    assert.equal(fingerprint(rootPem), expected);
    assert.equal(fingerprint(new X509Certificate(rootPem).raw), expected);
    assert.equal(parseCertificate(rootPem).fingerprint, expected);
    assertPkiError(() => fingerprint('garbage'), 'INVALID_CERT_PEM');
  });

  test('parseCertificate reads serial and dates as OpenSSL does', () => {
    const info = parseCertificate(pki.serverCert.certPem);
    const out = openssl('x509', '-noout', '-serial', '-startdate', '-enddate', '-in', file(pki.serverCert.certPem));
    assert.equal(info.serial, /serial=(\w+)/.exec(out)![1].toLowerCase());
    assert.equal(info.notBefore.getTime(), new Date(/notBefore=(.+)/.exec(out)![1]).getTime());
    assert.equal(info.notAfter.getTime(), new Date(/notAfter=(.+)/.exec(out)![1]).getTime());
    assertPkiError(() => parseCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'), 'INVALID_CERT_PEM');
  });

  test('splitPemBundle keeps certificate blocks in order and drops the rest', () => {
    const bundle = `# comment\n${rootPem}junk between\n${signingPem.trim()}`;
    const parts = splitPemBundle(bundle);
    assert.equal(parts.length, 2);
    assert.deepEqual(parts.map(fingerprint), [fingerprint(rootPem), fingerprint(signingPem)]);
    assert.ok(parts.every((p) => p.startsWith('-----BEGIN CERTIFICATE-----') && p.endsWith('-----END CERTIFICATE-----\n')));
    assert.deepEqual(splitPemBundle('nothing here'), []);
  });
});

describe('PKCS#7 (EST cacerts)', () => {
  test('certs-only bundle round-trips and OpenSSL reads it', () => {
    const body = certsOnlyPkcs7Base64([rootPem, signingPem]);
    const lines = body.split('\n');
    assert.ok(lines.slice(0, -1).every((line) => line.length === 64));
    assert.ok(lines[lines.length - 1].length > 0 && lines[lines.length - 1].length <= 64);
    assert.doesNotMatch(body, /\s$/);

    assert.deepEqual(parsePkcs7Certs(body).map(fingerprint), [fingerprint(rootPem), fingerprint(signingPem)]);
    // One bundle string is the same as separate certificates.
    assert.equal(certsOnlyPkcs7Base64([rootPem + signingPem]), body);

    const printed = openssl('pkcs7', '-inform', 'DER', '-print_certs', '-in', file(Buffer.from(body, 'base64'), 'p7.der'));
    assert.match(printed, /subject=CN = Test Root CA/);
    assert.match(printed, /subject=CN = Test Signing CA/);
    assert.deepEqual(splitPemBundle(printed).map(fingerprint), [fingerprint(rootPem), fingerprint(signingPem)]);
    // And it has no signers: a degenerate SignedData.
    const structure = openssl('pkcs7', '-inform', 'DER', '-print', '-noout', '-in', file(Buffer.from(body, 'base64'), 'p7.der'));
    assert.match(structure, /signer_info:\s*<EMPTY>/);
  });

  test('input without a certificate is refused, not silently dropped', () => {
    assertPkiError(() => certsOnlyPkcs7Base64([rootPem, 'not a certificate']), 'INVALID_CERT_PEM');
    assertPkiError(() => jwksFor(['']), 'INVALID_CERT_PEM');
  });

  test('OpenSSL-made certs-only PKCS#7 parses too', () => {
    const der = execFileSync('openssl', ['crl2pkcs7', '-nocrl', '-certfile', file(rootPem + signingPem), '-outform', 'DER']);
    assert.deepEqual(parsePkcs7Certs(der.toString('base64')).map(fingerprint), [fingerprint(rootPem), fingerprint(signingPem)]);
  });
});

describe('enrollment JWT', () => {
  const claims = {
    issuer: 'https://ctrl.example.com:1280',
    subject: 'identity-1',
    jti: '5f0b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
    method: 'ott' as const,
    expiresAt: new Date(Math.floor(Date.now() / 1000) * 1000 + 180 * 60_000),
    controllers: ['tls:ctrl.example.com:6262'],
  };
  // An RSA server certificate, for RS256.
  const rsa = forgeRsaCsr('rsa-server');
  const rsaServer: CertAndKey = {
    certPem: signCsr(rsa.csrPem, pki.signingCa, { sans: { dns: ['localhost'] }, usage: 'server', validityDays: 1 }),
    keyPem: rsa.keyPem,
  };

  test('ES256 with the server key: header, claims, round trip', async () => {
    const token = await signEnrollmentJwt(claims, pki.serverCert);
    assert.deepEqual(decodeProtectedHeader(token), { alg: 'ES256', typ: 'JWT', kid: fingerprint(pki.serverCert.certPem) });
    assert.deepEqual(decodeJwt(token), {
      em: 'ott',
      ctrls: ['tls:ctrl.example.com:6262'],
      iss: claims.issuer,
      sub: 'identity-1',
      jti: claims.jti,
      aud: [''],
      exp: claims.expiresAt.getTime() / 1000,
    });
    assert.deepEqual(await verifyEnrollmentJwt(token, [pki.serverCert.certPem], { issuer: claims.issuer }), claims);
  });

  test('RS256 with an RSA key; ctrls omitted when not given', async () => {
    const { controllers: _omitted, ...withoutControllers } = claims;
    const token = await signEnrollmentJwt({ ...withoutControllers, method: 'updb' }, rsaServer);
    assert.equal(decodeProtectedHeader(token).alg, 'RS256');
    assert.equal(decodeProtectedHeader(token).kid, fingerprint(rsaServer.certPem));
    assert.equal('ctrls' in decodeJwt(token), false);
    // The key is picked by kid among several.
    const verified = await verifyEnrollmentJwt(token, [pki.serverCert.certPem, rsaServer.certPem]);
    assert.deepEqual(verified, { ...withoutControllers, method: 'updb' });
  });

  test('a token is refused with the wrong keys, a forged signature, after expiry or from another issuer', async () => {
    const token = await signEnrollmentJwt(claims, pki.serverCert);
    await assert.rejects(verifyEnrollmentJwt(token, [otherPki.serverCert.certPem]), joseErrors.JWKSNoMatchingKey);
    // Same kid, different key.
    const forged = await new SignJWT({ em: 'ott' })
      .setProtectedHeader({ alg: 'ES256', kid: fingerprint(pki.serverCert.certPem) })
      .setIssuer(claims.issuer)
      .setSubject('admin')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(createPrivateKey(otherPki.serverCert.keyPem));
    await assert.rejects(verifyEnrollmentJwt(forged, [pki.serverCert.certPem]), joseErrors.JWSSignatureVerificationFailed);
    await assert.rejects(
      verifyEnrollmentJwt(token, [pki.serverCert.certPem], { at: new Date(claims.expiresAt.getTime() + 60_000) }),
      joseErrors.JWTExpired,
    );
    await assert.rejects(
      verifyEnrollmentJwt(token, [pki.serverCert.certPem], { issuer: 'https://elsewhere' }),
      joseErrors.JWTClaimValidationFailed,
    );
    const badMethod = await new SignJWT({ em: 'bogus' })
      .setProtectedHeader({ alg: 'ES256', kid: fingerprint(pki.serverCert.certPem) })
      .setIssuer(claims.issuer)
      .setSubject('s')
      .setJti('j')
      .setExpirationTime('1h')
      .sign(createPrivateKey(pki.serverCert.keyPem));
    await assert.rejects(verifyEnrollmentJwt(badMethod, [pki.serverCert.certPem]), /unknown enrollment method/);
  });

  test('signing needs an https issuer and a key that matches the certificate', async () => {
    await assert.rejects(signEnrollmentJwt({ ...claims, issuer: 'http://ctrl' }, pki.serverCert), TypeError);
    await assert.rejects(signEnrollmentJwt(claims, { certPem: pki.serverCert.certPem, keyPem: pki.rootCa.keyPem }), /does not match/);
  });

  test('jwks publishes each key with kid, alg and x5c', () => {
    const { keys } = jwksFor([pki.serverCert.certPem + rsaServer.certPem]);
    assert.equal(keys.length, 2);
    const [ec, rsaKey] = keys;
    assert.deepEqual(Object.keys(ec).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x', 'x5c', 'y']);
    assert.deepEqual([ec.kty, ec.crv, ec.alg, ec.use, ec.kid], ['EC', 'P-256', 'ES256', 'sig', fingerprint(pki.serverCert.certPem)]);
    assert.deepEqual(ec.x5c, [new X509Certificate(pki.serverCert.certPem).raw.toString('base64')]);
    assert.deepEqual(Object.keys(rsaKey).sort(), ['alg', 'e', 'kid', 'kty', 'n', 'use', 'x5c']);
    assert.deepEqual([rsaKey.kty, rsaKey.alg, rsaKey.kid], ['RSA', 'RS256', fingerprint(rsaServer.certPem)]);
    // The JWK is the certificate's key.
    const fromJwk = createPublicKey({ key: { kty: ec.kty, crv: ec.crv, x: ec.x, y: ec.y }, format: 'jwk' });
    assert.ok(fromJwk.equals(createPublicKey(pki.serverCert.certPem)));
  });
});

describe('keys at rest', () => {
  test('encryptKeyPem / decryptKeyPem round trip, and OpenSSL can decrypt', () => {
    const encrypted = encryptKeyPem(pki.signingCa.keyPem, 'correct horse');
    assert.match(encrypted, /^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    assert.doesNotMatch(encrypted, /BEGIN PRIVATE KEY/);
    const decrypted = decryptKeyPem(encrypted, 'correct horse');
    assert.ok(new X509Certificate(signingPem).checkPrivateKey(createPrivateKey(decrypted)));
    assert.throws(() => decryptKeyPem(encrypted, 'wrong'));
    assert.throws(() => encryptKeyPem(pki.signingCa.keyPem, ''), TypeError);
    const viaOpenssl = openssl('pkey', '-in', file(encrypted), '-passin', 'pass:correct horse');
    assert.equal(viaOpenssl, decrypted);
    assert.match(openssl('asn1parse', '-in', file(encrypted)), /aes-256-cbc/);
  });
});
