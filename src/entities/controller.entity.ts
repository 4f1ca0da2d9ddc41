import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import { entityFields } from '../foundation/list-fields';

/** OpenZiti's `apiAddressList`: per API binding (`edge-client`, `edge-management`), its URLs and versions. */
export type ApiAddressList = Record<string, { url: string; version: string }[]>;

/**
 * One controller instance sharing the database. Each instance writes its own row at start and
 * a heartbeat on a timer (services/cluster/controller-registry.ts); whether it is online is
 * decided by the database clock, so instances with skewed clocks agree.
 */
@ObjectType({ description: 'A controller instance serving this database' })
@Entity({ tableName: 'controllers' })
export class Controller extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The TLS server certificate of the instance (PEM)' })
  @Property({ type: 'text' })
  certPem!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  fingerprint!: string;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  apiAddresses: ApiAddressList = {};

  /** The control-plane (router) address; this controller has no control channel. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  ctrlAddress: string | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  lastJoinedAt!: Date;

  /** Last heartbeat, in the database's clock. */
  @Property({ type: 'timestamptz' })
  heartbeatAt!: Date;

  /** The instance's heartbeat interval: it is online while its heartbeat is younger than three of them. */
  @Property({ type: 'integer' })
  heartbeatIntervalMs!: number;

  /** Computed in the list statement (see CONTROLLER_FIELDS.isOnline), never stored. */
  @Field(() => Boolean)
  @Property({ persist: false, type: 'boolean' })
  isOnline = false;
}

/** Heartbeats missed before an instance counts as gone. */
export const MISSED_HEARTBEATS = 3;

/** Online: a heartbeat within MISSED_HEARTBEATS of its own intervals, by the database clock. */
export const CONTROLLER_ONLINE_SQL = `(e."heartbeat_at" > now() - make_interval(secs => e."heartbeat_interval_ms" * ${MISSED_HEARTBEATS} / 1000.0))`;

export const CONTROLLER_FIELDS = entityFields(Controller, {
  omit: ['heartbeatAt', 'heartbeatIntervalMs', 'certPem'],
  computed: { isOnline: { sql: CONTROLLER_ONLINE_SQL, type: 'boolean' } },
});
