import type { TxScope } from '../core/tx';

/**
 * Whether the session `s` (a row of "sessions") still holds, by the rules that created it
 * (session.service.ts): a service policy of its type selects its identity and its service and
 * every posture check of that policy passes for its API session now; or its identity is an
 * admin and no policy of that type grants it the service (admins may use any service that no
 * policy governs). Edge routers are not part of it: a session outlives the routers it was offered.
 */
export const SESSION_HOLDS = `(exists (
    select 1 from "policy_matches" pi
    join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service' and ps."entity_id" = s."service_id"
    join "service_policies" sp on sp."id" = pi."policy_id" and sp."type" = s."type"
    where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = s."identity_id"
      and not exists (
        select 1 from "policy_matches" pp join "posture_checks" pc on pc."id" = pp."entity_id"
        where pp."policy_id" = sp."id" and pp."entity_kind" = 'posture-check'
          and not zt_posture_check_passes(pc."type_id", pc."details", s."api_session_id", now()))
  ) or (
    exists (select 1 from "identities" i where i."id" = s."identity_id" and i."is_admin")
    and not exists (
      select 1 from "policy_matches" pi
      join "policy_matches" ps on ps."policy_id" = pi."policy_id" and ps."entity_kind" = 'service' and ps."entity_id" = s."service_id"
      join "service_policies" sp on sp."id" = pi."policy_id" and sp."type" = s."type"
      where pi."entity_kind" = 'identity' and pi."policy_kind" = 'service-policy' and pi."entity_id" = s."identity_id")
  ))`;

/**
 * Ends the sessions matching `where` (SQL over "sessions" as `s`, with its `?` params) that no
 * longer hold, in one statement, and announces each as a deleted session (on commit, to every
 * instance), as a DELETE /sessions/{id} is. Returns their ids.
 */
export async function endLapsedSessions(tx: TxScope, where: string, params: unknown[]): Promise<string[]> {
  const ended = await tx.em.execute<{ id: string }[]>(
    `delete from "sessions" s where (${where}) and not ${SESSION_HOLDS} returning s."id"`,
    params,
  );
  for (const { id } of ended) tx.emit('deleted', 'sessions', id);
  return ended.map((r) => r.id);
}
