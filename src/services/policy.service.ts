import type { ServiceDeps } from './service-deps';

/** Service policies, edge router policies and service edge router policies. */
export class PolicyService {
  constructor(private readonly deps: ServiceDeps) {}
}
