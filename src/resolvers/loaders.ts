import DataLoader from 'dataloader';
import type { ApiSession, AuthPolicy, Config, ConfigType, Terminator } from '../entities';
import type { Services } from '../services';
import type { RequestCtx } from '../services/core/context';
import type { ListQuery, Page } from '../services/core/list/list-query';
import type { IdentityDetail } from '../services/identity.service';
import type { EntityKind } from '../services/policy/policy-sides';
import type { ServiceDetail } from '../services/service.service';

/**
 * Every per-request batch loader of the GraphQL layer, in one declared type: a nested field asks
 * its loader, and the loader makes one service call for every parent of the response. Loaders
 * live for one operation, so they never serve another caller's data. `cache: false` (WebSocket
 * operations) keeps the batching but not the results: a subscription resolves every event with
 * the same context, and each event must read what is true then.
 */
export interface GqlLoaders {
  identityDetail: DataLoader<string, IdentityDetail>;
  authPolicy: DataLoader<string, AuthPolicy>;
  configType: DataLoader<string, ConfigType>;
  config: DataLoader<string, Config>;
  configsOfType: DataLoader<string, Config[]>;
  service: DataLoader<string, ServiceDetail>;
  terminatorsOfService: DataLoader<string, Terminator[]>;
  /** Entity names of `@id` policy roles, per kind of entity (undefined: no such entity). */
  roleName(kind: EntityKind): DataLoader<string, string | undefined>;
  /**
   * A nested list of each parent (at most `limit` per parent), one loader per `key` and limit;
   * `load` answers for many parents at once.
   */
  nested<T>(key: string, limit: number, load: (parentIds: readonly string[], limit: number) => Promise<Map<string, T[]>>): DataLoader<string, T[]>;
  apiSession: DataLoader<string, ApiSession>;
  /**
   * A paged nested list of each parent (a page and its total per parent), one loader per `key`
   * and list arguments: `load` answers for every parent of the response in one service call.
   */
  pages<T>(key: string, q: ListQuery, load: (parentIds: readonly string[], q: ListQuery) => Promise<Map<string, Page<T>>>): DataLoader<string, Page<T>>;
}

export function createLoaders(services: Services, ctx: RequestCtx, options: { cache: boolean }): GqlLoaders {
  const { cache } = options;
  const roleNames = new Map<EntityKind, DataLoader<string, string | undefined>>();
  const nested = new Map<string, DataLoader<string, unknown[]>>();
  const pages = new Map<string, DataLoader<string, Page<unknown>>>();
  return {
    identityDetail: new DataLoader((ids) => services.identities.getMany(ctx, [...ids]), { cache }),
    authPolicy: new DataLoader((ids) => services.authPolicies.getMany(ctx, ids), { cache }),
    configType: new DataLoader((ids) => services.configTypes.getMany(ctx, ids), { cache }),
    config: new DataLoader((ids) => services.configs.getMany(ctx, ids), { cache }),
    configsOfType: new DataLoader((ids) => services.configs.listForTypes(ctx, ids), { cache }),
    service: new DataLoader((ids) => services.services.getMany(ctx, ids), { cache }),
    terminatorsOfService: new DataLoader((ids) => services.terminators.listForServices(ctx, ids), { cache }),
    roleName(kind) {
      let loader = roleNames.get(kind);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const names = await services.policies.roleNames(ctx, kind, ids);
          return ids.map((id) => names.get(id));
        }, { cache });
        roleNames.set(kind, loader);
      }
      return loader;
    },
    nested<T>(key: string, limit: number, load: (parentIds: readonly string[], limit: number) => Promise<Map<string, T[]>>) {
      const cacheKey = `${key}:${limit}`;
      let loader = nested.get(cacheKey) as DataLoader<string, T[]> | undefined;
      if (!loader) {
        loader = new DataLoader<string, T[]>(async (ids) => {
          const byId = await load(ids, limit);
          return ids.map((id) => byId.get(id) ?? []);
        }, { cache });
        nested.set(cacheKey, loader as DataLoader<string, unknown[]>);
      }
      return loader;
    },
    apiSession: new DataLoader((ids) => services.apiSessions.getMany(ctx, ids), { cache }),
    pages<T>(key: string, q: ListQuery, load: (parentIds: readonly string[], q: ListQuery) => Promise<Map<string, Page<T>>>) {
      const cacheKey = `${key}:${JSON.stringify([q.filter, q.sort, q.limit, q.offset])}`;
      let loader = pages.get(cacheKey) as DataLoader<string, Page<T>> | undefined;
      if (!loader) {
        loader = new DataLoader<string, Page<T>>(async (ids) => {
          const byId = await load(ids, q);
          return ids.map((id) => byId.get(id) ?? new Error(`no page for ${id}`));
        }, { cache });
        pages.set(cacheKey, loader as DataLoader<string, Page<unknown>>);
      }
      return loader;
    },
  };
}
