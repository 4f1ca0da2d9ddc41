import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AuthPolicy, Ca, Config, ConfigType, EdgeRouterPolicy, ExternalJwtSigner, Identity, PostureCheck, Router, Service, ServiceEdgeRouterPolicy, ServicePolicy,
} from '../../entities';
import { textArray } from '../core/sql';
import { DEFAULT_AUTH_POLICY_ID } from '../auth-policy.schema';
import { POLICY_KINDS, rolesOf, type AnyPolicy } from '../policy/policy-kinds';
import type { PolicyKind } from '../policy/policy-sides';
import { entityNames, idsOfRoles } from '../policy/roles';
import {
  TRANSFER_FORMAT, TRANSFER_VERSION, type AuthPolicyItemT, type CaItemT, type ConfigItemT, type ConfigTypeItemT, type EdgeRouterPolicyItemT,
  type ExternalJwtSignerItemT, type IdentityItemT, type PostureCheckItemT, type RouterItemT, type ServiceEdgeRouterPolicyItemT, type ServiceItemT,
  type ServicePolicyItemT, type TransferDocument,
} from './document';

/**
 * The export: every item as the document writes it, from entities. The same functions give the
 * by-name form of the entities an import finds, so "unchanged" is equality with the document's item.
 */

/** Code point order: the same on every machine and database collation. */
export const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => compareNames(a.name, b.name));

/** A map with its keys sorted (jsonb already orders the keys of stored objects). */
function sortedKeys<V>(map: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => compareNames(a, b)));
}

/** Names of rows of a table by id (one query); unknown ids are absent. */
export async function namesOf(em: EntityManager, table: string, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await em.execute<{ id: string; name: string }[]>(`select "id", "name" from "${table}" where "id" = any(?::text[])`, [textArray(unique)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function signerItems(signers: ExternalJwtSigner[]): ExternalJwtSignerItemT[] {
  return signers.map((s) => ({
    name: s.name,
    enabled: s.enabled,
    issuer: s.issuer,
    audience: s.audience ?? null,
    certPem: s.certPem ?? null,
    jwksEndpoint: s.jwksEndpoint ?? null,
    kid: s.kid ?? null,
    claimsProperty: s.claimsProperty,
    useExternalId: s.useExternalId,
    externalAuthUrl: s.externalAuthUrl ?? null,
    clientId: s.clientId ?? null,
    scopes: [...s.scopes],
    targetToken: s.targetToken,
    tags: s.tags,
  }));
}

export async function authPolicyItems(em: EntityManager, policies: AuthPolicy[]): Promise<AuthPolicyItemT[]> {
  const signers = await namesOf(em, 'external_jwt_signers', policies.flatMap((p) => [...p.extJwtAllowedSigners, ...(p.secondaryRequireExtJwtSigner ? [p.secondaryRequireExtJwtSigner] : [])]));
  return policies.map((p) => ({
    name: p.name,
    isDefault: p.id === DEFAULT_AUTH_POLICY_ID,
    primary: {
      cert: { allowed: p.certAllowed, allowExpiredCerts: p.certAllowExpiredCerts },
      // A signer deleted since names nothing (the policy's rule is then "any of none").
      extJwt: { allowed: p.extJwtAllowed, allowedSigners: p.extJwtAllowedSigners.flatMap((id) => signers.get(id) ?? []) },
      updb: {
        allowed: p.updbAllowed, minPasswordLength: p.updbMinPasswordLength, requireSpecialChar: p.updbRequireSpecialChar, requireNumberChar: p.updbRequireNumberChar,
        requireMixedCase: p.updbRequireMixedCase, maxAttempts: p.updbMaxAttempts, lockoutDurationMinutes: p.updbLockoutDurationMinutes,
      },
    },
    secondary: { requireTotp: p.secondaryRequireTotp, requireExtJwtSigner: (p.secondaryRequireExtJwtSigner && signers.get(p.secondaryRequireExtJwtSigner)) || null },
    tags: p.tags,
  }));
}

export function configTypeItems(types: ConfigType[]): ConfigTypeItemT[] {
  return types.map((t) => ({ name: t.name, schema: t.schema, tags: t.tags }));
}

export async function configItems(em: EntityManager, configs: Config[]): Promise<ConfigItemT[]> {
  const types = await namesOf(em, 'config_types', configs.map((c) => c.configType.id));
  return configs.map((c) => ({ name: c.name, configType: types.get(c.configType.id) ?? c.configType.id, data: c.data, tags: c.tags }));
}

export async function serviceItems(em: EntityManager, services: Service[]): Promise<ServiceItemT[]> {
  const configs = await namesOf(em, 'configs', services.flatMap((s) => s.configs));
  return services.map((s) => ({
    name: s.name,
    roleAttributes: [...s.roleAttributes],
    configs: s.configs.flatMap((id) => configs.get(id) ?? []),
    terminatorStrategy: s.terminatorStrategy,
    maxIdleTimeMillis: s.maxIdleTimeMillis,
    tags: s.tags,
    encryptionRequired: s.encryptionRequired,
  }));
}

export function postureCheckItems(checks: PostureCheck[]): PostureCheckItemT[] {
  return checks.map((c) => ({ name: c.name, roleAttributes: [...c.roleAttributes], tags: c.tags, typeId: c.typeId, details: c.details }));
}

export function routerItems(routers: Router[]): RouterItemT[] {
  return routers.map((r) => ({
    name: r.name,
    isEdge: r.isEdge,
    cost: r.cost,
    noTraversal: r.noTraversal,
    disabled: r.disabled,
    roleAttributes: [...r.roleAttributes],
    isTunnelerEnabled: r.isTunnelerEnabled,
    appData: r.appData,
    tags: r.tags,
  }));
}

export function caItems(cas: Ca[]): CaItemT[] {
  return cas.map((c) => ({
    name: c.name,
    certPem: c.certPem,
    isAuthEnabled: c.isAuthEnabled,
    isAutoCaEnrollmentEnabled: c.isAutoCaEnrollmentEnabled,
    isOttCaEnrollmentEnabled: c.isOttCaEnrollmentEnabled,
    identityRoles: [...c.identityRoles],
    identityNameFormat: c.identityNameFormat,
    externalIdClaim: c.externalIdClaim ?? null,
    tags: c.tags,
  }));
}

export async function identityItems(em: EntityManager, identities: Identity[]): Promise<IdentityItemT[]> {
  const ids = identities.map((i) => i.id);
  const policies = await namesOf(em, 'auth_policies', identities.map((i) => i.authPolicyId));
  const services = await namesOf(em, 'services', identities.flatMap((i) => [...Object.keys(i.serviceHostingCosts), ...Object.keys(i.serviceHostingPrecedences)]));
  const overrides = ids.length
    ? await em.execute<{ identity_id: string; service: string; config: string }[]>(
        `select i."identity_id", s."name" as "service", c."name" as "config"
         from "identity_service_configs" i join "services" s on s."id" = i."service_id" join "configs" c on c."id" = i."config_id"
         where i."identity_id" = any(?::text[])`,
        [textArray(ids)],
      )
    : [];
  // Keyed by service id in the database, by service name in the document; a deleted service's entry names nothing.
  const byServiceName = <V>(map: Record<string, V>) => sortedKeys(Object.fromEntries(Object.entries(map).flatMap(([id, v]) => (services.has(id) ? [[services.get(id)!, v]] : []))));
  return identities.map((i) => ({
    name: i.name,
    type: i.typeId as IdentityItemT['type'],
    isAdmin: i.isAdmin,
    roleAttributes: [...i.roleAttributes],
    tags: i.tags,
    appData: i.appData,
    defaultHostingCost: i.defaultHostingCost,
    defaultHostingPrecedence: i.defaultHostingPrecedence,
    serviceHostingCosts: byServiceName(i.serviceHostingCosts),
    serviceHostingPrecedences: byServiceName(i.serviceHostingPrecedences),
    externalId: i.externalId ?? null,
    authPolicy: policies.get(i.authPolicyId) ?? i.authPolicyId,
    serviceConfigs: overrides
      .filter((o) => o.identity_id === i.id)
      .map((o) => ({ service: o.service, config: o.config }))
      .sort((a, b) => compareNames(a.service, b.service) || compareNames(a.config, b.config)),
  }));
}

/** Policies of one kind with their `@id` roles as `@name` (a role naming a deleted entity selects nothing and is left out). */
export async function policyItems<K extends PolicyKind>(em: EntityManager, kind: K, policies: AnyPolicy[]): Promise<PolicyItemOf[K][]> {
  const roleDefs = POLICY_KINDS[kind].roles;
  const named: Record<string, string[]>[] = policies.map(() => ({}));
  for (const { field, entityKind } of roleDefs) {
    const names = await entityNames(em, entityKind, idsOfRoles(policies.map((p) => rolesOf(p, field))));
    policies.forEach((p, i) => {
      named[i][field] = rolesOf(p, field).flatMap((role) => (role.startsWith('@') ? (names.has(role.slice(1)) ? [`@${names.get(role.slice(1))}`] : []) : [role]));
    });
  }
  return policies.map((p, i) => {
    const base: Record<string, unknown> = { name: p.name, semantic: p.semantic, tags: p.tags };
    if (kind === 'service-policy') base.type = (p as ServicePolicy).type;
    return { ...base, ...named[i] } as PolicyItemOf[K];
  });
}

export interface PolicyItemOf {
  'service-policy': ServicePolicyItemT;
  'edge-router-policy': EdgeRouterPolicyItemT;
  'service-edge-router-policy': ServiceEdgeRouterPolicyItemT;
}

/** The whole configuration, read in one snapshot (REPEATABLE READ): a consistent document even while others write. */
export async function exportConfiguration(root: EntityManager): Promise<TransferDocument> {
  return root.fork().transactional(
    async (em) => {
      const all = <T extends object>(entity: new () => T, where: object = {}) => em.find(entity, where as never);
      const routers = await all(Router);
      // A tunneler-enabled router's identity comes and goes with the router (router/tunneler.ts).
      const routerIdentities = new Set(routers.filter((r) => r.isTunnelerEnabled).map((r) => r.id));
      const identities = (await all(Identity, { isDefaultAdmin: false })).filter((i) => !(i.typeId === 'Router' && routerIdentities.has(i.id)));
      const configs = await em.find(Config, {}, { populate: ['configType'] });
      return {
        format: TRANSFER_FORMAT,
        version: TRANSFER_VERSION,
        externalJwtSigners: byName(signerItems(await all(ExternalJwtSigner))),
        authPolicies: byName(await authPolicyItems(em, await all(AuthPolicy))),
        configTypes: byName(configTypeItems(await all(ConfigType))),
        configs: byName(await configItems(em, configs)),
        services: byName(await serviceItems(em, await all(Service))),
        postureChecks: byName(postureCheckItems(await all(PostureCheck))),
        routers: byName(routerItems(routers)),
        cas: byName(caItems(await all(Ca))),
        identities: byName(await identityItems(em, identities)),
        servicePolicies: byName(await policyItems(em, 'service-policy', await all(ServicePolicy))),
        // System policies (one per tunneler-enabled router) are the router's, as its identity is.
        edgeRouterPolicies: byName(await policyItems(em, 'edge-router-policy', await all(EdgeRouterPolicy, { isSystem: false }))),
        serviceEdgeRouterPolicies: byName(await policyItems(em, 'service-edge-router-policy', await all(ServiceEdgeRouterPolicy))),
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
