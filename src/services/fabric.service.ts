import type { CircuitService, CircuitView } from './router/circuit.service';
import type { LinkView, RouterLinkService } from './router/router-link.service';
import type { RequestCtx } from './core/context';
import type { ListQuery, Page } from './core/list/list-query';

/**
 * The fabric's links (router to router, as the routers report them to this instance) and
 * circuits (a dial's path through the overlay), for the fabric API and GraphQL.
 */
export class FabricService {
  constructor(
    private readonly circuits: CircuitService,
    private readonly links: RouterLinkService,
  ) {}

  listLinks(ctx: RequestCtx, q: ListQuery): Promise<Page<LinkView>> {
    return this.links.list(ctx, q);
  }

  getLink(ctx: RequestCtx, id: string): Promise<LinkView> {
    return this.links.get(ctx, id);
  }

  listCircuits(ctx: RequestCtx, q: ListQuery): Promise<Page<CircuitView>> {
    return this.circuits.list(ctx, q);
  }

  getCircuit(ctx: RequestCtx, id: string): Promise<CircuitView> {
    return this.circuits.get(ctx, id);
  }

  deleteCircuit(ctx: RequestCtx, id: string, immediate: boolean): Promise<void> {
    return this.circuits.end(ctx, id, immediate);
  }
}
