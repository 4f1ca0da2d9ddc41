import type { ServiceDeps } from './service-deps';

/** Configs: typed data attached to services (and per identity). */
export class ConfigService {
  constructor(private readonly deps: ServiceDeps) {}
}
