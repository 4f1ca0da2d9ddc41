import { LockMode } from '@mikro-orm/core';
import { Router } from '../entities';
import { parseCertificate, parseCsr, type CertificateInfo } from '../pki';
import type { IssuedCertificate } from './pki.service';
import type { ServiceDeps } from './service-deps';
import type { RequestCtx } from './core/context';
import { ApiError, UnauthorizedError, fieldError } from './core/errors';
import { inTransaction, type TxScope } from './core/tx';
import { redeemableEnrollment } from './enrollment/issue';
import { loginLimiterOf } from './core/login-limiter';

export interface RouterEnrollInput {
  /** The enrollment token (the `jti` of the router's enrollment JWT). */
  token: string;
  /** CSR of the certificate the router serves its edge/link listeners with. */
  serverCsr?: string;
  /** CSR of the certificate the router connects to controllers with; its CN must be the router id. */
  clientCsr?: string;
}

export interface RouterExtendInput {
  certCsr?: string;
  serverCertCsr?: string;
}

/** What an enrolled router receives: the CA bundle to trust and its two certificate chains. */
export interface RouterEnrollmentCerts {
  ca: string;
  cert: string;
  serverCert: string;
}

/** Router fields that change when a router gets new certificates, and those enrolling also clears. */
const CERT_FIELDS = ['fingerprint', 'certPem', 'isVerified'];
const ENROLLMENT_FIELDS = ['enrollmentToken', 'enrollmentJwt', 'enrollmentCreatedAt', 'enrollmentExpiresAt'];

/**
 * Enrollment of edge routers (`erott`) and transit routers (`trott`) with their one-time token,
 * and the extension of an enrolled router's certificates. Both are public operations: the
 * token, or the router's current client certificate, is the credential.
 */
export class RouterEnrollmentService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Redeems a router enrollment token: signs the router's client certificate (CN = router id)
   * and server certificate (with the SANs the CSR asks for), makes the client certificate the
   * router's identity and consumes the enrollment. Any failure leaves everything as it was.
   * Edge and transit routers share the flow: OpenZiti serves both on /enroll/erott. The token
   * is a secret that could be guessed: every attempt first counts against the login limiter.
   */
  async enroll(ctx: RequestCtx, input: { token?: string; serverCsr?: string; clientCsr?: string }): Promise<RouterEnrollmentCerts> {
    await loginLimiterOf(this.deps).countAttempt(ctx);
    return inTransaction(ctx, async (tx) => {
      const enrollment = await redeemableEnrollment(tx.em, input.token, ['erott', 'trott'], { lock: true });
      const router = enrollment.router ? await tx.em.findOne(Router, { id: enrollment.router.id }) : null;
      // The method must match the kind of router it was issued for; anything else is a token we don't honour.
      if (!router || router.isEdge !== (enrollment.method === 'erott')) throw new ApiError('INVALID_ENROLLMENT_TOKEN');

      const certs = this.issueCertificates(router, input.clientCsr, input.serverCsr, { requireRouterCn: true });
      this.install(tx, router, certs.client, ENROLLMENT_FIELDS);
      tx.em.remove(enrollment);
      tx.emit('deleted', 'enrollments', enrollment.id);
      router.pendingEnrollment = null;
      return { ca: this.caBundle(), cert: certs.client.chainPem, serverCert: certs.server.chainPem };
    });
  }

  /**
   * Issues new certificates to a router that proves itself with its current client certificate
   * (presented over TLS, issued by the controller). The new client certificate replaces the old
   * one at once: OpenZiti documents the previous one as unusable after a successful extension.
   */
  async extend(ctx: RequestCtx, input: RouterExtendInput): Promise<Omit<RouterEnrollmentCerts, 'ca'>> {
    if (!input.certCsr) throw fieldError('certCsr', 'a client certificate CSR is required', input.certCsr);
    if (!input.serverCertCsr) throw fieldError('serverCertCsr', 'a server certificate CSR is required', input.serverCertCsr);
    const presented = this.presentedCertificate(ctx);
    return inTransaction(ctx, async (tx) => {
      // Locked: two extensions with the same certificate must not both succeed.
      const router = await tx.em.findOne(Router, { fingerprint: presented.fingerprint }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!router) throw new UnauthorizedError();
      const certs = this.issueCertificates(router, input.certCsr, input.serverCertCsr, { requireRouterCn: false });
      this.install(tx, router, certs.client);
      return { cert: certs.client.chainPem, serverCert: certs.server.chainPem };
    });
  }

  /** The leaf of the caller's TLS client chain, if the controller issued it and it is valid now; else 401. */
  private presentedCertificate(ctx: RequestCtx): CertificateInfo {
    const [leaf, ...intermediates] = ctx.clientCertificates ?? [];
    if (!leaf) throw new UnauthorizedError();
    try {
      if (this.deps.pki.verifyIssued(leaf, intermediates).ok) return parseCertificate(leaf);
    } catch {
      // An unreadable certificate proves nothing: refused like any other.
    }
    throw new UnauthorizedError();
  }

  /**
   * Checks both CSRs, then signs them: nothing is issued unless both are acceptable. At
   * enrollment the client CSR must already name the router (OpenZiti's rule); the issued
   * certificate's CN is the router id in every case.
   */
  private issueCertificates(router: Router, clientCsr: string | undefined, serverCsr: string | undefined, opts: { requireRouterCn: boolean }): { client: IssuedCertificate; server: IssuedCertificate } {
    if (!clientCsr || !serverCsr) {
      throw new ApiError('MISSING_OR_INVALID_CSR', { causeMessage: `the ${clientCsr ? 'server' : 'client'} CSR is missing` });
    }
    const client = parseCsr(clientCsr);
    const server = parseCsr(serverCsr);
    if (opts.requireRouterCn && client.commonName !== router.id) {
      throw new ApiError('EDGE_ROUTER_ENROLL_COMMON_NAME_INVALID', { cause: { field: 'clientCsr', reason: 'the common name must be the router id', value: client.commonName ?? '' } });
    }
    return {
      client: this.deps.pki.issue(clientCsr, { usage: 'client', commonName: router.id }),
      server: this.deps.pki.issue(serverCsr, { usage: 'server', commonName: router.id, sans: server.requestedSans }),
    };
  }

  /** Makes `client` the certificate the router authenticates with (any pending one is dropped). */
  private install(tx: TxScope, router: Router, client: IssuedCertificate, alsoChanged: string[] = []): void {
    router.fingerprint = client.fingerprint;
    router.certPem = client.certPem;
    router.isVerified = true;
    router.unverifiedCertPem = null;
    router.unverifiedFingerprint = null;
    tx.emit('updated', router.isEdge ? 'edge-routers' : 'routers', router.id, [...CERT_FIELDS, ...alsoChanged]);
  }

  private caBundle(): string {
    return this.deps.pki.caBundle().join('');
  }
}
