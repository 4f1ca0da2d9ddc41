import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthPolicyRules } from '../auth-policy.schema';
import type { EventBus } from '../core/events/event-bus';
import { isResync } from '../core/events/entity-change';
import { UnauthorizedError } from '../core/errors';
import { logger } from '../core/logger';
import { ExpiringCache } from './expiring-cache';
import type { ExtJwtAuthority, SecondaryOutcome } from './authority';
import type { SignerView } from './verify';

/** The auth query of a session still owing a JWT of `signer` (OpenZiti's authQueryDetail, typeId EXT-JWT). */
export interface ExtJwtAuthQuery {
  typeId: 'EXT-JWT';
  provider: 'url';
  id: string;
  httpUrl?: string;
  clientId?: string;
  scopes: string[];
}

export function extJwtAuthQuery(signer: Pick<SignerView, 'id' | 'externalAuthUrl' | 'clientId' | 'scopes'>): ExtJwtAuthQuery {
  return {
    typeId: 'EXT-JWT',
    provider: 'url',
    id: signer.id,
    ...(signer.externalAuthUrl ? { httpUrl: signer.externalAuthUrl } : {}),
    ...(signer.clientId ? { clientId: signer.clientId } : {}),
    scopes: signer.scopes,
  };
}

const DESCRIPTIONS: Record<Exclude<SecondaryOutcome, 'ok'>, string> = {
  missing: 'no matching token was provided',
  invalid: 'token is invalid',
  expired: 'token expired',
};

/** A header parameter value: quotes and backslashes escaped, anything a header may not carry replaced. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')}"`;
}

/** OpenZiti's challenge for a request without the required secondary ext-jwt token (realm openziti-secondary-ext-jwt). */
export function secondaryExtJwtChallenge(error: Exclude<SecondaryOutcome, 'ok'>, signer: { id: string; issuer: string }): string {
  return `Bearer realm="openziti-secondary-ext-jwt" error="${error}" error_description="${DESCRIPTIONS[error]}" id=${quoted(signer.id)} issuer=${quoted(signer.issuer)}`;
}

/** What an identity's requests owe: the signer its auth policy requires (if any), and the identity's externalId. */
interface Requirement {
  signerId: string | null;
  externalId: string | null;
}

const REQUIREMENT_MAX_ENTRIES = 100_000;
/** Requirements are re-read after this long even without a change event. */
const REQUIREMENT_MAX_AGE_MS = 60_000;

/**
 * ext-jwt as a secondary factor: a session whose identity's auth policy names a required signer
 * must carry a valid JWT of that signer, naming the identity, with every request. What each
 * identity requires is remembered (a minute at most; dropped on every instance when an auth
 * policy changes or the identity does), and tokens that verified are remembered by the
 * authority until they expire, so a request of such a session costs a hash and two map lookups.
 */
export class SecondaryExtJwtGate {
  private readonly requirements = new ExpiringCache<Requirement>(REQUIREMENT_MAX_ENTRIES);

  constructor(
    private readonly authority: ExtJwtAuthority,
    private readonly rulesFor: (em: EntityManager, identityId: string) => Promise<AuthPolicyRules>,
    private readonly bus: EventBus,
  ) {
    bus.onEntityChange((e) => {
      if (isResync(e) || e.entityType === 'auth-policies') this.requirements.clear();
      else if (e.entityType === 'identities' && e.eventType !== 'created') this.requirements.delete(e.entityId);
    });
  }

  /**
   * Refuses a request (401 UNAUTHORIZED with OpenZiti's openziti-secondary-ext-jwt challenge) of
   * an identity whose auth policy requires an ext-jwt signer, unless one of `tokens` (the
   * request's bearer tokens, read only when needed) is a valid JWT of that signer naming it.
   */
  /**
   * Undefined when nothing needs checking: an identity known (from memory) to need no secondary
   * token costs no promise at all, which matters on every authenticated request.
   */
  check(emOf: () => EntityManager, identityId: string, tokens: () => readonly string[]): Promise<void> | undefined {
    const known = this.bus.connected ? this.requirements.get(identityId) : undefined;
    if (known && !known.signerId) return undefined;
    return this.checkRequirement(emOf, identityId, tokens);
  }

  private async checkRequirement(emOf: () => EntityManager, identityId: string, tokens: () => readonly string[]): Promise<void> {
    const requirement = await this.requirementOf(emOf, identityId);
    if (!requirement.signerId) return;
    const signer = await this.authority.signerById(requirement.signerId);
    const outcome: SecondaryOutcome = signer?.enabled
      ? await this.authority.secondaryOutcome(signer, { id: identityId, externalId: requirement.externalId }, tokens())
      : 'invalid';
    if (outcome === 'ok') return;
    logger.debug({ identityId, extJwtSignerId: requirement.signerId, outcome }, 'secondary ext-jwt token refused');
    throw new UnauthorizedError(outcome === 'missing' ? 'missing' : 'invalid', secondaryExtJwtChallenge(outcome, { id: requirement.signerId, issuer: signer?.issuer ?? '' }));
  }

  private async requirementOf(emOf: () => EntityManager, identityId: string): Promise<Requirement> {
    const connected = this.bus.connected;
    const known = connected ? this.requirements.get(identityId) : undefined;
    if (known) return known;
    const since = this.requirements.generation;
    const em = emOf();
    const signerId = (await this.rulesFor(em, identityId)).secondary.requireExtJwtSigner ?? null;
    let externalId: string | null = null;
    if (signerId) {
      const [row] = await em.execute<{ external_id: string | null }[]>('select "external_id" from "identities" where "id" = ?', [identityId]);
      externalId = row?.external_id ?? null;
    }
    const requirement = { signerId, externalId };
    if (connected) this.requirements.set(identityId, requirement, Date.now() + REQUIREMENT_MAX_AGE_MS, since);
    return requirement;
  }
}

/**
 * At login: the EXT-JWT auth query of a new session whose identity's auth policy requires
 * `requiredSignerId`, unless the login request already carries that signer's token (then none).
 */
export async function pendingExtJwtQueries(
  authority: ExtJwtAuthority,
  requiredSignerId: string | null,
  identity: { id: string; externalId?: string | null },
  tokens: readonly string[],
): Promise<ExtJwtAuthQuery[]> {
  if (!requiredSignerId) return [];
  const signer = await authority.signerById(requiredSignerId);
  if (!signer) return [extJwtAuthQuery({ id: requiredSignerId, scopes: [] })];
  if (signer.enabled && (await authority.secondaryOutcome(signer, identity, tokens)) === 'ok') return [];
  return [extJwtAuthQuery(signer)];
}
