import type { EntityManager } from '@mikro-orm/postgresql';

/** How many refusals are kept per identity (the newest). */
export const FAILED_REQUESTS_KEPT = 100;

/**
 * A failing check, as an INVALID_POSTURE cause and failedServiceRequest name it, with what it
 * expected and what the caller had (policy/posture.ts failureValues: actualValue, expectedValue,
 * and for some types criteria or semantic).
 */
export interface PostureCheckFailure {
  postureCheckId: string;
  postureCheckName: string;
  postureCheckType: string;
  actualValue: unknown;
  expectedValue: unknown;
  criteria?: unknown;
  semantic?: string;
}

/** One refused session request: the service, the session type, and each granting policy's failing checks. */
export interface FailedServiceRequest {
  apiSessionId: string;
  serviceId: string;
  serviceName: string;
  sessionType: 'Dial' | 'Bind';
  when: Date;
  policyFailures: { policyId: string; policyName: string; checks: PostureCheckFailure[] }[];
}

/**
 * Records a refusal and trims the identity's list to the newest FAILED_REQUESTS_KEPT, in one
 * statement (the caller's connection; a refusal is recorded even though its request fails).
 */
export async function recordFailedServiceRequest(em: EntityManager, identityId: string, request: FailedServiceRequest): Promise<void> {
  await em.execute(
    `with "added" as (
       insert into "failed_service_requests" ("identity_id", "api_session_id", "service_id", "service_name", "session_type", "when", "policy_failures")
       values (?, ?, ?, ?, ?, ?, ?::jsonb) returning "identity_id")
     delete from "failed_service_requests" f where f."identity_id" = (select "identity_id" from "added")
       and f."id" not in (select "id" from "failed_service_requests" where "identity_id" = ? order by "when" desc, "id" desc limit ${FAILED_REQUESTS_KEPT - 1})`,
    [identityId, request.apiSessionId, request.serviceId, request.serviceName, request.sessionType, request.when, JSON.stringify(request.policyFailures), identityId],
  );
}

/** An identity's refusals, newest first. */
export async function failedServiceRequestsOf(em: EntityManager, identityId: string): Promise<FailedServiceRequest[]> {
  const rows = await em.execute<{ api_session_id: string; service_id: string; service_name: string; session_type: 'Dial' | 'Bind'; when: Date; policy_failures: FailedServiceRequest['policyFailures'] }[]>(
    `select "api_session_id", "service_id", "service_name", "session_type", "when", "policy_failures" from "failed_service_requests"
      where "identity_id" = ? order by "when" desc, "id" desc limit ${FAILED_REQUESTS_KEPT}`,
    [identityId],
  );
  return rows.map((r) => ({
    apiSessionId: r.api_session_id, serviceId: r.service_id, serviceName: r.service_name, sessionType: r.session_type,
    when: new Date(r.when),
    policyFailures: r.policy_failures.map((p) => ({ ...p, checks: p.checks.map((c) => ({ ...ZERO_FAILURE_VALUES[c.postureCheckType]?.(), ...c })) })),
  }));
}

/** Go's zero time: what OpenZiti shows for a time that never happened. */
const NEVER = '0001-01-01T00:00:00.000Z';

/** What a refusal recorded before checks kept their values shows (the zero values of its type), so every check has them. */
const ZERO_FAILURE_VALUES: Record<string, () => Partial<PostureCheckFailure>> = {
  DOMAIN: () => ({ actualValue: '', expectedValue: [] }),
  MAC: () => ({ actualValue: [], expectedValue: [] }),
  OS: () => ({ actualValue: { type: '', version: '' }, expectedValue: [] }),
  PROCESS: () => ({ actualValue: { isRunning: false, hash: '', signerFingerprints: [], path: '' }, expectedValue: {} }),
  PROCESS_MULTI: () => ({ actualValue: [], expectedValue: [], semantic: 'AllOf' }),
  MFA: () => ({
    actualValue: { passedMfa: false, passedOnWake: false, passedOnUnlock: false, timedOut: true },
    expectedValue: { passedMfa: true, passedOnWake: false, passedOnUnlock: false, timedOut: false },
    criteria: { passedMfaAt: NEVER, wokenAt: NEVER, unlockedAt: NEVER, timeoutSeconds: -1, timeoutRemainingSeconds: -1 },
  }),
};
