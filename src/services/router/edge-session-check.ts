import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from '../core/ids';
import { EDGE_ROUTERS_OF_IDENTITY, EDGE_ROUTERS_OF_SERVICE } from '../policy/access-sql';
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
    sv."name" as "service_name", sv."terminator_strategy", sv."encryption_required", a."token_hash"
  from "sessions" s join "services" sv on sv."id" = s."service_id" join "api_sessions" a on a."id" = s."api_session_id"
  where s."token" = ?`;

/**
 * The session of an edge control request, as OpenZiti's controller checks it: the token names
 * a session that still holds (sessions are deleted when the access granting them lapses:
 * policies, posture, the API session's end), of the API session the router presented (when
 * it presented one), of the expected type, whose identity and service may both use the router.
 */
export async function presentedSession(em: EntityManager, routerId: string, token: string, apiSessionToken: string, type: 'Dial' | 'Bind'): Promise<PresentedSession> {
  const [row] = await em.execute<Record<string, unknown>[]>(SESSION_BY_TOKEN, [token]);
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
  const [allowed] = await em.execute(
    `select exists (${EDGE_ROUTERS_OF_IDENTITY} and pr."entity_id" = ?) and exists (${EDGE_ROUTERS_OF_SERVICE} and pr."entity_id" = ?) as "ok"`,
    [row.identity_id, routerId, row.service_id, routerId],
  );
  if (!allowed?.ok) throw invalidEdgeRouterForSession();
  if (!row.service_id) throw invalidService();
  return {
    id: row.id as string, type, identityId: row.identity_id as string, apiSessionId: row.api_session_id as string,
    serviceId: row.service_id as string, serviceName: row.service_name as string,
    terminatorStrategy: (row.terminator_strategy as string) || 'smartrouting', encryptionRequired: row.encryption_required === true,
  };
}
