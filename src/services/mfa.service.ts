import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiSession, Identity, Mfa } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, requireIdentityPendingMfaAllowed, type IdentityActor, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, UnauthorizedError } from './core/errors';
import { logger } from './core/logger';
import { loginLimiterOf, type LoginLimiter } from './core/login-limiter';
import { inTransaction, type TxScope } from './core/tx';
import { SecretBox } from './mfa/secret-box';
import { verifiedMfaAmong } from './mfa/session-state';
import { postureChangeOf, recordMfaPassed } from './posture-response.service';
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, provisioningUrl, qrCodePng, totpCodeValid } from './mfa/totp';

/** The caller's enrollment as `GET /current-identity/mfa` shows it. */
export interface MfaView {
  mfa: Mfa;
  /** Only while the enrollment is unverified: what the authenticator app needs. */
  provisioningUrl?: string;
  recoveryCodes?: string[];
}

/** Recovery codes as they are shown: in full only while new (see `shownRecoveryCodes`). */
export interface RecoveryCodesView {
  mfa: Mfa;
  recoveryCodes: string[];
}

/** How long a regenerated set of recovery codes can be read back in full (GET recovery-codes). */
const RECOVERY_CODES_SHOWN_FOR_MS = 10 * 60_000;

/** What a code may be, besides the TOTP code of the moment. */
type Accepts = 'totp' | 'totp-or-recovery';

/**
 * TOTP MFA of identities: enrollment (start, QR code, verify), recovery codes, disabling (by
 * the identity with a code, or by an admin), and completing a partially authenticated API
 * session. Every code check goes through the login limiter: each attempt counts against the
 * client address, each failure against the identity, so codes are not guessed faster than
 * passwords. Codes, secrets and recovery codes are never logged.
 */
export class MfaService {
  private readonly limiter: LoginLimiter;
  private box?: SecretBox;

  constructor(private readonly deps: ServiceDeps) {
    this.limiter = loginLimiterOf(deps);
  }

  /** Derived on first use (the PKI is loaded before any request) and kept in memory only. */
  private get secrets(): SecretBox {
    this.box ??= new SecretBox((purpose) => this.deps.pki.deriveKey(purpose));
    return this.box;
  }

  /** `GET /current-identity/mfa`: the enrollment, with its provisioning URL and recovery codes while unverified. */
  async status(ctx: RequestCtx): Promise<MfaView> {
    const actor = await this.enrollingCaller(ctx);
    const mfa = await this.mustFindOwn(ctx.em, actor.identityId);
    if (mfa.isVerified) return { mfa };
    return { mfa, provisioningUrl: await this.provisioningUrlOf(ctx.em, mfa), recoveryCodes: this.shownRecoveryCodes(mfa) };
  }

  /**
   * `POST /current-identity/mfa`: a new, unverified enrollment with a new secret and recovery
   * codes. As OpenZiti, any enrollment, verified or not, must be deleted first (409 MFA_EXISTS):
   * a second start never replaces the secret of a QR code already scanned. A client that lost
   * an unverified one deletes it (no code needed) and starts again.
   */
  async start(ctx: RequestCtx): Promise<Mfa> {
    const actor = await this.enrollingCaller(ctx);
    const mfa = await inTransaction(ctx, async (tx) => {
      // Concurrent starts of one identity queue here instead of racing on the unique identity_id.
      await tx.em.execute('select 1 from "identities" where "id" = ? for update', [actor.identityId]);
      if (await tx.em.count(Mfa, { identity: actor.identityId })) throw new ApiError('MFA_EXISTS');
      const codes = newRecoveryCodes();
      const context = sealContext(actor.identityId);
      const created = tx.em.create(Mfa, {
        identity: actor.identityId,
        sealedSecret: this.secrets.seal(newTotpSecret(), context),
        recoveryCodeHashes: codes.map((c) => this.secrets.hash(c, context)),
        sealedShownRecoveryCodes: this.secrets.seal(JSON.stringify(codes), context),
        shownRecoveryCodesUntil: null,
      });
      tx.emit('created', 'mfa', created.id);
      return created;
    });
    logger.info({ identityId: actor.identityId, mfaId: mfa.id }, 'mfa enrollment started');
    return mfa;
  }

  /** `GET /current-identity/mfa/qr-code`: the provisioning URL as a PNG, while unverified (404 after). */
  async qrCode(ctx: RequestCtx): Promise<Buffer> {
    const actor = await this.enrollingCaller(ctx);
    const mfa = await this.mustFindOwn(ctx.em, actor.identityId);
    if (mfa.isVerified) throw new NotFoundError('mfa');
    return qrCodePng(await this.provisioningUrlOf(ctx.em, mfa));
  }

  /**
   * `POST /current-identity/mfa/verify`: the first TOTP code verifies the enrollment. The
   * calling session counts as having given its code (complete, and required from now on), as in
   * OpenZiti: a partial session whose policy required TOTP is complete once it has enrolled.
   * The recovery codes are shown no more.
   */
  async verify(ctx: RequestCtx, code: string): Promise<void> {
    const actor = await this.enrollingCaller(ctx);
    const unverified = (mfa: Mfa | null): Mfa => {
      if (!mfa) throw new ApiError('MFA_ENROLLMENT_NOT_STARTED');
      if (mfa.isVerified) throw new NotFoundError('mfa');
      return mfa;
    };
    await this.withAcceptedCode(ctx, actor.identityId, code, 'totp', unverified, async (tx, mfa) => {
      mfa.isVerified = true;
      mfa.sealedShownRecoveryCodes = null;
      mfa.shownRecoveryCodesUntil = null;
      await this.completeSession(tx, actor, true);
      tx.emit('updated', 'mfa', mfa.id, ['isVerified']);
      tx.emit('updated', 'identities', actor.identityId, ['isMfaEnabled']);
    });
    logger.info({ identityId: actor.identityId, apiSessionId: actor.apiSessionId }, 'mfa enrollment verified');
  }

  /**
   * `GET /current-identity/mfa/recovery-codes` (a TOTP code, as OpenZiti). Codes are stored as
   * keyed hashes, so they can be shown in full only while new: the set regenerated in the last
   * RECOVERY_CODES_SHOWN_FOR_MS; otherwise the list is empty (regenerate to see new codes).
   */
  async recoveryCodes(ctx: RequestCtx, code: string): Promise<RecoveryCodesView> {
    const actor = requireIdentity(ctx);
    return this.withAcceptedCode(ctx, actor.identityId, code, 'totp', verifiedOnly, async (_tx, mfa) => ({ mfa, recoveryCodes: this.shownRecoveryCodes(mfa) }));
  }

  /** `POST /current-identity/mfa/recovery-codes`: replaces every recovery code; the new ones are shown for a while. */
  async regenerateRecoveryCodes(ctx: RequestCtx, code: string): Promise<RecoveryCodesView> {
    const actor = requireIdentity(ctx);
    const view = await this.withAcceptedCode(ctx, actor.identityId, code, 'totp-or-recovery', verifiedOnly, async (tx, mfa) => {
      const codes = newRecoveryCodes();
      const context = sealContext(actor.identityId);
      mfa.recoveryCodeHashes = codes.map((c) => this.secrets.hash(c, context));
      mfa.sealedShownRecoveryCodes = this.secrets.seal(JSON.stringify(codes), context);
      mfa.shownRecoveryCodesUntil = new Date(Date.now() + RECOVERY_CODES_SHOWN_FOR_MS);
      tx.emit('updated', 'mfa', mfa.id, ['recoveryCodes']);
      return { mfa, recoveryCodes: codes };
    });
    logger.info({ identityId: actor.identityId }, 'mfa recovery codes regenerated');
    return view;
  }

  /**
   * `DELETE /current-identity/mfa`: a verified enrollment needs a TOTP or recovery code; one
   * never verified goes without (OpenZiti: an empty code). An admin removes it without a code
   * (`remove`) when the identity lost its authenticator.
   */
  async disable(ctx: RequestCtx, code: string): Promise<void> {
    const actor = requireIdentity(ctx);
    const mfa = await this.mustFindOwn(ctx.em, actor.identityId);
    if (!mfa.isVerified) {
      await inTransaction(ctx, async (tx) => {
        // Verified meanwhile: then it takes a code like any verified enrollment.
        if (!(await tx.em.nativeDelete(Mfa, { id: mfa.id, isVerified: false }))) throw new ApiError('MFA_INVALID_TOKEN');
        tx.emit('deleted', 'mfa', mfa.id);
      });
    } else {
      await this.withAcceptedCode(ctx, actor.identityId, code, 'totp-or-recovery', verifiedOnly, async (tx, verified) => {
        await tx.em.nativeDelete(Mfa, { id: verified.id });
        tx.emit('deleted', 'mfa', verified.id);
        tx.emit('updated', 'identities', actor.identityId, ['isMfaEnabled']);
      });
    }
    logger.info({ identityId: actor.identityId, wasVerified: mfa.isVerified }, 'mfa disabled');
  }

  /**
   * `POST /authenticate/mfa`: a TOTP code, or a recovery code (used up), completes the caller's
   * API session on every instance (the session cache reads the change from its event).
   */
  async completeLogin(ctx: RequestCtx, code: string): Promise<void> {
    const actor = requireIdentityPendingMfaAllowed(ctx);
    const enrolled = (mfa: Mfa | null): Mfa => {
      if (!mfa?.isVerified) throw new ApiError('MFA_NOT_ENROLLED');
      return mfa;
    };
    await this.withAcceptedCode(ctx, actor.identityId, code, 'totp-or-recovery', enrolled, (tx) => this.completeSession(tx, actor, false));
    logger.info({ identityId: actor.identityId, apiSessionId: actor.apiSessionId }, 'api session mfa completed');
  }

  /** `DELETE /identities/{id}/mfa` (admin): removes the identity's enrollment, verified or not; none is fine. */
  async remove(ctx: RequestCtx, identityId: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      if (!(await tx.em.count(Identity, { id: identityId }))) throw new NotFoundError('identities', identityId);
      const mfa = await tx.em.findOne(Mfa, { identity: identityId });
      // As OpenZiti: an identity without MFA has none to remove.
      if (!mfa) throw new NotFoundError('mfa', identityId);
      await tx.em.nativeDelete(Mfa, { id: mfa.id });
      tx.emit('deleted', 'mfa', mfa.id);
      if (mfa.isVerified) tx.emit('updated', 'identities', identityId, ['isMfaEnabled']);
    });
    logger.info({ identityId, requestId: ctx.requestId }, 'mfa removed by an administrator');
  }

  /**
   * The caller of an enrollment operation (status, start, QR code, verify): a complete session,
   * or a partial one whose identity has no verified enrollment yet (its auth policy requires
   * TOTP: it must enroll before it can complete). A partial session of an enrolled identity
   * only completes itself (`completeLogin`).
   */
  private async enrollingCaller(ctx: RequestCtx): Promise<IdentityActor> {
    const actor = requireIdentityPendingMfaAllowed(ctx);
    if (actor.mfaPending && (await verifiedMfaAmong(ctx.em, [actor.identityId])).size) throw new UnauthorizedError('denied');
    return actor;
  }

  /**
   * Runs `work` in a transaction on the identity's enrollment (locked, in the state `expect`
   * demands) once `code` is accepted for it, through the login limiter: the attempt counts
   * against the client address and a failure (reserved before the check, given back on
   * success) against the identity. A wrong code is MFA_INVALID_TOKEN; a recovery code that
   * opens is used up in the same transaction, so it works once even when sent twice at once.
   */
  private async withAcceptedCode<T>(
    ctx: RequestCtx,
    identityId: string,
    code: string,
    accepts: Accepts,
    expect: (mfa: Mfa | null) => Mfa,
    work: (tx: TxScope, mfa: Mfa) => Promise<T>,
  ): Promise<T> {
    // The state first: a caller in the wrong state learns so without spending its budget.
    expect(await ctx.em.findOne(Mfa, { identity: identityId }));
    if (code.trim() === '') throw new ApiError('MFA_INVALID_TOKEN');
    await this.limiter.countAttempt(ctx);
    const reservation = await this.limiter.reserveFailure(ctx, codeBudgetKey(identityId));
    const result = await inTransaction(ctx, async (tx) => {
      const mfa = expect(await tx.em.findOne(Mfa, { identity: identityId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }));
      const used = this.accept(mfa, code, accepts);
      if (!used) throw new ApiError('MFA_INVALID_TOKEN');
      if (used === 'recovery') tx.emit('updated', 'mfa', mfa.id, ['recoveryCodes']);
      return work(tx, mfa);
    });
    await reservation.succeeded();
    return result;
  }

  /** Which kind of code opened the enrollment, if any; a recovery code is taken off the entity (flushed by the caller's transaction). */
  private accept(mfa: Mfa, code: string, accepts: Accepts): 'totp' | 'recovery' | undefined {
    if (totpCodeValid(this.secretOf(mfa), code.trim())) return 'totp';
    if (accepts !== 'totp-or-recovery') return undefined;
    const index = this.secrets.indexOfHash(normalizeRecoveryCode(code), sealContext(mfa.identity.id), mfa.recoveryCodeHashes);
    if (index === -1) return undefined;
    mfa.recoveryCodeHashes = mfa.recoveryCodeHashes.filter((_, i) => i !== index);
    return 'recovery';
  }

  /** Marks the caller's API session as having given its code; `required` also makes it an MFA session (verification). */
  private async completeSession(tx: TxScope, actor: IdentityActor, required: boolean): Promise<void> {
    const updated = await tx.em.nativeUpdate(ApiSession, { id: actor.apiSessionId }, { isMfaComplete: true, ...(required ? { isMfaRequired: true } : {}), updatedAt: new Date() });
    // Logged out meanwhile: nothing to complete.
    if (!updated) throw new UnauthorizedError('invalid');
    // A fresh code may pass MFA posture checks again: the identity's service-updates stamp moves when a result changed.
    if (await postureChangeOf(tx.em as EntityManager, actor.identityId, actor.apiSessionId, () => recordMfaPassed(tx.em as EntityManager, actor.apiSessionId))) {
      tx.emit('updated', 'service-access', actor.identityId, ['postureQueries'], [actor.identityId]);
    }
    tx.emit('updated', 'api-sessions', actor.apiSessionId, required ? ['isMfaRequired', 'isMfaComplete'] : ['isMfaComplete']);
  }

  private async mustFindOwn(em: EntityManager, identityId: string): Promise<Mfa> {
    const mfa = await em.findOne(Mfa, { identity: identityId });
    if (!mfa) throw new ApiError('MFA_ENROLLMENT_NOT_STARTED');
    return mfa;
  }

  private async provisioningUrlOf(em: EntityManager, mfa: Mfa): Promise<string> {
    const identity = await em.findOneOrFail(Identity, { id: mfa.identity.id });
    return provisioningUrl(this.deps.config.mfaTotpIssuer, identity.name, this.secretOf(mfa));
  }

  /** The recovery codes in clear while they may be shown: an unverified enrollment's, or a set regenerated moments ago. */
  private shownRecoveryCodes(mfa: Mfa): string[] {
    if (!mfa.sealedShownRecoveryCodes) return [];
    const shown = mfa.shownRecoveryCodesUntil ? mfa.shownRecoveryCodesUntil.getTime() > Date.now() : !mfa.isVerified;
    if (!shown) return [];
    return JSON.parse(this.open(mfa, mfa.sealedShownRecoveryCodes)) as string[];
  }

  private secretOf(mfa: Mfa): string {
    return this.open(mfa, mfa.sealedSecret);
  }

  private open(mfa: Mfa, sealed: string): string {
    try {
      return this.secrets.open(sealed, sealContext(mfa.identity.id));
    } catch {
      // Sealed with other key material (the signing CA key was replaced) or altered in the database.
      logger.error({ identityId: mfa.identity.id, mfaId: mfa.id }, 'an MFA secret can not be opened; an administrator must remove the enrollment');
      throw new ApiError('UNHANDLED');
    }
  }
}

function verifiedOnly(mfa: Mfa | null): Mfa {
  if (!mfa) throw new ApiError('MFA_ENROLLMENT_NOT_STARTED');
  if (!mfa.isVerified) throw new NotFoundError('mfa');
  return mfa;
}

/** What sealed values and hashes of an identity's enrollment are bound to. */
function sealContext(identityId: string): string {
  return `mfa:${identityId}`;
}

/**
 * The login limiter's failure budget of an identity's MFA codes. Usernames can never hold a NUL
 * character (refused at the edge), so no password login shares this budget.
 */
function codeBudgetKey(identityId: string): string {
  return `\u0000mfa\u0000${identityId}`;
}
