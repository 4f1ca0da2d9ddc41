import { randomBytes } from 'node:crypto';
import { Authenticator, Identity } from '../entities';
import type { ServiceDeps } from './service-deps';
import { hashPassword } from './core/passwords';
import { logger } from './core/logger';

export interface BootstrapResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated; shown once on the console, never logged. */
  generatedPassword?: string;
}

/** Creates the default admin on first start; later starts leave it untouched. */
export class BootstrapService {
  constructor(private readonly deps: ServiceDeps) {}

  async ensureDefaultAdmin(): Promise<BootstrapResult> {
    const em = this.deps.orm.em.fork();
    return em.transactional(async (tx) => {
      // Serialize concurrent first starts of several instances on one database.
      await tx.execute('select pg_advisory_xact_lock(727001)');
      if (await tx.count(Identity, { isDefaultAdmin: true })) return { created: false };
      const username = this.deps.config.adminUsername ?? 'admin';
      const generated = this.deps.config.adminPassword ? undefined : randomBytes(18).toString('base64url');
      const password = this.deps.config.adminPassword ?? generated!;
      if (username.length < 4 || username.length > 100) throw new Error('ADMIN_USERNAME must be 4 to 100 characters');
      if (password.length < 5 || password.length > 100) throw new Error('ADMIN_PASSWORD must be 5 to 100 characters');
      const admin = tx.create(Identity, { name: 'Default Admin', typeId: 'User', isAdmin: true, isDefaultAdmin: true });
      tx.create(Authenticator, { identity: admin, method: 'updb', username, passwordHash: await hashPassword(password) });
      logger.info({ identityId: admin.id, username }, 'default admin created');
      return { created: true, username, generatedPassword: generated };
    });
  }
}
