import { X509Certificate } from 'node:crypto';
import type { ServiceDeps } from '../service-deps';
import type { ApiSessionTokens } from '../core/api-session-tokens';
import { textArray } from '../core/sql';
import { hashToken } from '../../foundation/ids';
import { splitPemBundle } from '../../pki';

/** An API session as edge routers are told it: SDKs present its token and one of its certificates. */
export interface SyncedApiSession {
  id: string;
  identityId: string;
  token: string;
  certFingerprints: string[];
}

/** A public key edge routers verify tokens and client certificates with (the router data model). */
export interface SyncedPublicKey {
  der: Buffer;
  kid: string;
}

/** Fully authenticated: a session that still owes its TOTP code is not told to routers. */
const FULLY_AUTHENTICATED = `not (s."is_mfa_required" and not s."is_mfa_complete")`;

/**
 * Each session with the fingerprints an SDK may present for it: the identity's certificate
 * authenticators and the session's own certificates (OpenZiti's rule).
 */
const SESSIONS_WITH_FINGERPRINTS = `
  select s."id", s."identity_id",
    array(
      select a."fingerprint" from "authenticators" a where a."identity_id" = s."identity_id" and a."fingerprint" is not null
      union
      select c."fingerprint" from "api_session_certificates" c where c."api_session_id" = s."id"
    ) as "fingerprints"
  from "api_sessions" s`;

/**
 * What edge routers are told about API sessions (`ApiSessionAdded` / `Updated` / `Removed`) and
 * the keys of their data model. Reads only; the control plane pushes.
 */
export class EdgeSyncService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly tokens: ApiSessionTokens,
  ) {}

  tokenOf(apiSessionId: string): string {
    return this.tokens.tokenOf(apiSessionId);
  }

  /** One page of every live, fully authenticated API session, in id order after `afterId` (a full sync). */
  async page(afterId: string, limit: number): Promise<SyncedApiSession[]> {
    const rows = await this.deps.orm.em
      .fork()
      .execute<Row[]>(`${SESSIONS_WITH_FINGERPRINTS} where s."id" > ? and ${FULLY_AUTHENTICATED} order by s."id" limit ?`, [afterId, limit]);
    return rows.map((r) => this.synced(r));
  }

  /** These sessions, when live and fully authenticated (a new login, an MFA completed, a certificate added). */
  async sessions(ids: string[]): Promise<SyncedApiSession[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.orm.em.fork().execute<Row[]>(`${SESSIONS_WITH_FINGERPRINTS} where s."id" = any(?::text[]) and ${FULLY_AUTHENTICATED}`, [textArray(ids)]);
    return rows.map((r) => this.synced(r));
  }

  /** The API session an API session certificate belongs to. */
  async sessionOfCertificate(certificateId: string): Promise<string | undefined> {
    const rows = await this.deps.orm.em.fork().execute<{ api_session_id: string }[]>(`select "api_session_id" from "api_session_certificates" where "id" = ?`, [certificateId]);
    return rows[0]?.api_session_id;
  }

  /** Sessions of an identity (its certificate authenticators changed). */
  async sessionIdsOfIdentity(identityId: string): Promise<string[]> {
    const rows = await this.deps.orm.em.fork().execute<{ id: string }[]>(`select "id" from "api_sessions" where "identity_id" = ?`, [identityId]);
    return rows.map((r) => r.id);
  }

  /**
   * The keys routers trust: the server certificates of the live instances (session and
   * enrollment JWTs are signed with their keys) and the controller's CA chain (client certificates).
   */
  async publicKeys(): Promise<SyncedPublicKey[]> {
    const rows = await this.deps.orm.em.fork().execute<{ cert_pem: string }[]>(`select "cert_pem" from "controllers"`);
    const pems = [...rows.map((r) => r.cert_pem), splitPemBundle(this.deps.pki.serverChainPem())[0]!, ...this.deps.pki.caBundle()];
    const seen = new Map<string, SyncedPublicKey>();
    for (const pem of pems) {
      const der = new X509Certificate(pem).raw;
      const kid = new X509Certificate(pem).fingerprint.replace(/:/g, '').toLowerCase();
      seen.set(kid, { der, kid });
    }
    return [...seen.values()];
  }

  /**
   * Tokens of SDKs connected to an edge router (ApiSessionHeartbeat): their sessions are marked
   * as seen through a router, which is what an identity's edge router connection status reads,
   * and as active (an SDK connected through a router keeps its API session, as in OpenZiti).
   */
  async seenThroughRouter(tokens: string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.deps.orm.em
      .fork()
      .execute(`update "api_sessions" set "router_seen_at" = now(), "last_activity_at" = greatest("last_activity_at", now()) where "token_hash" = any(?::text[])`, [textArray(tokens.slice(0, 100_000).map(hashToken))]);
  }

  /** Of these session tokens (a router asking which of its sessions still exist), those no session has. */
  async unknownSessionTokens(tokens: string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    const rows = await this.deps.orm.em
      .fork()
      .execute<{ token: string }[]>(`select t."token" from unnest(?::text[]) as t("token") where not exists (select 1 from "sessions" s where s."token" = t."token")`, [textArray(tokens.slice(0, 100_000))]);
    return rows.map((r) => r.token);
  }

  private synced(r: Row): SyncedApiSession {
    return { id: r.id, identityId: r.identity_id, token: this.tokens.tokenOf(r.id), certFingerprints: r.fingerprints };
  }
}

interface Row {
  id: string;
  identity_id: string;
  fingerprints: string[];
}
