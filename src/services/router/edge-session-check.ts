import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from '../../foundation/ids';
import { edgeRoutersOfIdentity, edgeRoutersOfService, grantingPoliciesOf } from '../policy/access-sql';
import { preparedQuery } from '../core/sql';
import { postureFailures } from '../session.service';
import { invalidApiSession, invalidEdgeRouterForSession, invalidService, invalidSession, wrongSessionType } from './edge-ctrl-errors';

/** A Dial or Bind session an edge router presented for one of its SDKs. */
export interface PresentedSession {
  id: string;
  type: 'Dial' | 'Bind';
  identityId: string;
  apiSessionId: string;
  serviceId: string;
  serviceName: string;
  terminatorStrategy: string;
  encryptionRequired: boolean;
}

const SESSION_BY_TOKEN = `select s."id", s."type", s."identity_id", s."api_session_id", s."service_id",
    sv."name" as "service_name", sv."terminator_strategy", sv."encryption_required", a."token_hash", i."is_admin",
    (select coalesce(json_agg(json_build_object('id', p."id", 'checks', p."checks")), '[]') from (${grantingPoliciesOf('s."identity_id"', 's."service_id"', 's."type"')}) p) as "policies",
    exists (select 1 from "service_policies" sp join "policy_matches" ps on ps."policy_id" = sp."id" and ps."entity_kind" = 'service'
      where ps."entity_id" = s."service_id" and sp."type" = s."type") as "governed",
    exists (${edgeRoutersOfIdentity('s."identity_id"')} and pr."entity_id" = ?)
      and exists (${edgeRoutersOfService('s."service_id"')} and pr."entity_id" = ?) as "router_allowed"
  from "sessions" s join "services" sv on sv."id" = s."service_id" join "api_sessions" a on a."id" = s."api_session_id"
  join "identities" i on i."id" = s."identity_id"
  where s."token" = ?`;

/**
 * The session of an edge control request, as OpenZiti's controller checks it: the token names
 * a session (ended sessions are deleted, with their API session too) that a service policy
 * still grants with its posture checks passing, of the API session the router presented (when
 * it presented one), of the expected type, whose identity and service may both use the router.
 */
export async function presentedSession(em: EntityManager, routerId: string, token: string, apiSessionToken: string, type: 'Dial' | 'Bind'): Promise<PresentedSession> {
  // One prepared statement (planned once per connection, not per dial): every circuit and
  // hosted terminator starts here. Whether the router may carry it is read with the session.
  const [row] = await preparedQuery<Record<string, unknown>>(em, 'edge-session-by-token', SESSION_BY_TOKEN, [routerId, routerId, token]);
  if (!row) {
    // Without a session, OpenZiti says which of the two tokens it could not find.
    if (apiSessionToken) {
      const [api] = await em.execute('select 1 from "api_sessions" where "token_hash" = ?', [hashToken(apiSessionToken)]);
      if (!api) throw invalidApiSession();
    }
    throw invalidSession();
  }
  if (apiSessionToken && row.token_hash !== hashToken(apiSessionToken)) throw invalidSession();
  if (row.type !== type) throw wrongSessionType();
  // The session holds while the access that granted it does (as POST /sessions grants it): a
  // policy of its type without posture checks, or one whose checks all pass; admins may use a
  // service no policy of that type governs.
  const policies = row.policies as { id: string; checks: number }[];
  if (!policies.length && !(row.is_admin === true && row.governed !== true)) throw invalidSession();
  if (policies.length && policies.every((p) => p.checks > 0)) {
    const failures = await postureFailures(em, row.api_session_id as string, policies.map((p) => p.id), new Date());
    if (policies.every((p) => failures.get(p.id)?.length)) throw invalidSession();
  }
  if (row.router_allowed !== true) throw invalidEdgeRouterForSession();
  if (!row.service_id) throw invalidService();
  return {
    id: row.id as string, type, identityId: row.identity_id as string, apiSessionId: row.api_session_id as string,
    serviceId: row.service_id as string, serviceName: row.service_name as string,
    terminatorStrategy: (row.terminator_strategy as string) || 'smartrouting', encryptionRequired: row.encryption_required === true,
  };
}
