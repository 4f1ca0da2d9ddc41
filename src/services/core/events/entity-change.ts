import type { EventEntityType } from '../resources';

/**
 * A committed change to an entity, as OpenZiti's entityChange event describes it.
 * Kept small (ids and names, never secrets): it travels through NOTIFY, whose payload is limited to 8000 bytes.
 */
export interface EntityChangeEvent {
  eventId: string;
  /**
   * `resync` (entityType `*`, never sent through NOTIFY): this instance's change notifications
   * were interrupted, so changes may have been missed; caches drop everything and subscribers
   * re-read.
   */
  eventType: 'created' | 'updated' | 'deleted' | 'resync';
  /** The resource (its REST segment, e.g. `identities`), `service-access`, or `*` for a resync. */
  entityType: EventEntityType;
  entityId: string;
  /** RFC 3339 time of the change. */
  timestamp: string;
  /** Names of the fields that changed (updates only). */
  changedFields?: string[];
  /**
   * For `service-access` events: the identities whose service list changed, when few enough to
   * fit in a notification; absent means "possibly any identity".
   */
  identityIds?: string[];
  /** The controller instance that made the change. */
  origin: string;
}

/** The topic every EntityChangeEvent is dispatched under on the bus. */
export const ENTITY_CHANGE_TOPIC = 'entityChange';
/** The PostgreSQL NOTIFY channel. */
export const NOTIFY_CHANNEL = 'ziti_entity_change';

/** Whether an event is the local "changes may have been missed" signal. */
export function isResync(event: EntityChangeEvent): boolean {
  return event.eventType === 'resync';
}

const named = new WeakMap<EntityChangeEvent, Set<string>>();

/**
 * Whether a service-access event concerns an identity: it names it, or names nobody ("any
 * identity"). Each event's names are indexed once, however many subscribers ask.
 */
export function concernsIdentity(event: EntityChangeEvent, identityId: string): boolean {
  if (!event.identityIds) return true;
  let ids = named.get(event);
  if (!ids) named.set(event, (ids = new Set(event.identityIds)));
  return ids.has(identityId);
}
