import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_BASE_PATHS, OPERATIONS, operationsFor, type ApiName, type Operation } from '../../../src/rest/contract/operations';
import { describeWithOfficialSpec, officialSpec, SPEC_MISSING, specAvailable } from '../../support/official-spec';
import { requireOk } from '../../support/rest-client';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * Our operation table (src/rest/contract/operations.ts) against the official OpenZiti Edge API
 * specs, operation by operation, and the OpenAPI document we serve against the table.
 */

type Json = Record<string, any>;
const APIS: ApiName[] = ['client', 'management'];
const SPEC_IDS: Record<ApiName, string> = { client: 'edge-client', management: 'edge-management', fabric: 'fabric' };
/** The fabric API is compared too where OpenZiti's fabric spec is at hand (official-spec.ts). */
const COMPARED: ApiName[] = specAvailable('fabric') ? [...APIS, 'fabric'] : APIS;
const LIST_PARAMS = ['limit', 'offset', 'filter'];
const ROLE_FILTER_PARAMS = ['roleFilter', 'roleSemantic'];

const label = (op: Operation) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;

/** Follows `$ref`s (#/definitions/..., #/parameters/...) of a Swagger 2.0 document. */
function deref(spec: Json, s: Json | undefined): Json | undefined {
  let cur = s;
  for (let hops = 0; cur && typeof cur.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${cur.$ref}`);
    const [, section, name] = /^#\/(\w+)\/(.+)$/.exec(cur.$ref) ?? [];
    if (!section) throw new Error(`unsupported $ref ${cur.$ref}`);
    cur = spec[section]?.[name];
    if (!cur) throw new Error(`dangling $ref ${s?.$ref}`);
  }
  return cur;
}

/** An official schema with $ref and allOf resolved: its own and inherited properties and required. */
function resolveSchema(spec: Json, s: Json | undefined): Json {
  const r = deref(spec, s) ?? {};
  if (!r.allOf) return r;
  const properties: Json = {};
  const required = new Set<string>();
  for (const part of [...(r.allOf as Json[]), { properties: r.properties, required: r.required }]) {
    const p = resolveSchema(spec, part);
    Object.assign(properties, p.properties ?? {});
    for (const name of p.required ?? []) required.add(name);
  }
  return { ...r, allOf: undefined, type: 'object', properties, required: [...required] };
}

/** The object schemas an (optional, nullable, union) TypeBox schema may be. */
function objectVariants(s: Json | undefined): Json[] {
  if (!s) return [];
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).flatMap(objectVariants);
  return s.type === 'object' && s.properties ? [s] : [];
}

function arrayItems(s: Json | undefined): Json[] {
  if (!s) return [];
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).flatMap(arrayItems);
  return s.type === 'array' && s.items ? [s.items] : [];
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

/**
 * Differences between one of our body schemas and the official one at `where`: required
 * properties must be equal, and every property we accept must exist officially (recursively).
 */
function compareBody(spec: Json, ours: Json, official: Json | undefined, where: string, diffs: string[]): void {
  const off = resolveSchema(spec, official);
  const ourObjects = objectVariants(ours);
  if (ourObjects.length === 0) {
    for (const items of arrayItems(ours)) {
      const offItems = resolveSchema(spec, off.items);
      if (off.type === 'array' && offItems) compareBody(spec, items, offItems, `${where}[]`, diffs);
    }
    return;
  }
  // A free-form official object (no declared properties) accepts anything.
  if (!off.properties) return;
  for (const obj of ourObjects) {
    const ourRequired = sorted(obj.required ?? []);
    const offRequired = sorted(off.required ?? []);
    if (JSON.stringify(ourRequired) !== JSON.stringify(offRequired)) {
      diffs.push(`${where}: required properties are [${ourRequired.join(', ')}], official [${offRequired.join(', ')}]`);
    }
    for (const [name, schema] of Object.entries(obj.properties as Json)) {
      if (!(name in off.properties)) {
        diffs.push(`${where}: property "${name}" is accepted but not in the official schema (official: ${Object.keys(off.properties).sort().join(', ')})`);
        continue;
      }
      compareBody(spec, schema as Json, off.properties[name], `${where}.${name}`, diffs);
    }
  }
}

/** Every difference between one of our operations and the official operation of one API. */
function compareWithOfficial(api: ApiName, op: Operation): string[] {
  const spec = officialSpec(api);
  const item = spec.paths[op.path] as Json | undefined;
  const official = item?.[op.method] as Json | undefined;
  // Our own operations (src/rest/contract: `beyondOpenZiti`) must stay out of OpenZiti's paths.
  if (op.beyondOpenZiti) return official ? [`marked beyond OpenZiti (${op.beyondOpenZiti}), yet the official ${api} spec has ${op.method.toUpperCase()} ${op.path}`] : [];
  if (!official) {
    const shape = (p: string) => p.replace(/\{\w+\}/g, '{}');
    const samePath = Object.keys(spec.paths).filter((p) => shape(p) === shape(op.path));
    const elsewhere = Object.entries(spec.paths as Json)
      .flatMap(([p, it]) => Object.entries(it as Json).filter(([, o]) => (o as Json).operationId === op.operationId).map(([m]) => `${m.toUpperCase()} ${p}`));
    return [
      `the official ${api} spec has no ${op.method.toUpperCase()} ${op.path}` +
        (samePath.length ? `; it has ${samePath.map((p) => `${p} [${Object.keys(spec.paths[p]).filter((m) => m !== 'parameters').join(', ')}]`).join(', ')}` : '') +
        (elsewhere.length ? `; official ${op.operationId} is ${elsewhere.join(', ')}` : ''),
    ];
  }
  const diffs: string[] = [];

  if (official.operationId !== undefined && official.operationId !== op.operationId) {
    diffs.push(`operationId is ${op.operationId}, official ${official.operationId}`);
  }

  const params = [...((item!.parameters as Json[]) ?? []), ...((official.parameters as Json[]) ?? [])].map((p) => deref(spec, p) as Json);

  // Authentication: the official operation requires a zt-session exactly when ours does
  // ("none" and "optional" operations must be public officially).
  const security = (official.security ?? spec.security ?? []) as Json[];
  const officialSession = security.some((s) => 'ztSession' in s) && !security.some((s) => Object.keys(s).length === 0);
  // A `session-token` header is the official alternative to an API session (service edge routers).
  const sessionTokenAlternative = params.some((p) => p.in === 'header' && p.name === 'session-token');
  const authMatches = op.auth === 'optional' ? officialSession && sessionTokenAlternative : officialSession === (op.auth === 'session');
  if (!authMatches) {
    diffs.push(`auth is "${op.auth}", official security is ${JSON.stringify(security)}`);
  }

  // Body.
  const officialBody = params.find((p) => p.in === 'body');
  if (op.body && !officialBody) diffs.push('we accept a request body; the official operation has none');
  if (!op.body && !op.textBody && officialBody) diffs.push(`the official operation takes a body ("${officialBody.name}"); we accept none`);
  // A text body (PEM) is handed over unparsed: only its presence and requiredness compare.
  if (op.textBody && officialBody && !!op.bodyRequired !== !!officialBody.required) diffs.push(`body required is ${!!op.bodyRequired}, official ${!!officialBody.required}`);
  if (op.body && officialBody) {
    if (!!op.bodyRequired !== !!officialBody.required) diffs.push(`body required is ${!!op.bodyRequired}, official ${!!officialBody.required}`);
    compareBody(spec, op.body as Json, officialBody.schema, 'body', diffs);
  }

  // Query parameters.
  const officialQuery = new Map(params.filter((p) => p.in === 'query').map((p) => [p.name as string, p]));
  const officialIsList = LIST_PARAMS.every((n) => officialQuery.has(n));
  if (!!op.list !== officialIsList) {
    diffs.push(
      op.list
        ? `we accept limit/offset/filter; the official query parameters are [${[...officialQuery.keys()].join(', ')}]`
        : `the official operation accepts ${LIST_PARAMS.filter((n) => officialQuery.has(n)).join('/')}; ours is not a list operation`,
    );
  }
  const officialRoleFilter = ROLE_FILTER_PARAMS.every((n) => officialQuery.has(n));
  if (!!op.roleFilter !== officialRoleFilter) {
    diffs.push(op.roleFilter ? 'we accept roleFilter/roleSemantic; the official operation does not' : 'the official operation accepts roleFilter/roleSemantic; ours does not');
  }
  for (const [name, p] of Object.entries(op.query ?? {})) {
    const o = officialQuery.get(name);
    if (!o) diffs.push(`query parameter "${name}" is not an official one`);
    else if (!!p.required !== !!o.required) diffs.push(`query parameter "${name}" required is ${!!p.required}, official ${!!o.required}`);
  }
  const covered = new Set([...(op.list ? LIST_PARAMS : []), ...(op.roleFilter ? ROLE_FILTER_PARAMS : []), ...Object.keys(op.query ?? {})]);
  for (const name of officialQuery.keys()) {
    // Complete list/roleFilter groups were compared above.
    if ((officialIsList && LIST_PARAMS.includes(name)) || (officialRoleFilter && ROLE_FILTER_PARAMS.includes(name))) continue;
    if (!covered.has(name)) diffs.push(`official query parameter "${name}" is not accepted`);
  }

  // Success status.
  const successes = Object.keys(official.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
  if (successes.length !== 1 || Number(successes[0]) !== op.success.status) {
    diffs.push(`success status is ${op.success.status}, official [${successes.join(', ')}]`);
  }
  return diffs;
}

describeWithOfficialSpec('operation table against the official OpenZiti specs', () => {
  for (const api of COMPARED) {
    describe(`${api} API`, () => {
      test('basePath of the official spec is ours', () => {
        assert.equal(officialSpec(api).basePath, API_BASE_PATHS[api]);
      });
      for (const op of operationsFor(api)) {
        test(label(op), () => {
          const diffs = compareWithOfficial(api, op);
          assert.deepEqual(diffs, [], `${api} ${label(op)} differs from the official spec:\n  - ${diffs.join('\n  - ')}`);
        });
      }
    });
  }

  test('every operation is on some API; operationIds and method+path are unique per API', () => {
    const problems: string[] = [];
    for (const op of OPERATIONS) if (op.apis.length === 0) problems.push(`${label(op)} is on no API`);
    for (const api of [...APIS, 'fabric'] as ApiName[]) {
      const ids = new Set<string>();
      const routes = new Set<string>();
      for (const op of operationsFor(api)) {
        const route = `${op.method.toUpperCase()} ${op.path}`;
        if (ids.has(op.operationId)) problems.push(`${api}: operationId ${op.operationId} is used twice`);
        if (routes.has(route)) problems.push(`${api}: ${route} is declared twice`);
        ids.add(op.operationId);
        routes.add(route);
      }
    }
    assert.deepEqual(problems, []);
  });
});

describe('served OpenAPI document', () => {
  let server: TestServer;
  const docs = new Map<ApiName, Json>();

  before(async () => {
    server = await startTestServer();
    for (const api of APIS) {
      const data = requireOk(await server.anon(api).get(`/specs/${SPEC_IDS[api]}/spec`));
      assert.equal(typeof data, 'string', `GET ${API_BASE_PATHS[api]}/specs/${SPEC_IDS[api]}/spec: data is the document as a JSON string`);
      docs.set(api, JSON.parse(data));
    }
  });
  after(async () => {
    await server?.close();
  });

  const docOf = (api: ApiName) => {
    const doc = docs.get(api);
    assert.ok(doc, `no served document for ${api} (see the before hook)`);
    return doc;
  };

  for (const api of APIS) {
    describe(`${api} API (${SPEC_IDS[api]})`, () => {
      test('is a Swagger 2.0 document with our basePath, host and zt-session security', () => {
        const doc = docOf(api);
        assert.equal(doc.swagger, '2.0');
        assert.equal(doc.basePath, API_BASE_PATHS[api]);
        assert.equal(doc.host, new URL(server.url).host, 'host is the one the document was requested from');
        assert.equal(typeof doc.info?.title, 'string');
        assert.equal(typeof doc.info?.version, 'string');
        assert.deepEqual(doc.securityDefinitions?.ztSession, { type: 'apiKey', name: 'zt-session', in: 'header' });
        for (const p of Object.keys(doc.paths)) assert.ok(p.startsWith('/') && !p.startsWith(API_BASE_PATHS[api]), `path ${p} is relative to basePath`);
      });

      test('its operations are exactly our operation table for this API', () => {
        const doc = docOf(api);
        const served = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
          Object.entries(item as Json).map(([m, o]) => `${m.toUpperCase()} ${p} ${(o as Json).operationId}`),
        );
        const ours = operationsFor(api).map((op) => `${op.method.toUpperCase()} ${op.path} ${op.operationId}`);
        assert.deepEqual(sorted(served), sorted(ours));
      });

      test('request parameters are named, placed and required as in the official spec', { skip: specAvailable() ? false : SPEC_MISSING }, () => {
        const doc = docOf(api);
        const spec = officialSpec(api);
        const key = (p: Json) => `${p.in} "${p.name}"${p.required ? ' (required)' : ''}`;
        const diffs: string[] = [];
        for (const op of operationsFor(api)) {
          const served = doc.paths[op.path]?.[op.method] as Json | undefined;
          const official = spec.paths[op.path]?.[op.method] as Json | undefined;
          if (!served || !official) continue; // reported by the per-operation tests
          const ours = sorted(((served.parameters ?? []) as Json[]).map(key));
          const theirs = sorted([...(spec.paths[op.path].parameters ?? []), ...(official.parameters ?? [])].map((p: Json) => key(deref(spec, p)!)));
          const missing = theirs.filter((k) => !ours.includes(k));
          const extra = ours.filter((k) => !theirs.includes(k));
          if (missing.length || extra.length) diffs.push(`${label(op)}: served has [${extra.join(', ')}] where the official spec has [${missing.join(', ')}]`);
        }
        assert.deepEqual(diffs, [], `${api}: parameters of the served document differ from the official spec:\n  - ${diffs.join('\n  - ')}`);
      });

      for (const op of operationsFor(api)) {
        test(label(op), () => {
          const served = docOf(api).paths[op.path]?.[op.method] as Json | undefined;
          assert.ok(served, `${api}: the served document has no ${op.method.toUpperCase()} ${op.path}`);
          const diffs: string[] = [];
          if (served.operationId !== op.operationId) diffs.push(`operationId is ${served.operationId}, expected ${op.operationId}`);
          const params = (served.parameters ?? []) as Json[];
          const names = (where: string) => sorted(params.filter((p) => p.in === where).map((p) => p.name));
          const pathParams = sorted([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
          if (JSON.stringify(names('path')) !== JSON.stringify(pathParams)) diffs.push(`path parameters [${names('path')}], expected [${pathParams}]`);
          const query = sorted([...(op.list ? LIST_PARAMS : []), ...(op.roleFilter ? ROLE_FILTER_PARAMS : []), ...Object.keys(op.query ?? {})]);
          if (JSON.stringify(names('query')) !== JSON.stringify(query)) diffs.push(`query parameters [${names('query')}], expected [${query}]`);
          // A text body is documented when it has a name (verifyCa's `certificate`), not for the legacy /enroll.
          const documentedBody = !!op.body || !!(op.textBody && op.bodyName);
          if (names('body').length !== (documentedBody ? 1 : 0)) diffs.push(`body parameters [${names('body')}], expected ${documentedBody ? 'one' : 'none'}`);
          const statuses = Object.keys(served.responses ?? {}).map(Number);
          if (!statuses.includes(op.success.status)) diffs.push(`responses [${statuses}] lack the success status ${op.success.status}`);
          for (const s of op.errors) if (!statuses.includes(s)) diffs.push(`responses [${statuses}] lack error status ${s}`);
          // none: no security; session: zt-session required; optional: zt-session or nothing.
          const security = (served.security ?? []) as Json[];
          const withSession = security.some((s) => 'ztSession' in s);
          const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
          const expected = { none: [false, true], session: [true, false], optional: [true, true] }[op.auth];
          if (withSession !== expected[0] || anonymous !== expected[1]) diffs.push(`security ${JSON.stringify(served.security)} for auth "${op.auth}"`);
          assert.deepEqual(diffs, [], `${api} ${label(op)} in the served document:\n  - ${diffs.join('\n  - ')}`);
        });
      }
    });
  }
});
