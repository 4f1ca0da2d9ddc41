import type { ServiceDeps } from './service-deps';

/** Third-party certificate authorities: management, verification, and enrollment by their certificates. */
export class CaService {
  constructor(private readonly deps: ServiceDeps) {}
}
