import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AuthPolicy, Ca, Config, ConfigType, EdgeRouterPolicy, ExternalJwtSigner, Identity, PostureCheck, Router, Service, ServiceEdgeRouterPolicy, ServicePolicy,
} from '../../entities';
import type { RequestCtx } from '../core/context';
import { ApiError, ItemError, ValidationError, atItemAsync, fieldError } from '../core/errors';
import { textArray } from '../core/sql';
import type { TxScope } from '../core/tx';
import { DEFAULT_AUTH_POLICY_ID } from '../auth-policy.schema';
import { POLICY_KINDS, type AnyPolicy } from '../policy/policy-kinds';
import { ENTITY_TABLES, type EntityKind, type PolicyKind } from '../policy/policy-sides';
import type { AuthPolicyService } from '../auth-policy.service';
import type { CaService } from '../ca.service';
import type { ConfigService } from '../config.service';
import type { ConfigTypeService } from '../config-type.service';
import type { ExternalJwtSignerService } from '../external-jwt-signer.service';
import type { IdentityService } from '../identity.service';
import type { PolicyService } from '../policy.service';
import type { PostureCheckService } from '../posture-check.service';
import type { RouterService } from '../router.service';
import type { ServiceService } from '../service.service';
import {
  TRANSFER_KINDS, type AuthPolicyItemT, type CaItemT, type ConfigItemT, type ConfigTypeItemT, type ExternalJwtSignerItemT, type IdentityItemT,
  type ImportReport, type KindReport, type PostureCheckItemT, type RouterItemT, type ServiceItemT, type TransferDocument, type TransferKind,
} from './document';
import {
  authPolicyItems, caItems, compareNames, configItems, configTypeItems, identityItems, policyItems, postureCheckItems, routerItems, serviceItems, signerItems,
  type PolicyItemOf,
} from './export.service';

/** The services whose writes an import makes (the registry's, services/index.ts). */
export interface TransferWriters {
  externalJwtSigners: ExternalJwtSignerService;
  authPolicies: AuthPolicyService;
  configTypes: ConfigTypeService;
  configs: ConfigService;
  services: ServiceService;
  postureChecks: PostureCheckService;
  routers: RouterService;
  cas: CaService;
  identities: IdentityService;
  policies: PolicyService;
}

export interface ImportOptions {
  /** `ott`: every identity the import creates gets a one-time-token enrollment (else none: the operator creates them). */
  enroll?: string;
}

/** Items looked up and written per round: bounds the queries' parameters and the identity map. */
const BATCH = 200;

/** How one kind is matched, compared and written. Every write is the resource service's own create or update. */
interface KindPlan<I extends { name: string }, E extends { id: string }> {
  /** The target's entities the items are (by name; the default auth policy by its flag), in item order. */
  match(em: EntityManager, items: I[]): Promise<(E | undefined)[]>;
  /** The entities in document form. */
  describe(em: EntityManager, entities: E[]): Promise<I[]>;
  create(ctx: RequestCtx, item: I): Promise<void>;
  /** Creates several at once (kinds that come by the thousand); an ItemError names the refused one by its index in `items`. */
  createMany?(ctx: RequestCtx, items: I[]): Promise<void>;
  update(ctx: RequestCtx, entity: E, item: I, current: I): Promise<void>;
}

const byNames = <E extends object>(entity: new () => E, where: object = {}) => async (em: EntityManager, items: { name: string }[]): Promise<(E | undefined)[]> => {
  const found = await em.find(entity, { ...where, name: { $in: items.map((i) => i.name) } } as never);
  const map = new Map(found.map((e) => [(e as unknown as { name: string }).name, e]));
  return items.map((i) => map.get(i.name));
};

const ENTITY_LABELS: Record<EntityKind, string> = { identity: 'identity', service: 'service', 'edge-router': 'edge router', 'posture-check': 'posture check' };

/**
 * One import, inside the caller's transaction: each kind in dependency order, in batches; each
 * item created, updated (PUT semantics) or left alone. The services run their own rules (write
 * schema semantics, uniqueness, references, policy evaluation, events) as savepoints of this
 * transaction, so any failure rolls back everything.
 */
export class ImportRun {
  private readonly report = Object.fromEntries(TRANSFER_KINDS.map((k) => [k, { created: [], updated: [], unchanged: [] }])) as unknown as ImportReport;

  constructor(
    /** A context whose service calls join the import's transaction (withinTransaction). */
    private readonly ctx: RequestCtx,
    private readonly tx: TxScope,
    private readonly w: TransferWriters,
    private readonly options: ImportOptions,
  ) {}

  async run(doc: TransferDocument): Promise<ImportReport> {
    assertNamesUnique(doc);
    await this.kind('externalJwtSigners', doc.externalJwtSigners, this.signers());
    await this.kind('authPolicies', doc.authPolicies, this.authPolicies());
    await this.kind('configTypes', doc.configTypes, this.configTypes());
    await this.kind('configs', doc.configs, this.configs());
    await this.kind('services', doc.services, this.services());
    await this.kind('postureChecks', doc.postureChecks, this.postureChecks());
    await this.kind('routers', doc.routers, this.routers());
    await this.kind('cas', doc.cas, this.cas());
    await this.kind('identities', doc.identities, this.identities());
    await this.kind('servicePolicies', doc.servicePolicies, this.policies('service-policy'));
    await this.kind('edgeRouterPolicies', doc.edgeRouterPolicies, this.policies('edge-router-policy'));
    await this.kind('serviceEdgeRouterPolicies', doc.serviceEdgeRouterPolicies, this.policies('service-edge-router-policy'));
    for (const r of Object.values(this.report) as KindReport[]) for (const list of [r.created, r.updated, r.unchanged]) list.sort(compareNames);
    return this.report;
  }

  private async kind<I extends { name: string }, E extends { id: string }>(kind: TransferKind, items: I[], plan: KindPlan<I, E>): Promise<void> {
    const em = this.tx.em;
    for (let start = 0; start < items.length; start += BATCH) {
      const batch = items.slice(start, start + BATCH);
      const existing = await plan.match(em, batch);
      const found = existing.filter((e): e is E => !!e);
      const described = await plan.describe(em, found);
      const current = new Map(found.map((e, i) => [e, described[i]]));
      const creates: number[] = [];
      for (const [i, item] of batch.entries()) {
        const entity = existing[i];
        try {
          if (!entity && plan.createMany) {
            creates.push(i);
          } else if (!entity) {
            await plan.create(this.ctx, item);
            this.report[kind].created.push(item.name);
          } else if (isDeepStrictEqual(current.get(entity), item)) {
            this.report[kind].unchanged.push(item.name);
          } else {
            await plan.update(this.ctx, entity, item, current.get(entity)!);
            this.report[kind].updated.push(item.name);
          }
        } catch (err) {
          throw itemError(kind, start + i, item.name, err);
        }
      }
      if (creates.length) {
        try {
          await plan.createMany!(this.ctx, creates.map((i) => batch[i]));
        } catch (err) {
          if (!(err instanceof ItemError)) throw err;
          const i = creates[err.index];
          throw itemError(kind, start + i, batch[i].name, err.error);
        }
        for (const i of creates) this.report[kind].created.push(batch[i].name);
      }
      // Written and checked: what the next batch needs is in the database, not in memory.
      await em.flush();
      em.clear();
    }
  }

  // ---- the kinds ----

  private signers(): KindPlan<ExternalJwtSignerItemT, ExternalJwtSigner> {
    const s = this.w.externalJwtSigners;
    return {
      match: byNames(ExternalJwtSigner),
      describe: async (_em, entities) => signerItems(entities),
      create: async (ctx, item) => void (await s.create(ctx, item)),
      update: async (ctx, entity, item) => void (await s.update(ctx, entity.id, item)),
    };
  }

  private authPolicies(): KindPlan<AuthPolicyItemT, AuthPolicy> {
    const s = this.w.authPolicies;
    const input = async (em: EntityManager, item: AuthPolicyItemT) => {
      const signer = item.secondary.requireExtJwtSigner;
      const ids = await idsByName(em, 'external_jwt_signers', 'external JWT signer', [...item.primary.extJwt.allowedSigners, ...(signer ? [signer] : [])], 'primary.extJwt.allowedSigners');
      return {
        name: item.name,
        primary: { cert: item.primary.cert, updb: item.primary.updb, extJwt: { allowed: item.primary.extJwt.allowed, allowedSigners: item.primary.extJwt.allowedSigners.map((n) => ids.get(n)!) } },
        secondary: { requireTotp: item.secondary.requireTotp, requireExtJwtSigner: signer ? ids.get(signer)! : null },
        tags: item.tags,
      };
    };
    return {
      async match(em, items) {
        const byName = await byNames(AuthPolicy, { id: { $ne: DEFAULT_AUTH_POLICY_ID } })(em, items);
        const builtIn = await em.findOne(AuthPolicy, { id: DEFAULT_AUTH_POLICY_ID });
        return items.map((item, i) => (item.isDefault ? (builtIn ?? undefined) : byName[i]));
      },
      describe: authPolicyItems,
      create: async (ctx, item) => {
        if (item.isDefault) throw fieldError('isDefault', 'the controller has no default auth policy to update', true);
        await s.create(ctx, await input(ctx.em, item));
      },
      update: async (ctx, entity, item) => void (await s.update(ctx, entity.id, await input(ctx.em, item))),
    };
  }

  private configTypes(): KindPlan<ConfigTypeItemT, ConfigType> {
    const s = this.w.configTypes;
    return {
      match: byNames(ConfigType),
      describe: async (_em, entities) => configTypeItems(entities),
      create: async (ctx, item) => void (await s.create(ctx, item)),
      update: async (ctx, entity, item) => void (await s.update(ctx, entity.id, item)),
    };
  }

  private configs(): KindPlan<ConfigItemT, Config> {
    const s = this.w.configs;
    return {
      match: byNames(Config),
      describe: configItems,
      create: async (ctx, item) => {
        const types = await idsByName(ctx.em, 'config_types', 'config type', [item.configType], 'configType');
        await s.create(ctx, { name: item.name, configTypeId: types.get(item.configType)!, data: item.data, tags: item.tags });
      },
      update: async (ctx, entity, item, current) => {
        if (current.configType !== item.configType) throw fieldError('configType', `the config type of a config is fixed at create (it is ${current.configType})`, item.configType);
        await s.update(ctx, entity.id, { name: item.name, data: item.data, tags: item.tags });
      },
    };
  }

  private services(): KindPlan<ServiceItemT, Service> {
    const s = this.w.services;
    const configIds = async (em: EntityManager, item: ServiceItemT) => {
      const ids = await idsByName(em, 'configs', 'config', item.configs, 'configs');
      return item.configs.map((n) => ids.get(n)!);
    };
    return {
      match: byNames(Service),
      describe: serviceItems,
      create: async (ctx, item) => void (await s.create(ctx, { ...item, configs: await configIds(ctx.em, item) })),
      createMany: async (ctx, items) => {
        const ids = await namesToIds(ctx.em, 'configs', 'config', items.map((item) => ({ configs: item.configs })));
        await s.createMany(ctx, items.map((item) => ({ ...item, configs: item.configs.map((n) => ids.get('configs', n)) })));
      },
      update: async (ctx, entity, item, current) => {
        if (current.encryptionRequired !== item.encryptionRequired) {
          throw fieldError('encryptionRequired', `encryptionRequired of a service is fixed at create (it is ${current.encryptionRequired})`, item.encryptionRequired);
        }
        const { encryptionRequired: _fixed, ...rest } = item;
        await s.update(ctx, entity.id, { ...rest, configs: await configIds(ctx.em, item) });
      },
    };
  }

  private postureChecks(): KindPlan<PostureCheckItemT, PostureCheck> {
    const s = this.w.postureChecks;
    // REST's form: the type's fields beside the common ones (which win over a detail of the same name).
    const input = (item: PostureCheckItemT) => ({ ...item.details, name: item.name, roleAttributes: item.roleAttributes, tags: item.tags, typeId: item.typeId });
    return {
      match: byNames(PostureCheck),
      describe: async (_em, entities) => postureCheckItems(entities),
      create: async (ctx, item) => void (await s.create(ctx, input(item))),
      update: async (ctx, entity, item) => void (await s.update(ctx, entity.id, input(item))),
    };
  }

  private routers(): KindPlan<RouterItemT, Router> {
    const s = this.w.routers;
    const transit = (item: RouterItemT) => ({ name: item.name, cost: item.cost, noTraversal: item.noTraversal, disabled: item.disabled, tags: item.tags });
    const edge = ({ isEdge: _edge, ...rest }: RouterItemT) => rest;
    return {
      match: byNames(Router),
      describe: async (_em, entities) => routerItems(entities),
      create: async (ctx, item) => void (await (item.isEdge ? s.createEdgeRouter(ctx, edge(item)) : s.createRouter(ctx, transit(item)))),
      update: async (ctx, entity, item, current) => {
        if (current.isEdge !== item.isEdge) throw fieldError('isEdge', `a router is an edge router or not from its create (it is ${current.isEdge ? '' : 'not '}one)`, item.isEdge);
        await (item.isEdge ? s.updateEdgeRouter(ctx, entity.id, edge(item)) : s.updateRouter(ctx, entity.id, transit(item)));
      },
    };
  }

  private cas(): KindPlan<CaItemT, Ca> {
    const s = this.w.cas;
    return {
      match: byNames(Ca),
      describe: async (_em, entities) => caItems(entities),
      create: async (ctx, item) => void (await s.create(ctx, { ...item, externalIdClaim: item.externalIdClaim ?? undefined })),
      update: async (ctx, entity, item, current) => {
        if (current.certPem !== item.certPem) throw fieldError('certPem', 'the certificate of a CA never changes: delete the CA to give it another one', undefined);
        const { certPem: _fixed, ...rest } = item;
        await s.update(ctx, entity.id, rest);
      },
    };
  }

  private identities(): KindPlan<IdentityItemT, Identity> {
    const s = this.w.identities;
    const input = async (em: EntityManager, item: IdentityItemT) => {
      const policies = await idsByName(em, 'auth_policies', 'auth policy', [item.authPolicy], 'authPolicy');
      const services = [...Object.keys(item.serviceHostingCosts), ...Object.keys(item.serviceHostingPrecedences)];
      const ids = await idsByName(em, 'services', 'service', services, 'serviceHostingCosts');
      const byId = <V>(map: Record<string, V>) => Object.fromEntries(Object.entries(map).map(([name, v]) => [ids.get(name)!, v]));
      const { authPolicy: _name, serviceConfigs: _overrides, ...fields } = item;
      return { ...fields, authPolicyId: policies.get(item.authPolicy)!, serviceHostingCosts: byId(item.serviceHostingCosts), serviceHostingPrecedences: byId(item.serviceHostingPrecedences) };
    };
    const overrides = async (ctx: RequestCtx, identityId: string, item: IdentityItemT, replace: boolean) => {
      if (replace) await this.w.configs.removeForIdentity(ctx, identityId);
      if (!item.serviceConfigs.length) return;
      const services = await idsByName(ctx.em, 'services', 'service', item.serviceConfigs.map((p) => p.service), 'serviceConfigs');
      const configs = await idsByName(ctx.em, 'configs', 'config', item.serviceConfigs.map((p) => p.config), 'serviceConfigs');
      await this.w.configs.assignForIdentity(ctx, identityId, item.serviceConfigs.map((p) => ({ serviceId: services.get(p.service)!, configId: configs.get(p.config)! })));
    };
    const withoutOverrides = ({ serviceConfigs: _o, ...rest }: IdentityItemT) => rest;
    return {
      match: byNames(Identity),
      describe: identityItems,
      create: async (ctx, item) => {
        const identity = await s.create(ctx, { ...(await input(ctx.em, item)), enrollment: this.options.enroll === 'ott' ? { ott: true } : undefined });
        await overrides(ctx, identity.id, item, false);
      },
      createMany: async (ctx, items) => {
        // The names every item refers to, resolved for all of them at once (an unknown one is its item's error).
        const policies = await namesToIds(ctx.em, 'auth_policies', 'auth policy', items.map((item) => ({ authPolicy: [item.authPolicy] })));
        const services = await namesToIds(ctx.em, 'services', 'service', items.map((item) => ({
          serviceHostingCosts: Object.keys(item.serviceHostingCosts), serviceHostingPrecedences: Object.keys(item.serviceHostingPrecedences),
        })));
        const byId = <V>(map: Record<string, V>, field: string) => Object.fromEntries(Object.entries(map).map(([name, v]) => [services.get(field, name), v]));
        const inputs = items.map(({ authPolicy, serviceConfigs: _overrides, ...fields }) => ({
          ...fields,
          authPolicyId: policies.get('authPolicy', authPolicy),
          serviceHostingCosts: byId(fields.serviceHostingCosts, 'serviceHostingCosts'),
          serviceHostingPrecedences: byId(fields.serviceHostingPrecedences, 'serviceHostingPrecedences'),
          enrollment: this.options.enroll === 'ott' ? { ott: true } : undefined,
        }));
        const identities = await s.createMany(ctx, inputs);
        for (const [index, item] of items.entries()) {
          if (item.serviceConfigs.length) await atItemAsync(index, () => overrides(ctx, identities[index].id, item, false));
        }
      },
      update: async (ctx, entity, item, current) => {
        if (!isDeepStrictEqual(withoutOverrides(current), withoutOverrides(item))) await s.update(ctx, entity.id, await input(ctx.em, item));
        if (!isDeepStrictEqual(current.serviceConfigs, item.serviceConfigs)) await overrides(ctx, entity.id, item, true);
      },
    };
  }

  private policies<K extends PolicyKind>(kind: K): KindPlan<PolicyItemOf[K], AnyPolicy> {
    const s = this.w.policies;
    const entity = POLICY_KINDS[kind].entity as new () => AnyPolicy;
    // `@name` roles back to `@id`: the names of the target, written by the kinds before.
    const input = async (em: EntityManager, item: PolicyItemOf[K]) => {
      const out: Record<string, unknown> = { ...item };
      for (const { field, entityKind } of POLICY_KINDS[kind].roles) {
        const roles = ((item as Record<string, unknown>)[field] as string[] | null) ?? [];
        const names = roles.filter((r) => r.startsWith('@')).map((r) => r.slice(1));
        const ids = await idsByName(em, ENTITY_TABLES[entityKind].table, ENTITY_LABELS[entityKind], names, field, ENTITY_TABLES[entityKind].scope);
        out[field] = roles.map((r) => (r.startsWith('@') ? `@${ids.get(r.slice(1))}` : r));
      }
      return out as never;
    };
    return {
      match: byNames(entity, kind === 'edge-router-policy' ? { isSystem: false } : {}),
      describe: (em, entities) => policyItems(em, kind, entities),
      create: async (ctx, item) => void (await s.create(ctx, kind, await input(ctx.em, item))),
      update: async (ctx, e, item) => void (await s.update(ctx, kind, e.id, await input(ctx.em, item))),
    };
  }
}

/** Ids of the entities of a table named `names` (one query); a name that names none is an error on `field`. */
async function idsByName(em: EntityManager, table: string, label: string, names: string[], field: string, scope = 'true'): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  if (!unique.length) return new Map();
  const rows = await em.execute<{ id: string; name: string }[]>(`select e."id", e."name" from "${table}" e where ${scope} and e."name" = any(?::text[])`, [textArray(unique)]);
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const missing = unique.find((n) => !ids.has(n));
  if (missing !== undefined) throw fieldError(field, `no ${label} is named "${missing}"`, missing);
  return ids;
}

/**
 * The ids of the entities of a table that the items name, by field (`refs[i]`: item i's names,
 * per field), in one query. A name that names none is an ItemError of the first item naming
 * it, on that field.
 */
async function namesToIds(em: EntityManager, table: string, label: string, refs: Record<string, string[]>[]): Promise<{ get(field: string, name: string): string }> {
  const names = [...new Set(refs.flatMap((r) => Object.values(r).flat()))];
  const rows = names.length ? await em.execute<{ id: string; name: string }[]>(`select "id", "name" from "${table}" where "name" = any(?::text[])`, [textArray(names)]) : [];
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  for (const [index, r] of refs.entries()) {
    for (const [field, list] of Object.entries(r)) {
      const missing = list.find((n) => !ids.has(n));
      if (missing !== undefined) throw new ItemError(index, fieldError(field, `no ${label} is named "${missing}"`, missing));
    }
  }
  return { get: (_field, name) => ids.get(name)! };
}

/** Names are what items are matched by: a name twice in one kind is ambiguous. */
function assertNamesUnique(doc: TransferDocument): void {
  for (const kind of TRANSFER_KINDS) {
    const seen = new Set<string>();
    doc[kind].forEach((item: { name: string }, i: number) => {
      if (seen.has(item.name)) throw fieldError(`${kind}[${i}].name`, `${kind}[${i}]: the name "${item.name}" is given twice in ${kind}`, item.name);
      seen.add(item.name);
    });
  }
  const defaults = doc.authPolicies.filter((p) => p.isDefault);
  if (defaults.length > 1) throw fieldError('authPolicies', `only one auth policy can be the default; ${defaults.map((p) => `"${p.name}"`).join(', ')} all say they are`, undefined);
}

/** An item's failure as a 400 naming the item: `services[3].configs`, "services item "web": ...". */
function itemError(kind: TransferKind, index: number, name: string, err: unknown): unknown {
  const at = `${kind}[${index}]`;
  if (err instanceof ValidationError) {
    return new ValidationError(err.fields.map((f) => ({ field: `${at}.${f.field}`, reason: `${kind} item "${name}": ${f.reason}`, value: f.value })));
  }
  // Other refusals of a service (a missing reference, a system entity) are this item's fault too.
  if (err instanceof ApiError && err.status < 500 && err.status !== 401) {
    const detail = err.causeDetail && 'message' in err.causeDetail ? err.causeDetail.message : err.message;
    return fieldError(at, `${kind} item "${name}": ${detail}`, undefined);
  }
  return err;
}
