import type { EntityManager } from '@mikro-orm/postgresql';
import { Enrollment, Router } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { mustFind } from './core/find';
import type { GatedUpdate } from './core/write-gate';
import { listPage, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction, type TxScope } from './core/tx';
import { assertRoleAttributes, assertUniqueName } from './core/validate';
import { removeTunneler, syncTunneler } from './router/tunneler';
import { issueEnrollment, routerEnrollments } from './enrollment/issue';
import { EDGE_ROUTER_FIELDS, FABRIC_ROUTER_FIELDS, ROUTER_FIELDS } from '../entities';
import type { Patch } from './core/write-schema';
import {
  EDGE_ROUTER_UPDATABLE, ROUTER_UPDATABLE, checkEdgeRouterCreate, checkEdgeRouterUpdate, checkRouterCreate, checkRouterUpdate, type EdgeRouterField, type EdgeRouterInput, type RouterInput,
} from './router.schema';

/** OpenZiti's sync status of a router's data model: known only while the router is connected. */
export const syncStatusOf = (r: Router) => (r.isOnline ? r.syncStatus : 'SYNC_UNKNOWN');

/**
 * The enrollment of a router awaiting it (`pendingEnrollment`, attached by this service), as both
 * APIs show it: every field null when there is none; an empty JWT shows as null.
 */
export function routerEnrollmentView(e: Enrollment | null | undefined): { token: string | null; jwt: string | null; createdAt: Date | null; expiresAt: Date | null } {
  return { token: e?.token ?? null, jwt: e?.jwt || null, createdAt: e?.createdAt ?? null, expiresAt: e?.expiresAt ?? null };
}

const EDGE_SOURCE: ListSource = { table: '"routers"', symbols: EDGE_ROUTER_FIELDS, roleAttributesSql: 'e."role_attributes"', scope: { sql: 'e."is_edge"', params: [] } };
const ROUTER_SOURCE: ListSource = { table: '"routers"', symbols: ROUTER_FIELDS };
const FABRIC_SOURCE: ListSource = { table: '"routers"', symbols: FABRIC_ROUTER_FIELDS };

/**
 * Routers and edge routers. Edge routers are routers (one table): /routers and /transit-routers
 * list and address every router, /edge-routers only those with the edge part.
 */
export class RouterService {
  constructor(private readonly deps: ServiceDeps) {}

  // ---- edge routers ----

  async listEdgeRouters(ctx: RequestCtx, q: ListQuery): Promise<Page<Router>> {
    requireAdmin(ctx);
    return this.withEnrollments(ctx.em, await listPage(ctx.em, Router, EDGE_SOURCE, q));
  }

  async getEdgeRouter(ctx: RequestCtx, id: string): Promise<Router> {
    requireAdmin(ctx);
    return this.withEnrollment(ctx.em, await this.mustFind(ctx.em, id, true));
  }

  async createEdgeRouter(ctx: RequestCtx, input: EdgeRouterInput): Promise<Router> {
    requireAdmin(ctx);
    return this.create(ctx, checkEdgeRouterCreate(ctx, input), true);
  }

  /** PUT when `fields` is undefined (every updatable field), PATCH with the fields present in the request. */
  async updateEdgeRouter(ctx: RequestCtx, id: string, input: Patch<EdgeRouterInput>, fields?: string[]): Promise<Router> {
    requireAdmin(ctx);
    return this.update(ctx, id, checkEdgeRouterUpdate(ctx, input, fields), true);
  }

  async deleteEdgeRouter(ctx: RequestCtx, id: string): Promise<void> {
    return this.delete(ctx, id, true);
  }

  /**
   * Forgets the router's certificate and puts it back to awaiting enrollment with a new token;
   * every other property is kept. Its connection is gone with the certificate.
   */
  async reEnrollEdgeRouter(ctx: RequestCtx, id: string): Promise<Router> {
    requireAdmin(ctx);
    return inTransaction(ctx, async (tx) => {
      const router = await this.mustFind(tx.em, id, true);
      router.fingerprint = null;
      router.certPem = null;
      router.isVerified = false;
      router.isOnline = false;
      router.unverifiedCertPem = null;
      router.unverifiedFingerprint = null;
      await this.dropEnrollments(tx, router);
      await this.newEnrollment(tx, router);
      tx.emit('updated', 'edge-routers', id, ['fingerprint', 'certPem', 'isVerified', 'isOnline', 'enrollmentToken', 'enrollmentJwt', 'enrollmentCreatedAt', 'enrollmentExpiresAt']);
      return router;
    });
  }

  /** The enrollment of a router awaiting it (its token is a credential: admins only). */
  async enrollmentOf(ctx: RequestCtx, router: Router): Promise<Enrollment | null> {
    requireAdmin(ctx);
    if (router.pendingEnrollment === undefined) await this.withEnrollment(ctx.em, router);
    return router.pendingEnrollment ?? null;
  }

  // ---- every router (/routers, /transit-routers) ----

  async listRouters(ctx: RequestCtx, q: ListQuery): Promise<Page<Router>> {
    requireAdmin(ctx);
    return this.withEnrollments(ctx.em, await listPage(ctx.em, Router, ROUTER_SOURCE, q));
  }

  async getRouter(ctx: RequestCtx, id: string): Promise<Router> {
    requireAdmin(ctx);
    return this.withEnrollment(ctx.em, await this.mustFind(ctx.em, id, false));
  }

  // ---- every router with its connection, as the fabric API shows it (no enrollment) ----

  async listFabricRouters(ctx: RequestCtx, q: ListQuery): Promise<Page<Router>> {
    requireAdmin(ctx);
    return listPage(ctx.em, Router, FABRIC_SOURCE, q);
  }

  async getFabricRouter(ctx: RequestCtx, id: string): Promise<Router> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id, false);
  }

  /** Creates a transit router (no edge part). */
  async createRouter(ctx: RequestCtx, input: RouterInput): Promise<Router> {
    requireAdmin(ctx);
    return this.create(ctx, checkRouterCreate(ctx, input), false);
  }

  /** Changes the router fields of any router, edge routers included. */
  async updateRouter(ctx: RequestCtx, id: string, input: Patch<RouterInput>, fields?: string[]): Promise<Router> {
    requireAdmin(ctx);
    return this.update(ctx, id, checkRouterUpdate(ctx, input, fields), false);
  }

  /** Deletes any router; an edge router goes with everything an edge router delete removes. */
  async deleteRouter(ctx: RequestCtx, id: string): Promise<void> {
    return this.delete(ctx, id, false);
  }

  // ---- shared ----

  /** `input` has passed its gate. */
  private async create(ctx: RequestCtx, input: EdgeRouterInput, edge: boolean): Promise<Router> {
    return inTransaction(ctx, async (tx) => {
      // Persisted once valid: a pending insert would be auto-flushed by the uniqueness query of apply().
      const router = tx.em.create(Router, { name: input.name, isEdge: edge }, { persist: false });
      await this.apply(tx.em, router, input, edge ? EDGE_ROUTER_UPDATABLE : ROUTER_UPDATABLE);
      tx.em.persist(router);
      await tx.em.flush();
      await this.newEnrollment(tx, router);
      if (edge) {
        await this.deps.engine.refreshEntity(tx, 'edge-router', router.id);
        await syncTunneler(tx, this.deps.engine, router);
      }
      tx.emit('created', edge ? 'edge-routers' : 'routers', router.id);
      return router;
    });
  }

  /** `input` and `fields` come from its gate. */
  private async update(ctx: RequestCtx, id: string, { input, fields }: GatedUpdate<Patch<EdgeRouterInput>>, edge: boolean): Promise<Router> {
    const allowed: EdgeRouterField[] = edge ? EDGE_ROUTER_UPDATABLE : ROUTER_UPDATABLE;
    const mask = fields ? allowed.filter((f) => fields.includes(f)) : allowed;
    return inTransaction(ctx, async (tx) => {
      const router = await this.mustFind(tx.em, id, edge);
      const before = { name: router.name, isTunnelerEnabled: router.isTunnelerEnabled, roleAttributes: [...router.roleAttributes] };
      await this.apply(tx.em, router, input, mask);
      await tx.em.flush();
      if (router.isEdge) {
        if (!sameSet(before.roleAttributes, router.roleAttributes)) await this.deps.engine.refreshEntity(tx, 'edge-router', id);
        await syncTunneler(tx, this.deps.engine, router, before);
      }
      tx.emit('updated', edge ? 'edge-routers' : 'routers', id, mask);
      return this.withEnrollment(tx.em, router);
    });
  }

  private async delete(ctx: RequestCtx, id: string, edge: boolean): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => this.remove(tx, await this.mustFind(tx.em, id, edge)));
  }

  /** Removes a router and what exists for it; its terminators go by cascade. */
  private async remove(tx: TxScope, router: Router): Promise<void> {
    if (router.isEdge) {
      await removeTunneler(tx, this.deps.engine, router.id);
      await this.deps.engine.removeEntity(tx, 'edge-router', router.id);
    }
    await tx.em.nativeDelete(Router, { id: router.id });
    tx.emit('deleted', router.isEdge ? 'edge-routers' : 'routers', router.id);
  }

  /** Deletes the router's outstanding enrollment, if any: its token stops working. */
  private async dropEnrollments(tx: TxScope, router: Router): Promise<void> {
    for (const old of await tx.em.find(Enrollment, { router: router.id })) {
      tx.em.remove(old);
      tx.emit('deleted', 'enrollments', old.id);
    }
  }

  /** Gives the router a new one-time enrollment token (and its JWT). */
  private async newEnrollment(tx: TxScope, router: Router): Promise<void> {
    router.pendingEnrollment = await issueEnrollment(tx, this.deps.pki, this.deps.config.enrollmentTtlMs, {
      method: router.isEdge ? 'erott' : 'trott',
      routerId: router.id,
    });
  }

  private async withEnrollment(em: EntityManager, router: Router): Promise<Router> {
    router.pendingEnrollment = (await routerEnrollments(em, [router.id])).get(router.id) ?? null;
    return router;
  }

  private async withEnrollments(em: EntityManager, page: Page<Router>): Promise<Page<Router>> {
    const byRouter = await routerEnrollments(em, page.items.map((r) => r.id));
    for (const r of page.items) r.pendingEnrollment = byRouter.get(r.id) ?? null;
    return page;
  }

  private mustFind(em: EntityManager, id: string, edgeOnly: boolean): Promise<Router> {
    return edgeOnly ? mustFind(em, Router, 'edge-routers', id, { isEdge: true }) : mustFind(em, Router, 'routers', id);
  }

  /** Validates meaning and copies the masked fields of `input` onto `router`. */
  private async apply(em: EntityManager, router: Router, input: Patch<EdgeRouterInput>, mask: readonly EdgeRouterField[]): Promise<void> {
    for (const field of mask) {
      switch (field) {
        case 'name': {
          router.name = await assertUniqueName(em, Router, input.name, router.id);
          break;
        }
        case 'cost':
          router.cost = input.cost ?? 0;
          break;
        case 'noTraversal':
          router.noTraversal = input.noTraversal ?? false;
          break;
        case 'disabled':
          router.disabled = input.disabled ?? false;
          break;
        case 'tags':
          router.tags = input.tags ?? {};
          break;
        case 'isTunnelerEnabled':
          router.isTunnelerEnabled = input.isTunnelerEnabled ?? false;
          break;
        case 'roleAttributes':
          router.roleAttributes = assertRoleAttributes('roleAttributes', input.roleAttributes);
          break;
        case 'appData':
          router.appData = input.appData ?? {};
          break;
      }
    }
  }
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
