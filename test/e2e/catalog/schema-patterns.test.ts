import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { unique } from '../../support/fixtures';
import { requireFieldError, requireOk } from '../../support/rest-client';

/**
 * Config type schemas are user input, and so are their regular expressions: `pattern` and
 * `patternProperties` run on a linear-time engine (RE2), so a pattern that backtracks
 * exponentially on the native engine (`^(a+)+$` on 40 characters: days) answers at once; what
 * RE2 can not run (backreferences, lookaround) makes the schema invalid when it is created.
 */
const server = useTestServer();

/** 40 'a's and a mismatch: each one more doubles the native engine's work on `^(a+)+$`. */
const EVIL = `${'a'.repeat(40)}!`;

async function configType(schema: Record<string, unknown>): Promise<string> {
  return requireOk(await server.mgmt.post('/config-types', { name: unique('re'), schema }), 201).id;
}

test('a catastrophic pattern answers at once: the value is refused, other values pass', async () => {
  const typeId = await configType({ type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } } });
  const refused = requireFieldError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { name: EVIL } }), 'data.name');
  assert.match(refused.cause.reason, /must match pattern/);
  requireOk(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { name: 'a'.repeat(40) } }), 201);
  // The server was never held: an unrelated request is answered as usual.
  requireOk(await server.mgmt.get('/version'));
});

test('patternProperties run on the same engine', async () => {
  const typeId = await configType({ type: 'object', patternProperties: { '^(a+)+$': { type: 'integer' } }, additionalProperties: false });
  requireFieldError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { [EVIL]: 1 } }), `data.${EVIL}`);
  requireOk(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { aaa: 1 } }), 201);
});

test('ECMAScript syntax (escapes, classes, \\u, named groups) keeps its meaning', async () => {
  const typeId = await configType({ type: 'object', properties: { v: { type: 'string', pattern: '^(?<word>[\\u0041-\\u005A]\\d+)\\/x\\.y$' } } });
  requireOk(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { v: 'B42/x.y' } }), 201);
  requireFieldError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { v: 'b42/x.y' } }), 'data.v');
  requireFieldError(await server.mgmt.post('/configs', { name: unique('c'), configTypeId: typeId, data: { v: 'B42/xzy' } }), 'data.v');
});

test('backreferences and lookaround make the schema invalid at create time, saying why; so does invalid syntax', async () => {
  for (const pattern of ['^(a)\\1$', '^(?<n>a)\\k<n>$', '^(?=a)a$', '^(?!b)a$', '(?<=a)b']) {
    const err = requireFieldError(await server.mgmt.post('/config-types', { name: unique('re'), schema: { type: 'string', pattern } }), 'schema');
    assert.match(err.cause.reason, /linear-time engine/, `${pattern}: ${err.cause.reason}`);
  }
  for (const schema of [{ type: 'string', pattern: '(' }, { type: 'object', patternProperties: { '(?=x)': { type: 'integer' } } }]) {
    requireFieldError(await server.mgmt.post('/config-types', { name: unique('re'), schema }), 'schema');
  }
});

test('an imported document carrying a catastrophic pattern is refused at once, and changes nothing', async () => {
  const doc = requireOk(await server.mgmt.get('/database/export'));
  const typeName = unique('re-import');
  doc.configTypes.push({ name: typeName, schema: { type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } } }, tags: {} });
  doc.configs.push({ name: unique('re-import-config'), configType: typeName, data: { name: EVIL }, tags: {} });
  const err = requireFieldError(await server.mgmt.post('/database/import', doc), `configs[${doc.configs.length - 1}].data.name`);
  assert.match(err.cause.reason, /must match pattern/);
  const types = requireOk(await server.mgmt.get(`/config-types?filter=${encodeURIComponent(`name = "${typeName}"`)}`));
  assert.deepEqual(types, [], 'the import changed nothing');
});
