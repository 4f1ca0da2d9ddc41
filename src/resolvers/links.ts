import type { ListQuery, Page } from '../services/core/list/list-query';
import type { GqlContext } from './context';
import { toListQuery, toPage, type ListArgs } from './types/common.types';

/**
 * A paged and counted nested list (a link) of one parent, loaded for every parent of the
 * response at once: the loader of `key` and these arguments makes one service call (one SQL
 * statement) however many parents ask, so a dashboard costs the same for 3 parents as for 30.
 */
export async function linkPage<T>(
  g: GqlContext,
  key: string,
  args: ListArgs,
  parentId: string,
  load: (parentIds: readonly string[], q: ListQuery) => Promise<Map<string, Page<T>>>,
): Promise<{ items: T[]; pagination: { limit: number; offset: number; totalCount: number }; filterableFields: string[] }> {
  return toPage(await g.loaders.pages(key, toListQuery(args), load).load(parentId));
}
