import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { ServiceDetail } from '../../services/service.service';
import type { PolicyPostureQueries } from '../../services/access.service';
import { selfLink } from '../envelope';

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


/**
 * A service as its caller sees it: permissions, configs, and the posture queries of the policies
 * granting it to the caller. Built as one literal, in baseFields' order (a service list presents
 * hundreds of these per page: spreads and link loops cost more than the rest of the page).
 */
export function presentService({ service: s, config, permissions, postureQueries }: ServiceDetail): Static<typeof C.ServiceDetail> {
  const id = s.id;
  const self = `./services/${id}`;
  return {
    id,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    tags: s.tags,
    _links: {
      self: { href: self },
      configs: { href: `${self}/configs` },
      'edge-routers': { href: `${self}/edge-routers` },
      identities: { href: `${self}/identities` },
      'service-edge-router-policies': { href: `${self}/service-edge-router-policies` },
      'service-policies': { href: `${self}/service-policies` },
      terminators: { href: `${self}/terminators` },
    },
    name: s.name,
    roleAttributes: s.roleAttributes,
    configs: s.configs,
    config,
    terminatorStrategy: s.terminatorStrategy,
    encryptionRequired: s.encryptionRequired,
    maxIdleTimeMillis: s.maxIdleTimeMillis,
    permissions,
    postureQueries: postureQueries.length ? postureQueries.map(presentPostureQueries) : [],
  };
}
