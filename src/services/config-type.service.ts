import type { ServiceDeps } from './service-deps';

/** Config types: named JSON Schemas for config data. */
export class ConfigTypeService {
  constructor(private readonly deps: ServiceDeps) {}
}
