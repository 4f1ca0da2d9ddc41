import type { ServiceDeps } from './service-deps';

/** Terminators: where services are hosted. */
export class TerminatorService {
  constructor(private readonly deps: ServiceDeps) {}
}
