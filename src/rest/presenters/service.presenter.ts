import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { ServiceDetail } from '../../services/service.service';
import { selfLink } from '../envelope';

const SERVICE_LINKS = ['configs', 'edge-routers', 'identities', 'service-edge-router-policies', 'service-policies', 'terminators'];

/** The management view of a service: an admin may Bind and Dial, and no posture applies. */
export function presentService({ service: s, config, permissions }: ServiceDetail): Static<typeof C.ServiceDetail> {
  return {
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    tags: s.tags,
    _links: selfLink('services', s.id, SERVICE_LINKS),
    name: s.name,
    roleAttributes: s.roleAttributes,
    configs: s.configs,
    config,
    terminatorStrategy: s.terminatorStrategy,
    encryptionRequired: s.encryptionRequired,
    maxIdleTimeMillis: s.maxIdleTimeMillis,
    permissions,
    postureQueries: [],
  };
}
