/**
 * Relations in the filter language (dotted to-one fields, anyOf/allOf/count/isEmpty over
 * to-many relations, `from x where …` set expressions, nested) compiled and run on a real
 * PostgreSQL: the SQL is valid, keeps values as parameters, and means what the language says.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from 'pg';
import { parseZitiQL } from '../../src/services/core/list/zitiql';
import { compileFilter, filterableFields, MAX_RELATION_HOPS, type SymbolTable } from '../../src/services/core/list/compile';
import { InvalidFilterError } from '../../src/services/core/errors';
import { idsMatching } from '../support/compiled-filter';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `zitiql_rel_${process.pid}_${Date.now()}`;
const t = (name: string) => `"${schema}"."${name}"`;
let client: Client | undefined;

const col = (name: string, type: 'string' | 'number' = 'string') => ({ sql: `e."${name}"`, type });

/** Teams have people; people belong to groups (as members, or otherwise), write notes, list group ids. */
const teams: SymbolTable = { idSql: 'e."id"', fields: { id: col('id'), name: col('name') } };
const groups: SymbolTable = {
  idSql: 'e."id"',
  fields: { id: col('id'), name: col('name'), size: col('size', 'number') },
  relations: {
    members: { kind: 'many', table: t('people'), target: () => people, link: { table: t('memberships'), from: 'group_id', to: 'person_id', where: { kind: 'member' } } },
  },
};
const notes: SymbolTable = { idSql: 'e."id"', fields: { id: col('id'), text: col('text') } };
const people: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: { id: col('id'), name: col('name'), team: col('team_id') },
  relations: {
    team: { kind: 'one', table: t('teams'), key: 'e."team_id"', target: () => teams },
    self: { kind: 'one', table: t('people'), key: 'e."id"', target: () => people },
    groups: { kind: 'many', table: t('groups'), target: () => groups, link: { table: t('memberships'), from: 'person_id', to: 'group_id', where: { kind: 'member' } } },
    notes: { kind: 'many', table: t('notes'), target: () => notes, link: { table: t('notes'), from: 'person_id', to: 'id' } },
    listed: { kind: 'many', table: t('groups'), target: () => groups, link: { arraySql: 'e."group_ids"' } },
  },
};

before(async () => {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  client = c;
  await c.query(`CREATE SCHEMA "${schema}"`);
  for (const ddl of [
    `CREATE TABLE ${t('teams')} (id text PRIMARY KEY, name text)`,
    `CREATE TABLE ${t('people')} (id text PRIMARY KEY, name text, team_id text, group_ids text[], tags jsonb)`,
    `CREATE TABLE ${t('groups')} (id text PRIMARY KEY, name text, size int)`,
    `CREATE TABLE ${t('memberships')} (person_id text, group_id text, kind text)`,
    `CREATE TABLE ${t('notes')} (id text PRIMARY KEY, person_id text, text text)`,
    `INSERT INTO ${t('teams')} VALUES ('t1', 'Red'), ('t2', 'Blue')`,
    `INSERT INTO ${t('people')} VALUES ('p1', 'Ann', 't1', '{g1}', '{"x":"1"}'), ('p2', 'Bob', 't2', '{g2,g3}', '{}'), ('p3', 'Cy', NULL, '{}', NULL)`,
    `INSERT INTO ${t('groups')} VALUES ('g1', 'alpha', 1), ('g2', 'beta', 5), ('g3', 'gamma', 9)`,
    `INSERT INTO ${t('memberships')} VALUES ('p1', 'g1', 'member'), ('p1', 'g2', 'member'), ('p2', 'g2', 'member'), ('p2', 'g3', 'other')`,
    `INSERT INTO ${t('notes')} VALUES ('n1', 'p1', 'hello'), ('n2', 'p3', 'x'), ('n3', 'p3', NULL)`,
  ]) await c.query(ddl);
});

after(async () => {
  if (!client) return;
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

function ids(filter: string): Promise<string[]> {
  return idsMatching(client, t('people'), people, filter);
}

async function check(cases: [string, string[]][]): Promise<void> {
  for (const [filter, expected] of cases) assert.deepEqual(await ids(filter), expected, filter);
}

test('dotted fields follow a to-one relation; a missing related row is a missing value', async () => {
  await check([
    ['team.name = "Red"', ['p1']],
    ['team.name != "Red"', ['p2', 'p3']],
    ['team.name = null', ['p3']],
    ['team.name != null', ['p1', 'p2']],
    ['team.name in ["Red", "Blue"] and name contains "o"', ['p2']],
    ['not team.name icontains "r"', ['p2', 'p3']],
    ['self.team.name = "Blue"', ['p2']],
    ['self.tags.x = "1"', ['p1']],
  ]);
});

test('anyOf, allOf, count and isEmpty over a to-many relation', async () => {
  await check([
    ['anyOf(groups) = "g2"', ['p1', 'p2']],
    ['anyOf(groups) = "g3"', []], // p2 is in g3, but not as a member
    ['allOf(groups) = "g2"', ['p2', 'p3']],
    ['anyOf(groups.name) = "alpha"', ['p1']],
    ['anyOf(groups.name) in ["beta", "gamma"]', ['p1', 'p2']],
    ['allOf(groups.size) < 5', ['p3']],
    ['allOf(groups.size) <= 5', ['p1', 'p2', 'p3']],
    ['not anyOf(groups.name) = "alpha"', ['p2', 'p3']],
    ['count(groups) = 2', ['p1']],
    ['count(groups) < 1', ['p3']],
    ['isEmpty(groups)', ['p3']],
    ['not isEmpty(groups)', ['p1', 'p2']],
    ['anyOf(notes.text) = "hello"', ['p1']],
    ['anyOf(notes.text) = null', ['p3']],
    ['anyOf(listed.name) = "gamma"', ['p2']],
    ['count(listed) = 2', ['p2']],
  ]);
});

test('set expressions select related rows with the related list\'s own fields, and nest', async () => {
  await check([
    ['not isEmpty(from groups where size > 3)', ['p1', 'p2']],
    ['isEmpty(from groups where size > 3)', ['p3']],
    ['count(from groups where name contains "a") = 2', ['p1']],
    ['count(from groups where name = "beta") = 1 and name = "Bob"', ['p2']],
    ['isEmpty(from notes where text = null)', ['p1', 'p2']],
    ['not isEmpty(from groups where not isEmpty(from members where team.name = "Blue"))', ['p1', 'p2']],
    ['not isEmpty(from groups where anyOf(members.name) = "Ann" and size > 1)', ['p1', 'p2']],
    ['not isEmpty(from listed where anyOf(members) = "p1")', ['p1', 'p2']],
    [`anyOf(groups.name) = "'; drop table ${'x'}; --"`, []],
  ]);
});

test('relation errors say what is wrong', () => {
  const deep = Array.from({ length: MAX_RELATION_HOPS + 1 }, () => 'self').join('.') + '.name = "Ann"';
  const cases: [string, string][] = [
    ['isEmpty(from nope where name = "x")', 'Unknown relation "nope"; the relations are groups, listed, notes'],
    ['isEmpty(from groups where nope = "x")', 'Unknown field "nope" of groups'],
    ['isEmpty(from groups where isEmpty(from nope where size = 1))', 'Unknown relation "nope" of groups; the relations are members'],
    ['anyOf(groups.nope) = "x"', 'Unknown field "nope" of groups'],
    ['team.nope = "x"', 'Unknown field "nope" of team'],
    ['groups.name = "x"', 'Field "groups.name" is a set of related entities and can only be used with anyOf or allOf'],
    ['count(team) = 1', 'count() needs a set field, "team" is not a set'], // the field `team` (its id) comes first
    ['count(self) = 1', 'count() needs a set, "self" is a single related entity'],
    ['anyOf(team.name) = "x"', 'anyOf() needs a set, "team" is a single related entity: compare team.name directly'],
    ['count(groups.name) = 1', 'count() needs a set, "groups.name" is a field of related entities: use count(groups) or count(from groups where ...)'],
    ['isEmpty(from groups where size > 1 limit 1)', 'sort, skip and limit can not be used in (from groups where ...)'],
    ['anyOf(groups.size) = "x"', 'Field "groups.size" is a number and can not be compared with a string'],
    [deep, `the filter follows more than ${MAX_RELATION_HOPS} relations one inside another`],
  ];
  for (const [filter, reason] of cases) {
    let error: unknown;
    try {
      compileFilter(parseZitiQL(filter), people);
    } catch (err) {
      error = err;
    }
    assert.ok(error instanceof InvalidFilterError, `${filter}: ${String(error)}`);
    assert.equal(error.causeMessage ?? error.message, reason, filter);
  }
});

test('filterableFields lists the to-many relations beside the fields', () => {
  assert.deepEqual(filterableFields(people), ['groups', 'id', 'listed', 'name', 'notes', 'team']);
});
