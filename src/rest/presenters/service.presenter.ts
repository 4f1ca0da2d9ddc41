import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { ServiceDetail } from '../../services/service.service';
import type { PolicyPostureQueries } from '../../services/access.service';
import { baseFields, selfLink } from '../envelope';

const dates = (e: { createdAt: Date; updatedAt: Date }) => ({ createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() });

/** The posture queries of one granting policy, as the caller's service views show them. */
export function presentPostureQueries(p: PolicyPostureQueries) {
  return {
    policyId: p.policyId,
    policyType: p.policyType,
    isPassing: p.isPassing,
    postureQueries: p.postureQueries.map(({ check, isPassing, timeoutRemaining }) => {
      const d = check.details as { timeoutSeconds?: number; process?: { osType?: string; path?: string }; processes?: { osType?: string; path?: string }[] };
      const timeout = typeof d.timeoutSeconds === 'number' && d.timeoutSeconds > 0 ? d.timeoutSeconds : -1;
      return {
        id: check.id,
        ...dates(check),
        tags: check.tags,
        _links: selfLink('posture-checks', check.id),
        queryType: check.typeId,
        isPassing,
        timeout,
        timeoutRemaining,
        ...(d.process ? { process: { osType: d.process.osType, path: d.process.path } } : {}),
        ...(d.processes ? { processes: d.processes.map((x) => ({ osType: x.osType, path: x.path })) } : {}),
      };
    }),
  };
}


const SERVICE_LINKS = ['configs', 'edge-routers', 'identities', 'service-edge-router-policies', 'service-policies', 'terminators'];

/** A service as its caller sees it: permissions, configs, and the posture queries of the policies granting it to the caller. */
export function presentService({ service: s, config, permissions, postureQueries }: ServiceDetail): Static<typeof C.ServiceDetail> {
  return {
    ...baseFields('services', s, SERVICE_LINKS),
    name: s.name,
    roleAttributes: s.roleAttributes,
    configs: s.configs,
    config,
    terminatorStrategy: s.terminatorStrategy,
    encryptionRequired: s.encryptionRequired,
    maxIdleTimeMillis: s.maxIdleTimeMillis,
    permissions,
    postureQueries: postureQueries.map(presentPostureQueries),
  };
}
