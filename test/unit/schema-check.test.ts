import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { assertSchema, matchKeys, nullAsAbsent } from '../../src/services/core/schema-check';
import { ValidationError } from '../../src/services/core/errors';
import { Nullable, Tags } from '../../src/services/core/write-schema';

/** How the write gate reads input and words its refusals (services/core/schema-check.ts). */

const Precedence = Type.Union([Type.Literal('default'), Type.Literal('required'), Type.Literal('failed')]);
const Schema = Type.Object({
  name: Type.String({ minLength: 1 }),
  precedence: Type.Optional(Nullable(Precedence)),
  tags: Type.Optional(Tags),
  systems: Type.Optional(Type.Array(Type.Object({ type: Type.String(), versions: Type.Optional(Type.Array(Type.String())) }))),
  cost: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
});

function refusal(value: unknown): { field: string; reason: string } {
  try {
    assertSchema(Schema, value);
  } catch (err) {
    assert.ok(err instanceof ValidationError);
    const [cause] = err.fields;
    return { field: cause.field, reason: cause.reason };
  }
  assert.fail('accepted');
}

describe('refusals name one field and say what it takes', () => {
  test('an enumeration names its values once', () => {
    assert.deepEqual(refusal({ name: 'n', precedence: 'bogus' }), { field: 'precedence', reason: 'precedence must be one of "default", "required", "failed" or null' });
    assert.deepEqual(refusal({ name: 'n', precedence: 7 }), { field: 'precedence', reason: 'precedence must be one of "default", "required", "failed" or null' });
  });

  test('a union of kinds names them; the branch that came furthest names the deeper field', () => {
    assert.deepEqual(refusal({ name: 'n', tags: { a: { nested: 1 } } }), { field: 'tags.a', reason: 'tags.a must be a string, a boolean or null' });
    assert.deepEqual(refusal({ name: 'n', tags: 'x' }), { field: 'tags', reason: 'tags must be an object or null' });
  });

  test('array items are named with their index, missing fields as required, ranges as Ajv says them', () => {
    assert.deepEqual(refusal({ name: 'n', systems: [{ type: 'Linux' }, { type: 5 }] }), { field: 'systems[1].type', reason: 'systems[1].type must be a string' });
    assert.deepEqual(refusal({ systems: [] }), { field: 'name', reason: 'name is required' });
    assert.deepEqual(refusal({ name: 'n', cost: 70000 }), { field: 'cost', reason: 'cost must be <= 65535' });
    assert.deepEqual(refusal([]), { field: '(root)', reason: '(root) must be an object' });
  });
});

describe('REST keys are matched as Go matches them', () => {
  test('regardless of case, nested too; an exact key wins; map keys stay', () => {
    assert.deepEqual(matchKeys(Schema, { Name: 'n', SYSTEMS: [{ Type: 'Linux', Versions: ['1'] }], Tags: { MixedCase: 'x' } }), {
      name: 'n', systems: [{ type: 'Linux', versions: ['1'] }], tags: { MixedCase: 'x' },
    });
    assert.deepEqual(matchKeys(Schema, { Name: 'loser', name: 'winner' }), { name: 'winner' });
    assert.deepEqual(matchKeys(Schema, { unknown: 1 }), { unknown: 1 }, 'keys naming nothing stay (and are ignored)');
  });

  test('a __proto__ key stays a key', () => {
    const read = matchKeys(Schema, JSON.parse('{"__proto__": {"isAdmin": true}, "name": "n"}')) as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(read), Object.prototype);
    assert.ok(Object.hasOwn(read, '__proto__'));
    assert.equal((read as { isAdmin?: unknown }).isAdmin, undefined);
  });
});

describe('GraphQL input is read as the write schema reads it', () => {
  test('null where the schema takes none is absence; where it takes one it stays; unset fields are none; dates are RFC 3339', () => {
    const When = Type.Object({ at: Type.String({ format: 'date-time' }), cost: Type.Optional(Type.Integer()), precedence: Type.Optional(Nullable(Precedence)) });
    assert.deepEqual(nullAsAbsent(When, { at: new Date('2030-01-02T03:04:05Z'), cost: null, precedence: null, other: undefined }), {
      at: '2030-01-02T03:04:05.000Z', precedence: null,
    });
  });
});
