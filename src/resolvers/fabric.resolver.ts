import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Terminator } from '../entities';
import type { FabricEvent as FabricEventData, FabricEventKind as Kind } from '../services/fabric.service';
import type { CircuitView } from '../services/router/circuit.service';
import type { GqlContext } from './context';
import { subscribeWithCodes } from './format-error';
import { ListArgs, toListQuery, toPage } from './types/common.types';
import { Circuit, CircuitList, FabricEvent, FabricEventKind } from './types/fabric.types';

/** A circuit as GraphQL shows it: the fabric API's view, with its owner. */
function circuitOf(c: CircuitView): Circuit {
  return { ...c, service: { id: c.service.id, name: c.service.name } };
}

/** Circuits (admins, as /fabric/v1/circuits): the same list path, filter and paging as REST. */
@Resolver(() => Circuit)
export class CircuitResolver {
  @Query(() => CircuitList, { description: 'Open circuits of every controller instance (admins; as GET /fabric/v1/circuits)' })
  async circuits(@Args() args: ListArgs, @Ctx() { ctx, services }: GqlContext): Promise<CircuitList> {
    return toPage(await services.fabric.listCircuits(ctx, toListQuery(args)), circuitOf);
  }

  @Query(() => Circuit, { description: 'One open circuit (admins; as GET /fabric/v1/circuits/{id})' })
  async circuit(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GqlContext): Promise<Circuit> {
    return circuitOf(await services.fabric.getCircuit(ctx, id));
  }
}

/** The events of circuits and terminators on every instance, for dashboards (admins). */
@Resolver(() => FabricEvent)
export class FabricEventResolver {
  @Subscription(() => FabricEvent, {
    description: 'Circuits created, adopted (updated), failed and ended (deleted), and terminators created, updated and deleted, on every controller instance, of the kinds given (none or null: both); admins only, ends with the subscriber\'s access',
    subscribe: ({ args, context }) => {
      const { ctx, services } = context as GqlContext;
      return subscribeWithCodes(ctx.requestId, () => services.fabric.watch(ctx, (args as { kinds?: Kind[] | null }).kinds));
    },
  })
  fabricChanged(
    @Arg('kinds', () => [FabricEventKind], { nullable: true }) _kinds: Kind[] | null,
    @Root() event: FabricEventData,
  ): FabricEventData {
    return event;
  }

  @FieldResolver(() => Circuit, { nullable: true, description: 'The circuit as it is now, on created and updated events (null once it ended)' })
  async circuit(@Root() e: FabricEventData, @Ctx() { ctx, services }: GqlContext): Promise<Circuit | null> {
    if (e.kind !== 'circuits' || (e.action !== 'created' && e.action !== 'updated')) return null;
    const view = await services.fabric.circuitNow(ctx, e.id);
    return view && circuitOf(view);
  }

  @FieldResolver(() => Terminator, { nullable: true, description: 'The terminator as it is now, on created and updated events (null once it is gone)' })
  terminator(@Root() e: FabricEventData, @Ctx() { ctx, services }: GqlContext): Promise<Terminator | null> {
    if (e.kind !== 'terminators' || (e.action !== 'created' && e.action !== 'updated')) return Promise.resolve(null);
    return services.fabric.terminatorNow(ctx, e.id);
  }
}

export const FABRIC_RESOLVERS = [CircuitResolver, FabricEventResolver] as const;
