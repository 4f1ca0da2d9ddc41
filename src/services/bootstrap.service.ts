import { randomBytes } from 'node:crypto';
import { AuthPolicy, Authenticator, Identity } from '../entities';
import type { ServiceDeps } from './service-deps';
import { hashPassword } from './core/passwords';
import { logger } from './core/logger';
import { newRequestId, type RequestCtx } from './core/context';
import { inTransaction, type TxScope } from './core/tx';
import { endApiSessions } from './core/api-sessions';
import { clearUsernameFailures, trustAddress } from './core/login-limiter';
import { DEFAULT_AUTH_POLICY_ID } from './auth-policy.schema';

/** How long an address the reset names stays known to the admin's username when AUTH_KNOWN_CLIENT_DAYS is 0. */
const TRUSTED_ADDRESS_MS = 30 * 86_400_000;

export interface BootstrapResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated; shown once on the console, never logged. */
  generatedPassword?: string;
}

export interface AdminPasswordReset {
  identityId: string;
  username: string;
  /** Set only when the password was generated; the caller shows it once, never logs it. */
  generatedPassword?: string;
  /** The admin's API sessions the reset ended (on every instance). */
  endedApiSessions: number;
  /** The rules of the admin's auth policy the reset turned back on or off so that its password logs in. */
  restoredPolicy?: { name: string; fields: string[] };
  /** The address (its limiter key: IPv6 by its /64) now known to the admin's username. */
  trustedAddress?: string;
}

export interface AdminPasswordResetOptions {
  /** A client address the operator will log in from: its logins get a failure budget no stranger can spend. */
  trustAddress?: string;
}

/** Serializes concurrent first starts (and a reset) of several instances on one database. */
const BOOTSTRAP_LOCK = 727_001;

/**
 * The default admin: created on first start (later starts leave it untouched), and its
 * password reset by an operator with access to the data (src/tools/reset-admin-password.ts).
 */
export class BootstrapService {
  /** Needs no PKI or policy engine: the reset tool builds it on a bare database. */
  constructor(private readonly deps: Pick<ServiceDeps, 'orm' | 'config'> & Partial<Pick<ServiceDeps, 'bus'>>) {}

  async ensureDefaultAdmin(): Promise<BootstrapResult> {
    const em = this.deps.orm.em.fork();
    return em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK]);
      if (await tx.count(Identity, { isDefaultAdmin: true })) return { created: false };
      const username = this.deps.config.adminUsername ?? 'admin';
      const { password, generated } = this.passwordToSet();
      if (username.length < 4 || username.length > 100) throw new Error('ADMIN_USERNAME must be 4 to 100 characters');
      const admin = tx.create(Identity, { name: 'Default Admin', typeId: 'User', isAdmin: true, isDefaultAdmin: true });
      tx.create(Authenticator, { identity: admin, method: 'updb', username, passwordHash: await hashPassword(password) });
      logger.info({ identityId: admin.id, username }, 'default admin created');
      return { created: true, username, generatedPassword: generated };
    });
  }

  /**
   * Gives the default admin a new password (ADMIN_PASSWORD, else generated), ends every API
   * session of the admin as a logout does (announced, so every instance drops them) and clears
   * the failed-login count of its username. An admin without a password authenticator gets one
   * (username ADMIN_USERNAME, else `admin`). If the admin's auth policy does not let a password
   * in (password login off, or a secondary ext-jwt signer required), those rules are restored:
   * the reset is the operator's way back in and must end in a login that works. With
   * `trustAddress`, that address becomes a known client of the admin's username, so strangers
   * spending the username's failure budget can not keep the operator out.
   */
  async resetDefaultAdminPassword(options: AdminPasswordResetOptions = {}): Promise<AdminPasswordReset> {
    const { password, generated } = this.passwordToSet();
    const passwordHash = await hashPassword(password);
    const ctx: RequestCtx = { em: this.deps.orm.em.fork(), actor: { kind: 'system' }, requestId: newRequestId(), source: 'system', bus: this.deps.bus };
    const reset = await inTransaction(ctx, async (tx) => {
      await tx.em.execute('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK]);
      const admin = await tx.em.findOne(Identity, { isDefaultAdmin: true });
      if (!admin) throw new Error('there is no default admin yet: start the controller once to create it');
      let authenticator = await tx.em.findOne(Authenticator, { identity: admin, method: 'updb' });
      if (authenticator) {
        authenticator.passwordHash = passwordHash;
        tx.emit('updated', 'authenticators', authenticator.id, ['password']);
      } else {
        const username = this.deps.config.adminUsername ?? 'admin';
        authenticator = tx.em.create(Authenticator, { identity: admin, method: 'updb', username, passwordHash });
        tx.emit('created', 'authenticators', authenticator.id);
      }
      const restoredPolicy = await this.restorePasswordLogin(tx, admin.authPolicyId);
      const ended = await endApiSessions(tx, '"identity_id" = ?', [admin.id]);
      return { identityId: admin.id, username: authenticator.username!, endedApiSessions: ended.length, restoredPolicy };
    });
    // After the commit: a login refused for earlier failures would keep the operator out.
    await clearUsernameFailures(this.deps.orm, reset.username);
    const trustedAddress = options.trustAddress
      ? await trustAddress(this.deps.orm, reset.username, options.trustAddress, this.deps.config.authKnownClientMs || TRUSTED_ADDRESS_MS)
      : undefined;
    logger.info({ identityId: reset.identityId, endedApiSessions: reset.endedApiSessions, restoredPolicy: reset.restoredPolicy }, 'default admin password reset');
    return { ...reset, generatedPassword: generated, trustedAddress };
  }

  /** Turns password login back on (and a required secondary ext-jwt signer off) in the admin's auth policy. */
  private async restorePasswordLogin(tx: TxScope, policyId: string): Promise<AdminPasswordReset['restoredPolicy']> {
    const policy = (await tx.em.findOne(AuthPolicy, { id: policyId })) ?? (await tx.em.findOneOrFail(AuthPolicy, { id: DEFAULT_AUTH_POLICY_ID }));
    const fields: string[] = [];
    if (!policy.updbAllowed) {
      policy.updbAllowed = true;
      fields.push('primary.updb.allowed');
    }
    if (policy.secondaryRequireExtJwtSigner) {
      policy.secondaryRequireExtJwtSigner = null;
      fields.push('secondary.requireExtJwtSigner');
    }
    if (!fields.length) return undefined;
    tx.emit('updated', 'auth-policies', policy.id, [...new Set(fields.map((f) => f.split('.')[0]))]);
    return { name: policy.name, fields };
  }

  /** ADMIN_PASSWORD when set (checked), else a generated one (144 random bits). */
  private passwordToSet(): { password: string; generated?: string } {
    const configured = this.deps.config.adminPassword;
    if (configured !== undefined) {
      if (configured.length < 5 || configured.length > 100) throw new Error('ADMIN_PASSWORD must be 5 to 100 characters');
      return { password: configured };
    }
    const generated = randomBytes(18).toString('base64url');
    return { password: generated, generated };
  }
}
