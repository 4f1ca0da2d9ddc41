import type { EntityManager } from '@mikro-orm/postgresql';
import { ExternalJwtSigner, EXTERNAL_JWT_SIGNER_FIELDS } from '../entities';
import { parseCertificate, PkiError, splitPemBundle } from '../pki';
import type { ServiceDeps } from './service-deps';
import type { AuthPolicyService } from './auth-policy.service';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError, ReferencedEntityError, fieldError } from './core/errors';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction } from './core/tx';
import type { Patch } from './core/write-schema';
import { assertUniqueName } from './core/validate';
import { mustFind } from './core/find';
import { DEFAULT_CLAIMS_PROPERTY } from './ext-jwt/claims';
import { extJwtAuthorityOf } from './ext-jwt/authority';
import { SecondaryExtJwtGate } from './ext-jwt/secondary';
import { EXTERNAL_JWT_SIGNER_UPDATABLE, checkExternalJwtSignerCreate, checkExternalJwtSignerUpdate, type ExternalJwtSignerField, type ExternalJwtSignerInput } from './external-jwt-signer.schema';

const SOURCE: ListSource = { table: '"external_jwt_signers"', symbols: EXTERNAL_JWT_SIGNER_FIELDS };
/** The client API lists the signers clients may log in with. */
const PUBLIC_SOURCE: ListSource = { ...SOURCE, scope: { sql: 'e."enabled"', params: [] } };

/**
 * External JWT signers: who may vouch for identities with JWTs (ext-jwt login, and the
 * secondary factor some auth policies require). Also the per-request secondary check.
 */
export class ExternalJwtSignerService {
  private readonly secondary: SecondaryExtJwtGate;

  constructor(
    private readonly deps: ServiceDeps,
    peers: { authPolicies: AuthPolicyService },
  ) {
    this.secondary = new SecondaryExtJwtGate(extJwtAuthorityOf(deps), (em, identityId) => peers.authPolicies.rulesFor(em, identityId), deps.bus);
  }

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<ExternalJwtSigner>> {
    requireAdmin(ctx);
    return listPage(ctx.em, ExternalJwtSigner, SOURCE, q);
  }

  /** The client API's `GET /external-jwt-signers`: public (clients ask before they log in), enabled signers only. */
  async listPublic(ctx: RequestCtx, q: ListQuery): Promise<Page<ExternalJwtSigner>> {
    return listPage(ctx.em, ExternalJwtSigner, PUBLIC_SOURCE, q);
  }

  async get(ctx: RequestCtx, id: string): Promise<ExternalJwtSigner> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  async create(ctx: RequestCtx, raw: ExternalJwtSignerInput): Promise<ExternalJwtSigner> {
    requireAdmin(ctx);
    const input = checkExternalJwtSignerCreate(ctx, raw);
    return inTransaction(ctx, async (tx) => {
      const signer = tx.em.create(ExternalJwtSigner, { name: input.name, issuer: input.issuer }, { persist: false });
      await this.apply(tx.em, signer, input, EXTERNAL_JWT_SIGNER_UPDATABLE);
      tx.em.persist(signer);
      tx.emit('created', 'external-jwt-signers', signer.id);
      return signer;
    });
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, raw: Patch<ExternalJwtSignerInput>, patchFields?: string[]): Promise<ExternalJwtSigner> {
    requireAdmin(ctx);
    const { input, fields } = checkExternalJwtSignerUpdate(ctx, raw, patchFields);
    const mask = fields ? EXTERNAL_JWT_SIGNER_UPDATABLE.filter((f) => fields.includes(f)) : EXTERNAL_JWT_SIGNER_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const signer = await this.mustFind(tx.em, id);
      await this.apply(tx.em, signer, input, mask);
      await tx.em.flush();
      tx.emit('updated', 'external-jwt-signers', id, mask);
      return signer;
    });
  }

  /** Refused while an auth policy allows the signer for login or requires it as a secondary factor. */
  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      const policies = await referencingAuthPolicies(tx.em, id);
      if (policies.length) throw new ReferencedEntityError(`the external JWT signer is used by auth policies ${policies.join(', ')}`);
      await tx.em.nativeDelete(ExternalJwtSigner, { id });
      tx.emit('deleted', 'external-jwt-signers', id);
    });
  }

  /**
   * The per-request secondary factor: refuses (401 with OpenZiti's challenge) a request of an
   * identity whose auth policy requires an ext-jwt signer unless `bearerTokens` holds a valid
   * JWT of it naming the identity. Cheap when answered from memory, see SecondaryExtJwtGate.
   */
  requireSecondary(emOf: () => EntityManager, identityId: string, bearerTokens: () => readonly string[]): Promise<void> | undefined {
    return this.secondary.check(emOf, identityId, bearerTokens);
  }

  private mustFind(em: EntityManager, id: string): Promise<ExternalJwtSigner> {
    return mustFind(em, ExternalJwtSigner, 'external-jwt-signers', id);
  }

  /**
   * Validates the fields of `mask` and the resulting signer, checks what must be unique, then
   * sets them: nothing changes on the entity before every check passed (a query in between
   * would flush a half-applied signer).
   */
  private async apply(em: EntityManager, signer: ExternalJwtSigner, input: Patch<ExternalJwtSignerInput>, mask: ExternalJwtSignerField[]): Promise<void> {
    const next: Partial<ExternalJwtSigner> = {};
    for (const field of mask) {
      switch (field) {
        case 'name':
          next.name = input.name as string; // checked with its uniqueness below
          break;
        case 'enabled':
          next.enabled = input.enabled ?? true;
          break;
        case 'issuer':
          next.issuer = required('issuer', input.issuer);
          break;
        case 'audience':
          next.audience = emptyAsNull(input.audience);
          break;
        case 'certPem':
          Object.assign(next, certificateFields(emptyAsNull(input.certPem)));
          break;
        case 'jwksEndpoint':
          next.jwksEndpoint = httpUrl('jwksEndpoint', emptyAsNull(input.jwksEndpoint));
          break;
        case 'kid':
          next.kid = emptyAsNull(input.kid);
          break;
        case 'claimsProperty':
          next.claimsProperty = emptyAsNull(input.claimsProperty?.trim()) ?? DEFAULT_CLAIMS_PROPERTY;
          break;
        case 'useExternalId':
          next.useExternalId = input.useExternalId ?? false;
          break;
        case 'externalAuthUrl':
          next.externalAuthUrl = absoluteUrl('externalAuthUrl', emptyAsNull(input.externalAuthUrl));
          break;
        case 'clientId':
          next.clientId = emptyAsNull(input.clientId);
          break;
        case 'scopes':
          next.scopes = [...new Set(input.scopes ?? [])];
          break;
        case 'targetToken':
          next.targetToken = input.targetToken ?? 'ACCESS';
          break;
        case 'tags':
          next.tags = input.tags ?? {};
          break;
      }
    }
    // The rule of OpenZiti's store, on the result: exactly one source of keys.
    const certPem = 'certPem' in next ? next.certPem : signer.certPem;
    const jwksEndpoint = 'jwksEndpoint' in next ? next.jwksEndpoint : signer.jwksEndpoint;
    if (!certPem && !jwksEndpoint) throw fieldError('certPem', 'jwksEndpoint or certPem is required', certPem ?? null);
    if (certPem && jwksEndpoint) throw fieldError('jwksEndpoint', 'only one of jwksEndpoint or certPem may be defined', jwksEndpoint);
    if ('name' in next) next.name = await assertUniqueName(em, ExternalJwtSigner, input.name, signer.id);
    if (next.issuer) await this.assertUnique(em, signer, 'issuer', next.issuer);
    if (next.kid) await this.assertUnique(em, signer, 'kid', next.kid);
    if (next.fingerprint) await this.assertUnique(em, signer, 'fingerprint', next.fingerprint, 'certPem');
    Object.assign(signer, next);
  }

  /** A value of a column unique among signers (issuer, kid, certificate fingerprint); the error names `field`. */
  private async assertUnique(em: EntityManager, signer: ExternalJwtSigner, column: 'issuer' | 'kid' | 'fingerprint', value: string, field: string = column): Promise<void> {
    if (await em.count(ExternalJwtSigner, { [column]: value, id: { $ne: signer.id } })) throw fieldError(field, `${column} must be unique`, value);
  }
}

/** A certificate and what is read from it (fingerprint, common name, validity); null clears them. */
function certificateFields(certPem: string | null): Partial<ExternalJwtSigner> {
  if (certPem === null) return { certPem: null, fingerprint: null, commonName: '', notBefore: null, notAfter: null };
  const [first] = splitPemBundle(certPem);
  if (!first) throw fieldError('certPem', 'the value is not a PEM certificate', certPem);
  try {
    const cert = parseCertificate(first);
    return { certPem: first, fingerprint: cert.fingerprint, commonName: cert.subjectCN ?? '', notBefore: cert.notBefore, notAfter: cert.notAfter };
  } catch (err) {
    if (err instanceof PkiError) throw fieldError('certPem', `could not parse the certificate: ${err.message}`, certPem);
    throw err;
  }
}

function required(field: string, value: string | null | undefined): string {
  if (typeof value !== 'string' || value.trim() === '') throw fieldError(field, `${field} is required`, value);
  return value;
}

/** OpenZiti stores a blank optional text as absent. */
function emptyAsNull(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function absoluteUrl(field: string, value: string | null): string | null {
  if (value !== null && !URL.canParse(value)) throw fieldError(field, 'must be an absolute URL', value);
  return value;
}

/** A JWKS endpoint is fetched over HTTP(S): other schemes are refused at write time, not at the first login. */
function httpUrl(field: string, value: string | null): string | null {
  if (value === null) return null;
  const { protocol } = new URL(absoluteUrl(field, value) as string);
  if (protocol !== 'http:' && protocol !== 'https:') throw fieldError(field, 'must be an http or https URL', value);
  return value;
}

/**
 * The auth policies that reference a signer: allowed for primary login, or required as the
 * secondary factor. Plain SQL over the policy columns (auth_policies, migration 0008).
 */
async function referencingAuthPolicies(em: EntityManager, signerId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select "id" from "auth_policies" where ? = any("ext_jwt_allowed_signers") or "secondary_require_ext_jwt_signer" = ? order by "id" limit 10`,
    [signerId, signerId],
  );
  return rows.map((r) => r.id);
}
