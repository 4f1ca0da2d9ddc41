import type { Router, Terminator } from '../../entities';
import type { ServiceView } from '../../services/access.service';
import type { SessionView } from '../../services/session.service';
import { baseFields, entityRef, selfLink } from '../envelope';
import { presentService } from './service.presenter';
import { syncStatusOf } from '../../services/router.service';

const dates = (e: { createdAt: Date; updatedAt: Date }) => ({ createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() });

/** A service as one identity sees it (client API, and the management view of an identity's services). */
export function presentServiceView(view: ServiceView) {
  return presentService(view);
}

/** The edge router fields every client view shares. */
export function presentCommonEdgeRouter(r: Router) {
  return {
    name: r.name,
    hostname: r.hostname,
    isOnline: r.isOnline,
    cost: r.cost,
    noTraversal: r.noTraversal,
    disabled: r.disabled,
    supportedProtocols: r.supportedProtocols,
    syncStatus: syncStatusOf(r),
    appData: r.appData,
  };
}

export function presentClientEdgeRouter(r: Router) {
  return { ...baseFields('edge-routers', r), ...presentCommonEdgeRouter(r) };
}

/** In a session, each edge router also lists its URLs (the deprecated form of supportedProtocols). */
function presentSessionEdgeRouter(r: Router) {
  return { ...presentCommonEdgeRouter(r), urls: { ...r.supportedProtocols } };
}

export function presentSession({ session: s, edgeRouters }: SessionView) {
  return {
    id: s.id,
    ...dates(s),
    tags: s.tags,
    _links: selfLink('sessions', s.id, ['route-path']),
    type: s.type,
    token: s.token,
    apiSessionId: s.apiSessionId,
    apiSession: entityRef('api-sessions', s.apiSessionId, s.apiSessionId),
    identityId: s.identityId,
    serviceId: s.serviceId,
    service: entityRef('services', s.serviceId, s.serviceName),
    edgeRouters: edgeRouters.map(presentSessionEdgeRouter),
  };
}

export function presentManagementSession(view: SessionView) {
  return { ...presentSession(view), servicePolicies: view.policies.map((p) => entityRef('service-policies', p.id, p.name)) };
}

export function presentClientTerminator(t: Terminator) {
  const service = t.service.isInitialized() ? t.service.getEntity() : undefined;
  return {
    id: t.id,
    ...dates(t),
    tags: t.tags,
    _links: selfLink('terminators', t.id),
    serviceId: t.service.id,
    service: entityRef('services', t.service.id, service?.name ?? ''),
    routerId: t.router.id,
    identity: t.identity,
  };
}
