import type { Static } from '@sinclair/typebox';
import type * as P from '../contract/policy.schemas';
import type { Router } from '../../entities';
import { baseFields } from '../envelope';
import { syncStatusOf } from '../../services/router.service';
import { enrollmentFields } from './router.presenter';

const EDGE_ROUTER_LINKS = ['edge-router-policies', 'service-edge-router-policies', 'identities', 'services'];

/** An edge router, as the management API shows it. Version fields are empty while the router is offline. */
export function presentEdgeRouter(r: Router): Static<typeof P.EdgeRouterDetail> {
  const v = r.versionInfo;
  const versionInfo = { os: v?.os ?? '', version: v?.version ?? '', arch: v?.arch ?? '', buildDate: v?.buildDate ?? '', revision: v?.revision ?? '' };
  return {
    ...baseFields('edge-routers', r, EDGE_ROUTER_LINKS),
    name: r.name,
    roleAttributes: r.roleAttributes,
    appData: r.appData,
    cost: r.cost,
    noTraversal: r.noTraversal,
    disabled: r.disabled,
    isTunnelerEnabled: r.isTunnelerEnabled,
    hostname: r.hostname,
    isOnline: r.isOnline,
    isVerified: r.isVerified,
    supportedProtocols: r.supportedProtocols,
    syncStatus: syncStatusOf(r),
    ...(r.fingerprint ? { fingerprint: r.fingerprint } : {}),
    certPem: r.certPem ?? null,
    ...enrollmentFields(r),
    ...versionInfo,
    versionInfo,
  };
}
