import type { ServiceDeps } from './service-deps';

/** Routers and edge routers. */
export class RouterService {
  constructor(private readonly deps: ServiceDeps) {}
}
