import type { ServiceDeps } from './service-deps';

/** What an identity may use: its services, edge routers and service updates. */
export class AccessService {
  constructor(private readonly deps: ServiceDeps) {}
}
