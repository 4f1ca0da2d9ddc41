import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator, Ca, Enrollment, Identity } from '../entities';
import { limitRelations } from './core/list/compile';
import { parseCertificate, splitPemBundle } from '../pki';
import { issuingCa } from './ca/ca-trust';
import type { ServiceDeps } from './service-deps';
import type { AuthPolicyService } from './auth-policy.service';
import type { PkiService } from './pki.service';
import { loginLimiterOf } from './core/login-limiter';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, InvalidAuthError, NotFoundError, fieldError } from './core/errors';
import { listPage, withoutOrphans, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { hashPassword, verifyPassword } from './core/passwords';
import { inTransaction } from './core/tx';
import type { TxScope } from './core/tx';
import { endApiSessions } from './core/api-sessions';
import { assertLength } from './core/validate';
import { mustExist, mustFind } from './core/find';
import { assertFuture, assertUsernameFree } from './enrollment/identity-enrollment';
import { issueEnrollment, type EnrollmentSpec } from './enrollment/issue';
import { AUTHENTICATOR_FIELDS } from '../entities';
import { AUTHENTICATOR_UPDATABLE, checkAuthenticatorCreate, checkAuthenticatorUpdate, checkOwnAuthenticatorUpdate, checkReEnroll, type ReEnrollInput, type AuthenticatorCreateInput, type AuthenticatorUpdateInput } from './authenticator.schema';

const SOURCE: ListSource = { table: '"authenticators"', symbols: AUTHENTICATOR_FIELDS };

/** Where a client certificate comes from, as authenticators record it. */
export interface CertificateOrigin {
  /** Chains to the controller's own CA (enrollment or extension issued it). */
  isIssuedByNetwork: boolean;
  /** Else the verified third-party CA that issued it, if any. */
  caId: string | null;
}

/**
 * Finds who issued a certificate: the controller's CA, else a verified third-party CA. Validity
 * dates are ignored: this is about the issuer, and expired certificates may still be extended.
 */
export async function certificateOrigin(em: EntityManager, pki: PkiService, leafPem: string, intermediates: string[] = []): Promise<CertificateOrigin> {
  if (pki.verifyIssued(leafPem, intermediates, { ignoreValidity: true }).ok) return { isIssuedByNetwork: true, caId: null };
  const ca = await verifiedCaIssuing(em, leafPem, intermediates);
  return { isIssuedByNetwork: false, caId: ca?.id ?? null };
}

/** The verified third-party CA (its certificate bundle as trust anchors) that a certificate chains to. */
export async function verifiedCaIssuing(em: EntityManager, leafPem: string, intermediates: string[] = []): Promise<Ca | null> {
  const cas = await em.find(Ca, { isVerified: true }, { orderBy: { createdAt: 'asc' } });
  return issuingCa([leafPem, ...intermediates], cas, { ignoreValidity: true }) ?? null;
}

/** Credentials of identities: updb (username/password) and cert authenticators. */
export class AuthenticatorService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly authPolicies: AuthPolicyService,
  ) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Authenticator>> {
    requireAdmin(ctx);
    return this.withIdentities(ctx.em, await listPage(ctx.em, Authenticator, SOURCE, q));
  }

  async listForIdentity(ctx: RequestCtx, identityId: string, q: ListQuery = {}): Promise<Page<Authenticator>> {
    requireAdmin(ctx);
    await mustExist(ctx.em, Identity, 'identities', identityId);
    return this.withIdentities(ctx.em, await listPage(ctx.em, Authenticator, { ...SOURCE, symbols: limitRelations(AUTHENTICATOR_FIELDS), scope: { sql: 'e."identity_id" = ?', params: [identityId] } }, { ...q, limit: q.limit ?? -1 }));
  }

  async get(ctx: RequestCtx, id: string): Promise<Authenticator> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** Only the caller's own authenticators exist for it. */
  async listOwn(ctx: RequestCtx, q: ListQuery): Promise<Page<Authenticator>> {
    const actor = requireIdentity(ctx);
    return this.withIdentities(ctx.em, await listPage(ctx.em, Authenticator, { ...SOURCE, scope: { sql: 'e."identity_id" = ?', params: [actor.identityId] } }, q));
  }

  async getOwn(ctx: RequestCtx, id: string): Promise<Authenticator> {
    const actor = requireIdentity(ctx);
    return this.mustFind(ctx.em, id, actor.identityId);
  }

  async create(ctx: RequestCtx, raw: AuthenticatorCreateInput): Promise<Authenticator> {
    requireAdmin(ctx);
    const input = checkAuthenticatorCreate(ctx, raw);
    return inTransaction(ctx, async (tx) => {
      const identity = await tx.em.findOne(Identity, { id: input.identityId });
      if (!identity) throw fieldError('identityId', 'identity not found', input.identityId);
      if (input.method !== 'updb' && input.method !== 'cert') throw fieldError('method', 'method must be updb or cert', input.method);
      assertPropertiesMatchMethod(input);
      if (await tx.em.count(Authenticator, { identity: identity.id, method: input.method })) {
        throw new ApiError('MAX_AUTHENTICATOR_METHODS_REACHED', { cause: { field: 'method', reason: `the identity already has a ${input.method} authenticator`, value: input.method } });
      }
      // Persisted once complete: a pending insert would be auto-flushed by the uniqueness queries below.
      const authenticator = tx.em.create(Authenticator, { identity: identity.id, method: input.method, tags: input.tags ?? {} }, { persist: false });
      if (input.method === 'updb') {
        if (typeof input.username !== 'string') throw fieldError('username', 'username is required for method updb', input.username);
        if (typeof input.password !== 'string') throw fieldError('password', 'password is required for method updb', undefined);
        assertLength('username', input.username, 4, 100);
        assertPassword(input.password);
        await this.authPolicies.assertPasswordAllowed(tx.em, identity.id, input.password);
        await assertUsernameFree(tx.em, input.username, 'username', { withEnrollments: true, exceptAuthenticatorId: authenticator.id });
        authenticator.username = input.username;
        authenticator.passwordHash = await hashPassword(input.password);
      } else {
        const cert = readCertPem(input.certPem);
        await assertCertificateFree(tx.em, cert.fingerprint);
        const origin = await certificateOrigin(tx.em, this.deps.pki, cert.leaf, cert.intermediates);
        authenticator.fingerprint = cert.fingerprint;
        authenticator.certPem = cert.pem;
        authenticator.isIssuedByNetwork = origin.isIssuedByNetwork;
        authenticator.ca = origin.caId ? tx.em.getReference(Ca, origin.caId, { wrapped: true }) : null;
      }
      tx.em.persist(authenticator);
      tx.emit('created', 'authenticators', authenticator.id);
      return authenticator;
    });
  }

  /** Admin PUT (fields undefined) or PATCH (fields present in the body). */
  async update(ctx: RequestCtx, id: string, raw: AuthenticatorUpdateInput, patchFields?: string[]): Promise<void> {
    requireAdmin(ctx);
    const { input, fields } = checkAuthenticatorUpdate(ctx, raw, patchFields);
    await inTransaction(ctx, async (tx) => this.change(tx.em, await this.mustFind(tx.em, id), input, fields, tx.emit));
  }

  /** An identity changing its own password or username: proves it knows the current password. */
  async updateOwn(ctx: RequestCtx, id: string, raw: AuthenticatorUpdateInput, patchFields?: string[]): Promise<void> {
    const actor = requireIdentity(ctx);
    const { input, fields } = checkOwnAuthenticatorUpdate(ctx, raw, patchFields);
    await inTransaction(ctx, async (tx) => {
      const authenticator = await this.mustFind(tx.em, id, actor.identityId);
      if (authenticator.method !== 'updb') throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'only updb authenticators have a password' } });
      if (typeof input.currentPassword !== 'string') throw fieldError('currentPassword', 'currentPassword is required', undefined);
      // Guessing the current password is guessing a login: the same limits apply (a stolen session must not make it cheaper).
      const limiter = loginLimiterOf(this.deps);
      await limiter.countAttempt(ctx);
      const failure = await limiter.reserveFailure(ctx, authenticator.username ?? '');
      if (!authenticator.passwordHash || !(await verifyPassword(authenticator.passwordHash, input.currentPassword))) throw new InvalidAuthError();
      await failure.succeeded();
      await this.change(tx.em, authenticator, input, fields?.filter((f) => f !== 'currentPassword'), tx.emit);
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      await tx.em.nativeDelete(Authenticator, { id });
      tx.emit('deleted', 'authenticators', id);
    });
  }

  /**
   * `POST /authenticators/{id}/re-enroll`: turns the authenticator back into an enrollment of
   * the same kind (updb → updb with the same username; a network-issued certificate → ott; a
   * third-party CA's certificate → ottca with that CA), deletes it and ends the API sessions it
   * authenticated, all in one transaction. An outstanding enrollment of that method is replaced.
   */
  async reEnroll(ctx: RequestCtx, id: string, raw: ReEnrollInput): Promise<Enrollment> {
    requireAdmin(ctx);
    const expiresAt = new Date(checkReEnroll(ctx, raw).expiresAt);
    assertFuture('expiresAt', expiresAt);
    return inTransaction(ctx, async (tx) => {
      const authenticator = await this.mustFind(tx.em, id);
      const identityId = authenticator.identity.id;
      const spec = await this.enrollmentFor(tx.em, authenticator);
      for (const stale of await tx.em.find(Enrollment, { identity: identityId, method: spec.method })) {
        await tx.em.nativeDelete(Enrollment, { id: stale.id });
        tx.emit('deleted', 'enrollments', stale.id);
      }
      // The sessions it opened have nothing left to vouch for them.
      await endApiSessions(tx, '"authenticator_id" = ?', [id]);
      await tx.em.nativeDelete(Authenticator, { id });
      tx.emit('deleted', 'authenticators', id);
      return issueEnrollment(tx, this.deps.pki, this.deps.config.enrollmentTtlMs, { ...spec, identityId, expiresAt });
    });
  }

  /** The enrollment that lets the identity obtain this authenticator again. */
  private async enrollmentFor(em: EntityManager, authenticator: Authenticator): Promise<Pick<EnrollmentSpec, 'method' | 'username' | 'caId'>> {
    if (authenticator.method === 'updb') return { method: 'updb', username: authenticator.username };
    if (authenticator.isIssuedByNetwork || !authenticator.certPem) return { method: 'ott' };
    // Linked when created; otherwise the CA may have been added (and verified) since.
    const [leaf = authenticator.certPem, ...intermediates] = splitPemBundle(authenticator.certPem);
    const caId = authenticator.ca?.id ?? (await verifiedCaIssuing(em, leaf, intermediates))?.id;
    return caId ? { method: 'ottca', caId } : { method: 'ott' };
  }

  private async change(
    em: EntityManager,
    authenticator: Authenticator,
    input: AuthenticatorUpdateInput,
    fields: string[] | undefined,
    emit: TxScope['emit'],
  ): Promise<void> {
    const mask = fields ? AUTHENTICATOR_UPDATABLE.filter((f) => fields.includes(f)) : AUTHENTICATOR_UPDATABLE;
    const has = (f: (typeof AUTHENTICATOR_UPDATABLE)[number]) => mask.includes(f);
    const changed: string[] = [];
    const wantsCredentials = (has('username') && input.username != null) || (has('password') && input.password != null);
    if (authenticator.method !== 'updb' && wantsCredentials) {
      throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'only updb authenticators have a username and password' } });
    }
    if (has('username') && input.username != null) {
      assertLength('username', input.username, 4, 100);
      await assertUsernameFree(em, input.username, 'username', { withEnrollments: true, exceptAuthenticatorId: authenticator.id });
      authenticator.username = input.username;
      changed.push('username');
    } else if (!fields && authenticator.method === 'updb') {
      throw fieldError('username', 'username is required', input.username);
    }
    if (has('password') && input.password != null) {
      assertPassword(input.password);
      await this.authPolicies.assertPasswordAllowed(em, authenticator.identity.id, input.password);
      authenticator.passwordHash = await hashPassword(input.password);
      changed.push('password');
    } else if (!fields && authenticator.method === 'updb') {
      throw fieldError('password', 'password is required', undefined);
    }
    if (has('tags')) {
      authenticator.tags = input.tags ?? {};
      changed.push('tags');
    }
    emit('updated', 'authenticators', authenticator.id, changed);
  }

  /** An authenticator (of `ownerId` when given: another's does not exist for it) with its identity. */
  private mustFind(em: EntityManager, id: string, ownerId?: string): Promise<Authenticator> {
    return mustFind(em, Authenticator, 'authenticators', id, ownerId ? { identity: ownerId } : {}, { populate: ['identity'] });
  }

  /** Loads the owning identities of a page in one query (their names appear in every view). */
  private async withIdentities(em: EntityManager, page: Page<Authenticator>): Promise<Page<Authenticator>> {
    await em.populate(page.items, ['identity']);
    return withoutOrphans(page, 'identity');
  }

}

/** Password bounds; unlike other field errors, the rejected value is never echoed back. */
function assertPassword(password: string): void {
  if (password.length < 5 || password.length > 100) throw fieldError('password', 'must be between 5 and 100 characters', undefined);
}

/** Usernames and passwords belong to updb, certificates to cert: mixing them is refused. */
function assertPropertiesMatchMethod(input: AuthenticatorCreateInput): void {
  const foreignFields = input.method === 'cert' ? (['username', 'password'] as const) : (['certPem'] as const);
  const foreign = foreignFields.find((f) => input[f] != null);
  if (!foreign) return;
  throw new ApiError('INVALID_AUTHENTICATOR_PROPERTIES', {
    cause: { field: foreign, reason: `${foreign} is not a property of ${input.method} authenticators`, value: foreign === 'username' ? input.username : undefined },
  });
}

interface CertificateInput {
  /** The certificates as given, normalized (leaf first). */
  pem: string;
  leaf: string;
  intermediates: string[];
  fingerprint: string;
}

/** A PEM certificate, optionally followed by its chain; the first one is the client certificate. */
function readCertPem(certPem: string | null | undefined): CertificateInput {
  const blocks = typeof certPem === 'string' ? splitPemBundle(certPem) : [];
  if (blocks.length === 0) throw fieldError('certPem', 'a PEM certificate is required for method cert', undefined);
  try {
    const [leaf, ...intermediates] = blocks;
    for (const block of intermediates) parseCertificate(block);
    return { pem: blocks.join(''), leaf, intermediates, fingerprint: parseCertificate(leaf).fingerprint };
  } catch {
    throw fieldError('certPem', 'could not parse the PEM certificate', undefined);
  }
}

/** One certificate authenticates one identity: in force or pending verification of an extension. */
export async function assertCertificateFree(em: EntityManager, certFingerprint: string): Promise<void> {
  const used = await em.count(Authenticator, { $or: [{ fingerprint: certFingerprint }, { unverifiedFingerprint: certFingerprint }] });
  if (used) throw new ApiError('CERT_IN_USE', { cause: { message: 'the certificate is already used by an authenticator', data: { fingerprint: certFingerprint } } });
}
