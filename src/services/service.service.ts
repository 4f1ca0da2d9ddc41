import type { ServiceDeps } from './service-deps';

/** Services of the network, their configs and terminators. */
export class ServiceService {
  constructor(private readonly deps: ServiceDeps) {}
}
