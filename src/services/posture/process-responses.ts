import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../core/sql';
import { samePath } from '../policy/posture';

/** A validated posture response as submit stores it: a row per kind, per path for processes. */
interface Row {
  kind: string;
  key: string;
  data: Record<string, unknown>;
}

interface ProcessSpec {
  path?: unknown;
  osType?: unknown;
}

/**
 * The responses worth a row. Process responses are kept only for a process a posture check
 * asks for: the check the response names (its `id`) must be a PROCESS or PROCESS_MULTI check
 * whose process (or one of whose processes) has the response's path. So an API session holds
 * at most one row per process path of the network's process checks, the latest (OpenZiti keeps
 * the latest per check), however many paths a client makes up: the row is keyed by the path as
 * the check names it (a Windows path matches in any case, and each spelling must not be a row
 * of its own). A response no check asks for would never be read, and is dropped. Other kinds
 * are one row each already.
 */
export async function keptResponses<R extends Row>(em: EntityManager, rows: R[]): Promise<R[]> {
  const processes = rows.filter((r) => r.kind === 'PROCESS');
  if (!processes.length) return rows;
  const checkIds = [...new Set(processes.map((r) => String(r.data.postureCheckId)))];
  const checks = await em.execute<{ id: string; type_id: string; details: Record<string, unknown> }[]>(
    `select "id", "type_id", "details" from "posture_checks" where "id" = any(?::text[]) and "type_id" in ('PROCESS', 'PROCESS_MULTI')`,
    [textArray(checkIds)],
  );
  const specsOf = new Map(checks.map((c) => [c.id, (c.type_id === 'PROCESS' ? [c.details.process] : ((c.details.processes as unknown[]) ?? [])) as ProcessSpec[]]));
  const askedPath = (r: R): string | undefined =>
    (specsOf.get(String(r.data.postureCheckId)) ?? [])
      .map((spec) => (typeof spec?.path === 'string' && samePath(r.key, spec.path, typeof spec.osType === 'string' ? spec.osType : undefined) ? spec.path : undefined))
      .find((path) => path !== undefined);
  const kept: R[] = [];
  for (const r of rows) {
    if (r.kind !== 'PROCESS') kept.push(r);
    else {
      const path = askedPath(r);
      if (path !== undefined) kept.push({ ...r, key: path });
    }
  }
  // Two spellings of one path in one submission: the later wins, as for any kind and key.
  return [...new Map(kept.map((r) => [`${r.kind}\n${r.key}`, r])).values()];
}
