import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createPrivateKey, sign as cryptoSign, X509Certificate } from 'node:crypto';
import { hkdfSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { requireScheme } from '../pki/keys';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  certsOnlyPkcs7Base64,
  createPki,
  decryptKeyPem,
  encryptKeyPem,
  fingerprint,
  issueServerCertificate,
  jwksFor,
  parseCertificate,
  signCsr,
  signEnrollmentJwt,
  splitPemBundle,
  verifyChain,
  type CertAndKey,
  type ChainResult,
  type EnrollmentMethod,
  type SignCsrOptions,
} from '../pki';
import type { ServiceDeps } from './service-deps';
import { logger } from './core/logger';

/** The TLS material of the API listener. */
export interface TlsMaterial {
  key: string;
  /** The server certificate followed by the chain up to (not including) the root. */
  cert: string;
  /** Trust anchors named in the client-certificate request. */
  ca: string[];
}

export interface IssuedCertificate {
  certPem: string;
  fingerprint: string;
  /** The certificate followed by the signing CA chain (what enrollment returns). */
  chainPem: string;
  notBefore: Date;
  notAfter: Date;
}

/** A server certificate is replaced this long before it expires. */
const SERVER_RENEW_BEFORE_MS = 30 * 86_400_000;
/** Serializes first starts of several instances on one database (cf. the bootstrap lock). */
const PKI_LOCK = 727002;

interface StoredRow {
  name: 'root-ca' | 'signing-ca' | 'server';
  cert_pem: string;
  key_pem: string;
  key_encrypted: boolean;
}

/**
 * The controller's own PKI: the signing CA that issues identity and router certificates, its
 * chain, and the TLS server certificate whose key also signs enrollment JWTs.
 *
 * Generated on first start and kept in the database (so every instance on one database
 * shares it), with keys encrypted when PKI_KEY_PASSPHRASE is set; or supplied as PEM files.
 */
export class PkiService {
  private signing?: CertAndKey;
  /** Signing CA first, then up to the root. */
  private caChain: string[] = [];
  private server?: CertAndKey;

  constructor(private readonly deps: Pick<ServiceDeps, 'orm' | 'config'>) {}

  /** Loads (or on first start creates) the PKI; called once by the composition root. */
  async init(): Promise<void> {
    const cfg = this.deps.config.pki;
    const em = this.deps.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(${PKI_LOCK})`);
      const stored = new Map((await tx.execute<StoredRow[]>('select * from "pki_material"')).map((r) => [r.name, r]));

      if (cfg.signingCertFile && cfg.signingKeyFile) {
        const certPem = readFileSync(cfg.signingCertFile, 'utf8');
        this.signing = { certPem: splitPemBundle(certPem)[0] ?? certPem, keyPem: this.readKey(readFileSync(cfg.signingKeyFile, 'utf8')) };
        this.caChain = [this.signing.certPem, ...splitPemBundle(certPem).slice(1), ...(cfg.caBundleFile ? splitPemBundle(readFileSync(cfg.caBundleFile, 'utf8')) : [])];
      } else if (stored.has('signing-ca') && stored.has('root-ca')) {
        this.signing = this.fromRow(stored.get('signing-ca')!);
        this.caChain = [this.signing.certPem, stored.get('root-ca')!.cert_pem];
      } else {
        const { hostnames, ips } = this.serverNames();
        const pki = createPki({ serverHostnames: hostnames, serverIps: ips });
        await this.store(tx, 'root-ca', pki.rootCa);
        await this.store(tx, 'signing-ca', pki.signingCa);
        await this.store(tx, 'server', pki.serverCert);
        this.signing = pki.signingCa;
        this.caChain = [pki.signingCa.certPem, pki.rootCa.certPem];
        stored.set('server', { name: 'server', cert_pem: pki.serverCert.certPem, key_pem: pki.serverCert.keyPem, key_encrypted: false });
        logger.info({ signingCa: fingerprint(pki.signingCa.certPem) }, 'controller PKI created');
      }

      if (cfg.serverCertFile && cfg.serverKeyFile) {
        const certPem = readFileSync(cfg.serverCertFile, 'utf8');
        this.server = { certPem: splitPemBundle(certPem)[0] ?? certPem, keyPem: this.readKey(readFileSync(cfg.serverKeyFile, 'utf8')) };
        return;
      }
      const row = stored.get('server');
      const current = row ? this.fromRow(row) : undefined;
      if (current && this.serverCertFits(current.certPem)) {
        this.server = current;
      } else {
        // None yet, or it no longer covers the configured names, is about to expire, or was
        // issued by another signing CA: issue a new one (every instance then picks it up).
        const { hostnames, ips } = this.serverNames();
        this.server = issueServerCertificate(this.signing!, { hostnames, ips });
        await this.store(tx, 'server', this.server);
        logger.info({ serverCert: fingerprint(this.server.certPem), hostnames, ips }, 'controller server certificate issued');
      }
    });
  }

  /** Key, certificate chain and client-CA names for the HTTPS listener. */
  tls(): TlsMaterial {
    const server = this.requireServer();
    return { key: server.keyPem, cert: [server.certPem, ...this.chainBelowRoot()].join(''), ca: this.caChain };
  }

  /** The controller's trust anchors (signing CA and up): what /.well-known/est/cacerts serves. */
  caBundle(): string[] {
    return [...this.caChain];
  }

  /** `GET /.well-known/est/cacerts`: base64 certs-only PKCS#7 of the CA bundle. */
  estCaCerts(): string {
    return certsOnlyPkcs7Base64(this.caChain);
  }

  /** The certificate chain of the API server (server certificate first). */
  serverChainPem(): string {
    return this.tls().cert;
  }

  /** The https URL of this controller: the issuer of enrollment JWTs. */
  issuerUrl(): string {
    return `https://${this.deps.config.advertisedAddress}`;
  }

  /** `GET /enroll/jwks`: the keys enrollment JWTs are signed with. */
  jwks(): ReturnType<typeof jwksFor> {
    return jwksFor([this.requireServer().certPem]);
  }

  /** Signs an enrollment JWT with the server certificate's key (the SDKs check it against the TLS certificate). */
  signEnrollmentJwt(claims: { subject: string; token: string; method: EnrollmentMethod; expiresAt: Date; controllers: string[] }): Promise<string> {
    return signEnrollmentJwt(
      // `ctrls` holds control-channel addresses (tls:host:port), which routers dial; none when no instance has a control channel.
      { issuer: this.issuerUrl(), subject: claims.subject, jti: claims.token, method: claims.method, expiresAt: claims.expiresAt, controllers: claims.controllers.length ? claims.controllers : undefined },
      this.requireServer(),
    );
  }

  /**
   * Signs any other JWT the controller publishes (CA JWTs, network JWTs) with the same key and
   * header as enrollment JWTs. `claims` are the payload as-is.
   */
  async signJwt(claims: Record<string, unknown>): Promise<string> {
    const server = this.requireServer();
    const key = createPrivateKey(server.keyPem);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: requireScheme(key).jwsAlg, typ: 'JWT', kid: fingerprint(server.certPem) })
      .sign(key);
  }

  /**
   * `POST /enroll/challenge`: signs `data` with the private key behind JWKS key `kid` (the
   * server key), so an enrolling client can check it talks to the network that signed its JWT.
   * ECDSA signatures are DER-encoded, as Go's crypto.Signer makes them. Undefined for an unknown kid.
   */
  signWithKey(kid: string, data: Buffer): { algorithm: string; signature: Buffer } | undefined {
    const server = this.requireServer();
    if (kid !== fingerprint(server.certPem)) return undefined;
    const key = createPrivateKey(server.keyPem);
    const scheme = requireScheme(key);
    return { algorithm: scheme.jwsAlg, signature: cryptoSign(scheme.hash, data, key) };
  }

  /**
   * A 32-byte key for `purpose`, derived (HKDF-SHA256) from the signing CA's private key: every
   * instance sharing the PKI derives the same key, and nothing that holds only the database can.
   * Callers keep it in memory only; replacing the signing CA key changes every derived key.
   */
  deriveKey(purpose: string): Buffer {
    const ikm = createPrivateKey(this.requireSigning().keyPem).export({ type: 'pkcs8', format: 'der' });
    return Buffer.from(hkdfSync('sha256', ikm, 'ziti-controller derived keys', purpose, 32));
  }

  /** Issues a certificate for a CSR from the signing CA. Throws PkiError for a bad CSR. */
  issue(csrPem: string, opts: Omit<SignCsrOptions, 'validityDays'> & { validityDays?: number }): IssuedCertificate {
    const certPem = signCsr(csrPem, this.requireSigning(), { ...opts, validityDays: opts.validityDays ?? this.deps.config.pki.issuedCertDays });
    const info = parseCertificate(certPem);
    return {
      certPem,
      fingerprint: info.fingerprint,
      chainPem: [certPem, ...this.chainBelowRoot()].join(''),
      notBefore: info.notBefore,
      notAfter: info.notAfter,
    };
  }

  /** Checks that a client certificate (with the intermediates it sent) chains to the controller's CA. */
  verifyIssued(leafPem: string, intermediates: string[] = [], opts: { ignoreValidity?: boolean } = {}): ChainResult {
    return verifyChain(leafPem, intermediates, this.anchors(), opts);
  }

  /** Roots for path validation: the top of the chain, and the signing CA itself when the chain is partial. */
  private anchors(): string[] {
    return [this.caChain[this.caChain.length - 1], ...this.caChain.slice(0, -1)];
  }

  private chainBelowRoot(): string[] {
    // The root is left out of what the server sends: clients must already trust it.
    return this.caChain.filter((pem) => {
      const cert = new X509Certificate(pem);
      return !cert.checkIssued(cert);
    });
  }

  private serverNames(): { hostnames: string[]; ips: string[] } {
    const names = this.deps.config.pki.serverNames;
    return { hostnames: names.filter((n) => isIP(n) === 0), ips: names.filter((n) => isIP(n) !== 0) };
  }

  private serverCertFits(certPem: string): boolean {
    const info = parseCertificate(certPem);
    if (info.notAfter.getTime() - Date.now() < SERVER_RENEW_BEFORE_MS) return false;
    if (!verifyChain(certPem, [], [this.requireSigning().certPem]).ok) return false;
    const { hostnames, ips } = this.serverNames();
    const normalize = (ip: string) => (ip === '::1' ? '0:0:0:0:0:0:0:1' : ip).toLowerCase();
    const certIps = info.sans.ips.map(normalize);
    return hostnames.every((h) => info.sans.dns.includes(h)) && ips.every((ip) => certIps.includes(normalize(ip)));
  }

  private async store(tx: EntityManager, name: StoredRow['name'], material: CertAndKey): Promise<void> {
    const passphrase = this.deps.config.pki.keyPassphrase;
    const keyPem = passphrase ? encryptKeyPem(material.keyPem, passphrase) : material.keyPem;
    await tx.execute(
      `insert into "pki_material" ("name", "cert_pem", "key_pem", "key_encrypted") values (?, ?, ?, ?)
       on conflict ("name") do update set "cert_pem" = excluded."cert_pem", "key_pem" = excluded."key_pem",
         "key_encrypted" = excluded."key_encrypted", "created_at" = now()`,
      [name, material.certPem, keyPem, !!passphrase],
    );
  }

  private fromRow(row: StoredRow): CertAndKey {
    if (row.key_encrypted && !this.deps.config.pki.keyPassphrase) {
      throw new Error(`the stored ${row.name} key is encrypted: set PKI_KEY_PASSPHRASE`);
    }
    return { certPem: row.cert_pem, keyPem: row.key_encrypted ? this.readKey(row.key_pem) : row.key_pem };
  }

  /** A PEM key as given, decrypting it with the passphrase when it is encrypted. */
  private readKey(keyPem: string): string {
    if (!keyPem.includes('ENCRYPTED')) return keyPem;
    const passphrase = this.deps.config.pki.keyPassphrase;
    if (!passphrase) throw new Error('a PKI key is encrypted: set PKI_KEY_PASSPHRASE');
    try {
      return decryptKeyPem(keyPem, passphrase);
    } catch {
      throw new Error('PKI_KEY_PASSPHRASE does not decrypt the PKI keys');
    }
  }

  private requireSigning(): CertAndKey {
    if (!this.signing) throw new Error('the controller PKI is not loaded');
    return this.signing;
  }

  private requireServer(): CertAndKey {
    if (!this.server) throw new Error('the controller PKI is not loaded');
    return this.server;
  }
}
