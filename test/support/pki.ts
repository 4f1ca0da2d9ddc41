// Certificates for tests, made with the `openssl` command line (not with the controller's
// own PKI code), as an SDK, a router or an operator's third-party CA would make them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;
let counter = 0;

function workDir(): string {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'zt-test-pki-'));
    const d = dir;
    // At exit, not in an after() hook: the first use may come from inside a test.
    process.once('exit', () => rmSync(d, { recursive: true, force: true }));
  }
  return dir;
}

/** Writes content to a fresh temporary file; returns its path. */
export function tempFile(content: string | Buffer, name = 'f.pem'): string {
  const path = join(workDir(), `${++counter}-${name}`);
  writeFileSync(path, content);
  return path;
}

const newPath = (name: string) => join(workDir(), `${++counter}-${name}`);

/** Runs openssl; throws with its stderr when it fails. */
export function openssl(...args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface KeyAndCsr {
  keyPem: string;
  csrPem: string;
}

/** A new EC P-256 key and a CSR for it, as an SDK makes them before enrolling. */
export function newCsr(commonName = 'sdk-client', ...extra: string[]): KeyAndCsr {
  const keyPath = newPath('key.pem');
  const csrPath = newPath('csr.pem');
  openssl('req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', `/CN=${commonName}`, ...extra, '-keyout', keyPath, '-out', csrPath);
  return { keyPem: readFileSync(keyPath, 'utf8'), csrPem: readFileSync(csrPath, 'utf8') };
}

/** A CSR for an existing key (a key roll keeps nothing, an extension may keep the key). */
export function csrForKey(keyPem: string, commonName = 'sdk-client'): string {
  const csrPath = newPath('csr.pem');
  openssl('req', '-new', '-key', tempFile(keyPem, 'key.pem'), '-subj', `/CN=${commonName}`, '-out', csrPath);
  return readFileSync(csrPath, 'utf8');
}

export interface TestCa {
  name: string;
  certPem: string;
  keyPem: string;
  /** Issues a client certificate for a new key, signed by this CA. */
  issue(commonName: string, opts?: { days?: number; notBefore?: string; notAfter?: string }): { certPem: string; keyPem: string };
}

/** A self-signed third-party CA, as an operator brings one to the controller. */
export function newTestCa(name = 'Test CA'): TestCa {
  const keyPath = newPath('ca-key.pem');
  const certPath = newPath('ca.pem');
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '30', '-subj', `/CN=${name}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout', keyPath, '-out', certPath);
  const ca = { name, certPem: readFileSync(certPath, 'utf8'), keyPem: readFileSync(keyPath, 'utf8') };
  return {
    ...ca,
    issue(commonName, opts = {}) {
      const { keyPem, csrPem } = newCsr(commonName);
      return { certPem: signCsrWithCa(ca, csrPem, opts), keyPem };
    },
  };
}

/** Signs a CSR with a test CA as a client certificate (openssl x509 -req). */
export function signCsrWithCa(ca: { certPem: string; keyPem: string }, csrPem: string, opts: { days?: number } = {}): string {
  const ext = tempFile('basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n', 'ext.cnf');
  const out = newPath('cert.pem');
  openssl('x509', '-req', '-in', tempFile(csrPem, 'csr.pem'), '-CA', tempFile(ca.certPem, 'ca.pem'), '-CAkey', tempFile(ca.keyPem, 'ca-key.pem'),
    '-set_serial', String(Date.now() * 1000 + (++counter % 1000)), '-days', String(opts.days ?? 30), '-sha256', '-extfile', ext, '-out', out);
  return readFileSync(out, 'utf8');
}

/** Asserts `openssl verify` accepts the chain (leaf first, then intermediates) up to `rootPem`. */
export function assertOpensslVerifies(chainPem: string, rootPem: string, purpose?: 'sslclient' | 'sslserver'): void {
  const blocks = chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g) ?? [];
  assert.ok(blocks.length >= 1, 'the chain holds a certificate');
  const [leaf, ...intermediates] = blocks as [string, ...string[]];
  const args = ['verify', ...(purpose ? ['-purpose', purpose] : []), '-CAfile', tempFile(rootPem, 'root.pem')];
  if (intermediates.length) args.push('-untrusted', tempFile(intermediates.join('\n'), 'int.pem'));
  const out = openssl(...args, tempFile(leaf, 'leaf.pem'));
  assert.match(out, /: OK\s*$/);
}

/** SHA-1 fingerprint as OpenZiti prints it (lowercase hex, no colons), computed by openssl. */
export function opensslFingerprint(certPem: string): string {
  const out = openssl('x509', '-noout', '-fingerprint', '-sha1', '-in', tempFile(certPem, 'cert.pem'));
  return out.trim().split('=')[1].replace(/:/g, '').toLowerCase();
}

/** A certificate's subject as `openssl x509 -subject` prints it. */
export function opensslSubject(certPem: string): string {
  return openssl('x509', '-noout', '-subject', '-nameopt', 'RFC2253', '-in', tempFile(certPem, 'cert.pem')).trim().replace(/^subject=/, '');
}
