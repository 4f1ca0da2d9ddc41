import { X509Certificate } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSessionCertificate, Authenticator } from '../entities';
import { limitRelations } from './core/list/compile';
import { parseCertificate, splitPemBundle } from '../pki';
import type { ServiceDeps } from './service-deps';
import type { IssuedCertificate } from './pki.service';
import { requireIdentity, type IdentityActor, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, UnauthorizedError } from './core/errors';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction, type TxScope } from './core/tx';
import { API_SESSION_CERTIFICATE_FIELDS } from '../entities';

/** What `extend` hands back: the new client certificate and the CA bundle it chains to. */
export interface ExtendedCertificate {
  ca: string;
  clientCert: string;
}

/** A new API session certificate, with the CA bundle the client needs to use it. */
export interface IssuedSessionCertificate {
  certificate: ApiSessionCertificate;
  cas: string;
}

/**
 * API session certificates are short-lived (12 hours): they serve one session and are deleted
 * with it, but a certificate stays cryptographically valid until it expires.
 */
const SESSION_CERTIFICATE_VALIDITY_DAYS = 0.5;

const SESSION_CERTIFICATES: ListSource = { table: '"api_session_certificates"', symbols: API_SESSION_CERTIFICATE_FIELDS };

/** Certificates of identities after enrollment: extension of cert authenticators and the ephemeral certificates of API sessions. */
export class CertificateService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * `POST /current-identity/authenticators/{id}/extend`: issues a new client certificate for a
   * CSR (a new key is allowed) to a caller proving, over TLS, that it holds the authenticator's
   * current certificate. The new certificate waits for extend-verify; the current one stays in
   * force until then.
   */
  async extend(ctx: RequestCtx, authenticatorId: string, clientCertCsr: string): Promise<ExtendedCertificate> {
    const actor = requireIdentity(ctx);
    return inTransaction(ctx, async (tx) => {
      const authenticator = await ownAuthenticator(tx.em, actor, authenticatorId);
      if (authenticator.method !== 'cert' || !authenticator.certPem || !authenticator.isIssuedByNetwork) {
        throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'only certificates issued by this network can be extended' } });
      }
      const [presented, ...intermediates] = ctx.clientCertificates ?? [];
      const current = presented ? parseCertificate(presented) : undefined;
      if (!current || current.fingerprint !== authenticator.fingerprint) throw new UnauthorizedError();
      // The flag says who issued it when it was registered; the chain must still say so now.
      // Expired certificates may be extended, as they may log in (OpenZiti's default auth policy).
      if (!this.deps.pki.verifyIssued(presented, intermediates, { ignoreValidity: true }).ok) {
        throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'the certificate was not issued by this network' } });
      }

      const issued = this.deps.pki.issue(clientCertCsr, {
        commonName: current.subjectCN ?? actor.identityId,
        sans: current.sans,
        usage: 'client',
      });
      authenticator.unverifiedCertPem = issued.certPem;
      authenticator.unverifiedFingerprint = issued.fingerprint;
      tx.emit('updated', 'authenticators', authenticator.id, ['unverifiedCertPem', 'unverifiedFingerprint']);
      return { ca: this.deps.pki.caBundle().join(''), clientCert: issued.certPem };
    });
  }

  /**
   * `POST /current-identity/authenticators/{id}/extend-verify`: the client shows it received the
   * extended certificate, which then replaces the current one (logins by the old one stop).
   * As in OpenZiti, the new certificate also becomes a certificate of the caller's API session,
   * and API session certificates under the old one are dropped.
   */
  async extendVerify(ctx: RequestCtx, authenticatorId: string, clientCert: string): Promise<void> {
    const actor = requireIdentity(ctx);
    await inTransaction(ctx, async (tx) => {
      const authenticator = await ownAuthenticator(tx.em, actor, authenticatorId);
      if (!authenticator.unverifiedCertPem || !authenticator.unverifiedFingerprint) {
        throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'no extended certificate is waiting for verification' } });
      }
      if (!isExactlyCertificate(clientCert, authenticator.unverifiedFingerprint)) throw new ApiError('INVALID_CLIENT_CERT');

      const previousFingerprint = authenticator.fingerprint;
      const certPem = authenticator.unverifiedCertPem;
      authenticator.certPem = certPem;
      authenticator.fingerprint = authenticator.unverifiedFingerprint;
      authenticator.unverifiedCertPem = null;
      authenticator.unverifiedFingerprint = null;
      authenticator.isExtendRequested = false;
      authenticator.isKeyRollRequested = false;
      tx.emit('updated', 'authenticators', authenticator.id, ['certPem', 'fingerprint', 'unverifiedCertPem', 'unverifiedFingerprint']);

      if (previousFingerprint) {
        for (const old of await tx.em.find(ApiSessionCertificate, { fingerprint: previousFingerprint }, { fields: ['id'] })) {
          await tx.em.nativeDelete(ApiSessionCertificate, { id: old.id });
          tx.emit('deleted', 'api-session-certificates', old.id);
        }
      }
      const info = parseCertificate(certPem);
      this.addSessionCertificate(tx, actor, certPem, { fingerprint: info.fingerprint, notBefore: info.notBefore, notAfter: info.notAfter });
    });
  }

  // ---- API session certificates ----

  async listSessionCertificates(ctx: RequestCtx, q: ListQuery): Promise<Page<ApiSessionCertificate>> {
    const actor = requireIdentity(ctx);
    return listPage(ctx.em, ApiSessionCertificate, { ...SESSION_CERTIFICATES, symbols: limitRelations(API_SESSION_CERTIFICATE_FIELDS), scope: { sql: 'e."api_session_id" = ?', params: [actor.apiSessionId] } }, q);
  }

  async getSessionCertificate(ctx: RequestCtx, id: string): Promise<ApiSessionCertificate> {
    return ownSessionCertificate(ctx.em, requireIdentity(ctx), id);
  }

  /** `POST /current-api-session/certificates`: a short-lived client certificate for a CSR, bound to the caller's session. */
  async createSessionCertificate(ctx: RequestCtx, csr: string): Promise<IssuedSessionCertificate> {
    const actor = requireIdentity(ctx);
    const issued = this.deps.pki.issue(csr, { commonName: actor.identityId, usage: 'client', validityDays: SESSION_CERTIFICATE_VALIDITY_DAYS });
    const certificate = await inTransaction(ctx, async (tx) => this.addSessionCertificate(tx, actor, issued.certPem, issued));
    return { certificate, cas: this.deps.pki.caBundle().join('') };
  }

  async deleteSessionCertificate(ctx: RequestCtx, id: string): Promise<void> {
    const actor = requireIdentity(ctx);
    await inTransaction(ctx, async (tx) => {
      await ownSessionCertificate(tx.em, actor, id);
      await tx.em.nativeDelete(ApiSessionCertificate, { id });
      tx.emit('deleted', 'api-session-certificates', id);
    });
  }

  private addSessionCertificate(tx: TxScope, actor: IdentityActor, certPem: string, cert: Pick<IssuedCertificate, 'fingerprint' | 'notBefore' | 'notAfter'>): ApiSessionCertificate {
    const certificate = tx.em.create(ApiSessionCertificate, {
      apiSession: actor.apiSessionId,
      subject: subjectOf(certPem),
      fingerprint: cert.fingerprint,
      certPem,
      validFrom: cert.notBefore,
      validTo: cert.notAfter,
    });
    tx.emit('created', 'api-session-certificates', certificate.id);
    return certificate;
  }
}

/** The caller's own authenticator; anyone else's does not exist for it. */
async function ownAuthenticator(em: EntityManager, actor: IdentityActor, id: string): Promise<Authenticator> {
  const authenticator = await em.findOne(Authenticator, { id, identity: actor.identityId });
  if (!authenticator) throw new NotFoundError('authenticators', id);
  return authenticator;
}

async function ownSessionCertificate(em: EntityManager, actor: IdentityActor, id: string): Promise<ApiSessionCertificate> {
  const certificate = await em.findOne(ApiSessionCertificate, { id, apiSession: actor.apiSessionId });
  if (!certificate) throw new NotFoundError('api-session-certificates', id);
  return certificate;
}

/** True when `pem` holds exactly one certificate, and it is the one with this fingerprint. */
function isExactlyCertificate(pem: unknown, expectedFingerprint: string): boolean {
  const blocks = typeof pem === 'string' ? splitPemBundle(pem) : [];
  if (blocks.length !== 1) return false;
  try {
    return parseCertificate(blocks[0]).fingerprint === expectedFingerprint;
  } catch {
    return false;
  }
}

/** The subject distinguished name as OpenZiti (Go's pkix.Name) prints it: RFC 2253 order, most specific first. */
function subjectOf(certPem: string): string {
  return new X509Certificate(certPem).subject.split('\n').reverse().join(',');
}
