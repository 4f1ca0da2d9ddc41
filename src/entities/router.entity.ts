import { Entity, Index, Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from './base.entity';
import type { Enrollment } from './enrollment.entity';
import { entityFields } from '../foundation/list-fields';
import { matchedPolicies } from '../foundation/policy-matches';

export interface RouterVersionInfo {
  version: string;
  revision: string;
  buildDate: string;
  os: string;
  arch: string;
}

export interface RouterListener {
  address: string;
  protocol: string;
  costTags: string[];
  groups: string[];
}

export interface RouterInterfaceInfo {
  name: string;
  hardwareAddress: string;
  mtu: number;
  index: number;
  flags: number;
  addresses: string[];
}

/**
 * A router of the overlay. Edge routers (isEdge) are routers that also accept SDK
 * connections; they carry role attributes and take part in edge router policies.
 * Transit routers are routers without the edge part.
 */
@ObjectType()
@Entity({ tableName: 'routers' })
@Index({ name: 'routers_role_attributes_gin', expression: 'create index "routers_role_attributes_gin" on "routers" using gin ("role_attributes")' })
export class Router extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  name!: string;

  @Index()
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isEdge: boolean & Opt = false;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  roleAttributes: string[] & Opt = [];

  @Field(() => Int)
  @Property({ type: 'integer' })
  cost: number & Opt = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  noTraversal: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  disabled: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isTunnelerEnabled: boolean & Opt = false;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  appData: Record<string, unknown> & Opt = {};

  @Field(() => String)
  @Property({ type: 'text' })
  hostname: string & Opt = '';

  /** Protocol → address, e.g. { tls: "tls://host:3022" }, as the router reports it. */
  @Field(() => GraphQLJSONObject)
  @Property({ type: 'jsonb' })
  supportedProtocols: Record<string, string> & Opt = {};

  /**
   * Connected over the control channel to a live controller instance. This and the other
   * connection fields below are a projection of `router_connections`, written only by the
   * router presence service (services/router/router-presence.service.ts).
   */
  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isOnline: boolean & Opt = false;

  /** The version the connected router reported (`version|revision|buildDate|os|arch` split), null while offline. */
  @Property({ type: 'jsonb', nullable: true })
  versionInfo?: RouterVersionInfo | null;

  /** OpenZiti's sync status of the router's edge state (SYNC_DONE once API sessions are synced). */
  @Property({ type: 'text' })
  syncStatus: string & Opt = 'SYNC_UNKNOWN';

  /** Link listeners the connected router reported in its hello. */
  @Property({ type: 'jsonb' })
  listeners: RouterListener[] & Opt = [];

  /** Network interfaces the router last reported (kept while it is offline, as OpenZiti does). */
  @Property({ type: 'jsonb' })
  interfaces: RouterInterfaceInfo[] & Opt = [];

  @Property({ type: 'timestamptz', nullable: true })
  connectedAt?: Date | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isVerified: boolean & Opt = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true, unique: true })
  fingerprint?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  certPem?: string | null;

  /** A certificate issued by `/enroll/extend/router`, in force once the router uses it. */
  @Property({ type: 'text', nullable: true, hidden: true })
  unverifiedCertPem?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  unverifiedFingerprint?: string | null;

  /**
   * The router's outstanding enrollment, when the router service has attached it (not a
   * column: enrollments live in their own table). `undefined` means not looked up.
   */
  pendingEnrollment?: Enrollment | null;
}

/** Every router, edge or not (the /routers and /transit-routers lists): edge-only columns are not fields there. */
export const ROUTER_FIELDS = entityFields(Router, { omit: ['isEdge', 'roleAttributes', 'isTunnelerEnabled', 'hostname', 'appData', 'supportedProtocols', 'versionInfo', 'listeners', 'interfaces', 'connectedAt'] });

/**
 * Every router as the fabric API lists it (/fabric/v1/routers): OpenZiti's fabric fields, and
 * `connected` (its name for being online) besides.
 */
export const FABRIC_ROUTER_FIELDS = entityFields(Router, {
  omit: ['isEdge', 'roleAttributes', 'isTunnelerEnabled', 'hostname', 'appData', 'supportedProtocols', 'versionInfo', 'listeners', 'interfaces', 'connectedAt', 'syncStatus', 'isVerified'],
  aliases: { connected: 'isOnline' },
  listName: 'FabricRouter',
});

export const EDGE_ROUTER_FIELDS = entityFields(Router, {
  omit: ['isEdge', 'versionInfo', 'listeners', 'interfaces', 'connectedAt'],
  listName: 'EdgeRouter',
  relations: {
    edgeRouterPolicies: matchedPolicies('EdgeRouterPolicy', 'edge-router', 'edge-router-policy'),
    serviceEdgeRouterPolicies: matchedPolicies('ServiceEdgeRouterPolicy', 'edge-router', 'service-edge-router-policy'),
  },
});
