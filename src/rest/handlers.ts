import type { RequestCtx } from '../services/core/context';
import type { ListQuery, Page } from '../services/core/list/list-query';
import { createdData, listMeta } from './envelope';
import type { Handler, RestCall } from './router';
import type { Resource } from '../services/core/resources';

/** For operations that are not paged on the wire: every match, as OpenZiti answers. */
export const EVERYTHING: ListQuery = { limit: -1 };

/** Generic handlers, as OpenZiti's base router: each one only translates between HTTP and a service call. */

export function listOf<T>(load: (ctx: RequestCtx, q: ListQuery, call: RestCall) => Promise<Page<T>>, present: (item: T) => unknown): Handler {
  return async (call) => {
    const page = await load(call.ctx, call.list, call);
    return { data: page.items.map(present), page: page as Page<unknown> };
  };
}

/**
 * listOf for a service that answers repeated requests with the same page object (a cached,
 * never-mutated page): the enveloped body is serialized once per page and then reused.
 */
export function memoizedListOf<T>(load: (ctx: RequestCtx, q: ListQuery, call: RestCall) => Promise<Page<T>>, present: (item: T) => unknown): Handler {
  const bodies = new WeakMap<Page<T>, string>();
  return async (call) => {
    const page = await load(call.ctx, call.list, call);
    let body = bodies.get(page);
    if (body === undefined) {
      body = JSON.stringify({ data: page.items.map(present), meta: listMeta(page as Page<unknown>) });
      bodies.set(page, body);
    }
    return { raw: body, contentType: 'application/json' };
  };
}

export function detailOf<T>(load: (ctx: RequestCtx, id: string) => Promise<T>, present: (item: T) => unknown): Handler {
  return async (call) => ({ data: present(await load(call.ctx, call.params.id)) });
}

export function createOf(segment: Resource, create: (ctx: RequestCtx, body: any) => Promise<{ id: string }>): Handler {
  return async (call) => {
    const entity = await create(call.ctx, call.body);
    return { status: 201, data: createdData(segment, entity.id) };
  };
}

/** PUT: every updatable field (no mask). */
export function updateOf(update: (ctx: RequestCtx, id: string, body: any, fields?: string[]) => Promise<unknown>): Handler {
  return async (call) => {
    await update(call.ctx, call.params.id, call.body, undefined);
    return { data: {} };
  };
}

/** PATCH: only the fields present in the request body, nulls included. */
export function patchOf(update: (ctx: RequestCtx, id: string, body: any, fields?: string[]) => Promise<unknown>): Handler {
  return async (call) => {
    await update(call.ctx, call.params.id, call.body, call.fields);
    return { data: {} };
  };
}

export function deleteOf(remove: (ctx: RequestCtx, id: string) => Promise<unknown>): Handler {
  return async (call) => {
    await remove(call.ctx, call.params.id);
    return { data: {} };
  };
}
