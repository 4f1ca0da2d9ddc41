import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { Config } from '../../entities';
import type { IdentityServiceConfig } from '../../services/config.service';
import { baseFields, entityRef } from '../envelope';

/** Expects the config type loaded (the config services return configs so). */
export function presentConfig(c: Config): Static<typeof C.ConfigDetail> {
  const type = c.configType.isInitialized() ? c.configType.getEntity() : undefined;
  return {
    ...baseFields('configs', c),
    name: c.name,
    configTypeId: c.configType.id,
    configType: entityRef('config-types', c.configType.id, type?.name ?? ''),
    data: c.data,
  };
}

export function presentIdentityServiceConfig(o: IdentityServiceConfig): Static<typeof C.ServiceConfigDetail> {
  return {
    serviceId: o.serviceId,
    service: entityRef('services', o.serviceId, o.serviceName),
    configId: o.configId,
    config: entityRef('configs', o.configId, o.configName),
  };
}
