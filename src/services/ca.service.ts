import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Authenticator, Ca, Enrollment, Identity } from '../entities';
import { parseCertificate, PkiError, splitPemBundle, verifyChain } from '../pki';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { ApiError, NotFoundError, fieldError } from './core/errors';
import { newId } from '../foundation/ids';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction, type TxScope } from './core/tx';
import { endApiSessions } from './core/api-sessions';
import { textArray } from './core/sql';
import { assertRoleAttributes, assertUniqueName } from './core/validate';
import { redeemableEnrollment } from './enrollment/issue';
import { loginLimiterOf } from './core/login-limiter';
import { assertNotEnrolled } from './enrollment/identity-enrollment';
import { assertCertificateFree } from './authenticator.service';
import { caAnchors, issuingCa } from './ca/ca-trust';
import { externalIdOf, validateExternalIdClaim } from './ca/external-id-claim';
import { mustFind } from './core/find';
import { CA_UPDATABLE, checkCaCreate, checkCaUpdate, type CaCreateInput, type CaField, type CaPatch } from './ca.schema';
import { DEFAULT_IDENTITY_NAME_FORMAT, formatIdentityName, uniqueIdentityName } from './ca/identity-name-format';
import { CA_FIELDS } from '../entities';

const SOURCE: ListSource = { table: '"cas"', symbols: CA_FIELDS };

/**
 * Auto-enrolled identities get OpenZiti's type for them (Z:controller/model/enrollment_mod_ca.go
 * of the 0.26 line, whose default admin is a User as ours is).
 */
const AUTO_ENROLLED_IDENTITY_TYPE = 'Device';

/** Third-party certificate authorities: management, verification, and enrollment by their certificates. */
export class CaService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<Ca>> {
    requireAdmin(ctx);
    return listPage(ctx.em, Ca, SOURCE, q);
  }

  async get(ctx: RequestCtx, id: string): Promise<Ca> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** A new CA starts unverified, with a fresh verification token its owner must put in a certificate's CN. */
  async create(ctx: RequestCtx, raw: CaCreateInput): Promise<Ca> {
    requireAdmin(ctx);
    const input = checkCaCreate(ctx, raw);
    return inTransaction(ctx, async (tx) => {
      const { certPem, fingerprint } = readCaCertificate(input.certPem);
      const other = await tx.em.findOne(Ca, { fingerprint });
      if (other) throw fieldError('certPem', `certificate already used as CA ${other.id}`, fingerprint);
      // Not persisted until valid: a pending insert would be auto-flushed by the uniqueness query in apply().
      const ca = tx.em.create(Ca, { name: input.name, certPem, fingerprint, isVerified: false, verificationToken: randomUUID() }, { persist: false });
      await this.apply(tx.em, ca, input, CA_UPDATABLE, false);
      tx.em.persist(ca);
      tx.emit('created', 'cas', ca.id);
      return ca;
    });
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async update(ctx: RequestCtx, id: string, raw: CaPatch, patchFields?: string[]): Promise<Ca> {
    requireAdmin(ctx);
    const { input, fields } = checkCaUpdate(ctx, raw, patchFields);
    const mask = fields ? CA_UPDATABLE.filter((f) => fields.includes(f)) : CA_UPDATABLE;
    return inTransaction(ctx, async (tx) => {
      const ca = await this.mustFind(tx.em, id);
      await this.apply(tx.em, ca, input, mask, fields !== undefined);
      tx.emit('updated', 'cas', id, mask);
      return ca;
    });
  }

  /**
   * Deletes the CA with the credentials it vouched for: its cert authenticators and ottca
   * enrollments (ON DELETE CASCADE), and the API sessions logged in with those authenticators.
   * Identities stay, possibly without a way to log in.
   */
  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      const authenticatorIds = (await tx.em.find(Authenticator, { ca: id }, { fields: ['id'] })).map((a) => a.id);
      const enrollmentIds = (await tx.em.find(Enrollment, { ca: id }, { fields: ['id'] })).map((e) => e.id);
      if (authenticatorIds.length) await endApiSessions(tx, '"authenticator_id" = any(?::text[])', [textArray(authenticatorIds)]);
      await tx.em.nativeDelete(Ca, { id });
      for (const authenticatorId of authenticatorIds) tx.emit('deleted', 'authenticators', authenticatorId);
      for (const enrollmentId of enrollmentIds) tx.emit('deleted', 'enrollments', enrollmentId);
      tx.emit('deleted', 'cas', id);
    });
  }

  /**
   * Proof that the CA's owner holds its key: a certificate the CA signed whose common name is
   * the verification token. `pem` is the request body (PEM; the CA's intermediates may follow).
   */
  async verify(ctx: RequestCtx, id: string, pem: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      const ca = await tx.em.findOne(Ca, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!ca) throw new NotFoundError('cas', id);
      if (ca.isVerified) throw new ApiError('CA_ALREADY_VERIFIED');
      const [leaf, ...intermediates] = readPresentedCertificates(pem);
      if (!ca.verificationToken || parseCertificate(leaf).subjectCN !== ca.verificationToken) throw new ApiError('INVALID_COMMON_NAME');
      const chain = verifyChain(leaf, intermediates, caAnchors(ca));
      if (!chain.ok) throw new ApiError('CERTIFICATE_FAILED_VALIDATION', { causeMessage: chain.reason });
      ca.isVerified = true;
      ca.verificationToken = null;
      tx.emit('updated', 'cas', id, ['isVerified', 'verificationToken']);
    });
  }

  /**
   * `GET /cas/{id}/jwt`: the enrollment JWT of the CA (em "ca"), which tells an enrolling client
   * where the controller is (iss, with OpenZiti's trailing slash) and which CA to enroll with.
   * It has no expiry: CA enrollment needs no token.
   */
  async jwt(ctx: RequestCtx, id: string): Promise<string> {
    requireAdmin(ctx);
    const ca = await this.mustFind(ctx.em, id);
    return this.deps.pki.signJwt({ em: 'ca', iss: `${this.deps.pki.issuerUrl()}/`, sub: ca.id, jti: ca.id, aud: ['openziti-enroller'] });
  }

  /**
   * `POST /enroll/ottca`: redeems an ottca enrollment with the TLS client certificate, which the
   * enrollment's CA must have issued. The certificate becomes the identity's cert authenticator.
   */
  async enrollOttCa(ctx: RequestCtx, token: string | undefined): Promise<void> {
    await loginLimiterOf(this.deps).countAttempt(ctx); // the token is a guessable secret: limited like a login
    await inTransaction(ctx, async (tx) => {
      const enrollment = await redeemableEnrollment(tx.em, token, ['ottca'], { lock: true });
      const identityId = enrollment.identity?.id;
      if (!identityId) throw new ApiError('INVALID_ENROLLMENT_TOKEN');
      const ca = enrollment.ca ? await tx.em.findOne(Ca, { id: enrollment.ca.id }) : null;
      if (!ca?.isVerified || !ca.isOttCaEnrollmentEnabled) throw new ApiError('ENROLLMENT_CA_NOT_VALID');
      const leaf = requireIssuedLeaf(ctx, [ca]).leaf;
      await assertCertificateFree(tx.em, parseCertificate(leaf).fingerprint);
      await assertNotEnrolled(tx.em, identityId, 'cert');
      this.addCertAuthenticator(tx, identityId, leaf, ca);
      tx.em.remove(enrollment);
      tx.emit('deleted', 'enrollments', enrollment.id);
    });
  }

  /**
   * `POST /enroll/ca`: a certificate of a verified CA that allows auto enrollment creates its own
   * identity, named by the CA's identityNameFormat and given the CA's identityRoles. The identity
   * then logs in by the certificate's fingerprint, or by its external id when the CA has an
   * externalIdClaim. `requestedName` fills `[requestedName]` (the legacy /enroll body's name).
   */
  async enrollCa(ctx: RequestCtx, opts: { requestedName?: string } = {}): Promise<void> {
    await inTransaction(ctx, async (tx) => {
      const cas = await tx.em.find(Ca, { isVerified: true, isAutoCaEnrollmentEnabled: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      if (!cas.length) throw new ApiError('ENROLLMENT_NO_VALID_CAS');
      const { leaf, ca } = requireIssuedLeaf(ctx, cas);
      if (ca.externalIdClaim) {
        const externalId = externalIdOf(ca.externalIdClaim, leaf);
        if (!externalId) throw new ApiError('MISSING_CERT_CLAIM');
        // One identity per external id: the certificate's owner has enrolled already.
        if (await tx.em.count(Identity, { externalId })) throw new ApiError('CERT_IN_USE', { cause: { message: 'an identity with this external id exists', data: { externalId } } });
        await this.createEnrolledIdentity(tx, ca, leaf, opts.requestedName, externalId);
        return;
      }
      await assertCertificateFree(tx.em, parseCertificate(leaf).fingerprint);
      const identity = await this.createEnrolledIdentity(tx, ca, leaf, opts.requestedName, null);
      this.addCertAuthenticator(tx, identity.id, leaf, ca);
    });
  }

  /**
   * Creates the identity of an auto enrollment in the caller's transaction. Not through
   * IdentityService.create: the name may embed the identity id, so the id is chosen first.
   * Like any identity creation it goes through the policy engine, so the CA's roles take
   * effect in policies at once.
   */
  private async createEnrolledIdentity(tx: TxScope, ca: Ca, leaf: string, requestedName: string | undefined, externalId: string | null): Promise<Identity> {
    const id = newId();
    const values = { caName: ca.name, caId: ca.id, commonName: parseCertificate(leaf).subjectCN ?? '', requestedName: requestedName || id, identityId: id };
    const base = formatIdentityName(ca.identityNameFormat || DEFAULT_IDENTITY_NAME_FORMAT, values).trim() || id;
    const name = await uniqueIdentityName(base, async (candidate) => (await tx.em.count(Identity, { name: candidate })) > 0);
    const identity = tx.em.create(Identity, { id, name, typeId: AUTO_ENROLLED_IDENTITY_TYPE, isAdmin: false, roleAttributes: [...ca.identityRoles], externalId });
    await tx.em.flush();
    await this.deps.engine.refreshEntity(tx, 'identity', id);
    tx.emit('created', 'identities', id);
    return identity;
  }

  /**
   * A cert authenticator of a third-party certificate (the leaf only, as OpenZiti stores it).
   * Callers have checked that the certificate is free (the unique fingerprint is the backstop).
   */
  private addCertAuthenticator(tx: TxScope, identityId: string, leaf: string, ca: Ca): void {
    const { fingerprint } = parseCertificate(leaf);
    const authenticator = tx.em.create(Authenticator, { identity: identityId, method: 'cert', fingerprint, certPem: leaf, isIssuedByNetwork: false, ca: ca.id });
    tx.emit('created', 'authenticators', authenticator.id);
  }

  private mustFind(em: EntityManager, id: string): Promise<Ca> {
    return mustFind(em, Ca, 'cas', id);
  }

  /** Validates meaning and copies the masked fields of `input` onto `ca`; PATCH merges a partial externalIdClaim. */
  private async apply(em: EntityManager, ca: Ca, input: CaPatch, mask: CaField[], patch: boolean): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name':
          ca.name = await assertUniqueName(em, Ca, input.name, ca.id);
          break;
        case 'isAuthEnabled':
        case 'isAutoCaEnrollmentEnabled':
        case 'isOttCaEnrollmentEnabled':
          ca[field] = input[field] ?? false;
          break;
        case 'identityRoles':
          ca.identityRoles = assertRoleAttributes('identityRoles', input.identityRoles);
          break;
        case 'identityNameFormat':
          ca.identityNameFormat = input.identityNameFormat?.trim() ? input.identityNameFormat : DEFAULT_IDENTITY_NAME_FORMAT;
          break;
        case 'externalIdClaim': {
          const claim = input.externalIdClaim;
          if (claim == null) ca.externalIdClaim = null;
          else ca.externalIdClaim = validateExternalIdClaim(patch ? { ...(ca.externalIdClaim ?? {}), ...claim } : claim);
          break;
        }
        case 'tags':
          ca.tags = input.tags ?? {};
          break;
      }
    }
  }
}

/** The CA certificate of a create request: certificates only, the first one a CA. */
function readCaCertificate(certPem: unknown): { certPem: string; fingerprint: string } {
  if (typeof certPem !== 'string') throw fieldError('certPem', 'certPem is required', certPem);
  const blocks = splitPemBundle(certPem);
  if (!blocks.length) throw fieldError('certPem', 'at least one certificate must be supplied', certPem);
  let first;
  try {
    first = parseCertificate(blocks[0]);
    for (const block of blocks.slice(1)) parseCertificate(block);
  } catch (err) {
    if (err instanceof PkiError) throw fieldError('certPem', `could not parse the certificate: ${err.message}`, certPem);
    throw err;
  }
  if (!first.isCa) throw new ApiError('CERTIFICATE_IS_NOT_CA');
  return { certPem: blocks.join(''), fingerprint: first.fingerprint };
}

/**
 * The certificates of a verification request body, leaf first, with OpenZiti's codes for each
 * way it can be wrong: no PEM at all, a PEM block of another type, a block that is not a certificate.
 */
function readPresentedCertificates(body: string): [string, ...string[]] {
  const blocks = [...body.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g)];
  if (!blocks.length) throw new ApiError('COULD_NOT_PARSE_BODY', { causeMessage: 'the body holds no PEM block' });
  if (blocks[0][1] !== 'CERTIFICATE') throw new ApiError('EXPECTED_PEM_CERTIFICATE', { causeMessage: `got PEM block type ${blocks[0][1]}` });
  const certs = blocks.filter((b) => b[1] === 'CERTIFICATE').map((b) => `${b[0]}\n`);
  for (const cert of certs) {
    try {
      parseCertificate(cert);
    } catch (err) {
      if (err instanceof PkiError) throw new ApiError('COULD_NOT_PARSE_DER_BLOCK', { causeMessage: err.message });
      throw err;
    }
  }
  return certs as [string, ...string[]];
}

/** The TLS client certificate (leaf) and the first of `cas` that issued it; else CERT_FAILED_VALIDATION. */
function requireIssuedLeaf(ctx: RequestCtx, cas: Ca[]): { leaf: string; ca: Ca } {
  const chain = ctx.clientCertificates;
  const ca = issuingCa(chain, cas);
  if (!chain?.length || !ca) throw new ApiError('CERT_FAILED_VALIDATION');
  return { leaf: chain[0], ca };
}
