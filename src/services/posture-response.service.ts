import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, requireIdentity, type RequestCtx } from './core/context';
import { NotFoundError, fieldError } from './core/errors';
import { failedServiceRequestsOf, type FailedServiceRequest } from './posture/failed-requests';
import { identityPostureData, type IdentityPostureData } from './posture/identity-posture-data';
import { keptResponses } from './posture/process-responses';
import { textArray } from './core/sql';
import { inTransaction } from './core/tx';
import { endLapsedSessions } from './session/lapsed-sessions';
import { newId } from '../foundation/ids';
import { EMPTY_POSTURE, evaluateCheck, type PostureState, type ProcessData } from './policy/posture';
import type { PostureCheck } from '../entities';

/** The kinds of posture responses a client submits (PROCESS_MULTI checks are answered per process). */
export const POSTURE_RESPONSE_TYPES = ['OS', 'MAC', 'DOMAIN', 'PROCESS', 'PROCESS_MULTI', 'ENDPOINT_STATE'] as const;
type ResponseType = (typeof POSTURE_RESPONSE_TYPES)[number];

/** The spec's variant names, which generated clients may send as typeId. */
const ALIASES: Record<string, ResponseType> = {
  postureResponseOperatingSystemCreate: 'OS',
  postureResponseMacAddressCreate: 'MAC',
  postureResponseDomainCreate: 'DOMAIN',
  postureResponseProcessCreate: 'PROCESS',
  postureResponseEndpointStateCreate: 'ENDPOINT_STATE',
};

/** One validated response: the row it writes (kind, key) and its data. */
interface ParsedResponse {
  kind: 'OS' | 'MAC' | 'DOMAIN' | 'PROCESS' | 'ENDPOINT_STATE';
  key: string;
  data: Record<string, unknown>;
}

/** A posture response's answer: the services whose timers the response altered (none: see submit). */
export interface PostureResponseResult {
  services: { id: string; name: string; postureQueryType: string; timeout: number; timeoutRemaining: number }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest string of a response (a path, a version, a domain): beyond any real one, so a row stays small. */
const MAX_STRING = 4096;
/** Most entries of a list of a response (MAC addresses, signer fingerprints). */
const MAX_LIST = 256;

function str(field: string, value: unknown, { required = true, nonEmpty = true } = {}): string | undefined {
  if (value == null && !required) return undefined;
  if (typeof value !== 'string' || (nonEmpty && value.trim() === '')) throw fieldError(field, `${field} must be a${nonEmpty ? ' non-empty' : ''} string`, value);
  if (value.length > MAX_STRING) throw fieldError(field, `${field} must be at most ${MAX_STRING} characters`, undefined);
  return value.trim();
}

function strings(field: string, value: unknown, required: boolean): string[] {
  if (value == null && !required) return [];
  if (!Array.isArray(value)) throw fieldError(field, `${field} must be an array of strings`, value);
  if (value.length > MAX_LIST) throw fieldError(field, `${field} must have at most ${MAX_LIST} entries`, undefined);
  return value.map((v, i) => str(`${field}[${i}]`, v)!);
}

function bool(field: string, value: unknown): boolean | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'boolean') throw fieldError(field, `${field} must be a boolean`, value);
  return value;
}

/** Validates one response body; `at` (ISO time) is when it was received. Fields are named with `prefix`. */
export function parsePostureResponse(body: unknown, at: string, prefix = ''): ParsedResponse {
  const f = (name: string) => `${prefix}${name}`;
  if (!isObject(body)) throw fieldError(prefix.replace(/\.$/, '') || '(root)', 'a posture response must be an object', body);
  const checkId = str(f('id'), body.id)!;
  const rawType = body.typeId;
  const typeId = typeof rawType === 'string' ? (ALIASES[rawType] ?? (POSTURE_RESPONSE_TYPES as readonly string[]).find((t) => t === rawType)) : undefined;
  if (!typeId) throw fieldError(f('typeId'), `typeId must be one of ${POSTURE_RESPONSE_TYPES.join(', ')}`, rawType);
  switch (typeId) {
    case 'OS':
      return {
        kind: 'OS', key: '',
        data: { type: str(f('type'), body.type), version: str(f('version'), body.version), build: str(f('build'), body.build, { required: false, nonEmpty: false }) ?? '', at, postureCheckId: checkId },
      };
    case 'MAC':
      return { kind: 'MAC', key: '', data: { addresses: strings(f('macAddresses'), body.macAddresses, true), at, postureCheckId: checkId } };
    case 'DOMAIN':
      return { kind: 'DOMAIN', key: '', data: { domain: str(f('domain'), body.domain, { nonEmpty: false }), at, postureCheckId: checkId } };
    case 'PROCESS':
    case 'PROCESS_MULTI': {
      const path = str(f('path'), body.path)!;
      const data: ProcessData = {
        path, isRunning: bool(f('isRunning'), body.isRunning) ?? false,
        hash: str(f('hash'), body.hash, { required: false }), signerFingerprints: strings(f('signerFingerprints'), body.signerFingerprints, false),
        postureCheckId: checkId, at,
      };
      return { kind: 'PROCESS', key: path, data: data as unknown as Record<string, unknown> };
    }
    case 'ENDPOINT_STATE': {
      const woken = bool(f('woken'), body.woken);
      const unlocked = bool(f('unlocked'), body.unlocked);
      return { kind: 'ENDPOINT_STATE', key: '', data: { ...(woken ? { wokenAt: at } : {}), ...(unlocked ? { unlockedAt: at } : {}) } };
    }
  }
}

/** Upserts posture rows; ENDPOINT_STATE merges its timestamps into the previous ones. */
const UPSERT_SQL = `insert into "posture_data" ("id", "created_at", "updated_at", "tags", "api_session_id", "kind", "key", "data")
  select t."id", now(), now(), '{}'::jsonb, ?, t."kind", t."key", t."data"::jsonb
  from unnest(?::text[], ?::text[], ?::text[], ?::text[]) as t("id", "kind", "key", "data")
  on conflict ("api_session_id", "kind", "key") do update set "updated_at" = now(),
    "data" = case when excluded."kind" = 'ENDPOINT_STATE' then "posture_data"."data" || excluded."data" else excluded."data" end`;

/**
 * Records that an API session gave a TOTP code now (MFA posture). Called inside the transaction
 * that completes the code, so it is recorded exactly when the code is accepted.
 */
export async function recordMfaPassed(em: EntityManager, apiSessionId: string, at = new Date()): Promise<void> {
  await em.execute(
    `insert into "posture_data" ("id", "created_at", "updated_at", "tags", "api_session_id", "kind", "key", "data")
      values (?, now(), now(), '{}'::jsonb, ?, 'MFA', '', ?::jsonb)
      on conflict ("api_session_id", "kind", "key") do update set "updated_at" = now(), "data" = excluded."data"`,
    [newId(), apiSessionId, JSON.stringify({ passedAt: at.toISOString() })],
  );
}

/** The posture checks of every service policy selecting an identity. Params: identity id. */
const CHECKS_OF_IDENTITY_SQL = `select distinct pc."id", pc."type_id", pc."details"
  from "policy_matches" pi
  join "policy_matches" pp on pp."policy_id" = pi."policy_id" and pp."entity_kind" = 'posture-check'
  join "posture_checks" pc on pc."id" = pp."entity_id"
  where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = ?`;

/**
 * Runs `work` (which changes the API session's posture data) and tells whether the results of
 * the identity's posture checks changed with it, evaluated at one instant, before and after.
 * When they did, the identity's service-updates stamp moves (in the caller's transaction). An
 * identity whose policies have no checks costs one query and nothing more.
 */
export async function postureChangeOf(em: EntityManager, identityId: string, apiSessionId: string, work: () => Promise<void>): Promise<boolean> {
  const checks = await em.execute<{ id: string; type_id: PostureCheck['typeId']; details: Record<string, unknown> }[]>(CHECKS_OF_IDENTITY_SQL, [identityId]);
  const now = new Date();
  const results = async () => {
    const state = await postureStateOf(em, apiSessionId);
    return JSON.stringify(checks.map((c) => [c.id, evaluateCheck({ id: c.id, typeId: c.type_id, details: c.details }, state, now).isPassing]));
  };
  const before = checks.length ? await results() : '';
  await work();
  if (!checks.length || before === (await results())) return false;
  await em.execute(
    `insert into "identity_service_state" ("identity_id", "services_changed_at") values (?, clock_timestamp())
      on conflict ("identity_id") do update set "services_changed_at" = excluded."services_changed_at"`,
    [identityId],
  );
  return true;
}

/** The posture state of an API session: its latest responses and MFA, in one query. */
export async function postureStateOf(em: EntityManager, apiSessionId: string): Promise<PostureState> {
  const rows = await em.execute<{ kind: string; data: Record<string, any> }[]>(
    'select "kind", "data" from "posture_data" where "api_session_id" = ? order by "kind", "key"',
    [apiSessionId],
  );
  if (!rows.length) return EMPTY_POSTURE;
  const state: PostureState = { processes: [] };
  for (const { kind, data } of rows) {
    if (kind === 'OS') state.os = { type: data.type, version: data.version, build: data.build, at: data.at };
    else if (kind === 'MAC') state.mac = { addresses: data.addresses ?? [], at: data.at };
    else if (kind === 'DOMAIN') state.domain = { domain: data.domain ?? '', at: data.at };
    else if (kind === 'PROCESS') state.processes.push(data as ProcessData);
    else if (kind === 'ENDPOINT_STATE') state.endpointState = { wokenAt: data.wokenAt, unlockedAt: data.unlockedAt };
    else if (kind === 'MFA' && typeof data.passedAt === 'string') state.mfa = { passedAt: data.passedAt };
  }
  return state;
}

/**
 * Posture responses (`POST /posture-response`, `/posture-response-bulk`): the latest of each
 * kind per API session, in the posture_data table (so every controller instance reads them;
 * deleted with the API session).
 */
export class PostureResponseService {
  constructor(private readonly deps: ServiceDeps) {
    void this.deps;
  }


  /**
   * Validates every response first (a bad one changes nothing: 400 naming its field, prefixed
   * with its index in a bulk), then stores them in one statement.
   */
  async submit(ctx: RequestCtx, responses: unknown[], bulk: boolean): Promise<PostureResponseResult> {
    const actor = requireIdentity(ctx);
    if (bulk && !Array.isArray(responses)) throw fieldError('(root)', 'the body must be an array of posture responses', responses);
    const at = new Date().toISOString();
    const parsed = responses.map((r, i) => parsePostureResponse(r, at, bulk ? `[${i}].` : ''));
    // Within one submission the last response of a kind and key wins (one row each).
    const rows = new Map<string, ParsedResponse>();
    for (const p of parsed) {
      const k = `${p.kind}\n${p.key}`;
      const before = rows.get(k);
      rows.set(k, before && p.kind === 'ENDPOINT_STATE' ? { ...p, data: { ...before.data, ...p.data } } : p);
    }
    const list = await keptResponses(ctx.em, [...rows.values()]);
    if (list.length) {
      await inTransaction(ctx, async (tx) => {
        const changed = await postureChangeOf(tx.em as EntityManager, actor.identityId, actor.apiSessionId, async () => {
          await tx.em.execute(UPSERT_SQL, [
            actor.apiSessionId,
            textArray(list.map(() => newId())), textArray(list.map((p) => p.kind)), textArray(list.map((p) => p.key)), textArray(list.map((p) => JSON.stringify(p.data))),
          ]);
        });
        // A posture result of the identity's checks changed: its service-updates stamp moved, its
        // views and subscriptions re-read, and the API session's sessions that now fail end.
        if (changed) {
          tx.emit('updated', 'service-access', actor.identityId, ['postureQueries'], [actor.identityId]);
          await endLapsedSessions(tx, 's."api_session_id" = ?', [actor.apiSessionId]);
        }
      });
    }
    return { services: [] };
  }

  /** `GET /identities/{id}/posture-data` (admins): what the identity's API sessions reported. */
  async dataOfIdentity(ctx: RequestCtx, identityId: string): Promise<IdentityPostureData> {
    requireAdmin(ctx);
    await this.mustExist(ctx.em, identityId);
    return identityPostureData(ctx.em, identityId);
  }

  /** `GET /identities/{id}/failed-service-requests` (admins): session requests refused for posture, newest first. */
  async failedRequestsOf(ctx: RequestCtx, identityId: string): Promise<FailedServiceRequest[]> {
    requireAdmin(ctx);
    await this.mustExist(ctx.em, identityId);
    return failedServiceRequestsOf(ctx.em, identityId);
  }

  private async mustExist(em: EntityManager, identityId: string): Promise<void> {
    const [row] = await em.execute<{ n: number }[]>('select 1 as "n" from "identities" where "id" = ?', [identityId]);
    if (!row) throw new NotFoundError('identities', identityId);
  }
}
