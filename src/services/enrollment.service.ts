import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator, Enrollment, Identity } from '../entities';
import type { ServiceDeps } from './service-deps';
import type { AuthPolicyService } from './auth-policy.service';
import type { IssuedCertificate } from './pki.service';
import { requireAdmin, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, fieldError } from './core/errors';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { hashPassword } from './core/passwords';
import { inTransaction, type TxScope } from './core/tx';
import { assertLength } from './core/validate';
import { logger } from './core/logger';
import { loginLimiterOf } from './core/login-limiter';
import { redeemableEnrollment, reissueEnrollment } from './enrollment/issue';
import { assertFuture, assertNotEnrolled, assertUsernameFree, issueIdentityEnrollment } from './enrollment/identity-enrollment';
import { identitySpiffeId } from './enrollment/spiffe';
import { ENROLLMENT_FIELDS } from '../entities';
import { checkEnrollmentCreate, checkEnrollmentRefresh, type EnrollmentCreateInput, type EnrollmentRefreshInput } from './enrollment.schema';
import { mustExist, mustFind } from './core/find';
import { CaService } from './ca.service';
import { RouterEnrollmentService } from './router-enrollment.service';
import { legacyAnswerFormat, legacyEnrollMethod, readLegacyEnrollBody, type LegacyEnrollAnswer, type LegacyEnrollRequest } from './enrollment/legacy-enroll';

export interface UpdbCredentials {
  username?: string;
  password?: string;
}

export interface NonceSignature {
  algorithm: string;
  caPool: string;
  kid: string;
  signature: string;
}

export interface NetworkJwt {
  name: string;
  token: string;
}

const SOURCE: ListSource = { table: '"enrollments"', symbols: ENROLLMENT_FIELDS };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Identity enrollments: management of enrollments, and the /enroll flows that turn a one-time token into credentials. */
export class EnrollmentService {
  /** The network JWT is signed once per process, as OpenZiti caches it. */
  private networkJwt?: Promise<string>;

  /** The services the legacy /enroll hands CA and router enrollments to (stateless: built from the same deps). */

  /** The registry's CA and router enrollment services (services/index.ts) redeem their own kinds of enrollment. */
  constructor(
    private readonly deps: ServiceDeps,
    private readonly cas: CaService,
    private readonly routers: RouterEnrollmentService,
    private readonly authPolicies: AuthPolicyService,
  ) {}

  // ---- management (admins only: tokens are credentials) ----

  /** Every enrollment, identities' and routers', with what their details name. */
  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Enrollment>> {
    requireAdmin(ctx);
    const page = await listPage(ctx.em, Enrollment, SOURCE, q);
    await this.withRefs(ctx.em, page.items);
    return page;
  }

  async get(ctx: RequestCtx, id: string): Promise<Enrollment> {
    requireAdmin(ctx);
    const [enrollment] = await this.withRefs(ctx.em, [await this.mustFind(ctx.em, id)]);
    return enrollment;
  }

  /** `GET /identities/{id}/enrollments` (the REST operation is not paged: it asks for everything). */
  async listForIdentity(ctx: RequestCtx, identityId: string, q: ListQuery): Promise<Page<Enrollment>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Identity, 'identities', identityId);
    const page = await listPage(ctx.em, Enrollment, { ...SOURCE, scope: { sql: 'e."identity_id" = ?', params: [identityId] } }, q);
    await this.withRefs(ctx.em, page.items);
    return page;
  }

  async create(ctx: RequestCtx, raw: EnrollmentCreateInput): Promise<Enrollment> {
    requireAdmin(ctx);
    const input = checkEnrollmentCreate(ctx, raw);
    const expiresAt = new Date(input.expiresAt);
    return inTransaction(ctx, (tx) =>
      issueIdentityEnrollment(tx, this.deps, { identityId: input.identityId, method: input.method, caId: input.caId, username: input.username, expiresAt }),
    );
  }

  /** A new token, JWT and expiry for an enrollment (identity or router); the old token stops working. */
  async refresh(ctx: RequestCtx, id: string, raw: EnrollmentRefreshInput): Promise<Enrollment> {
    requireAdmin(ctx);
    const expiresAt = new Date(checkEnrollmentRefresh(ctx, raw).expiresAt);
    assertFuture('expiresAt', expiresAt);
    return inTransaction(ctx, async (tx) => {
      const enrollment = await this.mustFind(tx.em, id);
      await reissueEnrollment(tx, this.deps.pki, enrollment, expiresAt);
      return enrollment;
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      await tx.em.nativeDelete(Enrollment, { id });
      tx.emit('deleted', 'enrollments', id);
    });
  }

  // ---- redemption (public: the token is the credential) ----

  /**
   * `POST /enroll/ott`: signs the client's CSR for the identity the token enrolls (common name:
   * the identity id; SAN: its SPIFFE ID) and makes the certificate its cert authenticator.
   * Returns the issued certificate with its chain.
   */
  async enrollOtt(ctx: RequestCtx, token: unknown, clientCsr: unknown): Promise<IssuedCertificate> {
    return this.redeemToken(ctx, token, 'ott', async (tx, identityId) => {
      if (typeof clientCsr !== 'string' || clientCsr.trim() === '') throw new ApiError('MISSING_OR_INVALID_CSR');
      await assertNotEnrolled(tx.em, identityId, 'cert');
      const issued = this.deps.pki.issue(clientCsr, { commonName: identityId, usage: 'client', sans: { uris: [identitySpiffeId(this.deps.pki, identityId)] } });
      const authenticator = tx.em.create(Authenticator, {
        identity: identityId,
        method: 'cert',
        fingerprint: issued.fingerprint,
        certPem: issued.certPem,
        isIssuedByNetwork: true,
      });
      tx.emit('created', 'authenticators', authenticator.id);
      return issued;
    });
  }

  /**
   * `POST /enroll/updb`: sets the password of the identity's new updb authenticator. The
   * username is the one the enrollment was created with (a username in the body only counts
   * for an enrollment without one).
   */
  async enrollUpdb(ctx: RequestCtx, token: unknown, credentials: UpdbCredentials): Promise<{ username: string }> {
    return this.redeemToken(ctx, token, 'updb', async (tx, identityId, enrollment) => {
      const { password } = credentials;
      if (typeof password !== 'string' || password === '') throw fieldError('password', 'password is required');
      assertLength('password', password, 5, 100);
      await this.authPolicies.assertPasswordAllowed(tx.em, identityId, password);
      const username = enrollment.username ?? credentials.username;
      if (typeof username !== 'string' || username === '') throw fieldError('username', 'username is required', username);
      assertLength('username', username, 4, 100);
      await assertNotEnrolled(tx.em, identityId, 'updb');
      await assertUsernameFree(tx.em, username, 'username', { withEnrollments: false });
      const authenticator = tx.em.create(Authenticator, { identity: identityId, method: 'updb', username, passwordHash: await hashPassword(password) });
      tx.emit('created', 'authenticators', authenticator.id);
      // As OpenZiti answers (the `ziti` CLI prints it): the username the identity logs in with.
      return { username };
    });
  }

  /**
   * `POST /enroll?method=&token=`: what SDKs and routers call. `method` (default ott) picks the
   * flow that redeems the token. The answer is a JSON document, except for ott when the client
   * does not name JSON: then the raw PEM chain, as the first type /enroll produces. The method
   * and the answer format are settled before the body is read and the token touched, so an
   * unknown method or an unacceptable answer consumes nothing.
   */
  async redeem(ctx: RequestCtx, method: string | undefined, request: LegacyEnrollRequest): Promise<LegacyEnrollAnswer> {
    const chosen = legacyEnrollMethod(method);
    const format = legacyAnswerFormat(request.accepts, chosen === 'ott');
    const body = readLegacyEnrollBody(request.body());
    const { token } = request;
    switch (chosen) {
      case 'ott': {
        const { chainPem } = await this.enrollOtt(ctx, token, body.clientCsr);
        return format === 'pem' ? { pem: chainPem } : { data: { cert: chainPem } };
      }
      case 'updb':
        return { data: await this.enrollUpdb(ctx, token, body) };
      case 'erott':
      case 'trott':
        return { data: await this.routers.enroll(ctx, { token, serverCsr: body.serverCertCsr, clientCsr: body.certCsr }) };
      case 'ottca':
        await this.cas.enrollOttCa(ctx, token);
        return { data: {} };
      case 'ca':
        await this.cas.enrollCa(ctx, { requestedName: body.name });
        return { data: {} };
    }
  }

  // ---- trust bootstrap ----

  /** `POST /enroll/challenge`: the nonce signed with the key `keyId` names, so a client can tell it reached the right network. */
  challenge(ctx: RequestCtx, keyId: unknown, nonce: unknown): NonceSignature {
    void ctx;
    if (typeof keyId !== 'string' || keyId === '') throw fieldError('keyId', 'keyId is required', keyId);
    if (typeof nonce !== 'string' || !UUID.test(nonce)) throw fieldError('nonce', 'nonce must be a UUID', nonce);
    const signed = this.deps.pki.signWithKey(keyId, Buffer.from(nonce, 'utf8'));
    if (!signed) throw fieldError('keyId', 'no enrollment signing key has this id', keyId);
    return { algorithm: signed.algorithm, caPool: this.deps.pki.caBundle().join(''), kid: keyId, signature: signed.signature.toString('base64') };
  }

  /** `GET /network-jwts`: one JWT naming this network's issuer, for clients bootstrapping trust in it. */
  async networkJwts(ctx: RequestCtx): Promise<NetworkJwt[]> {
    void ctx;
    this.networkJwt ??= this.signNetworkJwt().catch((err: unknown) => {
      this.networkJwt = undefined;
      throw err;
    });
    return [{ name: 'default', token: await this.networkJwt }];
  }

  private signNetworkJwt(): Promise<string> {
    const issuer = `${this.deps.pki.issuerUrl()}/`;
    return this.deps.pki.signJwt({ em: 'network', iss: issuer, sub: issuer, jti: randomUUID(), aud: ['openziti-enroller'] });
  }

  /**
   * Runs a redemption in one transaction with the enrollment row locked, so one token is
   * redeemed once. On success the enrollment is deleted (so reuse is INVALID_ENROLLMENT_TOKEN);
   * on any failure nothing is written. The token is a secret that could be guessed: every
   * redemption first counts against the login limiter's per-address budget.
   */
  private async redeemToken<T>(
    ctx: RequestCtx,
    token: unknown,
    method: 'ott' | 'updb',
    fn: (tx: TxScope, identityId: string, enrollment: Enrollment) => Promise<T>,
  ): Promise<T> {
    await loginLimiterOf(this.deps).countAttempt(ctx);
    const result = await inTransaction(ctx, async (tx) => {
      const enrollment = await redeemableEnrollment(tx.em, token, [method], { lock: true });
      const identityId = enrollment.identity?.id;
      if (!identityId) throw new ApiError('INVALID_ENROLLMENT_TOKEN');
      const value = await fn(tx, identityId, enrollment);
      tx.em.remove(enrollment);
      tx.emit('deleted', 'enrollments', enrollment.id);
      return { value, identityId };
    });
    logger.info({ identityId: result.identityId, method }, 'identity enrolled');
    return result.value;
  }

  /** Loads what enrollment details name (identity, router, CA): one query per kind, not per enrollment. */
  private async withRefs(em: EntityManager, enrollments: Enrollment[]): Promise<Enrollment[]> {
    if (enrollments.length) await em.populate(enrollments, ['identity', 'router', 'ca']);
    return enrollments;
  }

  private mustFind(em: EntityManager, id: string): Promise<Enrollment> {
    return mustFind(em, Enrollment, 'enrollments', id);
  }
}
