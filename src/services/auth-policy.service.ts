import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthPolicy, AUTH_POLICY_FIELDS, Identity } from '../entities';
import type { ServiceDeps } from './service-deps';
import { newRequestId, requireAdmin, type RequestCtx } from './core/context';
import { logger } from './core/logger';
import { ApiError, NotFoundError, ReferencedEntityError, fieldError } from './core/errors';
import { mustFind } from './core/find';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import { textArray } from './core/sql';
import { assertUniqueName } from './core/validate';
import { AUTH_POLICY_UPDATABLE, DEFAULT_AUTH_POLICY_ID, checkAuthPolicyCreate, checkAuthPolicyUpdate, type AuthPolicyInput, type AuthPolicyPatchInput, type AuthPolicyRules } from './auth-policy.schema';
import { passwordProblems } from './auth-policy/password-rules';
import { isResync } from './core/events/entity-change';

const SOURCE: ListSource = { table: '"auth_policies"', symbols: AUTH_POLICY_FIELDS };

/**
 * The default policy is every new identity's, and the default admin's unless moved: one that
 * allows no login method at all would leave nobody a way in (not even through the admin reset).
 */
function assertDefaultLetsIn(policy: AuthPolicy): void {
  if (policy.id !== DEFAULT_AUTH_POLICY_ID || policy.updbAllowed || policy.certAllowed || policy.extJwtAllowed) return;
  throw fieldError('primary', 'the default auth policy must allow at least one primary login method (updb, cert or extJwt)', {
    updb: { allowed: false }, cert: { allowed: false }, extJwt: { allowed: false },
  });
}

/** Auth policies: how identities may authenticate (primary methods, lockout, password rules, secondary factors). */
export class AuthPolicyService {
  /**
   * Rules by auth policy id for login decisions (MFA required, a secondary ext-jwt signer):
   * policies are few and rarely change, and every login needs them. Dropped on every instance
   * when any auth policy changes, and whenever change notifications may have been missed.
   */
  private readonly loginRules = new Map<string, AuthPolicyRules>();
  private loginRulesGeneration = 0;

  constructor(private readonly deps: ServiceDeps) {
    deps.bus.onEntityChange((e) => {
      if (!isResync(e) && e.entityType !== 'auth-policies') return;
      this.loginRules.clear();
      this.loginRulesGeneration++;
    });
  }

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<AuthPolicy>> {
    requireAdmin(ctx);
    return listPage(ctx.em, AuthPolicy, SOURCE, q);
  }

  async get(ctx: RequestCtx, id: string): Promise<AuthPolicy> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** Several auth policies in the order asked (GraphQL batch loading); unknown ids are errors. */
  async getMany(ctx: RequestCtx, ids: readonly string[]): Promise<(AuthPolicy | Error)[]> {
    requireAdmin(ctx);
    const found = new Map((await ctx.em.find(AuthPolicy, { id: { $in: [...ids] } })).map((p) => [p.id, p]));
    return ids.map((id) => found.get(id) ?? new NotFoundError('auth-policies', id));
  }

  async create(ctx: RequestCtx, raw: AuthPolicyInput): Promise<AuthPolicy> {
    requireAdmin(ctx);
    const input = checkAuthPolicyCreate(ctx, raw);
    return inTransaction(ctx, async (tx) => {
      const policy = tx.em.create(AuthPolicy, { name: input.name }, { persist: false });
      await this.apply(tx.em, policy, input, AUTH_POLICY_UPDATABLE);
      tx.em.persist(policy);
      tx.emit('created', 'auth-policies', policy.id);
      return policy;
    });
  }

  /**
   * PUT when `fields` is undefined (every field replaced), PATCH with the fields present in the
   * request; a PATCH of `primary` or `secondary` changes only the rules it gives.
   */
  async update(ctx: RequestCtx, id: string, raw: AuthPolicyPatchInput, patchFields?: string[]): Promise<AuthPolicy> {
    requireAdmin(ctx);
    const { input, fields } = checkAuthPolicyUpdate(ctx, raw, patchFields);
    const mask = fields ? AUTH_POLICY_UPDATABLE.filter((f) => fields.includes(f)) : AUTH_POLICY_UPDATABLE;
    // A PUT replaces the whole policy: a secondary signer it leaves out is no longer required.
    const given = fields ? input : { ...input, secondary: { requireExtJwtSigner: null, ...input.secondary } };
    return inTransaction(ctx, async (tx) => {
      const policy = await this.mustFind(tx.em, id);
      await this.apply(tx.em, policy, given, mask);
      assertDefaultLetsIn(policy);
      await tx.em.flush();
      tx.emit('updated', 'auth-policies', id, mask);
      return policy;
    });
  }

  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    if (id === DEFAULT_AUTH_POLICY_ID) {
      throw new ApiError('ENTITY_CAN_NOT_BE_DELETED', { cause: { message: 'the default auth policy is a system entity' }, causeMessage: 'the default auth policy is a system entity' });
    }
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      const users = await tx.em.count(Identity, { authPolicyId: id });
      if (users) throw new ReferencedEntityError(`the auth policy is used by ${users} identit${users === 1 ? 'y' : 'ies'}`);
      await tx.em.nativeDelete(AuthPolicy, { id });
      tx.emit('deleted', 'auth-policies', id);
    });
  }

  /**
   * The rules of the auth policy of an identity, for the services that authenticate it, set
   * its passwords or check its secondary factors. Reads through `em` (the caller's transaction).
   */
  async rulesFor(em: EntityManager, identityId: string): Promise<AuthPolicyRules> {
    const [row] = await em.execute<{ policy_id: string }[]>('select "auth_policy_id" as "policy_id" from "identities" where "id" = ?', [identityId]);
    return this.rulesOf(em, row?.policy_id ?? DEFAULT_AUTH_POLICY_ID);
  }

  /**
   * The rules of an auth policy for a login, from memory while change notifications flow. A
   * read that a change overtook is not remembered (the generation moved while it ran). `emOf`
   * is asked only on a miss: a login answered from memory forks no EntityManager.
   */
  async loginRulesOf(emOf: () => EntityManager, policyId: string): Promise<AuthPolicyRules> {
    const known = this.deps.bus.connected ? this.loginRules.get(policyId) : undefined;
    if (known) return known;
    const generation = this.loginRulesGeneration;
    const rules = await this.rulesOf(emOf(), policyId);
    // A policy that is gone answers with the default's rules: those are not remembered under its id.
    if (generation === this.loginRulesGeneration && rules.id === policyId) this.loginRules.set(policyId, rules);
    return rules;
  }

  /** The rules of one auth policy (the default policy's when it is gone). */
  async rulesOf(em: EntityManager, policyId: string): Promise<AuthPolicyRules> {
    const policy = (await em.findOne(AuthPolicy, { id: policyId })) ?? (await em.findOneOrFail(AuthPolicy, { id: DEFAULT_AUTH_POLICY_ID }));
    return { id: policy.id, name: policy.name, primary: policy.primary, secondary: policy.secondary };
  }

  /**
   * Refuses a password the identity's auth policy does not allow (length, special character,
   * digit, mixed case): every way a password is set comes here first.
   */
  async assertPasswordAllowed(em: EntityManager, identityId: string, password: string): Promise<void> {
    const rules = await this.rulesFor(em, identityId);
    const problems = passwordProblems(rules.primary.updb, password);
    if (problems.length) throw fieldError('password', `${problems.join('; ')} (auth policy "${rules.name}")`);
  }

  /**
   * Counts a wrong password of an identity, in the database so every instance counts together.
   * At its policy's maxAttempts the identity is locked out: disabled for lockoutDurationMinutes
   * (0: until an administrator enables it), its API sessions ended. Policies without a limit
   * count nothing. The default admin is never locked out (it could not be enabled again).
   */
  async recordPasswordFailure(identityId: string): Promise<void> {
    const ctx: RequestCtx = { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
    await inTransaction(ctx, async (tx) => {
      const { maxAttempts, lockoutDurationMinutes } = (await this.rulesFor(tx.em, identityId)).primary.updb;
      if (maxAttempts <= 0) return;
      const [row] = await tx.em.execute<{ failed_logins: number }[]>(
        'update "identities" set "failed_logins" = "failed_logins" + 1 where "id" = ? and not "is_default_admin" returning "failed_logins"',
        [identityId],
      );
      if (!row || row.failed_logins < maxAttempts) return;
      await tx.em.execute(
        `update "identities" set "failed_logins" = 0, "disabled" = true, "disabled_at" = now(),
          "disabled_until" = case when ? > 0 then now() + make_interval(mins => ?) end where "id" = ?`,
        [lockoutDurationMinutes, lockoutDurationMinutes, identityId],
      );
      await tx.em.execute('delete from "api_sessions" where "identity_id" = ?', [identityId]);
      tx.emit('updated', 'identities', identityId, ['disabled', 'disabledAt', 'disabledUntil']);
      logger.info({ identityId, maxAttempts, lockoutDurationMinutes }, 'identity locked out after failed password logins');
    });
  }

  /** A successful password login starts the count of failures again (callers skip this when it is 0 already). */
  async clearPasswordFailures(em: EntityManager, identityId: string): Promise<void> {
    await em.execute('update "identities" set "failed_logins" = 0 where "id" = ? and "failed_logins" <> 0', [identityId]);
  }

  private mustFind(em: EntityManager, id: string): Promise<AuthPolicy> {
    return mustFind(em, AuthPolicy, 'auth-policies', id);
  }

  private async apply(em: EntityManager, policy: AuthPolicy, input: AuthPolicyPatchInput, mask: readonly string[]): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name':
          policy.name = await assertUniqueName(em, AuthPolicy, input.name, policy.id);
          break;
        case 'primary': {
          // A rule left out or null stays as it is.
          const { cert, extJwt, updb } = input.primary ?? {};
          if (cert?.allowed != null) policy.certAllowed = cert.allowed;
          if (cert?.allowExpiredCerts != null) policy.certAllowExpiredCerts = cert.allowExpiredCerts;
          if (extJwt?.allowed != null) policy.extJwtAllowed = extJwt.allowed;
          if (extJwt?.allowedSigners != null) policy.extJwtAllowedSigners = await this.signerIds(em, 'primary.extJwt.allowedSigners', extJwt.allowedSigners);
          if (updb?.allowed != null) policy.updbAllowed = updb.allowed;
          if (updb?.minPasswordLength != null) policy.updbMinPasswordLength = updb.minPasswordLength;
          if (updb?.requireSpecialChar != null) policy.updbRequireSpecialChar = updb.requireSpecialChar;
          if (updb?.requireNumberChar != null) policy.updbRequireNumberChar = updb.requireNumberChar;
          if (updb?.requireMixedCase != null) policy.updbRequireMixedCase = updb.requireMixedCase;
          if (updb?.maxAttempts != null) policy.updbMaxAttempts = updb.maxAttempts;
          if (updb?.lockoutDurationMinutes != null) policy.updbLockoutDurationMinutes = updb.lockoutDurationMinutes;
          break;
        }
        case 'secondary': {
          const secondary = input.secondary ?? {};
          if (secondary.requireTotp != null) policy.secondaryRequireTotp = secondary.requireTotp;
          // null: no signer is required.
          if (secondary.requireExtJwtSigner !== undefined) {
            const signer = secondary.requireExtJwtSigner;
            policy.secondaryRequireExtJwtSigner = signer ? (await this.signerIds(em, 'secondary.requireExtJwtSigner', [signer]))[0] : null;
          }
          break;
        }
        case 'tags':
          policy.tags = input.tags ?? {};
          break;
      }
    }
  }

  /** Signer ids as given, each naming an external JWT signer that exists. */
  private async signerIds(em: EntityManager, field: string, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = new Set(
      (await em.execute<{ id: string }[]>('select "id" from "external_jwt_signers" where "id" = any(?::text[])', [textArray(unique)])).map((r) => r.id),
    );
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length) throw fieldError(field, `no external JWT signer has the id ${missing.join(', ')}`, missing);
    return unique;
  }
}
