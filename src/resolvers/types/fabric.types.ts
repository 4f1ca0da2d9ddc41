import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { FabricEventKind as Kind } from '../../services/fabric.service';
import { FilterablePageOf } from './common.types';
import { LIST_BOUNDS, boundedList } from '../query-limits';

@ObjectType({ description: 'An entity a circuit names: its id, and its name when it still exists' })
export class CircuitRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Empty for a router or service deleted since' }) name!: string;
}

@ObjectType({ description: 'A circuit: a dial routed through the overlay, from the dialing SDK\'s router to the terminator\'s (as /fabric/v1/circuits); runtime state' })
export class Circuit {
  @Field(() => ID) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => GraphQLJSONObject, { description: 'serviceId, clientId (the dialing identity) and hostId, as routers are told' }) tags!: Record<string, unknown>;
  @Field(() => ID, { description: 'The session that dialed (OpenZiti\'s clientId)' }) clientId!: string;
  @Field(() => ID, { description: 'The identity of that session' }) identityId!: string;
  @Field(() => CircuitRef) service!: CircuitRef;
  @Field(() => CircuitRef, { description: 'The terminator the circuit ends at (named by its id)' }) terminator!: CircuitRef;
  @Field(() => [CircuitRef], { description: 'The routers of its path, from the dialer\'s to the terminator\'s', complexity: boundedList(LIST_BOUNDS.routersPerCircuit) }) path!: CircuitRef[];
  @Field(() => String, { description: 'The controller instance that owns it: it routed the circuit, or adopted it when the one that did stopped' }) controllerId!: string;
}

@ObjectType({ description: 'A page of circuits' })
export class CircuitList extends FilterablePageOf(Circuit) {}

export const FabricEventKind = { CIRCUITS: 'circuits', TERMINATORS: 'terminators' } as const satisfies Record<string, Kind>;
registerEnumType(FabricEventKind, { name: 'FabricEventKind', description: 'What a fabric event is about' });

@ObjectType({ description: 'Why a dial created no circuit' })
export class CircuitFailure {
  @Field(() => ID) serviceId!: string;
  @Field(() => ID, { description: 'The session that dialed' }) clientId!: string;
  @Field(() => ID) identityId!: string;
  @Field(() => ID, { description: 'The router of the dialing SDK' }) routerId!: string;
  @Field(() => String, { description: 'The controller instance the dial reached' }) controllerId!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: 'A circuit or terminator event, from any controller instance' })
export class FabricEvent {
  @Field(() => FabricEventKind, { nullable: true, description: 'Null for a resync (events may have been missed: re-list)' }) kind!: Kind | null;
  @Field(() => String, { description: 'created, updated or deleted as committed; failed (circuits: a dial that created none); resync' }) action!: string;
  @Field(() => ID, { description: 'The circuit or terminator' }) id!: string;
  @Field(() => [String], { nullable: true, description: 'The fields that changed (updates; controllerId: a circuit adopted by another instance)' }) changedFields?: string[];
  @Field(() => String, { description: 'RFC 3339' }) timestamp!: string;
  @Field(() => CircuitFailure, { nullable: true, description: 'A failed dial: why, and what it was for' }) failure?: CircuitFailure;
}
