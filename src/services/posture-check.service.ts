import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PostureCheck } from '../entities';
import type { ServiceDeps } from './service-deps';
import { requireAdmin, type RequestCtx } from './core/context';
import { NotFoundError, fieldError } from './core/errors';
import { mustFind } from './core/find';
import { listPage, listRows, type ListQuery, type ListSource, type Page } from './core/list/list-query';
import { inTransaction, type TxScope } from './core/tx';
import { assertRoleAttributes, assertUniqueName } from './core/validate';
import { parseDetails, typeIdOf } from './posture-check/posture-check-details';
import { POSTURE_CHECK_TYPE_LIST, POSTURE_CHECK_TYPE_TABLE, type PostureCheckType } from './posture-check/posture-check-types';
import { POSTURE_CHECK_FIELDS } from '../entities';
import type { SymbolTable } from './core/list/compile';
import type { Patch } from './core/write-schema';
import { POSTURE_CHECK_UPDATABLE, checkPostureCheckCreate, checkPostureCheckTypeFields, checkPostureCheckUpdate, type PostureCheckCommonField, type PostureCheckInput, type PostureCheckUpdateInput, type WithTypeFields } from './posture-check.schema';

/** Posture check types are a fixed set, listed from a VALUES table of (id, name). */
const POSTURE_CHECK_TYPE_FIELDS: SymbolTable = {
  idSql: 'e."id"',
  fields: { id: { sql: 'e."id"', type: 'string' }, name: { sql: 'e."name"', type: 'string' } },
};
const SOURCE: ListSource = { table: '"posture_checks"', symbols: POSTURE_CHECK_FIELDS, roleAttributesSql: 'e."role_attributes"' };

/** Posture checks and their (fixed) types. */
export class PostureCheckService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(ctx: RequestCtx, q: ListQuery): Promise<Page<PostureCheck>> {
    requireAdmin(ctx);
    return listPage(ctx.em, PostureCheck, SOURCE, q);
  }

  async get(ctx: RequestCtx, id: string): Promise<PostureCheck> {
    requireAdmin(ctx);
    return this.mustFind(ctx.em, id);
  }

  /** `input`: the common fields of the write schema, and the type's fields beside them. */
  async create(ctx: RequestCtx, raw: WithTypeFields<PostureCheckInput>): Promise<PostureCheck> {
    requireAdmin(ctx);
    const input = checkPostureCheckCreate(ctx, raw);
    const typeId = typeIdOf(input.typeId);
    if (!typeId) throw fieldError('typeId', 'typeId must be one of OS, PROCESS, PROCESS_MULTI, DOMAIN, MAC, MFA', input.typeId);
    const details = parseDetails(typeId, checkPostureCheckTypeFields(ctx, typeId, input, false), false);
    return inTransaction(ctx, async (tx) => {
      // Persisted once valid: a pending insert would be auto-flushed by the uniqueness query.
      const check = tx.em.create(PostureCheck, { name: '', typeId, details }, { persist: false });
      await this.applyCommon(tx.em, check, input, POSTURE_CHECK_UPDATABLE);
      tx.em.persist(check);
      await tx.em.flush();
      await this.deps.engine.refreshEntity(tx, 'posture-check', check.id);
      tx.emit('created', 'posture-checks', check.id);
      return check;
    });
  }

  /**
   * PUT when `fields` is undefined (every field, type fields included), PATCH with the fields
   * present in the request. The type can not change; every change increments `version`.
   */
  async update(ctx: RequestCtx, id: string, raw: WithTypeFields<Patch<PostureCheckUpdateInput>>, patchFields?: string[]): Promise<PostureCheck> {
    requireAdmin(ctx);
    const { input, fields } = checkPostureCheckUpdate(ctx, raw, patchFields);
    const common = POSTURE_CHECK_UPDATABLE.filter((f) => !fields || fields.includes(f));
    return inTransaction(ctx, async (tx) => {
      const check = await this.mustFind(tx.em, id);
      if (input.typeId != null && typeIdOf(input.typeId) !== check.typeId) {
        throw fieldError('typeId', `the type of a posture check can not change (it is ${check.typeId})`, input.typeId);
      }
      const details = check.details;
      await this.applyCommon(tx.em, check, input, common);
      check.details = parseDetails(check.typeId, checkPostureCheckTypeFields(ctx, check.typeId, input, !!fields), !!fields, check.details);
      check.version += 1;
      await tx.em.flush();
      // Posture queries are part of the services identities see: a new set of policies or new details both count.
      await this.deps.engine.refreshEntity(tx, 'posture-check', id);
      if (!isDeepStrictEqual(check.details, details)) await this.servicesOfCheckChanged(tx, id);
      tx.emit('updated', 'posture-checks', id, fields ?? undefined);
      return check;
    });
  }

  /** Deletes a check and removes it from the policies naming it (as OpenZiti does). */
  async delete(ctx: RequestCtx, id: string): Promise<void> {
    requireAdmin(ctx);
    await inTransaction(ctx, async (tx) => {
      await this.mustFind(tx.em, id);
      await this.deps.engine.removeEntity(tx, 'posture-check', id);
      await tx.em.nativeDelete(PostureCheck, { id });
      tx.emit('deleted', 'posture-checks', id);
    });
  }

  async listTypes(ctx: RequestCtx, q: ListQuery): Promise<Page<PostureCheckType>> {
    requireAdmin(ctx);
    const page = await listRows(ctx.em, { table: POSTURE_CHECK_TYPE_TABLE, symbols: POSTURE_CHECK_TYPE_FIELDS }, q);
    return { ...page, items: page.items.map((row) => POSTURE_CHECK_TYPE_LIST.find((t) => t.id === row.id)!) };
  }

  async getType(ctx: RequestCtx, id: string): Promise<PostureCheckType> {
    requireAdmin(ctx);
    const type = POSTURE_CHECK_TYPE_LIST.find((t) => t.id === id);
    if (!type) throw new NotFoundError('posture-check-types', id);
    return type;
  }

  /**
   * Stamps the identities that see a service whose policies use this check: the check's details
   * are part of those services' posture queries. One statement, through the engine, which also
   * ends their sessions that the new details fail.
   */
  private async servicesOfCheckChanged(tx: TxScope, checkId: string): Promise<void> {
    const rows = await tx.em.execute<{ entity_id: string }[]>(
      `select distinct ps."entity_id" from "policy_matches" pc
       join "policy_matches" ps on ps."policy_id" = pc."policy_id" and ps."entity_kind" = 'service'
       where pc."entity_kind" = 'posture-check' and pc."entity_id" = ? and pc."policy_kind" = 'service-policy'`,
      [checkId],
    );
    await this.deps.engine.servicesChanged(tx, rows.map((r) => r.entity_id), true);
  }

  private mustFind(em: EntityManager, id: string): Promise<PostureCheck> {
    return mustFind(em, PostureCheck, 'posture-checks', id);
  }

  private async applyCommon(em: EntityManager, check: PostureCheck, input: Patch<PostureCheckUpdateInput>, mask: readonly PostureCheckCommonField[]): Promise<void> {
    for (const field of mask) {
      if (field === 'name') {
        check.name = await assertUniqueName(em, PostureCheck, input.name, check.id);
      } else if (field === 'roleAttributes') {
        check.roleAttributes = assertRoleAttributes('roleAttributes', input.roleAttributes);
      } else {
        check.tags = input.tags ?? {};
      }
    }
  }
}
