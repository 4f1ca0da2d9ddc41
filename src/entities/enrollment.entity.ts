import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { Ca } from './ca.entity';
import { Identity } from './identity.entity';
import { Router } from './router.entity';
import { entityFields, toOne } from '../foundation/list-fields';

/** ott / ottca / updb enroll identities; erott edge routers; trott transit routers. */
export type EnrollmentKind = 'ott' | 'ottca' | 'updb' | 'erott' | 'trott';

/**
 * An outstanding one-time enrollment of an identity or a router. The token is the
 * credential (the JWT's `jti`); the enrollment is deleted when used.
 */
@ObjectType()
@Entity({ tableName: 'enrollments' })
export class Enrollment extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'text' })
  method!: EnrollmentKind;

  @Property({ type: 'text', unique: true, hidden: true })
  token!: string;

  /** The signed enrollment JWT handed to the enrolling party. */
  @Property({ type: 'text', hidden: true })
  jwt!: string;

  @Index()
  @ManyToOne(() => Identity, { ref: true, nullable: true, deleteRule: 'cascade', fieldName: 'identity_id' })
  identity?: Ref<Identity> | null;

  @Index()
  @ManyToOne(() => Router, { ref: true, nullable: true, deleteRule: 'cascade', fieldName: 'router_id' })
  router?: Ref<Router> | null;

  @Index()
  @ManyToOne(() => Ca, { ref: true, nullable: true, deleteRule: 'cascade', fieldName: 'ca_id' })
  ca?: Ref<Ca> | null;

  /** updb: the username the identity will log in with. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  username?: string | null;

  @Index()
  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;
}

/** The enrollment's router id when the router is (or is not) an edge router, else NULL. */
const routerOfKind = (isEdge: boolean) => ({
  sql: `(select r."id" from "routers" r where r."id" = e."router_id" and ${isEdge ? '' : 'not '}r."is_edge")`,
  type: 'string' as const,
});

/** Routers share one table: the wire tells edge from transit routers by field name. */
export const ENROLLMENT_FIELDS = entityFields(Enrollment, {
  omit: ['router'],
  include: ['token'],
  computed: { edgeRouter: routerOfKind(true), edgeRouterId: routerOfKind(true), transitRouter: routerOfKind(false), transitRouterId: routerOfKind(false) },
  // Read through like every reference (`edgeRouter.name`); the field itself tells the kinds apart.
  relations: { edgeRouter: toOne('EdgeRouter', 'router'), transitRouter: toOne('Router', 'router') },
});
