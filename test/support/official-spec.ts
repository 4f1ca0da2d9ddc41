import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv, { type ValidateFunction } from 'ajv';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

/**
 * The official OpenZiti Edge API specs (OPENZITI_SPEC_DIR, by default ../shared/openziti-spec
 * next to the repository), used only as test oracles: where they are, every response our server
 * gives is validated against them; suites that need them are skipped where they are not.
 */
export type ApiName = 'client' | 'management' | 'fabric';
type Json = Record<string, any>;

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const SPEC_DIR = process.env.OPENZITI_SPEC_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'openziti-spec');

/**
 * OpenZiti's fabric spec (controller/specs/swagger.yml of openziti/ziti): OPENZITI_FABRIC_SPEC,
 * else fabric.yml beside the Edge specs. Optional: tests assert the fabric's fields themselves,
 * and validate against it too where it is present.
 */
const FABRIC_SPEC = process.env.OPENZITI_FABRIC_SPEC ?? path.join(SPEC_DIR, 'fabric.yml');
const specFile = (api: ApiName) => (api === 'fabric' ? FABRIC_SPEC : path.join(SPEC_DIR, `${api}.yml`));

/** Whether the official spec of an API is at hand; without one, of both Edge APIs. */
export function specAvailable(api?: ApiName): boolean {
  if (api) return fs.existsSync(specFile(api));
  return fs.existsSync(specFile('client')) && fs.existsSync(specFile('management'));
}

/** Why a test that needs the official spec is skipped: where it was looked for, and how to point the tests at it. */
export const SPEC_MISSING = `the official OpenZiti spec (client.yml, management.yml) is not in ${SPEC_DIR}: set OPENZITI_SPEC_DIR to its directory`;

/**
 * A suite that needs the official spec. Without the spec it is skipped with the reason, except
 * under CI (CI=true), where a missing spec is a failing test instead.
 */
export function describeWithOfficialSpec(name: string, fn: () => void): void {
  if (specAvailable()) {
    describe(name, fn);
    return;
  }
  if (/^(true|1)$/i.test(process.env.CI ?? '')) {
    test(name, () => assert.fail(`${SPEC_MISSING}: under CI this is a failure, not a skip`));
    return;
  }
  describe(name, { skip: SPEC_MISSING }, fn);
}

const specs = new Map<ApiName, Json>();
export function officialSpec(api: ApiName): Json {
  let spec = specs.get(api);
  if (!spec) {
    // The fabric spec writes a flow mapping over several lines, less indented than YAML allows
    // (Go's parser accepts it, js-yaml does not): joined onto one line first.
    const text = fs.readFileSync(specFile(api), 'utf8').replace(/\{\s*\n\s*([^{}\n]+)\n\s*\}/g, '{ $1 }');
    spec = yaml.load(text) as Json;
    specs.set(api, spec);
  }
  return spec;
}

export interface OfficialOperation {
  api: ApiName;
  method: string;
  path: string;
  operationId?: string;
  op: Json;
}

export function officialOperations(api: ApiName): OfficialOperation[] {
  const out: OfficialOperation[] = [];
  for (const [p, item] of Object.entries(officialSpec(api).paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (method === 'parameters') continue;
      out.push({ api, method, path: p, operationId: (op as Json).operationId, op: op as Json });
    }
  }
  return out;
}

/** Finds the official operation serving a concrete request path (without base path or query). */
export function findOfficialOperation(api: ApiName, method: string, concretePath: string): OfficialOperation | undefined {
  const segs = concretePath.split('/').filter(Boolean);
  const candidates = officialOperations(api).filter((o) => o.method === method.toLowerCase());
  const match = (template: string) => {
    const t = template.split('/').filter(Boolean);
    return t.length === segs.length && t.every((s, i) => s.startsWith('{') || s === segs[i]);
  };
  // Prefer the template with the most literal segments (e.g. /current-identity over /{id}).
  return candidates
    .filter((o) => match(o.path))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
}

/** Rewrites Swagger 2.0 quirks into JSON Schema that ajv understands as go-swagger means them. */
function toJsonSchema(s: any): any {
  if (Array.isArray(s)) return s.map(toJsonSchema);
  if (!s || typeof s !== 'object') return s;
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'example' || k === 'examples') continue;
    out[k] = toJsonSchema(v);
  }
  // `type: object` with nothing else is interface{} in go-swagger: any JSON value.
  if (out.type === 'object' && !out.properties && !out.additionalProperties && !out.allOf && Object.keys(out).every((k) => ['type', 'description'].includes(k))) {
    delete out.type;
  }
  if (out['x-nullable'] === true) {
    delete out['x-nullable'];
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const validators = new Map<string, ValidateFunction>();
const ajvs = new Map<ApiName, Ajv>();

function ajvFor(api: ApiName): Ajv {
  let ajv = ajvs.get(api);
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    for (const f of ['uri', 'url', 'int64', 'int32', 'uuid', 'date', 'double', 'float']) ajv.addFormat(f, true);
    ajv.addFormat('date-time', (v: string) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d\d-\d\dT/.test(v));
    ajv.addSchema({ $id: 'spec', definitions: toJsonSchema(officialSpec(api).definitions) });
    ajvs.set(api, ajv);
  }
  return ajv;
}

function refsToSpec(s: any): any {
  if (Array.isArray(s)) return s.map(refsToSpec);
  if (!s || typeof s !== 'object') return s;
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) out[k] = k === '$ref' && typeof v === 'string' ? `spec${v}` : refsToSpec(v);
  return out;
}

export interface SpecCheck {
  operation?: OfficialOperation;
  errors: string[];
}

/** Validates one response against the official schema for its operation and status. */
export function checkResponse(api: ApiName, method: string, concretePath: string, status: number, body: unknown): SpecCheck {
  const operation = findOfficialOperation(api, method, concretePath);
  if (!operation) return { errors: [] };
  const responses = operation.op.responses as Json;
  const declared = responses[String(status)] ?? (status >= 400 ? { schema: { $ref: '#/definitions/apiErrorEnvelope' } } : responses.default);
  if (!declared) return { operation, errors: [`status ${status} is not documented for ${operation.operationId ?? operation.path}`] };
  if (!declared.schema) return { operation, errors: [] };
  const key = `${api} ${operation.method} ${operation.path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajvFor(api).compile(refsToSpec(toJsonSchema(declared.schema)));
    validators.set(key, validate);
  }
  if (validate(body)) return { operation, errors: [] };
  return { operation, errors: (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`) };
}
