import type { TxScope } from '../core/tx';

/**
 * Sessions that no longer hold, by the rules that created them (session.service.ts): a session
 * holds while a service policy of its type selects its identity and its service and every
 * posture check of that policy passes for its API session now; or while its identity is an
 * admin and no policy of that type grants it the service (admins may use any service no policy
 * governs). Edge routers are not part of it: a session outlives the routers it was offered.
 *
 * Set-based: each posture check is evaluated once per API session that needs it (not once per
 * session), and sessions meet their granting policies in joins the planner can hash.
 * `where` selects the candidate sessions (SQL over "sessions" as `s`); it appears twice, so its
 * params are given twice.
 */
export function lapsedSessionsSql(where: string): string {
  return `grants as materialized (
      select s."id", s."api_session_id", pi."policy_id" from "sessions" s
      join "policy_matches" pi on pi."entity_kind" = 'identity' and pi."entity_id" = s."identity_id" and pi."policy_kind" = 'service-policy'
      join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service' and ps."entity_id" = s."service_id"
      join "service_policies" sp on sp."id" = pi."policy_id" and sp."type" = s."type"
      where (${where})),
    asked as (
      select distinct g."api_session_id", pp."entity_id" as check_id from grants g
      join "policy_matches" pp on pp."policy_id" = g."policy_id" and pp."entity_kind" = 'posture-check'),
    failing as materialized (
      select a."api_session_id", a.check_id from asked a join "posture_checks" pc on pc."id" = a.check_id
      where zt_posture_check_passes(pc."type_id", pc."details", a."api_session_id", now()) is not true),
    blocked as (
      select distinct g."id", g."policy_id" from grants g
      join "policy_matches" pp on pp."policy_id" = g."policy_id" and pp."entity_kind" = 'posture-check'
      join failing f on f.check_id = pp."entity_id" and f."api_session_id" = g."api_session_id"),
    held as (
      select distinct g."id" from grants g
      where not exists (select 1 from blocked b where b."id" = g."id" and b."policy_id" = g."policy_id")),
    lapsed as (
      select s."id" from "sessions" s
      where (${where}) and not exists (select 1 from held h where h."id" = s."id")
        -- an admin's session of a service no policy of its type grants it
        and not (not exists (select 1 from grants g where g."id" = s."id")
          and exists (select 1 from "identities" i where i."id" = s."identity_id" and i."is_admin")))`;
}

export interface EndOptions {
  /** Passes over sessions another transaction holds (the sweep: it never waits, so it is never part of a deadlock). */
  skipLocked?: boolean;
  /** At most this many. */
  limit?: number;
}

/**
 * Ends the sessions matching `where` (SQL over "sessions" as `s`, with its `?` params) that no
 * longer hold, in one statement, and announces each as a deleted session (on commit, to every
 * instance), as a DELETE /sessions/{id} is. Rows are locked in id order, so concurrent writes
 * ending the same sessions wait for each other instead of deadlocking; a session another
 * transaction ended first is passed over. Returns their ids.
 */
export async function endLapsedSessions(tx: TxScope, where: string, params: unknown[], opts: EndOptions = {}): Promise<string[]> {
  const ended = await tx.em.execute<{ id: string }[]>(
    `with ${lapsedSessionsSql(where)},
    locked as (
      select s."id" from "sessions" s where s."id" in (select "id" from lapsed)
      order by s."id" ${opts.limit ? `limit ${Math.floor(opts.limit)}` : ''} for update of s${opts.skipLocked ? ' skip locked' : ''})
    delete from "sessions" d using locked l where d."id" = l."id" returning d."id"`,
    [...params, ...params],
  );
  for (const { id } of ended) tx.emit('deleted', 'sessions', id);
  return ended.map((r) => r.id);
}
