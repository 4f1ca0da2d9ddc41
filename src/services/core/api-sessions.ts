import type { TxScope } from './tx';

/**
 * Ends the API sessions matching `where` (SQL over "api_sessions", with its `?` params) and
 * announces each, as logout does: every instance evicts them from its session cache and ends
 * their subscriptions. Their sessions and certificates go by cascade. Returns their ids.
 */
export async function endApiSessions(tx: TxScope, where: string, params: unknown[]): Promise<string[]> {
  const ended = await tx.em.execute<{ id: string }[]>(`delete from "api_sessions" where ${where} returning "id"`, params);
  for (const { id } of ended) tx.emit('deleted', 'api-sessions', id);
  return ended.map((r) => r.id);
}
