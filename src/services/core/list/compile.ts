/**
 * Translates a parsed ZitiQL query into a PostgreSQL WHERE expression plus ORDER BY.
 *
 * Safety: SQL text only ever contains fixed templates and the trusted column SQL of the
 * symbol table; every user-supplied value (including map keys) is a `?` parameter.
 * No emitted template contains a literal `?` besides placeholders (no jsonb `?` ops).
 *
 * NULL semantics: ZitiQL is two-valued, a comparison against a missing value is simply
 * false (true for `!=`, `not in`, `not contains`, `not icontains`). Leaves are written
 * to yield that where it matters, and every NOT wraps its operand in coalesce(…, false),
 * so SQL's UNKNOWN never leaks through a negation. A top-level UNKNOWN is treated as
 * false by WHERE, which is the intended meaning.
 */
import { InvalidFilterError, InvalidSortError } from '../errors';
import {
  parseSortList,
  type BoolExpr,
  type CompareOp,
  type Lhs,
  type ScalarValue,
  type SetExpr,
  type SortItem,
  type ZqlQuery,
  type ZqlValue,
} from './zitiql';

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime';

export interface FieldSymbol {
  /** SQL expression for the column, already qualified/quoted, e.g. `e."name"` */
  sql: string;
  type: FieldType;
  /** true when `sql` is a PostgreSQL text[] column (e.g. roleAttributes): only usable through anyOf/allOf/count/isEmpty */
  set?: boolean;
  /** false to forbid sort by this field (sets are never sortable) */
  sortable?: boolean;
}

export interface SymbolTable {
  fields: Record<string, FieldSymbol>;
  /** jsonb map columns addressable with a dotted prefix, e.g. { tags: 'e."tags"', data: 'e."data"' } so `tags.foo = "bar"` works */
  maps?: Record<string, string>;
  /** SQL expression used as final tie-breaker and default ordering, e.g. `e."id"` */
  idSql: string;
}

export interface CompiledFilter {
  /** SQL boolean expression with `?` positional placeholders (knex style), or 'TRUE' */
  where: string;
  params: unknown[];
  /** ORDER BY items, e.g. ['e."name" ASC', 'e."id" ASC'] — always ends with the id tie-breaker */
  orderBy: string[];
  skip?: number;
  limit?: number | 'none';
}

export function compileFilter(q: ZqlQuery, symbols: SymbolTable): CompiledFilter {
  const where = q.where ? new Compiler(symbols).bool(q.where) : raw('TRUE');
  const out: CompiledFilter = { where: where.text, params: [...where.params], orderBy: compileSort(q.sort, symbols) };
  if (q.skip !== undefined) out.skip = q.skip;
  if (q.limit !== undefined) out.limit = q.limit;
  return out;
}

/** Field names for `meta.filterableFields`, sorted. */
export function filterableFields(symbols: SymbolTable): string[] {
  return Object.keys(symbols.fields).sort();
}

/** Parses the separate `sort` query parameter (`name asc, createdAt desc`). */
export function parseSortParam(sort: string): ZqlQuery['sort'] {
  try {
    return parseSortList(sort);
  } catch (err) {
    // Same lexer, but a bad sort parameter is reported as a sort error.
    if (err instanceof InvalidFilterError) throw new InvalidSortError(err.causeMessage ?? err.message);
    throw err;
  }
}

// ---------------------------------------------------------------------------
// SQL fragments: text and its parameters always travel together, so composing
// fragments can never misalign placeholders and values.

interface Frag {
  readonly text: string;
  readonly params: readonly unknown[];
}

const raw = (text: string): Frag => ({ text, params: [] });
const param = (value: unknown, cast = ''): Frag => ({ text: `?${cast}`, params: [value] });

/** Template tag: literal parts are trusted SQL, interpolations are fragments. */
function sql(parts: TemplateStringsArray, ...frags: Frag[]): Frag {
  let text = parts[0];
  const params: unknown[] = [];
  frags.forEach((f, i) => {
    text += f.text + parts[i + 1];
    params.push(...f.params);
  });
  return { text, params };
}

function join(frags: Frag[], sep: string): Frag {
  return { text: frags.map((f) => f.text).join(sep), params: frags.flatMap((f) => f.params) };
}

// ---------------------------------------------------------------------------
// Operands

/** A typed SQL expression a predicate is applied to. */
interface Subject {
  expr: Frag;
  type: FieldType;
  /** Field name for error messages. */
  name: string;
  /** Encodes a (coerced) value as a parameter fragment comparable with `expr`. */
  encode: (value: unknown) => Frag;
  /** SQL for `= null` / `!= null`. */
  isNull: (negated: boolean) => Frag;
}

const CASTS: Record<FieldType, string> = { string: '', number: '::numeric', boolean: '::boolean', datetime: '::timestamptz' };

function columnSubject(name: string, expr: Frag, type: FieldType): Subject {
  return {
    expr,
    type,
    name,
    encode: (v) => param(v, CASTS[type]),
    isNull: (negated) => sql`${expr} IS ${raw(negated ? 'NOT NULL' : 'NULL')}`,
  };
}

/**
 * A key of a jsonb map, viewed with the type the compared value asks for: strings
 * read `->>`, booleans compare jsonb values, numbers are read only from JSON numbers
 * (CASE, unlike AND, guarantees the cast never sees a non-number).
 */
function mapSubject(name: string, column: string, key: string, type: FieldType): Subject {
  const col = raw(column);
  const k = param(key, '::text');
  // Absent keys and JSON nulls both count as null.
  const isNull = (negated: boolean) => sql`coalesce(jsonb_typeof(${col}->${k}), 'null') ${raw(negated ? '<>' : '=')} 'null'`;
  const view = (expr: Frag, encode = (v: unknown) => param(v, CASTS[type])): Subject => ({ expr, type, name, encode, isNull });
  switch (type) {
    case 'string':
      return view(sql`(${col}->>${k})`);
    case 'number':
      return view(sql`(CASE WHEN jsonb_typeof(${col}->${k}) = 'number' THEN (${col}->>${k})::numeric END)`);
    case 'boolean':
      return view(sql`(${col}->${k})`, (v) => param(JSON.stringify(v), '::jsonb'));
    case 'datetime':
      throw new InvalidFilterError(`Map field "${name}" can not be compared with a datetime`);
  }
}

const VALUE_TYPES: Record<ZqlValue['kind'], FieldType | undefined> = {
  string: 'string',
  number: 'number',
  datetime: 'datetime',
  bool: 'boolean',
  null: undefined,
};

/** Converts a literal to the JS parameter for the subject's type; numbers may become strings. */
function coerce(value: ZqlValue, subject: Subject): unknown {
  if (value.kind === 'number' && subject.type === 'string') return String(value.value);
  if (value.kind !== 'null' && VALUE_TYPES[value.kind] === subject.type) return value.value;
  const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
  const got = value.kind === 'bool' ? 'boolean' : value.kind;
  throw new InvalidFilterError(`Field "${subject.name}" is ${article(subject.type)} and can not be compared with ${article(got)}`);
}

// ---------------------------------------------------------------------------
// Compiler

type SetFn = 'anyOf' | 'allOf' | 'count' | 'isEmpty';

class Compiler {
  constructor(private readonly symbols: SymbolTable) {}

  bool(e: BoolExpr): Frag {
    switch (e.type) {
      case 'and':
        return sql`(${this.bool(e.left)} AND ${this.bool(e.right)})`;
      case 'or':
        return sql`(${this.bool(e.left)} OR ${this.bool(e.right)})`;
      case 'not':
        return sql`(NOT coalesce(${this.bool(e.expr)}, false))`;
      case 'literal':
        return raw(e.value ? 'TRUE' : 'FALSE');
      case 'boolField':
        return this.predicate({ kind: 'field', name: e.name }, 'boolean', (s) => {
          if (s.type !== 'boolean') throw new InvalidFilterError(`Field "${s.name}" is not a boolean and can not be used as a condition`);
          return sql`${s.expr} = ${s.encode(true)}`;
        });
      case 'isEmpty':
        return sql`${this.cardinality(e.set, 'isEmpty')} = 0`;
      case 'compare':
        return this.compare(e.lhs, e.op, e.value);
      case 'in':
        return this.inList(e.lhs, e.negated, e.values);
      case 'between':
        return this.between(e.lhs, e.negated, e.low, e.high);
      case 'contains':
        return this.contains(e.lhs, e.negated, e.insensitive, e.value);
    }
  }

  private compare(lhs: Lhs, op: CompareOp, value: ZqlValue): Frag {
    if (value.kind === 'null') {
      if (lhs.kind === 'count') throw new InvalidFilterError('count() can not be compared with null');
      if (op !== '=' && op !== '!=') throw new InvalidFilterError(`Operator ${op} can not be used with null`);
      return this.predicate(lhs, 'string', (s) => s.isNull(op === '!='), true);
    }
    // Index-friendly form for the most common set test, `anyOf(roleAttributes) = "x"`.
    if (lhs.kind === 'anyOf' && op === '=') {
      const sym = this.setField(lhs.name, 'anyOf');
      const s = columnSubject(lhs.name, raw('v'), sym.type);
      return sql`${s.encode(coerce(value, s))} = ANY(${raw(sym.sql)})`;
    }
    return this.predicate(lhs, VALUE_TYPES[value.kind]!, (s) => {
      if (s.type === 'boolean' && op !== '=' && op !== '!=') {
        throw new InvalidFilterError(`Operator ${op} can not be used with boolean field "${s.name}"`);
      }
      const v = s.encode(coerce(value, s));
      return op === '!=' ? sql`${s.expr} IS DISTINCT FROM ${v}` : sql`${s.expr} ${raw(op)} ${v}`;
    });
  }

  private inList(lhs: Lhs, negated: boolean, values: ScalarValue[]): Frag {
    return this.predicate(lhs, VALUE_TYPES[values[0].kind]!, (s) => {
      const list = join(values.map((v) => s.encode(coerce(v, s))), ', ');
      return negated ? sql`(${s.expr} IS NULL OR ${s.expr} NOT IN (${list}))` : sql`${s.expr} IN (${list})`;
    });
  }

  private between(lhs: Lhs, negated: boolean, low: ScalarValue, high: ScalarValue): Frag {
    return this.predicate(lhs, VALUE_TYPES[low.kind]!, (s) => {
      const [lo, hi] = [s.encode(coerce(low, s)), s.encode(coerce(high, s))];
      return negated ? sql`(${s.expr} < ${lo} OR ${s.expr} >= ${hi})` : sql`(${s.expr} >= ${lo} AND ${s.expr} < ${hi})`;
    });
  }

  private contains(lhs: Lhs, negated: boolean, insensitive: boolean, value: ZqlValue): Frag {
    const needle: ZqlValue = value.kind === 'number' ? { kind: 'string', value: String(value.value) } : value;
    const op = `${negated ? 'not ' : ''}${insensitive ? 'icontains' : 'contains'}`;
    return this.predicate(lhs, 'string', (s) => {
      if (s.type !== 'string') throw new InvalidFilterError(`Operator ${op} needs a string field, "${s.name}" is ${s.type}`);
      const v = s.encode(coerce(needle, s));
      const pos = insensitive ? sql`strpos(upper(${s.expr}), upper(${v}))` : sql`strpos(${s.expr}, ${v})`;
      return negated ? sql`(${s.expr} IS NULL OR ${pos} = 0)` : sql`${pos} > 0`;
    });
  }

  /**
   * Resolves the lhs to a subject and applies `test` to it; set functions apply it per
   * element. `valueType` picks the view of a map key; `forNull` marks a null test.
   */
  private predicate(lhs: Lhs, valueType: FieldType, test: (s: Subject) => Frag, forNull = false): Frag {
    switch (lhs.kind) {
      case 'field':
        return test(this.scalar(lhs.name, valueType, forNull));
      case 'count': {
        const label = lhs.set.kind === 'field' ? `count(${lhs.set.name})` : 'count()';
        return test(columnSubject(label, this.cardinality(lhs.set, 'count'), 'number'));
      }
      case 'anyOf':
      case 'allOf': {
        const sym = this.setField(lhs.name, lhs.kind);
        const each = test(columnSubject(lhs.name, raw('v'), sym.type));
        const from = sql`SELECT 1 FROM unnest(${raw(sym.sql)}) AS v`;
        return lhs.kind === 'anyOf'
          ? sql`EXISTS (${from} WHERE ${each})`
          : sql`NOT EXISTS (${from} WHERE NOT coalesce(${each}, false))`;
      }
    }
  }

  /** A plain field or map key; sets are rejected here since they need a set function. */
  private scalar(name: string, valueType: FieldType, forNull: boolean): Subject {
    const sym = this.symbols.fields[name];
    if (sym) {
      if (sym.set) throw new InvalidFilterError(`Field "${name}" is a set and can only be used with anyOf, allOf, count or isEmpty`);
      return columnSubject(name, raw(sym.sql), sym.type);
    }
    const dot = name.indexOf('.');
    const mapColumn = dot > 0 ? this.symbols.maps?.[name.slice(0, dot)] : undefined;
    if (mapColumn === undefined) throw unknownField(name);
    // A null test does not depend on the value type; 'string' is just a valid view.
    return mapSubject(name, mapColumn, name.slice(dot + 1), forNull ? 'string' : valueType);
  }

  private cardinality(set: SetExpr, fn: SetFn): Frag {
    if (set.kind === 'subquery') {
      throw new InvalidFilterError(`Set expressions (from ${set.entity} where ...) are not supported`);
    }
    return sql`coalesce(cardinality(${raw(this.setField(set.name, fn).sql)}), 0)`;
  }

  private setField(name: string, fn: SetFn): FieldSymbol {
    const sym = this.symbols.fields[name];
    if (!sym) {
      const dot = name.indexOf('.');
      if (dot > 0 && this.symbols.maps?.[name.slice(0, dot)] !== undefined) {
        throw new InvalidFilterError(`${fn}() needs a set field, "${name}" is a map value`);
      }
      throw unknownField(name);
    }
    if (!sym.set) throw new InvalidFilterError(`${fn}() needs a set field, "${name}" is not a set`);
    return sym;
  }
}

function unknownField(name: string): InvalidFilterError {
  return new InvalidFilterError(`Unknown field "${name}"`);
}

// ---------------------------------------------------------------------------
// Sort

function compileSort(sort: SortItem[], symbols: SymbolTable): string[] {
  const items = sort.map(({ field, dir }) => {
    const sym = symbols.fields[field];
    if (!sym) throw new InvalidSortError(`Unknown sort field "${field}"`);
    if (sym.set) throw new InvalidSortError(`Field "${field}" is a set and can not be sorted on`);
    if (sym.sortable === false) throw new InvalidSortError(`Field "${field}" is not sortable`);
    return { sql: sym.sql, text: `${sym.sql} ${dir === 'desc' ? 'DESC' : 'ASC'}` };
  });
  // Once the id is sorted on, later items (including a tie-breaker) can never matter.
  const idAt = items.findIndex((i) => i.sql === symbols.idSql);
  if (idAt >= 0) return items.slice(0, idAt + 1).map((i) => i.text);
  return [...items.map((i) => i.text), `${symbols.idSql} ASC`];
}
