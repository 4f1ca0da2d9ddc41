import { test } from 'node:test';
import assert from 'node:assert/strict';
import { types } from 'pg';
import { useFastTextArrays } from '../../src/db/pg-types';

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

test('text arrays parse as pg-types parses them, for every kind of element PostgreSQL writes; other types keep their parsers', () => {
  const oids = [1009, 1015, 16, 20, 1000, 1007, 1082, 1114, 1184, 3802];
  const before = new Map(oids.map((oid) => [oid, types.getTypeParser(oid, 'text') as (v: string) => unknown]));
  useFastTextArrays();
  for (const oid of [1009, 1015]) {
    const ours = types.getTypeParser(oid, 'text') as (v: string) => unknown;
    const theirs = before.get(oid)!;
    assert.notEqual(ours, theirs, `oid ${oid} has the new parser`);
    for (const [literal, expected] of LITERALS) {
      assert.deepEqual(ours(literal), expected, `${oid}: ${literal}`);
      assert.deepEqual(ours(literal), theirs(literal), `${oid}: ${literal} as pg-types reads it`);
    }
  }
  for (const oid of oids.slice(2)) assert.equal(types.getTypeParser(oid, 'text'), before.get(oid), `oid ${oid} keeps its parser`);
});
