/**
 * Runs the SQL produced by the ZitiQL compiler against a real PostgreSQL, to prove it
 * is valid and means what the filter language says. Fails (never skips) when the
 * database is unreachable.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'pg';
import { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, MAX_FILTER_TERMS } from '../../src/services/core/list/zitiql';
import type { SymbolTable } from '../../src/services/core/list/compile';
import { idsMatching } from '../support/compiled-filter';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `zitiql_test_${process.pid}_${Date.now()}`;
let client: Client | undefined;

const symbols: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    id: { sql: 'e."id"', type: 'string' },
    name: { sql: 'e."name"', type: 'string' },
    cost: { sql: 'e."cost"', type: 'number' },
    isAdmin: { sql: 'e."is_admin"', type: 'boolean' },
    createdAt: { sql: 'e."created_at"', type: 'datetime' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true },
  },
};

// Row c is all NULLs, d has an empty set and a JSON null tag.
const ROWS = `
  ('a', 'Alpha',    10,   true,  '2020-01-01T00:00:00Z', '{red,blue}',   '{"env":"prod","n":5,"flag":true}'),
  ('b', 'beta%',    20,   false, '2021-06-15T12:00:00Z', '{red}',        '{"env":"dev","n":"5","flag":false}'),
  ('c', NULL,       NULL, NULL,  NULL,                   NULL,           NULL),
  ('d', 'Gamma_x',  30,   false, '2022-03-01T00:00:00Z', '{}',           '{"env":null,"n":7.5}'),
  ('e', 'alphabet', 0,    true,  '2023-01-01T00:00:00Z', '{blue,green}', '{"service-id":"s1","n":"abc"}')`;

before(async () => {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  client = c;
  await c.query(`CREATE SCHEMA "${schema}"`);
  await c.query(`CREATE TABLE "${schema}".items (
    id text PRIMARY KEY, name text, cost int, is_admin boolean, created_at timestamptz,
    role_attributes text[], tags jsonb)`);
  await c.query(`INSERT INTO "${schema}".items VALUES ${ROWS}`);
});

after(async () => {
  if (!client) return;
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

/** The ids of the rows the filter selects, in order. */
function ids(filter: string): Promise<string[]> {
  return idsMatching(client, `"${schema}".items`, symbols, filter);
}

async function check(cases: [string, string[]][]): Promise<void> {
  for (const [filter, expected] of cases) assert.deepEqual(await ids(filter), expected, filter);
}

test('plain comparisons and NULL semantics', async () => {
  await check([
    ['', ['a', 'b', 'c', 'd', 'e']],
    ['true', ['a', 'b', 'c', 'd', 'e']],
    ['false', []],
    ['name = "Alpha"', ['a']],
    ['name != "Alpha"', ['b', 'c', 'd', 'e']],
    ['name = null', ['c']],
    ['name != null', ['a', 'b', 'd', 'e']],
    ['id > "b" and id <= "d"', ['c', 'd']], // ids avoid collation-dependent ordering
    ['name in ["Alpha", "beta%"]', ['a', 'b']],
    ['name not in ["Alpha", "beta%"]', ['c', 'd', 'e']],
    ['name = 5', []],
    ['cost = 10', ['a']],
    ['cost = 10.5', []],
    ['cost > 10', ['b', 'd']],
    ['cost != 10', ['b', 'c', 'd', 'e']],
    ['cost in [10, 30]', ['a', 'd']],
    ['cost not in [10, 30]', ['b', 'c', 'e']],
    ['cost between 10 and 30', ['a', 'b']],
    ['cost not between 10 and 30', ['d', 'e']],
    ['cost >= -1.5e1 and cost <= 1e1', ['a', 'e']],
    ['isAdmin', ['a', 'e']],
    ['isAdmin = false', ['b', 'd']],
    ['isAdmin != true', ['b', 'c', 'd']],
  ]);
});

test('contains and icontains treat % and _ literally and NULL as "does not contain"', async () => {
  await check([
    ['name contains "%"', ['b']],
    ['name contains "_"', ['d']],
    ['name contains "lph"', ['a', 'e']],
    ['name contains "alpha"', ['e']],
    ['name not contains "a"', ['c']],
    ['name icontains "ALPHA"', ['a', 'e']],
    ['name not icontains "alpha"', ['b', 'c', 'd']],
    ['cost = 0 and name contains ""', ['e']],
  ]);
});

test('NOT of a comparison on a missing value is true', async () => {
  await check([
    ['not name = "Alpha"', ['b', 'c', 'd', 'e']],
    ['not isAdmin', ['b', 'c', 'd']],
    ['not (name = "Alpha" or cost > 15)', ['c', 'e']],
    ['not cost between 10 and 30', ['c', 'd', 'e']],
    ['not not cost = 10', ['a']],
    ['name = "Alpha" or cost = 20 and isAdmin', ['a']],
    ['isAdmin and name icontains "a" or cost = 20', ['a', 'e']],
  ]);
});

test('datetimes', async () => {
  await check([
    ['createdAt >= datetime(2021-01-01T00:00:00Z) and createdAt < datetime(2022-06-01T00:00:00+02:00)', ['b', 'd']],
    ['createdAt between datetime(2020-01-01T00:00:00Z) and datetime(2021-06-15T12:00:00Z)', ['a']],
    ['createdAt in [datetime(2020-01-01T01:00:00+01:00), datetime(2023-01-01T00:00:00.000Z)]', ['a', 'e']],
    ['createdAt != datetime(2020-01-01T00:00:00Z)', ['b', 'c', 'd', 'e']],
    ['createdAt = null', ['c']],
  ]);
});

test('set functions', async () => {
  await check([
    ['anyOf(roleAttributes) = "red"', ['a', 'b']],
    ['anyOf(roleAttributes) != "red"', ['a', 'e']],
    ['anyOf(roleAttributes) contains "ee"', ['e']],
    ['anyOf(roleAttributes) in ["green", "nope"]', ['e']],
    ['not anyOf(roleAttributes) = "red"', ['c', 'd', 'e']],
    ['allOf(roleAttributes) = "red"', ['b', 'c', 'd']],
    ['allOf(roleAttributes) in ["blue", "green"]', ['c', 'd', 'e']],
    ['allOf(roleAttributes) icontains "E"', ['a', 'b', 'c', 'd', 'e']],
    ['count(roleAttributes) = 2', ['a', 'e']],
    ['count(roleAttributes) < 1', ['c', 'd']],
    ['count(roleAttributes) between 1 and 2', ['b']],
    ['isEmpty(roleAttributes)', ['c', 'd']],
    ['not isEmpty(roleAttributes)', ['a', 'b', 'e']],
    [' name icontains "a" and anyOf(roleAttributes) = "red" or anyOf(roleAttributes) = "green"', ['a', 'b', 'e']],
  ]);
});

test('map keys', async () => {
  await check([
    ['tags.env = "prod"', ['a']],
    ['tags.env != "prod"', ['b', 'c', 'd', 'e']],
    ['tags.env in ["prod", "dev"]', ['a', 'b']],
    ['tags.env icontains "PR"', ['a']],
    ['tags.env not contains "o"', ['b', 'c', 'd', 'e']],
    ['tags.env = null', ['c', 'd', 'e']],
    ['tags.env != null', ['a', 'b']],
    ['tags.n = 5', ['a']],
    ['tags.n > 6', ['d']],
    ['tags.n between 5 and 8', ['a', 'd']],
    ['tags.n != 5', ['b', 'c', 'd', 'e']],
    ['tags.flag = true', ['a']],
    ['tags.flag = false', ['b']],
    ['tags.flag', ['a']],
    ['tags.flag != true', ['b', 'c', 'd', 'e']],
    ['tags.service-id = "s1"', ['e']],
    [`tags.x = "'; drop table items; --"`, []],
  ]);
});

test('sort, skip and limit', async () => {
  await check([
    ['createdAt != null sort by createdAt desc', ['e', 'd', 'b', 'a']],
    ['isAdmin = false sort by isAdmin', ['b', 'd']],
    ['sort by cost skip 1 limit 2', ['a', 'b']],
    ['sort by isAdmin desc, cost desc limit 3', ['c', 'a', 'e']],
    ['sort by id desc', ['e', 'd', 'c', 'b', 'a']],
    ['skip 3 limit none', ['d', 'e']],
  ]);
});

test('the largest filters the limits allow run on PostgreSQL and mean what they say', async () => {
  const d = MAX_FILTER_DEPTH;
  const n = MAX_FILTER_TERMS;
  await check([
    ['not '.repeat(d) + 'isAdmin', ['a', 'e']],
    ['not '.repeat(d - 1) + 'isAdmin', ['b', 'c', 'd']],
    ['('.repeat(d) + 'name = "Alpha"' + ')'.repeat(d), ['a']],
    ['(not '.repeat(d / 2) + 'cost = 20' + ')'.repeat(d / 2), ['b']],
    [Array.from({ length: n }, (_, i) => `cost = ${10 + 20 * i}`).join(' or '), ['a', 'd']],
    [Array.from({ length: n }, (_, i) => `cost != ${-i}`).join(' and '), ['a', 'b', 'c', 'd']],
    [Array.from({ length: n }, (_, i) => `tags.n not in [${i}, 5]`).join(' and '), ['b', 'c', 'd', 'e']],
  ]);
  // The most parameters one filter can make: a list of one-character values filling the length limit.
  const values = `tags.n not in [${'1,'.repeat(Math.floor((MAX_FILTER_LENGTH - 17) / 2))}5]`;
  assert.ok(values.length <= MAX_FILTER_LENGTH);
  await check([[values, ['b', 'c', 'd', 'e']]]);
});
