import type { EntityClass, FilterQuery, FindOneOptions, Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from './errors';
import type { Resource } from './resources';

/**
 * The entity of `resource` with this id, or NOT_FOUND naming the resource and id: the one
 * find-or-throw of the services. `where` narrows what counts (an edge router among routers,
 * an authenticator of its owner); `options` as MikroORM's findOne takes them (populate).
 */
export async function mustFind<T extends { id: string }, P extends string = never>(
  em: EntityManager,
  entity: EntityClass<T>,
  resource: Resource,
  id: string,
  where: FilterQuery<T> = {},
  options?: FindOneOptions<T, P>,
): Promise<Loaded<T, P>> {
  const found = await em.findOne(entity, { ...(where as object), id } as FilterQuery<T>, options);
  if (!found) throw new NotFoundError(resource, id);
  return found;
}

/** NOT_FOUND naming the resource and id unless an entity of `resource` has this id (nothing loaded). */
export async function mustExist<T extends { id: string }>(em: EntityManager, entity: EntityClass<T>, resource: Resource, id: string): Promise<void> {
  if (!(await em.count(entity, { id } as FilterQuery<T>))) throw new NotFoundError(resource, id);
}
