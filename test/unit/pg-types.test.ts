import { test } from 'node:test';
import assert from 'node:assert/strict';
import { types } from 'pg';
import { PG_TYPES } from '../../src/db/pg-types';

// Array literals as PostgreSQL writes them: quoted where an element is empty, holds a delimiter,
// brace, quote, backslash or white space, or reads NULL; NULL unquoted for a null element.
const LITERALS: [string, (string | null)[]][] = [
  ['{}', []],
  ['{a}', ['a']],
  ['{sbs-visible-x,sbs-services-x}', ['sbs-visible-x', 'sbs-services-x']],
  ['{"",b}', ['', 'b']],
  ['{"a,b","c}d","e{f"}', ['a,b', 'c}d', 'e{f']],
  ['{"say \\"hi\\"","back\\\\slash"}', ['say "hi"', 'back\\slash']],
  ['{"with space",NULL,"NULL"}', ['with space', null, 'NULL']],
  ['{ünï,日本}', ['ünï', '日本']],
];

test('text arrays parse as pg-types parses them, for every kind of element PostgreSQL writes', () => {
  for (const oid of [1009, 1015]) {
    const ours = PG_TYPES.getTypeParser(oid, 'text') as (v: string) => unknown;
    const theirs = types.getTypeParser(oid, 'text') as (v: string) => unknown;
    assert.notEqual(ours, theirs, `oid ${oid} has its own parser`);
    for (const [literal, expected] of LITERALS) {
      assert.deepEqual(ours(literal), expected, `${oid}: ${literal}`);
      assert.deepEqual(ours(literal), theirs(literal), `${oid}: ${literal} as pg-types reads it`);
    }
  }
});

// Timestamps as PostgreSQL writes them (ISO DateStyle), in UTC and other zones.
const TIMESTAMPS = [
  '2026-11-27 23:31:17.102+00', '2026-11-27 23:31:17+00', '2026-11-27 23:31:17.123456+00', '2026-01-02 03:04:05.6+05:30',
  '1999-12-31 23:59:59.999-08', '0044-03-15 12:00:00+00 BC', '0099-01-01 00:00:00+00', '2026-11-27 23:31:17.102', 'infinity', '-infinity',
];

test('timestamps parse as pg-types parses them: fractions, zones, BC, early years, infinities, none', () => {
  for (const oid of [1114, 1184]) {
    const ours = PG_TYPES.getTypeParser(oid, 'text') as (v: string) => unknown;
    const theirs = types.getTypeParser(oid, 'text') as (v: string) => unknown;
    assert.notEqual(ours, theirs, `oid ${oid} has its own parser`);
    for (const literal of TIMESTAMPS) {
      const [a, b] = [ours(literal), theirs(literal)];
      assert.deepEqual(a instanceof Date ? a.getTime() : a, b instanceof Date ? b.getTime() : b, `${oid}: ${literal}`);
    }
  }
  assert.equal((PG_TYPES.getTypeParser(1184, 'text') as (v: string) => Date)('2026-11-27 23:31:17.102+00').toISOString(), '2026-11-27T23:31:17.102Z');
});

test('every other type keeps the parser pg has for it', () => {
  for (const oid of [16, 20, 23, 25, 114, 1000, 1007, 1082, 3802]) {
    assert.equal(PG_TYPES.getTypeParser(oid, 'text'), types.getTypeParser(oid, 'text'), `oid ${oid}`);
  }
});
