import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, InvalidFilterError, InvalidSortError } from '../../src/services/core/errors';
import {
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  MAX_FILTER_TERMS,
  parseZitiQL,
  type BoolExpr,
  type Lhs,
  type SetExpr,
  type ZqlValue,
} from '../../src/services/core/list/zitiql';
import { compileFilter, filterableFields, parseSortParam, type SymbolTable } from '../../src/services/core/list/compile';

// ---------------------------------------------------------------------------
// helpers

/** Renders an AST fully parenthesised, so nesting is visible in one string. */
function show(e: BoolExpr): string {
  switch (e.type) {
    case 'and':
    case 'or':
      return `(${show(e.left)} ${e.type} ${show(e.right)})`;
    case 'not':
      return `not ${show(e.expr)}`;
    case 'literal':
      return String(e.value);
    case 'boolField':
      return e.name;
    case 'isEmpty':
      return `isEmpty(${showSet(e.set)})`;
    case 'compare':
      return `${showLhs(e.lhs)} ${e.op} ${showValue(e.value)}`;
    case 'in':
      return `${showLhs(e.lhs)} ${e.negated ? 'not in' : 'in'} [${e.values.map(showValue).join(', ')}]`;
    case 'between':
      return `${showLhs(e.lhs)} ${e.negated ? 'not between' : 'between'} ${showValue(e.low)} and ${showValue(e.high)}`;
    case 'contains':
      return `${showLhs(e.lhs)} ${e.negated ? 'not ' : ''}${e.insensitive ? 'icontains' : 'contains'} ${showValue(e.value)}`;
  }
}

function showLhs(l: Lhs): string {
  return l.kind === 'field' ? l.name : l.kind === 'count' ? `count(${showSet(l.set)})` : `${l.kind}(${l.name})`;
}

function showSet(s: SetExpr): string {
  return s.kind === 'field' ? s.name : `from ${s.entity} where ${s.query.where ? show(s.query.where) : ''}`;
}

function showValue(v: ZqlValue): string {
  switch (v.kind) {
    case 'string':
      return JSON.stringify(v.value);
    case 'datetime':
      return `datetime(${v.value.toISOString()})`;
    case 'null':
      return 'null';
    default:
      return String(v.value);
  }
}

function where(filter: string): string {
  const q = parseZitiQL(filter);
  assert.ok(q.where, `no where clause in ${filter}`);
  return show(q.where);
}

/** Runs fn and returns the thrown ApiError's class and detailed reason. */
function failure(fn: () => unknown): { type: string; reason: string } {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ApiError, `expected an ApiError, got ${String(err)}`);
    return { type: err.constructor.name, reason: err.causeMessage ?? '' };
  }
  assert.fail('expected an error');
}

const symbols: SymbolTable = {
  idSql: 'e."id"',
  maps: { tags: 'e."tags"' },
  fields: {
    id: { sql: 'e."id"', type: 'string' },
    name: { sql: 'e."name"', type: 'string' },
    semantic: { sql: 'e."semantic"', type: 'string' },
    method: { sql: 'e."method"', type: 'string' },
    identity: { sql: 'e."identity_id"', type: 'string' },
    type: { sql: 'e."type"', type: 'string' },
    externalId: { sql: 'e."external_id"', type: 'string' },
    edgeRouter: { sql: 'e."edge_router_id"', type: 'string' },
    'service.name': { sql: '(SELECT s."name" FROM "services" s WHERE s."id" = e."service_id")', type: 'string' },
    cost: { sql: 'e."cost"', type: 'number' },
    isAdmin: { sql: 'e."is_admin"', type: 'boolean' },
    createdAt: { sql: 'e."created_at"', type: 'datetime' },
    roleAttributes: { sql: 'e."role_attributes"', type: 'string', set: true },
    secret: { sql: 'e."secret"', type: 'string', sortable: false },
  },
};

function compile(filter: string) {
  const c = compileFilter(parseZitiQL(filter), symbols);
  // Every `?` in the SQL must be a placeholder with a matching parameter.
  assert.equal(c.where.split('?').length - 1, c.params.length, `placeholder count in ${c.where}`);
  return c;
}

// ---------------------------------------------------------------------------
// parsing

test('AND and OR share one precedence level and nest to the right; NOT covers the rest', () => {
  const cases: [string, string][] = [
    ['a = 1 and b = 2 or c = 3', '(a = 1 and (b = 2 or c = 3))'],
    ['a = 1 or b = 2 and c = 3', '(a = 1 or (b = 2 and c = 3))'],
    ['a = 1 and b = 2 and c = 3', '(a = 1 and (b = 2 and c = 3))'],
    ['not a = 1 and b = 2', 'not (a = 1 and b = 2)'],
    ['a = 1 and not b = 2 or c = 3', '(a = 1 and not (b = 2 or c = 3))'],
    ['(a = 1 or b = 2) and c = 3', '((a = 1 or b = 2) and c = 3)'],
    ['not (a = 1) or b = 2', 'not (a = 1 or b = 2)'],
    ['(not a = 1) or b = 2', '(not a = 1 or b = 2)'],
    ['not not isAdmin', 'not not isAdmin'],
    ['isAdmin and true or false', '(isAdmin and (true or false))'],
    ['((a = 1))', 'a = 1'],
  ];
  for (const [input, expected] of cases) assert.equal(where(input), expected, input);
});

test('every operator parses', () => {
  const cases: [string, string][] = [
    ['a = "x"', 'a = "x"'],
    ['a != "x"', 'a != "x"'],
    ['a < 1', 'a < 1'],
    ['a <= 1.5', 'a <= 1.5'],
    ['a > -2', 'a > -2'],
    ['a >= 1e3', 'a >= 1000'],
    ['a = true', 'a = true'],
    ['a != false', 'a != false'],
    ['a = null', 'a = null'],
    ['a != null', 'a != null'],
    ['a in ["x", "y"]', 'a in ["x", "y"]'],
    ['a not in [1, 2]', 'a not in [1, 2]'],
    ['a in [datetime(2000-01-02T03:04:05Z)]', 'a in [datetime(2000-01-02T03:04:05.000Z)]'],
    ['a between 1 and 5', 'a between 1 and 5'],
    ['a not between 1 and 5', 'a not between 1 and 5'],
    [
      'a between datetime(2000-01-01T00:00:00Z) and datetime(2001-01-01T00:00:00Z)',
      'a between datetime(2000-01-01T00:00:00.000Z) and datetime(2001-01-01T00:00:00.000Z)',
    ],
    ['a contains "x"', 'a contains "x"'],
    ['a contains 5', 'a contains 5'],
    ['a not contains "x"', 'a not contains "x"'],
    ['a icontains "x"', 'a icontains "x"'],
    ['a not icontains "x"', 'a not icontains "x"'],
    ['anyOf(roles) = "x"', 'anyOf(roles) = "x"'],
    ['allOf(roles) contains "x"', 'allOf(roles) contains "x"'],
    ['count(roles) >= 2', 'count(roles) >= 2'],
    ['isEmpty(roles)', 'isEmpty(roles)'],
    ['isAdmin', 'isAdmin'],
    ['true', 'true'],
    ['false', 'false'],
    ['isEmpty(from servicePolicies where anyOf(services) = "x")', 'isEmpty(from servicePolicies where anyOf(services) = "x")'],
  ];
  for (const [input, expected] of cases) assert.equal(where(input), expected, input);
});

test('lexical rules: keywords, whitespace, identifiers, numbers', () => {
  const cases: [string, string][] = [
    ['a=1', 'a = 1'],
    ['a   =\n\t1\r\n', 'a = 1'],
    ['a = 1 AND b = 2 Or NOT c CONTAINS "x"', '(a = 1 and (b = 2 or not c contains "x"))'],
    ['ANYOF(r) = "x" and IsEmpty(r) and COUNT(r) = 0', '(anyOf(r) = "x" and (isEmpty(r) and count(r) = 0))'],
    ['a = TRUE and b = Null', '(a = true and b = null)'],
    ['a NOT IN ["x"] and b Not Between 1 AND 2', '(a not in ["x"] and b not between 1 and 2)'],
    ["'name' = 1", 'name = 1'],
    ["'sort' = 1", 'sort = 1'],
    ['tags.service-id = "x"', 'tags.service-id = "x"'],
    ['service.name = "x"', 'service.name = "x"'],
    ["'tags.a-b' = 1", 'tags.a-b = 1'],
    ['a_b = 0', 'a_b = 0'],
    ['a = -0.25', 'a = -0.25'],
    ['a = 2E-1', 'a = 0.2'],
    ['a = 1e+2', 'a = 100'],
  ];
  for (const [input, expected] of cases) assert.equal(where(input), expected, input);
});

test('string escapes', () => {
  const q = parseZitiQL(String.raw`name = "a\"b\\c\fd\ne\rf\tg 'h'"`);
  assert.deepEqual(q.where, {
    type: 'compare',
    lhs: { kind: 'field', name: 'name' },
    op: '=',
    value: { kind: 'string', value: 'a"b\\c\fd\ne\rf\tg \'h\'' },
  });
  assert.equal(where('name = ""'), 'name = ""');
});

test('datetime literals are RFC 3339 date-times', () => {
  const cases: [string, string][] = [
    ['2000-01-02T03:04:05Z', '2000-01-02T03:04:05.000Z'],
    ['2000-01-02t03:04:05z', '2000-01-02T03:04:05.000Z'],
    ['2000-01-02T03:04:05.123456+02:00', '2000-01-02T01:04:05.123Z'],
    ['2000-01-02T03:04:05.5-01:30', '2000-01-02T04:34:05.500Z'],
    [' 2024-02-29T23:59:59Z\t', '2024-02-29T23:59:59.000Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
  ];
  for (const [text, iso] of cases) {
    const q = parseZitiQL(`createdAt > datetime(${text})`);
    assert.ok(q.where?.type === 'compare' && q.where.value.kind === 'datetime', text);
    assert.equal(q.where.value.value.toISOString(), iso, text);
  }
  assert.equal(where('createdAt > DateTime(2000-01-02T03:04:05Z)'), 'createdAt > datetime(2000-01-02T03:04:05.000Z)');
});

test('sort, skip and limit', () => {
  const cases: [string, object][] = [
    ['', { sort: [] }],
    ['  \n\t ', { sort: [] }],
    ['skip 10 limit 10', { sort: [], skip: 10, limit: 10 }],
    ['limit none', { sort: [], limit: 'none' }],
    ['LIMIT NONE', { sort: [], limit: 'none' }],
    ['skip 0', { sort: [], skip: 0 }],
    ['sort by name limit none', { sort: [{ field: 'name', dir: 'asc' }], limit: 'none' }],
    [
      'sort by a, b desc, c ASC skip 1',
      { sort: [{ field: 'a', dir: 'asc' }, { field: 'b', dir: 'desc' }, { field: 'c', dir: 'asc' }], skip: 1 },
    ],
    ['sort by a,b', { sort: [{ field: 'a', dir: 'asc' }, { field: 'b', dir: 'asc' }] }],
  ];
  for (const [input, expected] of cases) assert.deepEqual(parseZitiQL(input), expected, input);

  const q = parseZitiQL('id contains "p" sort by id skip 1 limit 2');
  assert.equal(q.where && show(q.where), 'id contains "p"');
  assert.deepEqual([q.sort, q.skip, q.limit], [[{ field: 'id', dir: 'asc' }], 1, 2]);
});

test('parse errors name the offending symbol and its position', () => {
  const cases: [string, string][] = [
    ['x1 = 2', 'Unexpected symbol: "1" at line: 1 column: 2'],
    ['name = "abc', 'Unexpected end of input at line: 1 column: 12'],
    ['a = 1 and', 'Unexpected end of input at line: 1 column: 10'],
    ['(a = 1', 'Unexpected end of input at line: 1 column: 7'],
    ['sort by', 'Unexpected end of input at line: 1 column: 8'],
    ['a = 1)', 'Unexpected symbol: ")" at line: 1 column: 6'],
    ['a = 1 b = 2', 'Unexpected symbol: "b" at line: 1 column: 7'],
    ['a = 007', 'Unexpected symbol: "007" at line: 1 column: 5'],
    ['a = 1abc', 'Unexpected symbol: "1abc" at line: 1 column: 5'],
    ['a in []', 'Unexpected symbol: "]" at line: 1 column: 7'],
    ['a in [1, "x"]', 'Unexpected symbol: ""x"" at line: 1 column: 10'],
    ['a between 1 and datetime(2000-01-01T00:00:00Z)', 'Unexpected symbol: "datetime(2000-01-01T00:00:00Z)" at line: 1 column: 17'],
    ['a between "a" and "b"', 'Unexpected symbol: ""a"" at line: 1 column: 11'],
    ['limit 5 skip 2', 'Unexpected symbol: "skip" at line: 1 column: 9'],
    ['a like "x"', 'Unexpected symbol: "like" at line: 1 column: 3'],
    ['a is null', 'Unexpected symbol: "is" at line: 1 column: 3'],
    ['a not = 1', 'Unexpected symbol: "=" at line: 1 column: 7'],
    ['name < true', 'Unexpected symbol: "true" at line: 1 column: 8'],
    ['name < null', 'Unexpected symbol: "null" at line: 1 column: 8'],
    ['name icontains 5', 'Unexpected symbol: "5" at line: 1 column: 16'],
    ['name contains true', 'Unexpected symbol: "true" at line: 1 column: 15'],
    ['name = "a\\qb"', 'Unexpected symbol: "\\q" at line: 1 column: 10'],
    ["name = 'x'", `Unexpected symbol: "'x'" at line: 1 column: 8`],
    ['a ~ 1', 'Unexpected symbol: "~" at line: 1 column: 3'],
    ['x.1 = 2', 'Unexpected symbol: "." at line: 1 column: 2'],
    ['a = 1\nand b ~ 2', 'Unexpected symbol: "~" at line: 2 column: 7'],
    ['name = "multi\nline" and ~', 'Unexpected symbol: "~" at line: 2 column: 11'],
    ['name = "multi\nli\\xe"', 'Unexpected symbol: "\\x" at line: 2 column: 3'],
    ["'x-y' = 1", `Unexpected symbol: "'" at line: 1 column: 1`],
    ['a = -', 'Unexpected symbol: "-" at line: 1 column: 5'],
    ['a = 1.', 'Unexpected symbol: "1." at line: 1 column: 5'],
    ['name = "a\u0000b"', 'Unexpected symbol: "\\0" at line: 1 column: 10'],
    ['createdAt > datetime(2000-01-02)', 'Unexpected symbol: "datetime(2000-01-02)" at line: 1 column: 13'],
    ['createdAt > datetime(2021-02-29T00:00:00Z)', 'Unexpected symbol: "datetime(2021-02-29T00:00:00Z)" at line: 1 column: 13'],
    ['createdAt > datetime(2000-01-02T24:00:00Z)', 'Unexpected symbol: "datetime(2000-01-02T24:00:00Z)" at line: 1 column: 13'],
    ['createdAt > datetime(2000-01-02T03:04:05)', 'Unexpected symbol: "datetime(2000-01-02T03:04:05)" at line: 1 column: 13'],
    ['createdAt > datetime(2000-01-02T03:04:05Z', 'Unexpected end of input at line: 1 column: 42'],
    ['isEmpty(from x where )', 'Unexpected symbol: ")" at line: 1 column: 22'],
    ['anyOf(x.y', 'Unexpected end of input at line: 1 column: 10'],
    ['not', 'Unexpected end of input at line: 1 column: 4'],
    ['and a = 1', 'Unexpected symbol: "and" at line: 1 column: 1'],
    ['skip 1.5', 'Invalid skip value 1.5 at line: 1 column: 6'],
    ['skip -1', 'Invalid skip value -1 at line: 1 column: 6'],
    ['limit x', 'Unexpected symbol: "x" at line: 1 column: 7'],
  ];
  for (const [input, reason] of cases) {
    assert.deepEqual(failure(() => parseZitiQL(input)), { type: 'InvalidFilterError', reason }, input);
  }
  const err = (() => {
    try {
      parseZitiQL('a ~');
    } catch (e) {
      return e;
    }
  })();
  assert.ok(err instanceof InvalidFilterError);
  assert.equal(err.code, 'INVALID_FILTER');
  assert.deepEqual(err.causeDetail, { message: 'Unexpected symbol: "~" at line: 1 column: 3' });
});

// ---------------------------------------------------------------------------
// limits

const TOO_DEEP = { type: 'InvalidFilterError', reason: 'the filter nests deeper than 32 levels' };
const TOO_MANY_TERMS = { type: 'InvalidFilterError', reason: 'the filter has more than 256 terms' };
const TOO_LONG = { type: 'InvalidFilterError', reason: 'the filter is longer than 65536 characters' };
const terms = (n: number, op: 'and' | 'or') => Array.from({ length: n }, (_, i) => `name = "a${i}"`).join(` ${op} `);
/** `n` levels of parentheses around `inner`. */
const parens = (n: number, inner: string) => '('.repeat(n) + inner + ')'.repeat(n);

test('the limits are the documented ones', () => {
  assert.deepEqual([MAX_FILTER_DEPTH, MAX_FILTER_TERMS, MAX_FILTER_LENGTH], [32, 256, 65536]);
});

test('nesting: parentheses, not and subqueries pass at the limit and fail one level beyond', () => {
  const d = MAX_FILTER_DEPTH;
  assert.equal(where(parens(d, 'true')), 'true');
  assert.deepEqual(failure(() => parseZitiQL(parens(d + 1, 'true'))), TOO_DEEP);

  assert.equal(where('not '.repeat(d) + 'true'), 'not '.repeat(d) + 'true');
  assert.deepEqual(failure(() => parseZitiQL('not '.repeat(d + 1) + 'true')), TOO_DEEP);

  // Each level counts, whichever kind it is.
  assert.equal(where('(not '.repeat(d / 2) + 'isAdmin' + ')'.repeat(d / 2)), 'not '.repeat(d / 2) + 'isAdmin');
  assert.deepEqual(failure(() => parseZitiQL('(not '.repeat(d / 2) + 'not isAdmin' + ')'.repeat(d / 2))), TOO_DEEP);
  const subquery = 'isEmpty(from services where name = "x")';
  assert.equal(where(parens(d - 1, subquery)), 'isEmpty(from services where name = "x")');
  assert.deepEqual(failure(() => parseZitiQL(parens(d, subquery))), TOO_DEEP);

  // Depth is per path: a group at the limit inside a chain, or two side by side, are fine.
  assert.equal(where(`a = 1 and ${parens(d, 'b = 2')}`), '(a = 1 and b = 2)');
  assert.equal(where(`${parens(d, 'x')} or ${parens(d, 'y')}`), '(x or y)');
  // `not in`, `not contains` and `not between` are operators, not nesting.
  assert.ok(parseZitiQL(parens(d, 'name not in ["a"] and name not contains "b" and cost not between 1 and 2')).where);
});

test('thousands of levels fail with the depth error, checked while parsing (no stack overflow)', () => {
  // Under the length limit, far past the depth limit: the parser must stop at the limit, not recurse on.
  assert.deepEqual(failure(() => parseZitiQL(parens(30_000, 'true'))), TOO_DEEP);
  assert.deepEqual(failure(() => parseZitiQL('('.repeat(60_000))), TOO_DEEP);
  assert.deepEqual(failure(() => parseZitiQL('not '.repeat(16_000) + 'true')), TOO_DEEP);
  assert.deepEqual(failure(() => parseZitiQL(parens(20_000, 'isEmpty(from s where ') + ')')), TOO_DEEP);
  // Refused on reaching the limit, before the rest is parsed: a grammar error after it is never seen.
  assert.deepEqual(failure(() => parseZitiQL(parens(MAX_FILTER_DEPTH + 1, 'a = = 1'))), TOO_DEEP);
  assert.deepEqual(failure(() => parseZitiQL(parens(MAX_FILTER_DEPTH, 'a = = 1'))), { type: 'InvalidFilterError', reason: 'Unexpected symbol: "=" at line: 1 column: 37' });
});

test('terms: and/or chains pass at the limit and fail one term beyond', () => {
  const n = MAX_FILTER_TERMS;
  for (const op of ['and', 'or'] as const) {
    const q = parseZitiQL(terms(n, op));
    assert.equal(q.where?.type, op);
    assert.deepEqual(failure(() => parseZitiQL(terms(n + 1, op))), TOO_MANY_TERMS, `${n + 1} ${op} terms`);
    assert.deepEqual(failure(() => parseZitiQL(terms(1000, op))), TOO_MANY_TERMS, `1000 ${op} terms`);
  }
  // The 256 terms compile to SQL with one parameter each.
  assert.equal(compile(terms(n, 'or')).params.length, n);
});

test('terms are counted across groups, negations and subqueries; values of a list are not terms', () => {
  const n = MAX_FILTER_TERMS;
  const grouped = (count: number) => Array.from({ length: count / 4 }, (_, i) => `(not a = ${i} or b = 1) and (c = 1 or isAdmin)`).join(' or ');
  assert.ok(parseZitiQL(grouped(n)).where);
  assert.deepEqual(failure(() => parseZitiQL(`${grouped(n)} or true`)), TOO_MANY_TERMS);
  const inSubquery = `isEmpty(from services where ${terms(n - 1, 'or')})`;
  assert.ok(parseZitiQL(inSubquery).where);
  assert.deepEqual(failure(() => parseZitiQL(`x and ${inSubquery}`)), TOO_MANY_TERMS);
  // One `in` with a thousand values is one term.
  const list = `name in [${Array.from({ length: 1000 }, (_, i) => `"v${i}"`).join(', ')}]`;
  assert.equal(compile(list).params.length, 1000);
  assert.ok(parseZitiQL(`${terms(n - 1, 'and')} and ${list}`).where);
});

test('length: a filter or sort list passes at the limit and fails one character beyond', () => {
  const max = MAX_FILTER_LENGTH;
  const atLimit = `name in ["${'x'.repeat(max - 12)}"]`;
  assert.equal(atLimit.length, max);
  assert.ok(parseZitiQL(atLimit).where);
  assert.deepEqual(failure(() => parseZitiQL(`${atLimit} `)), TOO_LONG);
  assert.deepEqual(failure(() => parseZitiQL(' '.repeat(max + 1))), TOO_LONG);
  // The longest list of the shortest values stays below half of PostgreSQL's 65,535 parameters.
  const values = `name in [${'1,'.repeat(Math.floor((max - 11) / 2))}1]`;
  assert.ok(values.length <= max);
  assert.ok(compile(values).params.length < 65_535 / 2);

  assert.deepEqual(parseSortParam(`${' '.repeat(max - 4)}name`), [{ field: 'name', dir: 'asc' }]);
  assert.deepEqual(failure(() => parseSortParam(`${' '.repeat(max - 3)}name`)), { type: 'InvalidSortError', reason: 'the sort list is longer than 65536 characters' });
});

test('a ; in a value is an ordinary character', () => {
  const c = compile('name = "a;b" or anyOf(roleAttributes) = "x;y"');
  assert.deepEqual(c.params, ['a;b', 'x;y']);
  assert.equal(where('name = "a;b"'), 'name = "a;b"');
  // Outside a string it is no symbol of the language.
  assert.deepEqual(failure(() => parseZitiQL('name = "a"; true')), { type: 'InvalidFilterError', reason: 'Unexpected symbol: ";" at line: 1 column: 11' });
});

test('real examples from the OpenZiti CLI, tests and console parse as expected', () => {
  const cases: [string, string | undefined, object?][] = [
    // 1. CLI help
    ['skip 10 limit 10', undefined, { skip: 10, limit: 10 }],
    ['name = "test"', 'name = "test"'],
    ['name in ["echo-dial", "echo-bind"] and semantic="AllOf"', '(name in ["echo-dial", "echo-bind"] and semantic = "AllOf")'],
    ['anyOf(roleAttributes) contains "echo" skip 5 limit 20', 'anyOf(roleAttributes) contains "echo"', { skip: 5, limit: 20 }],
    [
      'name contains "test" or createdAt > datetime(2000-01-02T03:04:05Z)',
      '(name contains "test" or createdAt > datetime(2000-01-02T03:04:05.000Z))',
    ],
    ['tags.foo = "bar"', 'tags.foo = "bar"'],
    // 2. other CLI code
    ['sort by name limit none', undefined, { sort: [{ field: 'name', dir: 'asc' }], limit: 'none' }],
    ['method="updb"', 'method = "updb"'],
    ['name="my service"', 'name = "my service"'],
    // 3. controller tests
    ['identity="abc"', 'identity = "abc"'],
    ['id in ["a","b"]', 'id in ["a", "b"]'],
    ['id contains "e" and id contains "xyz" sort by id', '(id contains "e" and id contains "xyz")', { sort: [{ field: 'id', dir: 'asc' }] }],
    ['id contains "xyz" sort by id skip 1 limit 2', 'id contains "xyz"', { sort: [{ field: 'id', dir: 'asc' }], skip: 1, limit: 2 }],
    ['type="Router"', 'type = "Router"'],
    ['externalId="sub"', 'externalId = "sub"'],
    ['edgeRouter="r1"', 'edgeRouter = "r1"'],
    ['service.name="svc"', 'service.name = "svc"'],
    // 5. ZAC (relies on right nesting)
    [
      ' name icontains "x" and anyOf(roleAttributes) = "a" or anyOf(roleAttributes) = "b"',
      '(name icontains "x" and (anyOf(roleAttributes) = "a" or anyOf(roleAttributes) = "b"))',
    ],
    [
      'createdAt >= datetime(2024-01-01T00:00:00.000Z) and createdAt <= datetime(2024-12-31T23:59:59.999Z)',
      '(createdAt >= datetime(2024-01-01T00:00:00.000Z) and createdAt <= datetime(2024-12-31T23:59:59.999Z))',
    ],
  ];
  for (const [input, expectedWhere, rest] of cases) {
    const q = parseZitiQL(input);
    assert.equal(q.where && show(q.where), expectedWhere, input);
    assert.deepEqual({ sort: q.sort, skip: q.skip, limit: q.limit }, { sort: [], skip: undefined, limit: undefined, ...rest }, input);
    compile(input); // every one of them is valid against the sample symbols
  }
  // 4. controller internals use subqueries: they parse (lists with relations compile them, see zitiql-relations.test.ts).
  const sub = 'isVerified = true and not isEmpty(from edgeRouterPolicies where anyOf(identities) = "i1")';
  assert.equal(where(sub), '(isVerified = true and not isEmpty(from edgeRouterPolicies where anyOf(identities) = "i1"))');
  assert.equal(
    where('anyOf(identities) = "i" and anyOf(services) = "s" SORT BY connected DESC LIMIT 25'),
    '(anyOf(identities) = "i" and anyOf(services) = "s")',
  );
});

// ---------------------------------------------------------------------------
// compiling

const NUM_KEY = `(CASE WHEN jsonb_typeof(e."tags"->?::text) = 'number' THEN (e."tags"->>?::text)::numeric END)`;
const UNNEST = 'SELECT 1 FROM unnest(e."role_attributes") AS v';

test('SQL for every operator', () => {
  const d = new Date('2000-01-02T03:04:05Z');
  const cases: [string, string, unknown[]][] = [
    ['name = "x"', 'e."name" = ?', ['x']],
    ['name != "x"', 'e."name" IS DISTINCT FROM ?', ['x']],
    ['name < "x"', 'e."name" < ?', ['x']],
    ['name = 5', 'e."name" = ?', ['5']],
    ['name = 1.50', 'e."name" = ?', ['1.5']],
    ['cost < 5', 'e."cost" < ?::numeric', [5]],
    ['cost <= 5', 'e."cost" <= ?::numeric', [5]],
    ['cost > 5', 'e."cost" > ?::numeric', [5]],
    ['cost >= 5.5', 'e."cost" >= ?::numeric', [5.5]],
    ['cost != 5', 'e."cost" IS DISTINCT FROM ?::numeric', [5]],
    ['name = null', 'e."name" IS NULL', []],
    ['name != null', 'e."name" IS NOT NULL', []],
    ['isAdmin = true', 'e."is_admin" = ?::boolean', [true]],
    ['isAdmin != false', 'e."is_admin" IS DISTINCT FROM ?::boolean', [false]],
    ['isAdmin', 'e."is_admin" = ?::boolean', [true]],
    ['createdAt > datetime(2000-01-02T03:04:05Z)', 'e."created_at" > ?::timestamptz', [d]],
    ['createdAt = datetime(2000-01-02T05:04:05+02:00)', 'e."created_at" = ?::timestamptz', [d]],
    ['name in ["a", "b"]', 'e."name" IN (?, ?)', ['a', 'b']],
    ['name in [1, 2]', 'e."name" IN (?, ?)', ['1', '2']],
    ['name not in ["a"]', '(e."name" IS NULL OR e."name" NOT IN (?))', ['a']],
    ['cost in [1, 2]', 'e."cost" IN (?::numeric, ?::numeric)', [1, 2]],
    ['createdAt in [datetime(2000-01-02T03:04:05Z)]', 'e."created_at" IN (?::timestamptz)', [d]],
    ['cost between 1 and 5', '(e."cost" >= ?::numeric AND e."cost" < ?::numeric)', [1, 5]],
    ['cost not between 1 and 5', '(e."cost" < ?::numeric OR e."cost" >= ?::numeric)', [1, 5]],
    ['name contains "%_"', 'strpos(e."name", ?) > 0', ['%_']],
    ['name contains 12', 'strpos(e."name", ?) > 0', ['12']],
    ['name not contains "x"', '(e."name" IS NULL OR strpos(e."name", ?) = 0)', ['x']],
    ['name icontains "x"', 'strpos(upper(e."name"), upper(?)) > 0', ['x']],
    ['name not icontains "x"', '(e."name" IS NULL OR strpos(upper(e."name"), upper(?)) = 0)', ['x']],
    ['true', 'TRUE', []],
    ['false', 'FALSE', []],
    ['not name = "x"', '(NOT coalesce(e."name" = ?, false))', ['x']],
    [
      'name = "a" and cost = 1 or isAdmin',
      '(e."name" = ? AND (e."cost" = ?::numeric OR e."is_admin" = ?::boolean))',
      ['a', 1, true],
    ],
    ['service.name = "s"', '(SELECT s."name" FROM "services" s WHERE s."id" = e."service_id") = ?', ['s']],
  ];
  for (const [filter, sql, params] of cases) {
    const c = compile(filter);
    assert.deepEqual([c.where, c.params], [sql, params], filter);
  }
});

test('SQL for set functions and map keys', () => {
  const cases: [string, string, unknown[]][] = [
    ['anyOf(roleAttributes) = "a"', '? = ANY(e."role_attributes")', ['a']],
    ['anyOf(roleAttributes) != "a"', `EXISTS (${UNNEST} WHERE v IS DISTINCT FROM ?)`, ['a']],
    ['anyOf(roleAttributes) contains "a"', `EXISTS (${UNNEST} WHERE strpos(v, ?) > 0)`, ['a']],
    ['anyOf(roleAttributes) in ["a", "b"]', `EXISTS (${UNNEST} WHERE v IN (?, ?))`, ['a', 'b']],
    ['allOf(roleAttributes) = "a"', `NOT EXISTS (${UNNEST} WHERE NOT coalesce(v = ?, false))`, ['a']],
    ['allOf(roleAttributes) icontains "a"', `NOT EXISTS (${UNNEST} WHERE NOT coalesce(strpos(upper(v), upper(?)) > 0, false))`, ['a']],
    ['count(roleAttributes) >= 2', 'coalesce(cardinality(e."role_attributes"), 0) >= ?::numeric', [2]],
    ['count(roleAttributes) between 1 and 3', '(coalesce(cardinality(e."role_attributes"), 0) >= ?::numeric AND coalesce(cardinality(e."role_attributes"), 0) < ?::numeric)', [1, 3]],
    ['isEmpty(roleAttributes)', 'coalesce(cardinality(e."role_attributes"), 0) = 0', []],
    ['tags.foo = "bar"', '(e."tags"->>?::text) = ?', ['foo', 'bar']],
    ['tags.foo != "bar"', '(e."tags"->>?::text) IS DISTINCT FROM ?', ['foo', 'bar']],
    ['tags.foo = 5', `${NUM_KEY} = ?::numeric`, ['foo', 'foo', 5]],
    ['tags.foo contains 5', 'strpos((e."tags"->>?::text), ?) > 0', ['foo', '5']],
    ['tags.foo = true', '(e."tags"->?::text) = ?::jsonb', ['foo', 'true']],
    ['tags.foo', '(e."tags"->?::text) = ?::jsonb', ['foo', 'true']],
    ['tags.foo = null', `coalesce(jsonb_typeof(e."tags"->?::text), 'null') = 'null'`, ['foo']],
    ['tags.foo != null', `coalesce(jsonb_typeof(e."tags"->?::text), 'null') <> 'null'`, ['foo']],
    ['tags.service-id = "x"', '(e."tags"->>?::text) = ?', ['service-id', 'x']],
    ['tags.a.b = "x"', '(e."tags"->>?::text) = ?', ['a.b', 'x']],
    ['tags.n not in [1]', `(${NUM_KEY} IS NULL OR ${NUM_KEY} NOT IN (?::numeric))`, ['n', 'n', 'n', 'n', 1]],
  ];
  for (const [filter, sql, params] of cases) {
    const c = compile(filter);
    assert.deepEqual([c.where, c.params], [sql, params], filter);
  }
});

test('user input never reaches the SQL text', () => {
  const c = compile(`name = "'; drop table x; --" and tags.evil-key = "?" and name contains "$1"`);
  assert.equal(c.where, '(e."name" = ? AND ((e."tags"->>?::text) = ? AND strpos(e."name", ?) > 0))');
  assert.deepEqual(c.params, ["'; drop table x; --", 'evil-key', '?', '$1']);
});

test('semantic errors are InvalidFilterError with a clear reason', () => {
  const cases: [string, string][] = [
    ['foo = 1', 'Unknown field "foo"'],
    ['tags = "x"', 'Unknown field "tags"'],
    ['other.k = "x"', 'Unknown field "other.k"'],
    ['anyOf(nope) = "x"', 'Unknown field "nope"'],
    ['roleAttributes = "a"', 'Field "roleAttributes" is a set and can only be used with anyOf, allOf, count or isEmpty'],
    ['roleAttributes', 'Field "roleAttributes" is a set and can only be used with anyOf, allOf, count or isEmpty'],
    ['anyOf(name) = "a"', 'anyOf() needs a set field, "name" is not a set'],
    ['isEmpty(name)', 'isEmpty() needs a set field, "name" is not a set'],
    ['count(tags.x) = 1', 'count() needs a set field, "tags.x" is a map value'],
    ['createdAt = "2020-01-01"', 'Field "createdAt" is a datetime and can not be compared with a string'],
    ['createdAt = 5', 'Field "createdAt" is a datetime and can not be compared with a number'],
    ['name = datetime(2000-01-02T03:04:05Z)', 'Field "name" is a string and can not be compared with a datetime'],
    ['cost = "x"', 'Field "cost" is a number and can not be compared with a string'],
    ['cost = true', 'Field "cost" is a number and can not be compared with a boolean'],
    ['isAdmin = "yes"', 'Field "isAdmin" is a boolean and can not be compared with a string'],
    ['isAdmin > 1', 'Operator > can not be used with boolean field "isAdmin"'],
    ['isAdmin contains "x"', 'Operator contains needs a string field, "isAdmin" is boolean'],
    ['cost not icontains "x"', 'Operator not icontains needs a string field, "cost" is number'],
    ['count(roleAttributes) = "x"', 'Field "count(roleAttributes)" is a number and can not be compared with a string'],
    ['count(roleAttributes) = null', 'count() can not be compared with null'],
    ['name', 'Field "name" is not a boolean and can not be used as a condition'],
    ['tags.d = datetime(2000-01-02T03:04:05Z)', 'Map field "tags.d" can not be compared with a datetime'],
    // Set expressions name a relation of the list (see zitiql-relations.test.ts); the sample list has none.
    ['isEmpty(from servicePolicies where anyOf(services) = "x")', 'Unknown relation "servicePolicies"; this list has none'],
    ['count(from services where name = "x") > 1', 'Unknown relation "services"; this list has none'],
  ];
  for (const [filter, reason] of cases) {
    assert.deepEqual(failure(() => compile(filter)), { type: 'InvalidFilterError', reason }, filter);
  }
});

test('ORDER BY always ends with the id tie-breaker', () => {
  const cases: [string, string[]][] = [
    ['', ['e."id" ASC']],
    ['sort by name', ['e."name" ASC', 'e."id" ASC']],
    ['sort by name desc, cost', ['e."name" DESC', 'e."cost" ASC', 'e."id" ASC']],
    ['sort by id desc', ['e."id" DESC']],
    ['sort by createdAt desc, id, name', ['e."created_at" DESC', 'e."id" ASC']],
  ];
  for (const [filter, orderBy] of cases) assert.deepEqual(compile(filter).orderBy, orderBy, filter);
  assert.deepEqual(compile('name = "x" skip 3 limit none'), { where: 'e."name" = ?', params: ['x'], orderBy: ['e."id" ASC'], skip: 3, limit: 'none' });
  assert.deepEqual(compile(''), { where: 'TRUE', params: [], orderBy: ['e."id" ASC'] });
});

test('sort errors are InvalidSortError', () => {
  const cases: [string, string][] = [
    ['sort by foo', 'Unknown sort field "foo"'],
    ['sort by tags.x', 'Unknown sort field "tags.x"'],
    ['sort by roleAttributes', 'Field "roleAttributes" is a set and can not be sorted on'],
    ['sort by secret desc', 'Field "secret" is not sortable'],
  ];
  for (const [filter, reason] of cases) {
    assert.deepEqual(failure(() => compile(filter)), { type: 'InvalidSortError', reason }, filter);
  }
});

test('the separate sort parameter', () => {
  const cases: [string, object][] = [
    ['name  asc', [{ field: 'name', dir: 'asc' }]],
    ['name', [{ field: 'name', dir: 'asc' }]],
    ['name DESC, createdAt', [{ field: 'name', dir: 'desc' }, { field: 'createdAt', dir: 'asc' }]],
    ['  ', []],
    ['', []],
  ];
  for (const [input, expected] of cases) assert.deepEqual(parseSortParam(input), expected, input);

  const bad: [string, string][] = [
    ['name asc desc', 'Unexpected symbol: "desc" at line: 1 column: 10'],
    ['name,', 'Unexpected end of input at line: 1 column: 6'],
    ['1', 'Unexpected symbol: "1" at line: 1 column: 1'],
    ['name limit 5', 'Unexpected symbol: "limit" at line: 1 column: 6'],
  ];
  for (const [input, reason] of bad) {
    assert.deepEqual(failure(() => parseSortParam(input)), { type: 'InvalidSortError', reason }, input);
  }
  const err = failure(() => parseSortParam('name ~'));
  assert.equal(err.type, InvalidSortError.name);
});

test('filterableFields lists the field names sorted', () => {
  assert.deepEqual(filterableFields(symbols), Object.keys(symbols.fields).sort());
  assert.equal(filterableFields(symbols)[0], 'cost');
});
