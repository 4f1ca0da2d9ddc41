import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { decodeJwt } from 'jose';
import { ExternalJwtSigner, Identity } from '../../entities';
import type { ServiceDeps } from '../service-deps';
import { isResync } from '../core/events/entity-change';
import { hashToken } from '../../foundation/ids';
import { MAX_BEARER_TOKENS } from './bearer';
import { ExpiringCache } from './expiring-cache';
import { SignerKeys } from './keys';
import { ExtJwtRefusal, verifyExtJwt, type SignerView, type VerifiedExtJwt } from './verify';

/** Signers are re-read after this long even without a change event. */
const DIRECTORY_MAX_AGE_MS = 60_000;
/** Verified tokens remembered (by SHA-256), each until its exp and at most this long: keys may be withdrawn. */
const VERIFIED_MAX_ENTRIES = 10_000;
const VERIFIED_MAX_AGE_MS = 5 * 60_000;

type AuthorityDeps = Pick<ServiceDeps, 'orm' | 'bus' | 'config'>;

interface Directory {
  byIssuer: Map<string, SignerView>;
  byId: Map<string, SignerView>;
  loadedAt: number;
}

/** How a request's tokens stand against a required signer: one verified and names the identity, or why not. */
export type SecondaryOutcome = 'ok' | 'missing' | 'invalid' | 'expired';

/**
 * The controller's knowledge of external JWT signers at run time: the signers (read once, kept
 * until a signer changes on any instance or a minute passes), their verification keys, and the
 * tokens that verified recently. Caches are bypassed while the event bus is down, as changes
 * could be missed then. One per ORM (see extJwtAuthorityOf).
 */
export class ExtJwtAuthority {
  private readonly keys: SignerKeys;
  private readonly verified = new ExpiringCache<VerifiedExtJwt>(VERIFIED_MAX_ENTRIES);
  private directory?: Directory;
  private loading?: Promise<Directory>;
  private changes = 0;

  constructor(private readonly deps: AuthorityDeps) {
    this.keys = new SignerKeys(deps.config.jwksFetchTimeoutMs);
    deps.bus.onEntityChange((e) => {
      if (isResync(e) || e.entityType === 'external-jwt-signers') this.forgetSigners();
      if (e.entityType === 'external-jwt-signers' && e.eventType === 'deleted') this.keys.forget(e.entityId);
    });
  }

  async signerById(id: string): Promise<SignerView | undefined> {
    return (await this.signers()).byId.get(id);
  }

  async signerByIssuer(issuer: string): Promise<SignerView | undefined> {
    return (await this.signers()).byIssuer.get(issuer);
  }

  /** Verifies a token now (a login): see verifyExtJwt. */
  verify(token: string): Promise<VerifiedExtJwt> {
    return verifyExtJwt(token, (issuer) => this.signerByIssuer(issuer), this.keys);
  }

  /** As verify, answered from memory for a token that verified before and is still in date (every request of a session). */
  async verifyCached(token: string): Promise<VerifiedExtJwt> {
    if (!this.deps.bus.connected) return this.verify(token);
    const key = hashToken(token);
    const known = this.verified.get(key);
    if (known) return known;
    const since = this.verified.generation;
    const result = await this.verify(token);
    this.verified.set(key, result, Math.min(result.expiresAt, Date.now() + VERIFIED_MAX_AGE_MS), since);
    return result;
  }

  /**
   * ext-jwt login: the first of the bearer tokens that verifies, and the identity its claim names
   * (by id, or by externalId when the signer says so). Throws the first refusal otherwise.
   */
  async loginSubject(em: EntityManager, tokens: readonly string[]): Promise<{ verified: VerifiedExtJwt; identity: Identity }> {
    let refusal: ExtJwtRefusal | undefined;
    for (const token of tokens.slice(0, MAX_BEARER_TOKENS)) {
      try {
        const verified = await this.verify(token);
        const identity = await em.findOne(Identity, verified.signer.useExternalId ? { externalId: verified.claim } : { id: verified.claim });
        if (!identity) throw new ExtJwtRefusal('invalid', 'no identity has the identity claim of the token', verified.signer.id);
        return { verified, identity };
      } catch (err) {
        if (!(err instanceof ExtJwtRefusal)) throw err;
        refusal ??= err;
      }
    }
    throw refusal ?? new ExtJwtRefusal('invalid', 'no bearer token');
  }

  /**
   * Whether the tokens carry a JWT of `signer` naming `identity` (the secondary factor): `missing`
   * when none is the signer's (by issuer), `expired` or `invalid` when one is but fails.
   */
  async secondaryOutcome(signer: SignerView, identity: { id: string; externalId?: string | null }, tokens: readonly string[]): Promise<SecondaryOutcome> {
    let outcome: SecondaryOutcome = 'missing';
    for (const token of tokens.slice(0, MAX_BEARER_TOKENS)) {
      if (issuerOf(token) !== signer.issuer) continue; // not a JWT (the session token sent as a bearer), or another issuer's
      try {
        const verified = await this.verifyCached(token);
        const expected = signer.useExternalId ? identity.externalId : identity.id;
        if (verified.signer.id === signer.id && expected && verified.claim === expected) return 'ok';
        outcome = 'invalid';
      } catch (err) {
        if (!(err instanceof ExtJwtRefusal)) throw err;
        if (outcome !== 'expired') outcome = err.kind;
      }
    }
    return outcome;
  }

  private forgetSigners(): void {
    this.changes += 1;
    this.directory = undefined;
    this.loading = undefined;
    this.verified.clear();
  }

  private async signers(): Promise<Directory> {
    const cached = this.directory;
    if (cached && this.deps.bus.connected && Date.now() - cached.loadedAt < DIRECTORY_MAX_AGE_MS) return cached;
    if (!this.loading) {
      const since = this.changes;
      const loading = this.load().then(
        (directory) => {
          if (since === this.changes && this.deps.bus.connected) this.directory = directory;
          if (this.loading === loading) this.loading = undefined;
          return directory;
        },
        (err: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          throw err;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(): Promise<Directory> {
    const rows = await this.deps.orm.em.fork().find(ExternalJwtSigner, {});
    const directory: Directory = { byIssuer: new Map(), byId: new Map(), loadedAt: Date.now() };
    for (const row of rows) {
      const view: SignerView = {
        id: row.id,
        name: row.name,
        enabled: row.enabled,
        issuer: row.issuer,
        audience: row.audience,
        certPem: row.certPem,
        jwksEndpoint: row.jwksEndpoint,
        claimsProperty: row.claimsProperty,
        useExternalId: row.useExternalId,
        externalAuthUrl: row.externalAuthUrl,
        clientId: row.clientId,
        scopes: row.scopes,
      };
      directory.byIssuer.set(view.issuer, view);
      directory.byId.set(view.id, view);
    }
    return directory;
  }
}

/** The `iss` of a token, unverified; undefined when it is not a JWT. */
function issuerOf(token: string): string | undefined {
  try {
    const iss = decodeJwt(token).iss;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/** One authority per ORM (that is, per Services): the login path and the per-request check share its caches. */
const authorities = new WeakMap<MikroORM, ExtJwtAuthority>();

export function extJwtAuthorityOf(deps: AuthorityDeps): ExtJwtAuthority {
  let authority = authorities.get(deps.orm);
  if (!authority) {
    authority = new ExtJwtAuthority(deps);
    authorities.set(deps.orm, authority);
  }
  return authority;
}
