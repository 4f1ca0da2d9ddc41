import { Entity, Index, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import { Router } from './router.entity';
import { Service } from './service.entity';
import { entityFields, nameThrough } from '../foundation/list-fields';

/** Where a service is hosted: a router, a binding and an address there. */
@ObjectType()
@Entity({ tableName: 'terminators' })
export class Terminator extends BaseEntity {
  @Index()
  @ManyToOne(() => Service, { ref: true, deleteRule: 'cascade', fieldName: 'service_id' })
  service!: Ref<Service>;

  @Index()
  @ManyToOne(() => Router, { ref: true, deleteRule: 'cascade', fieldName: 'router_id' })
  router!: Ref<Router>;

  @Field(() => String)
  @Property({ type: 'text' })
  binding!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  address!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  identity: string & Opt = '';

  @Property({ type: 'text', nullable: true, hidden: true })
  identitySecret?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  cost: number & Opt = 0;

  @Field(() => String)
  @Property({ type: 'text' })
  precedence: string & Opt = 'default';

  /** The identity whose SDK hosts the service here (terminators an edge router created for a Bind). */
  @Field(() => String)
  @Property({ type: 'text' })
  hostId: string & Opt = '';

  /** What the hosting SDK announced to its dialers (header id -> base64 value). */
  @Property({ type: 'json', hidden: true })
  peerData: Record<string, string> & Opt = {};
}

export const TERMINATOR_FIELDS = entityFields(Terminator, {
  computed: { 'service.name': nameThrough('services', 'service_id'), 'router.name': nameThrough('routers', 'router_id') },
});

/** Terminators as the fabric API lists them: OpenZiti's fabric calls the identity `instanceId`. */
export const FABRIC_TERMINATOR_FIELDS = entityFields(Terminator, {
  aliases: { instanceId: 'identity' },
  computed: { 'service.name': nameThrough('services', 'service_id'), 'router.name': nameThrough('routers', 'router_id') },
  listName: 'FabricTerminator',
});
