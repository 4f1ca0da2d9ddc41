import { Type, type TSchema } from '@sinclair/typebox';
import * as S from './schemas';
import type { ApiName, Operation } from './operations';

/** Building blocks for the operation table (shared by every area's operations file). */

export const BOTH: ApiName[] = ['client', 'management'];
export const MGMT: ApiName[] = ['management'];
export const CLIENT: ApiName[] = ['client'];
export const ADMIN_ERRORS = [400, 401, 404, 429, 503];

export const list = (data: TSchema) => ({ status: 200, data: Type.Array(data) });
export const ok = (data: TSchema = S.Empty) => ({ status: 200, data });
export const created = { status: 201, data: S.CreateLocation };

/** CRUD operations of one management resource, OpenZiti-named (listX, createX, detailX, updateX, patchX, deleteX). */
export function crud(o: {
  segment: string;
  name: string;
  plural: string;
  tag: string;
  detail: TSchema;
  create?: TSchema;
  update?: TSchema;
  patch?: TSchema;
  roleFilter?: boolean;
  deleteConflict?: boolean;
  /** Body parameter name in the OpenAPI document; OpenZiti names it after the resource. */
  bodyName?: string;
}): Operation[] {
  const bodyName = o.bodyName ?? o.name.charAt(0).toLowerCase() + o.name.slice(1);
  const path = `/${o.segment}`;
  const item = `${path}/{id}`;
  const ops: Operation[] = [
    { operationId: `list${o.plural}`, method: 'get', path, apis: MGMT, auth: 'session', tag: o.tag, summary: `List ${o.segment}`, list: true, roleFilter: o.roleFilter, success: list(o.detail), errors: [400, 401, 429, 503] },
    { operationId: `detail${o.name}`, method: 'get', path: item, apis: MGMT, auth: 'session', tag: o.tag, summary: `Retrieve one of ${o.segment}`, success: ok(o.detail), errors: [401, 404, 429, 503] },
  ];
  if (o.create) ops.push({ operationId: `create${o.name}`, method: 'post', path, apis: MGMT, auth: 'session', tag: o.tag, summary: `Create one of ${o.segment}`, body: o.create, bodyName, bodyRequired: true, success: created, errors: [400, 401, 429, 503] });
  if (o.update) ops.push({ operationId: `update${o.name}`, method: 'put', path: item, apis: MGMT, auth: 'session', tag: o.tag, summary: `Replace all fields of one of ${o.segment}`, body: o.update, bodyName, bodyRequired: true, success: ok(), errors: ADMIN_ERRORS });
  if (o.patch) ops.push({ operationId: `patch${o.name}`, method: 'patch', path: item, apis: MGMT, auth: 'session', tag: o.tag, summary: `Update the supplied fields of one of ${o.segment}`, body: o.patch, bodyName, bodyRequired: true, success: ok(), errors: ADMIN_ERRORS });
  if (o.create) ops.push({ operationId: `delete${o.name}`, method: 'delete', path: item, apis: MGMT, auth: 'session', tag: o.tag, summary: `Delete one of ${o.segment}`, success: ok(), errors: o.deleteConflict ? [400, 401, 404, 409, 429, 503] : ADMIN_ERRORS });
  return ops;
}

