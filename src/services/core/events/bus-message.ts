/**
 * Cluster-wide messages that are not entity changes: published with pg_notify on their own
 * channel (outside any transaction: they announce progress, not committed data) and delivered by
 * each instance's LISTEN connection, the sender's included. A payload holds at most 8000 bytes.
 */
export interface BusMessage {
  /** What the message is about, e.g. `integrity-progress`. */
  topic: string;
  payload: unknown;
}

export const BUS_MESSAGE_CHANNEL = 'ziti_bus_message';
export const BUS_MESSAGE_TOPIC = 'busMessage';
/** NOTIFY's payload limit is 8000 bytes; leave room for the envelope. */
export const MAX_BUS_MESSAGE_BYTES = 7_900;
