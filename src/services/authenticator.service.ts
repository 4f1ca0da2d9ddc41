import { X509Certificate, createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator, Identity } from '../entities';
import type { Tags } from '../entities/base.entity';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { ApiError, InvalidAuthError, NotFoundError, fieldError } from './core/errors';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { hashPassword, verifyPassword } from './core/passwords';
import { inTransaction } from './core/tx';
import { assertLength } from './core/validate';
import { AUTHENTICATOR_SYMBOLS } from './symbols';

export interface AuthenticatorCreate {
  method: string;
  identityId: string;
  username?: string;
  password?: string;
  certPem?: string;
  tags?: Tags | null;
}

export interface AuthenticatorUpdate {
  username?: string | null;
  password?: string | null;
  tags?: Tags | null;
  /** Required when an identity changes its own authenticator. */
  currentPassword?: string;
}

const SOURCE: ListSource = { table: '"authenticators"', symbols: AUTHENTICATOR_SYMBOLS };

/** Lowercase hex SHA-1 of the DER encoding: OpenZiti's certificate fingerprint. */
export function certFingerprint(der: Buffer): string {
  return createHash('sha1').update(der).digest('hex');
}

/** Credentials of identities: updb (username/password) and cert authenticators. */
export class AuthenticatorService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Authenticator>> {
    requireAdmin(ctx);
    return this.withIdentities(ctx.em, await listPage(ctx.em, Authenticator, SOURCE, q));
  }

  async listForIdentity(ctx: RequestCtx, identityId: string, q: ListQuery = {}): Promise<Page<Authenticator>> {
    requireAdmin(ctx);
    if (!(await ctx.em.count(Identity, { id: identityId }))) throw new NotFoundError('identities', identityId);
    return this.withIdentities(ctx.em, await listPage(ctx.em, Authenticator, { ...SOURCE, scope: { sql: 'e."identity_id" = ?', params: [identityId] } }, { ...q, limit: q.limit ?? -1 }));
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

  async create(ctx: RequestCtx, input: AuthenticatorCreate): Promise<Authenticator> {
    requireAdmin(ctx);
    return inTransaction(ctx, async (tx) => {
      const identity = await tx.em.findOne(Identity, { id: input.identityId });
      if (!identity) throw fieldError('identityId', 'identity not found', input.identityId);
      if (input.method !== 'updb' && input.method !== 'cert') throw fieldError('method', 'method must be updb or cert', input.method);
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
        await this.assertUsernameFree(tx.em, input.username, authenticator.id);
        authenticator.username = input.username;
        authenticator.passwordHash = await hashPassword(input.password);
      } else {
        const { fingerprint, pem } = parseCertificate(input.certPem);
        if (await tx.em.count(Authenticator, { fingerprint })) throw fieldError('certPem', 'certificate is already in use', fingerprint);
        authenticator.fingerprint = fingerprint;
        authenticator.certPem = pem;
      }
      tx.em.persist(authenticator);
      tx.emit('created', 'authenticators', authenticator.id);
      return authenticator;
    });
  }

  /** Admin PUT (fields undefined) or PATCH (fields present in the body). */
  async update(ctx: RequestCtx, id: string, input: AuthenticatorUpdate, fields?: string[]): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => this.change(tx.em, await this.mustFind(tx.em, id), input, fields, tx.emit));
  }

  /** An identity changing its own password or username: proves it knows the current password. */
  async updateOwn(ctx: RequestCtx, id: string, input: AuthenticatorUpdate, fields?: string[]): Promise<void> {
    const actor = requireIdentity(ctx);
    await inTransaction(ctx, async (tx) => {
      const authenticator = await this.mustFind(tx.em, id, actor.identityId);
      if (authenticator.method !== 'updb') throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'only updb authenticators have a password' } });
      if (typeof input.currentPassword !== 'string') throw fieldError('currentPassword', 'currentPassword is required', undefined);
      if (!authenticator.passwordHash || !(await verifyPassword(authenticator.passwordHash, input.currentPassword))) throw new InvalidAuthError();
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

  private async change(
    em: EntityManager,
    authenticator: Authenticator,
    input: AuthenticatorUpdate,
    fields: string[] | undefined,
    emit: (t: 'updated', type: string, id: string, f?: string[]) => void,
  ): Promise<void> {
    const has = (f: keyof AuthenticatorUpdate) => (fields ? fields.includes(f) : true);
    const changed: string[] = [];
    const wantsCredentials = (has('username') && input.username != null) || (has('password') && input.password != null);
    if (authenticator.method !== 'updb' && wantsCredentials) {
      throw new ApiError('CAN_NOT_UPDATE_AUTHENTICATOR', { cause: { message: 'only updb authenticators have a username and password' } });
    }
    if (has('username') && input.username != null) {
      assertLength('username', input.username, 4, 100);
      await this.assertUsernameFree(em, input.username, authenticator.id);
      authenticator.username = input.username;
      changed.push('username');
    } else if (!fields && authenticator.method === 'updb') {
      throw fieldError('username', 'username is required', input.username);
    }
    if (has('password') && input.password != null) {
      assertPassword(input.password);
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

  private async mustFind(em: EntityManager, id: string, ownerId?: string): Promise<Authenticator> {
    const authenticator = await em.findOne(Authenticator, ownerId ? { id, identity: ownerId } : { id }, { populate: ['identity'] });
    if (!authenticator) throw new NotFoundError('authenticators', id);
    return authenticator;
  }

  /** Loads the owning identities of a page in one query (their names appear in every view). */
  private async withIdentities(em: EntityManager, page: Page<Authenticator>): Promise<Page<Authenticator>> {
    await em.populate(page.items, ['identity']);
    return page;
  }

  private async assertUsernameFree(em: EntityManager, username: string, selfId: string): Promise<void> {
    if (await em.count(Authenticator, { username, id: { $ne: selfId } })) throw fieldError('username', 'username is already in use', username);
  }
}

/** Password bounds; unlike other field errors, the rejected value is never echoed back. */
function assertPassword(password: string): void {
  if (password.length < 5 || password.length > 100) throw fieldError('password', 'must be between 5 and 100 characters', undefined);
}

function parseCertificate(certPem: string | undefined): { fingerprint: string; pem: string } {
  if (typeof certPem !== 'string' || !certPem.includes('BEGIN CERTIFICATE')) throw fieldError('certPem', 'a PEM certificate is required for method cert', undefined);
  try {
    const cert = new X509Certificate(certPem);
    return { fingerprint: certFingerprint(cert.raw), pem: cert.toString() };
  } catch {
    throw fieldError('certPem', 'could not parse the PEM certificate', undefined);
  }
}
