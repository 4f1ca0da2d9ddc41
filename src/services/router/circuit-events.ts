import type { EntityManager } from '@mikro-orm/postgresql';
import { BUS_MESSAGE_CHANNEL, MAX_BUS_MESSAGE_BYTES } from '../core/events/bus-message';
import { logger } from '../core/logger';

/** The bus topic of dials that failed (OpenZiti's circuit event type `failed`). */
export const CIRCUIT_FAILED_TOPIC = 'circuit-failed';

/**
 * A dial whose session held but that created no circuit (no terminator, no path, every route
 * attempt refused or timed out). Nothing was committed, so it is announced as a bus message, not a
 * change: every instance's subscribers receive it once.
 */
export interface CircuitFailed {
  /** The id the dial had allocated (named in the router's refusal too). */
  circuitId: string;
  serviceId: string;
  /** The session that dialed (OpenZiti's clientId). */
  clientId: string;
  identityId: string;
  /** The router of the dialing SDK. */
  routerId: string;
  /** The instance the dial reached. */
  controllerId: string;
  reason: string;
  /** RFC 3339. */
  timestamp: string;
}

/** Longest reason a message carries: the rest of the payload is ids. */
const MAX_REASON_CHARS = 2_000;

/** Announces a failed dial to every instance (NOTIFY outside any transaction). Best effort: never throws. */
export async function publishCircuitFailed(em: EntityManager, failed: Omit<CircuitFailed, 'timestamp'>): Promise<void> {
  const payload: CircuitFailed = { ...failed, reason: failed.reason.slice(0, MAX_REASON_CHARS), timestamp: new Date().toISOString() };
  let text = JSON.stringify({ topic: CIRCUIT_FAILED_TOPIC, payload });
  // Multi-byte reasons: cut to what surely fits (4 bytes per character at most).
  if (Buffer.byteLength(text) > MAX_BUS_MESSAGE_BYTES) text = JSON.stringify({ topic: CIRCUIT_FAILED_TOPIC, payload: { ...payload, reason: payload.reason.slice(0, 1_000) } });
  try {
    await em.execute('select pg_notify(?, ?)', [BUS_MESSAGE_CHANNEL, text]);
  } catch (err) {
    logger.warn({ err, circuitId: failed.circuitId }, 'failed dial not announced');
  }
}
