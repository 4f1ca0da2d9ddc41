// The controller's own PKI: a root CA, a signing (intermediate) CA that issues identity and
// router certificates, and the TLS server certificate of the API listener.
//
// The root only ever signs the signing CA, so its key can be kept offline or encrypted; the
// signing CA is what enrollment uses day to day (pathlen 0: it issues leaves only).
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { derToPem, issueCertificate } from './certificate';
import { newPrivateKey, privateKeyPem } from './keys';
import { nameWithCommonName } from './names';

export interface CertAndKey {
  certPem: string;
  /** PKCS#8 PEM, unencrypted (see encryptKeyPem for storage). */
  keyPem: string;
}

export interface Pki {
  rootCa: CertAndKey;
  signingCa: CertAndKey;
  serverCert: CertAndKey;
}

export interface CreatePkiOptions {
  /** Common names become "<prefix> Root CA" and "<prefix> Signing CA". */
  commonNamePrefix?: string;
  /** DNS names of the API listener; the first one (else the first IP) is the server cert's CN. */
  serverHostnames: string[];
  serverIps: string[];
  validityDays?: { root?: number; signing?: number; server?: number };
}

export const DEFAULT_VALIDITY_DAYS = { root: 3650, signing: 1825, server: 365 } as const;

export function createPki(options: CreatePkiOptions): Pki {
  const prefix = options.commonNamePrefix ?? 'Ziti Controller';
  const days = { ...DEFAULT_VALIDITY_DAYS, ...options.validityDays };

  const rootKey = newPrivateKey();
  const rootDer = issueCertificate({
    subject: nameWithCommonName(`${prefix} Root CA`),
    subjectKey: createPublicKey(rootKey),
    signingKey: rootKey,
    validityDays: days.root,
    ca: { pathLen: 1 },
  });

  const signingKey = newPrivateKey();
  const signingDer = issueCertificate({
    subject: nameWithCommonName(`${prefix} Signing CA`),
    subjectKey: createPublicKey(signingKey),
    issuerCertDer: rootDer,
    signingKey: rootKey,
    validityDays: days.signing,
    ca: { pathLen: 0 },
  });

  const signingCa = { certPem: derToPem(signingDer), keyPem: privateKeyPem(signingKey) };
  const serverCert = issueServerCertificate(signingCa, {
    hostnames: options.serverHostnames,
    ips: options.serverIps,
    validityDays: days.server,
  });

  return {
    rootCa: { certPem: derToPem(rootDer), keyPem: privateKeyPem(rootKey) },
    signingCa,
    serverCert,
  };
}

/** A new key and TLS server certificate for these names, issued by `signingCa`. */
export function issueServerCertificate(
  signingCa: CertAndKey,
  opts: { hostnames: string[]; ips: string[]; validityDays?: number },
): CertAndKey {
  const serverName = opts.hostnames[0] ?? opts.ips[0];
  if (serverName === undefined) throw new TypeError('the server certificate needs at least one hostname or IP');
  const issuer = new X509Certificate(signingCa.certPem);
  const serverKey = newPrivateKey();
  const serverDer = issueCertificate({
    subject: nameWithCommonName(serverName),
    subjectKey: createPublicKey(serverKey),
    issuerCertDer: issuer.raw,
    signingKey: createPrivateKey(signingCa.keyPem),
    validityDays: opts.validityDays ?? DEFAULT_VALIDITY_DAYS.server,
    // clientAuth too, as on OpenZiti's generated server certificates, so the same certificate
    // serves when the controller is the TLS client.
    extKeyUsage: ['serverAuth', 'clientAuth'],
    sans: { dns: opts.hostnames, ips: opts.ips },
  });
  return { certPem: derToPem(serverDer), keyPem: privateKeyPem(serverKey) };
}
