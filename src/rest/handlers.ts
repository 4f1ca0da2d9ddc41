import type { RequestCtx } from '../services/core/context';
import type { ListQuery, Page } from '../services/core/list/list-query';
import { createdData, listMeta } from './envelope';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Handler, RestCall, RestResult } from './router';
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
 * never-mutated page): the enveloped body is serialized and encoded once per page and then
 * reused (a page of 100 services is ~80 KB of UTF-8 to write, not to make again).
 */
export function memoizedListOf<T>(load: (ctx: RequestCtx, q: ListQuery, call: RestCall) => Promise<Page<T>>, present: (item: T) => unknown): Handler {
  const bodies = new WeakMap<Page<T>, Buffer>();
  return async (call) => {
    const page = await load(call.ctx, call.list, call);
    let body = bodies.get(page);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify({ data: page.items.map(present), meta: listMeta(page as Page<unknown>) }));
      bodies.set(page, body);
    }
    return { raw: body, contentType: 'application/json' };
  };
}

export function detailOf<T>(load: (ctx: RequestCtx, id: string) => Promise<T>, present: (item: T) => unknown): Handler {
  return async (call) => ({ data: present(await load(call.ctx, call.params.id)) });
}

/*
 * The write helpers take the service call with its body typed as the service's input (annotated
 * at each route: `(ctx, body: ConfigTypeInput) => ...`). The router hands the body on as parsed:
 * the service's write gate checks it (services/core/write-gate.ts), which is what makes it that
 * input, for REST and GraphQL alike.
 */

export function createOf<I>(segment: Resource, create: (ctx: RequestCtx, body: I) => Promise<{ id: string }>): Handler {
  return async (call) => {
    const entity = await create(call.ctx, call.body as I);
    return { status: 201, data: createdData(segment, entity.id) };
  };
}

/** PUT: every updatable field (no mask). */
export function updateOf<I>(update: (ctx: RequestCtx, id: string, body: I, fields?: string[]) => Promise<unknown>): Handler {
  return async (call) => {
    await update(call.ctx, call.params.id, call.body as I, undefined);
    return { data: {} };
  };
}

/** PATCH: only the fields present in the request body, nulls included. */
export function patchOf<I>(update: (ctx: RequestCtx, id: string, body: I, fields?: string[]) => Promise<unknown>): Handler {
  return async (call) => {
    await update(call.ctx, call.params.id, call.body as I, call.fields);
    return { data: {} };
  };
}

/**
 * A handler that reads the body as its operation's schema describes it: `schema` must be the
 * operation's body schema (the router checks when it compiles the routes). The router has checked
 * the body against it, or, for a resource's write schema, the service's gate does.
 */
export function withBody<S extends TSchema>(schema: S, handle: (call: RestCall<Static<S>>) => Promise<RestResult>): Handler {
  return Object.assign((call: RestCall) => handle(call as RestCall<Static<S>>), { body: schema });
}

export function deleteOf(remove: (ctx: RequestCtx, id: string) => Promise<unknown>): Handler {
  return async (call) => {
    await remove(call.ctx, call.params.id);
    return { data: {} };
  };
}
