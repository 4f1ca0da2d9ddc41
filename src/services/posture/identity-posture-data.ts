import type { EntityManager } from '@mikro-orm/postgresql';

/** One stored response, as the admin view shows it: when, for which check, its fields. */
export interface PostureDataEntry {
  postureCheckId: string;
  lastUpdatedAt: Date;
  data: Record<string, unknown>;
}

/** What an identity's API sessions reported (GET /identities/{id}/posture-data), newest response of each kind first. */
export interface IdentityPostureData {
  os?: PostureDataEntry;
  mac?: PostureDataEntry;
  domain?: PostureDataEntry;
  /** The newest response per process path. */
  processes: PostureDataEntry[];
  /** Per API session: its MFA and wake/unlock state. */
  sessions: { apiSessionId: string; mfaPassedAt?: Date; wokenAt?: Date; unlockedAt?: Date }[];
}

/** Reads the posture data of every API session of an identity in one query. */
export async function identityPostureData(em: EntityManager, identityId: string): Promise<IdentityPostureData> {
  const rows = await em.execute<{ api_session_id: string; kind: string | null; key: string | null; data: Record<string, unknown> | null; updated_at: Date | null }[]>(
    `select s."id" as "api_session_id", d."kind", d."key", d."data", d."updated_at"
      from "api_sessions" s left join "posture_data" d on d."api_session_id" = s."id"
      where s."identity_id" = ? order by d."updated_at" desc nulls last, s."id"`,
    [identityId],
  );
  const out: IdentityPostureData = { processes: [], sessions: [] };
  const sessions = new Map<string, IdentityPostureData['sessions'][number]>();
  const processPaths = new Set<string>();
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : undefined);
  for (const r of rows) {
    let session = sessions.get(r.api_session_id);
    if (!session) sessions.set(r.api_session_id, (session = { apiSessionId: r.api_session_id }));
    if (!r.kind || !r.data || !r.updated_at) continue;
    const entry: PostureDataEntry = { postureCheckId: String(r.data.postureCheckId ?? ''), lastUpdatedAt: new Date(r.updated_at), data: r.data };
    // Rows come newest first: the first of each kind (and process path) is the latest.
    if (r.kind === 'OS') out.os ??= entry;
    else if (r.kind === 'MAC') out.mac ??= entry;
    else if (r.kind === 'DOMAIN') out.domain ??= entry;
    else if (r.kind === 'PROCESS' && !processPaths.has(r.key ?? '')) {
      processPaths.add(r.key ?? '');
      out.processes.push(entry);
    } else if (r.kind === 'MFA') session.mfaPassedAt = date(r.data.passedAt);
    else if (r.kind === 'ENDPOINT_STATE') {
      session.wokenAt = date(r.data.wokenAt);
      session.unlockedAt = date(r.data.unlockedAt);
    }
  }
  out.sessions = [...sessions.values()];
  return out;
}
