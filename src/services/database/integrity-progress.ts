import type { EntityManager } from '@mikro-orm/postgresql';
import { BUS_MESSAGE_CHANNEL, MAX_BUS_MESSAGE_BYTES, type BusMessage } from '../core/events/bus-message';
import { logger } from '../core/logger';

export const INTEGRITY_TOPIC = 'integrity-progress';

/**
 * One step of an integrity run, as every instance's subscribers receive it: `started`, `phase`
 * (a check begins), `progress` (checked of total in the phase), `finding` (an inconsistency,
 * fixed or not) and `finished` (with counts; the full list is the persisted result).
 */
export interface IntegrityProgress {
  runId: string;
  fixing: boolean;
  event: 'started' | 'phase' | 'progress' | 'finding' | 'finished';
  phase?: string;
  checked?: number;
  total?: number;
  finding?: { description: string; fixed: boolean };
  found?: number;
  fixed?: number;
  tooManyErrors?: boolean;
  error?: string;
}

/** Longest description a progress message carries (the persisted finding keeps it whole). */
const MAX_DESCRIPTION_CHARS = 2_000;

/** Publishes a progress message to every instance (NOTIFY, outside any transaction). Best effort: a lost message does not fail the run. */
export async function publishProgress(em: EntityManager, progress: IntegrityProgress): Promise<void> {
  let message: BusMessage = { topic: INTEGRITY_TOPIC, payload: progress };
  if (progress.finding && progress.finding.description.length > MAX_DESCRIPTION_CHARS) {
    message = { topic: INTEGRITY_TOPIC, payload: { ...progress, finding: { ...progress.finding, description: `${progress.finding.description.slice(0, MAX_DESCRIPTION_CHARS)}…` } } };
  }
  let text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_BUS_MESSAGE_BYTES) {
    // Multi-byte names: cut to what surely fits (4 bytes per character at most).
    const cut = { ...progress, finding: progress.finding && { ...progress.finding, description: `${progress.finding.description.slice(0, MAX_BUS_MESSAGE_BYTES / 4 - 200)}…` } };
    text = JSON.stringify({ topic: INTEGRITY_TOPIC, payload: cut });
  }
  try {
    await em.execute('select pg_notify(?, ?)', [BUS_MESSAGE_CHANNEL, text]);
  } catch (err) {
    logger.warn({ err, runId: progress.runId }, 'integrity progress not published');
  }
}
