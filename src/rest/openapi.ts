import type { TSchema } from '@sinclair/typebox';
import { CONTROLLER_VERSION } from '../services/info.service';
import { API_BASE_PATHS, operationsFor, type ApiName } from './contract/operations';
import { ApiErrorBody, Meta } from './contract/schemas';

type Json = Record<string, unknown>;

/** Converts a JSON Schema (TypeBox) into the Swagger 2.0 schema dialect. */
export function toSwaggerSchema(schema: TSchema | Json): Json {
  const s = JSON.parse(JSON.stringify(schema)) as Json;
  return convert(s);
}

function convert(s: Json): Json {
  const variants = (s.anyOf as Json[] | undefined)?.map(convert);
  if (variants) {
    const nonNull = variants.filter((v) => v.type !== 'null');
    const nullable = nonNull.length < variants.length;
    let out: Json;
    if (nonNull.every((v) => v.enum && v.type === nonNull[0].type)) {
      out = { type: nonNull[0].type, enum: nonNull.flatMap((v) => v.enum as unknown[]) };
    } else if (nonNull.length === 1) {
      out = nonNull[0];
    } else {
      out = { description: 'any of several types' };
    }
    return nullable ? { ...out, 'x-nullable': true } : out;
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'const') {
      out.enum = [v];
    } else if (k === 'patternProperties') {
      out.additionalProperties = convert(Object.values(v as Json)[0] as Json);
    } else if (k === 'properties') {
      out.properties = Object.fromEntries(Object.entries(v as Json).map(([p, ps]) => [p, convert(ps as Json)]));
    } else if (k === 'items') {
      out.items = convert(v as Json);
    } else if (k === 'additionalProperties' && typeof v === 'object') {
      out.additionalProperties = convert(v as Json);
    } else {
      out[k] = v;
    }
  }
  if (out.enum && !out.type) out.type = typeof (out.enum as unknown[])[0];
  return out;
}

/**
 * The Swagger 2.0 document of one API, generated from our operation table; `scheme` is how the
 * request for it came in (a plain-HTTP controller serves its APIs over http, so clients generated
 * from the document must call http).
 */
export function buildOpenApi(api: ApiName, host?: string, scheme: 'http' | 'https' = 'https'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const errorEnvelope = { type: 'object', required: ['error', 'meta'], properties: { error: toSwaggerSchema(ApiErrorBody), meta: toSwaggerSchema(Meta) } };
  for (const op of operationsFor(api)) {
    const parameters: Json[] = [];
    for (const m of op.path.matchAll(/\{(\w+)\}/g)) parameters.push({ name: m[1], in: 'path', required: true, type: 'string' });
    if (op.list) {
      parameters.push({ name: 'limit', in: 'query', type: 'integer' }, { name: 'offset', in: 'query', type: 'integer' }, { name: 'filter', in: 'query', type: 'string' });
    }
    if (op.roleFilter) {
      parameters.push({ name: 'roleFilter', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' }, { name: 'roleSemantic', in: 'query', type: 'string' });
    }
    for (const [name, h] of Object.entries(op.headers ?? {})) parameters.push({ name, in: 'header', type: 'string', description: h.description });
    for (const [name, p] of Object.entries(op.query ?? {})) parameters.push({ name, in: 'query', required: !!p.required, ...toSwaggerSchema(p.schema) });
    if (op.body) {
      const envelope = op.bodyEnvelopeAccepted ? { description: 'Also accepted inside a response envelope ({"data": ..., "meta": ...}), as the matching GET answers it' } : {};
      parameters.push({ name: op.bodyName ?? 'body', in: 'body', required: !!op.bodyRequired, ...envelope, schema: toSwaggerSchema(op.body) });
    }
    // A text body is a documented parameter when the API names it (verifyCa's `certificate`);
    // the legacy /enroll reads its body by content type and documents none, as OpenZiti's spec.
    else if (op.textBody && op.bodyName) parameters.push({ name: op.bodyName, in: 'body', required: !!op.bodyRequired, schema: { type: 'string' } });

    const responses: Record<string, Json> = {};
    if (op.success.raw) {
      responses[op.success.status] = { description: 'Success', schema: { type: 'string' } };
    } else {
      responses[op.success.status] = {
        description: 'Success',
        schema: { type: 'object', required: ['data', 'meta'], properties: { data: toSwaggerSchema(op.success.data!), meta: toSwaggerSchema(Meta) } },
      };
    }
    for (const status of op.errors) responses[status] = { description: 'Error', schema: errorEnvelope };

    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: op.operationId,
      ...(op.textBody ? { consumes: op.textBody.contentTypes } : op.alsoTextBody ? { consumes: ['application/json', ...op.alsoTextBody.contentTypes] } : {}),
      ...(op.success.raw ? { produces: [op.success.raw.contentType] } : {}),
      summary: op.summary,
      tags: [op.tag],
      security: op.auth === 'session' ? [{ ztSession: [] }] : op.auth === 'optional' ? [{ ztSession: [] }, {}] : [],
      parameters,
      responses,
    };
  }
  return {
    swagger: '2.0',
    info: { title: { client: 'Ziti Edge Client', management: 'Ziti Edge Management', fabric: 'Ziti Fabric' }[api], version: CONTROLLER_VERSION },
    ...(host ? { host } : {}),
    basePath: API_BASE_PATHS[api],
    schemes: [scheme],
    consumes: ['application/json'],
    produces: ['application/json'],
    securityDefinitions: { ztSession: { type: 'apiKey', name: 'zt-session', in: 'header' } },
    paths,
  };
}
