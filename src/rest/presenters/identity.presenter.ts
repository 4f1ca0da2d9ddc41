import type { Static } from '@sinclair/typebox';
import type * as S from '../contract/identity.schemas';
import type { IdentityType } from '../../entities';
import type { IdentityDetail } from '../../services/identity.service';
import { baseFields, entityRef } from '../envelope';
import { presentIdentityEnrollments } from './enrollment.presenter';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const IDENTITY_LINKS = ['authenticators', 'edge-router-policies', 'edge-routers', 'enrollments', 'failed-service-requests', 'posture-data', 'service-configs', 'service-policies', 'services'];

export function presentIdentity({ identity: i, authenticators, enrollments, hasApiSession, authPolicyName, isMfaEnabled, hasEdgeRouterConnection }: IdentityDetail): Static<typeof S.IdentityDetail> {
  const updb = authenticators.find((a) => a.method === 'updb');
  const cert = authenticators.find((a) => a.method === 'cert');
  return {
    ...baseFields('identities', i, IDENTITY_LINKS),
    name: i.name,
    type: entityRef('identity-types', i.typeId, i.typeId),
    typeId: i.typeId,
    isAdmin: i.isAdmin,
    isDefaultAdmin: i.isDefaultAdmin,
    isMfaEnabled,
    roleAttributes: i.roleAttributes,
    authenticators: {
      ...(updb ? { updb: { id: updb.id, username: updb.username ?? '' } } : {}),
      ...(cert ? { cert: { id: cert.id, fingerprint: cert.fingerprint ?? '' } } : {}),
    },
    enrollment: presentIdentityEnrollments(enrollments),
    envInfo: i.envInfo,
    sdkInfo: i.sdkInfo,
    appData: i.appData,
    hasApiSession,
    hasEdgeRouterConnection,
    edgeRouterConnectionStatus: hasEdgeRouterConnection ? 'online' : 'offline',
    defaultHostingCost: i.defaultHostingCost,
    defaultHostingPrecedence: i.defaultHostingPrecedence,
    serviceHostingCosts: i.serviceHostingCosts,
    serviceHostingPrecedences: i.serviceHostingPrecedences,
    authPolicyId: i.authPolicyId,
    authPolicy: entityRef('auth-policies', i.authPolicyId, authPolicyName),
    externalId: i.externalId ?? null,
    disabled: i.isDisabled,
    disabledAt: iso(i.disabledAt),
    disabledUntil: iso(i.disabledUntil),
  };
}

export function presentIdentityType(t: IdentityType): Static<typeof S.IdentityTypeDetail> {
  return { ...baseFields('identity-types', t), name: t.name };
}
