import type { Prng } from './prng';

/**
 * ZitiQL filter and sort fragments for the fuzzer: token soup from the grammar, near-valid
 * filters cut or spliced at random, and the pathological shapes (deep nesting, long chains,
 * unterminated strings, raw bytes).
 */

const FIELDS = [
  'id', 'name', 'createdAt', 'updatedAt', 'tags.x', 'tags.a.b', 'tags', 'roleAttributes', 'isAdmin', 'type', 'typeId', 'semantic',
  'identityId', 'serviceId', 'method', 'expiresAt', 'disabled', 'cost', 'isOnline', 'fingerprint', 'token', 'data.x', 'zzz', 'a.b.c', "'name'",
];
const OPERATORS = ['=', '!=', '<', '<=', '>', '>=', 'contains', 'icontains', 'not contains', 'in', 'not in', 'between', 'not between'];
const VALUES = [
  '"x"', '""', '"a\\"b"', '"\\n"', '1', '-1', '0', '1.5', '-1e400', '1e400', '9007199254740993', '1e308', 'true', 'false', 'null',
  'datetime(2020-01-01T00:00:00Z)', 'datetime(0000-01-01T00:00:00Z)', 'datetime(9999-12-31T23:59:59-23:59)', 'datetime(0001-01-01T00:00:00+23:59)',
  'datetime(2020-02-30T00:00:00Z)', 'datetime( 2020-01-01T00:00:00.123456789Z )', '["a", "b"]', '[1, 2]', '[datetime(2020-01-01T00:00:00Z)]',
  '[1, "a"]', '[]',
];
const SOUP = [
  ...FIELDS, ...OPERATORS, ...VALUES, 'not', 'and', 'or', '(', ')', '[', ']', ',', 'sort', 'by', 'asc', 'desc', 'skip', 'limit', 'none',
  'from', 'where', 'anyOf(roleAttributes)', 'allOf(roleAttributes)', 'count(roleAttributes)', 'isEmpty(roleAttributes)', 'anyOf(',
  'count(from identities where true)', 'isEmpty(from services where name = "x")', 'anyOf(tags.x)', 'count(name)', 'datetime(', 'datetime()',
  '"unterminated', '"\\', '"\\u0041"', '"\\x"', '007', '1abc', '-x', '#', '@', ';', '%', '\\', '`', '$', '{', '}', 'é', '💥', '\u0000', '\t',
  '\n', "'", "'unterminated", 'skip 99999999999999999999', 'limit 99999999999999999999', 'limit -5', 'skip -1', 'limit 1.5', 'limit none',
];

/** Literals at the edges of what a column or a query parameter holds: the shapes that reach PostgreSQL. */
const EDGE_VALUES = [
  '1e400', '-1e400', '1e308', '-1e308', '9007199254740993', '-0', '0.0000000001', 'datetime(0000-01-01T00:00:00Z)', 'datetime(0001-01-01T00:00:00+23:59)',
  'datetime(9999-12-31T23:59:59-23:59)', 'datetime(9999-12-31T23:59:59.999Z)', 'datetime(1969-12-31T23:59:59.999999Z)', `"${'s'.repeat(3000)}"`, '"\\\\"',
  '"%"', '"_"', '"\u0000"', '"é💥"', 'true', 'null',
];

/** A filter that parses, from the grammar's parts. */
function validish(rng: Prng): string {
  const term = () => `${rng.pick(FIELDS)} ${rng.pick(OPERATORS)} ${rng.pick(VALUES)}`;
  let f = term();
  for (let i = rng.int(0, 3); i > 0; i--) f = `${f} ${rng.pick(['and', 'or'])} ${rng.chance(0.3) ? `not (${term()})` : term()}`;
  if (rng.chance(0.3)) f += ` sort by ${rng.pick(FIELDS)} ${rng.pick(['asc', 'desc', ''])}`;
  if (rng.chance(0.2)) f += ` skip ${rng.pick(['0', '5', '100001', '-1', '99999999999999999999'])}`;
  if (rng.chance(0.2)) f += ` limit ${rng.pick(['0', '1', '501', 'none', '-1', '1e3'])}`;
  return f;
}

export function fuzzFilter(rng: Prng): { label: string; value: string } {
  const kind = rng.int(0, 11);
  switch (kind) {
    case 10:
    case 11: {
      const op = rng.pick(['=', '!=', '<', '>=', 'in', 'between', 'contains']);
      const v = () => rng.pick(EDGE_VALUES);
      const rhs = op === 'in' ? `[${v()}, ${v()}]` : op === 'between' ? `${v()} and ${v()}` : v();
      return { label: 'edge literal', value: `${rng.pick(FIELDS)} ${op} ${rhs}` };
    }
    case 0:
      return { label: 'token soup', value: Array.from({ length: rng.int(1, 20) }, () => rng.pick(SOUP)).join(rng.pick([' ', '', '  '])) };
    case 1: {
      const f = validish(rng);
      return { label: 'near-valid, cut', value: f.slice(0, rng.int(1, f.length)) };
    }
    case 2: {
      const f = validish(rng);
      const at = rng.int(0, f.length);
      return { label: 'near-valid, spliced', value: `${f.slice(0, at)} ${rng.pick(SOUP)} ${f.slice(at)}` };
    }
    case 3: {
      const n = rng.pick([33, 200, 2000, 5000]);
      const balanced = rng.chance(0.5);
      return { label: `${n} nested parens${balanced ? '' : ', unbalanced'}`, value: '('.repeat(n) + 'true' + (balanced ? ')'.repeat(n) : ')'.repeat(n - 1)) };
    }
    case 4: {
      const n = rng.pick([33, 500, 3000]);
      return { label: `${n} nested not`, value: 'not '.repeat(n) + 'name = "x"' };
    }
    case 5: {
      const n = rng.pick([257, 1000]);
      return { label: `${n}-term chain`, value: Array.from({ length: n }, (_, i) => `name = "${i}"`).join(rng.pick([' or ', ' and '])).slice(0, 14_000) };
    }
    case 6:
      return { label: 'unterminated string', value: rng.pick(['name = "abc', 'name = "\\', 'name contains "', 'name in ["a", "b', 'tags.x = "\\u', "'name = 1"]) };
    case 7:
      return { label: 'long value', value: `name = "${'v'.repeat(rng.pick([1000, 8000]))}"` };
    case 8:
      return { label: 'huge in-list', value: `cost in [${Array.from({ length: rng.pick([100, 1500]), }, (_, i) => i).join(',')}]` };
    default:
      return { label: 'near-valid', value: validish(rng) };
  }
}

/** Random bytes (not text): percent-encoded by the caller, invalid UTF-8 and NUL included. */
export function filterBytes(rng: Prng): Buffer {
  return rng.bytes(rng.int(1, 64));
}

export function fuzzSort(rng: Prng): string {
  return rng.pick([
    'name', 'name desc', 'name asc, id desc', 'roleAttributes', 'zzz', 'name sideways', ',', 'name,', 'name desc desc', 'tags.x', '"name"',
    'name asc limit 5', Array.from({ length: rng.int(1, 6) }, () => rng.pick(SOUP)).join(' '), 'id,'.repeat(500), 'createdAt desc, updatedAt',
  ]);
}
