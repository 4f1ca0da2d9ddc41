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

export type { FieldSymbol, FieldType, RelationSymbol, SymbolTable, ToManyRelation, ToOneRelation } from '../../../foundation/list-symbols';
import type { FieldSymbol, FieldType, RelationSymbol, SymbolTable, ToManyRelation, ToOneRelation } from '../../../foundation/list-symbols';

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

/**
 * The symbols of a list as a caller who may read only these rows (not the admin data around
 * them) sees them: only the named relations, and the related rows' own fields without any
 * further relation. A client's service list may reach its services' terminators and configs
 * (it can read those), never the policies and identities behind them.
 */
export function limitRelations(symbols: SymbolTable, allowed: readonly string[] = []): SymbolTable {
  const key = allowed.join(',');
  let byKey = limited.get(symbols);
  if (!byKey) limited.set(symbols, (byKey = new Map()));
  let table = byKey.get(key);
  if (!table) {
    const keep = (rel: RelationSymbol): RelationSymbol => ({ ...rel, target: () => limitRelations(rel.target()) });
    table = {
      idSql: symbols.idSql,
      // Lazy, as the symbols it narrows (entity metadata is known only once the ORM is up).
      get fields() {
        return symbols.fields;
      },
      get maps() {
        return symbols.maps;
      },
      get relations() {
        return Object.fromEntries(Object.entries(symbols.relations ?? {}).filter(([name]) => allowed.includes(name)).map(([name, rel]) => [name, keep(rel)]));
      },
    };
    byKey.set(key, table);
  }
  return table;
}
const limited = new WeakMap<SymbolTable, Map<string, SymbolTable>>();

/** Field names for `meta.filterableFields`, sorted: the fields and the to-many relations (sets of related rows). */
export function filterableFields(symbols: SymbolTable): string[] {
  const sets = Object.entries(symbols.relations ?? {}).filter(([, r]) => r.kind === 'many').map(([name]) => name);
  return [...new Set([...Object.keys(symbols.fields), ...sets])].sort();
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

/** Relations followed one inside another (`identity.type.name` is two, as is a set expression inside one): bounds the subqueries. */
export const MAX_RELATION_HOPS = 4;

class Compiler {
  /**
   * `symbols` are those of the rows (alias `e`) this compiler's predicates are about; `of`
   * names the relation path that led to them (for messages); `aliases` numbers the link
   * aliases of the whole statement, so nested relations never reuse one.
   */
  constructor(
    private readonly symbols: SymbolTable,
    private readonly of = '',
    private readonly hops = 0,
    private readonly aliases = { next: 0 },
  ) {}

  /** A compiler for the rows of a relation. */
  private related(rel: RelationSymbol, name: string): Compiler {
    if (this.hops >= MAX_RELATION_HOPS) throw new InvalidFilterError(`the filter follows more than ${MAX_RELATION_HOPS} relations one inside another`);
    return new Compiler(rel.target(), this.of ? `${this.of}.${name}` : name, this.hops + 1, this.aliases);
  }

  private alias(): string {
    return `r${++this.aliases.next}`;
  }

  bool(e: BoolExpr): Frag {
    switch (e.type) {
      case 'and':
        return sql`(${this.bool(e.left)} AND ${this.bool(e.right)})`;
      case 'or':
        return sql`(${this.bool(e.left)} OR ${this.bool(e.right)})`;
      case 'not': {
        // `not isEmpty(from x where …)`, OpenZiti's usual form, is asked positively (never null either way).
        const rel = e.expr.type === 'isEmpty' ? this.relationSet(e.expr.set, 'isEmpty') : undefined;
        if (rel) return this.someRelated(rel.relation, rel.where);
        return sql`(NOT coalesce(${this.bool(e.expr)}, false))`;
      }
      case 'literal':
        return raw(e.value ? 'TRUE' : 'FALSE');
      case 'boolField':
        return this.predicate({ kind: 'field', name: e.name }, 'boolean', (s) => {
          if (s.type !== 'boolean') throw new InvalidFilterError(`Field "${s.name}" is not a boolean and can not be used as a condition`);
          return sql`${s.expr} = ${s.encode(true)}`;
        });
      case 'isEmpty': {
        const rel = this.relationSet(e.set, 'isEmpty');
        return rel ? sql`(NOT ${this.anyRelated(rel.relation, rel.where)})` : sql`${this.cardinality(e.set, 'isEmpty')} = 0`;
      }
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
    if (lhs.kind === 'anyOf' && op === '=' && this.symbols.fields[lhs.name]) {
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
        if (!this.symbols.fields[lhs.name] && this.symbols.relations?.[headOf(lhs.name)]) {
          return this.relatedPredicate(lhs.kind, lhs.name, valueType, test, forNull);
        }
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
    const rel = this.symbols.relations?.[headOf(name)];
    if (rel?.kind === 'one' && dot > 0) return this.throughOne(rel, name, valueType, forNull);
    if (rel?.kind === 'many') throw new InvalidFilterError(`Field "${name}" is a set of related entities and can only be used with anyOf or allOf`);
    const mapColumn = dot > 0 ? this.symbols.maps?.[name.slice(0, dot)] : undefined;
    if (mapColumn === undefined) throw this.unknownField(name);
    // A null test does not depend on the value type; 'string' is just a valid view.
    return mapSubject(name, mapColumn, name.slice(dot + 1), forNull ? 'string' : valueType);
  }

  private cardinality(set: SetExpr, fn: SetFn): Frag {
    const rel = this.relationSet(set, fn);
    if (rel) return this.countRelated(rel.relation, rel.where);
    if (set.kind !== 'field') throw new Error('unreachable: a set expression is always a relation');
    return sql`coalesce(cardinality(${raw(this.setField(set.name, fn).sql)}), 0)`;
  }

  // -------------------------------------------------------------------------
  // Relations. The link rows of a to-many relation (a match table, on the policy engine's
  // indexes, or the related table's foreign key) lead to the related rows, which are bound to
  // `e` again so the related list's symbols apply; they are only read when a condition asks
  // about their fields.
  // - "some related row meets c" (anyOf, not isEmpty) is `e.id IN (SELECT link.from … WHERE c
  //   OFFSET 0)`: computed once, from the related side (a policy by name → its matches). The
  //   OFFSET 0 keeps PostgreSQL from flattening it into a join whose order it would choose for
  //   the page's LIMIT, although the page's count(*) over() reads every row anyway.
  // - "no related row fails / meets c" (allOf, isEmpty) and count are correlated with the row
  //   (`FROM <link> rN WHERE rN.from = e.id`), anti-joins or index probes per row.

  /** A `from x where …` or a bare to-many relation given to a set function; undefined for a set field. */
  private relationSet(set: SetExpr, fn: SetFn): { relation: ToManyRelation; where?: Frag } | undefined {
    if (set.kind === 'subquery') {
      const relation = this.toMany(set.entity, fn);
      const { where, sort, skip, limit } = set.query;
      if (sort.length || skip !== undefined || limit !== undefined) {
        throw new InvalidFilterError(`sort, skip and limit can not be used in (from ${set.entity} where ...)`);
      }
      return { relation, where: where && this.related(relation, set.entity).bool(where) };
    }
    if (this.symbols.fields[set.name]) return undefined;
    const head = headOf(set.name);
    if (!this.symbols.relations?.[head]) return undefined;
    if (head !== set.name) throw new InvalidFilterError(`${fn}() needs a set, "${set.name}" is a field of related entities: use ${fn}(${head}) or ${fn}(from ${head} where ...)`);
    return { relation: this.toMany(head, fn) };
  }

  private toMany(name: string, fn: SetFn): ToManyRelation {
    const rel = this.symbols.relations?.[name];
    if (!rel) {
      const known = Object.entries(this.symbols.relations ?? {}).filter(([, r]) => r.kind === 'many').map(([n]) => n).sort();
      const where = this.of ? ` of ${this.of}` : '';
      throw new InvalidFilterError(`Unknown relation "${name}"${where}` + (known.length ? `; the relations are ${known.join(', ')}` : '; this list has none'));
    }
    if (rel.kind !== 'many') throw new InvalidFilterError(`${fn}() needs a set, "${name}" is a single related entity`);
    return rel;
  }

  /** `FROM <link rows of the row e> WHERE <correlation>`, and the SQL of each link row's related id. */
  private linkRows(rel: ToManyRelation): { from: Frag; id: Frag } {
    const r = this.alias();
    const link = rel.link;
    if ('arraySql' in link) return { from: raw(`FROM unnest(${link.arraySql}) AS ${r}("id") WHERE TRUE`), id: raw(`${r}."id"`) };
    // Fixed values are constants of a relation's declaration (checked there), never user input.
    const fixed = Object.entries(link.where ?? {}).map(([column, value]) => ` AND ${r}."${column}" = '${value}'`).join('');
    return { from: raw(`FROM ${link.table} ${r} WHERE ${r}."${link.from}" = ${this.symbols.idSql}${fixed}`), id: raw(`${r}."${link.to}"`) };
  }

  /** The related row of a link row, rebound as `e`, meets `cond`. */
  private relatedRow(rel: ToManyRelation, id: Frag, cond: Frag): Frag {
    return sql`EXISTS (SELECT 1 FROM ${raw(rel.table)} e WHERE ${raw(rel.target().idSql)} = ${id} AND ${cond})`;
  }

  /**
   * Some related row meets `where` (about the related row, as `e`), or some related id meets
   * `idTest`; neither: there is a related row at all.
   */
  private someRelated(rel: ToManyRelation, where?: Frag, idTest?: (id: Frag) => Frag): Frag {
    const link = rel.link;
    if ('arraySql' in link) {
      const { from, id } = this.linkRows(rel);
      const cond = where ? this.relatedRow(rel, id, where) : idTest ? idTest(id) : undefined;
      return cond ? sql`EXISTS (SELECT 1 ${from} AND ${cond})` : sql`EXISTS (SELECT 1 ${from})`;
    }
    const r = this.alias();
    const id = raw(`${r}."${link.to}"`);
    const related = where ? ` JOIN ${rel.table} e ON ${rel.target().idSql} = ${r}."${link.to}"` : '';
    const conds: Frag[] = Object.entries(link.where ?? {}).map(([column, value]) => raw(`${r}."${column}" = '${value}'`));
    if (where) conds.push(where);
    if (idTest) conds.push(idTest(id));
    const whereSql = conds.length ? sql` WHERE ${join(conds, ' AND ')}` : raw('');
    return sql`${raw(this.symbols.idSql)} IN (SELECT ${raw(`${r}."${link.from}"`)} FROM ${raw(`${link.table} ${r}${related}`)}${whereSql} OFFSET 0)`;
  }

  private anyRelated(rel: ToManyRelation, where?: Frag): Frag {
    const { from, id } = this.linkRows(rel);
    return where ? sql`EXISTS (SELECT 1 ${from} AND ${this.relatedRow(rel, id, where)})` : sql`EXISTS (SELECT 1 ${from})`;
  }

  private countRelated(rel: ToManyRelation, where?: Frag): Frag {
    const { from, id } = this.linkRows(rel);
    return where ? sql`(SELECT count(*) ${from} AND ${this.relatedRow(rel, id, where)})` : sql`(SELECT count(*) ${from})`;
  }

  /**
   * anyOf/allOf over a to-many relation: bare (`anyOf(services) = "<id>"`) it compares the
   * related ids, dotted (`anyOf(servicePolicies.name)`) a field of the related rows.
   */
  private relatedPredicate(fn: 'anyOf' | 'allOf', name: string, valueType: FieldType, test: (s: Subject) => Frag, forNull: boolean): Frag {
    const head = headOf(name);
    const rel = this.symbols.relations![head];
    if (rel.kind !== 'many') throw new InvalidFilterError(`${fn}() needs a set, "${head}" is a single related entity: compare ${name} directly`);
    const inner = head === name ? undefined : this.related(rel, head).scalar(name.slice(head.length + 1), valueType, forNull);
    if (fn === 'anyOf') {
      return inner ? this.someRelated(rel, test({ ...inner, name })) : this.someRelated(rel, undefined, (id) => test(columnSubject(name, id, 'string')));
    }
    const { from, id } = this.linkRows(rel);
    const each = inner ? this.relatedRow(rel, id, test({ ...inner, name })) : test(columnSubject(name, id, 'string'));
    return sql`NOT EXISTS (SELECT 1 ${from} AND NOT coalesce(${each}, false))`;
  }

  /**
   * A field of the row a to-one relation points at (`type.name`), read by a scalar subquery.
   * The row's key is carried out in a FROM-less subselect, so the related row can be bound
   * to `e` (as its own symbols expect) while the key still comes from the outer row.
   */
  private throughOne(rel: ToOneRelation, name: string, valueType: FieldType, forNull: boolean): Subject {
    const head = headOf(name);
    const inner = this.related(rel, head).scalar(name.slice(head.length + 1), valueType, forNull);
    const r = this.alias();
    const from = raw(`FROM (SELECT ${rel.key} AS "k") ${r} JOIN ${rel.table} e ON ${rel.target().idSql} = ${r}."k"`);
    const through = (f: Frag) => sql`(SELECT ${f} ${from})`;
    return {
      ...inner,
      name,
      expr: through(inner.expr),
      // No related row: the field is missing, which `= null` matches and `!= null` does not.
      isNull: (negated) => sql`coalesce(${through(inner.isNull(negated))}, ${raw(negated ? 'false' : 'true')})`,
    };
  }

  private unknownField(name: string): InvalidFilterError {
    return new InvalidFilterError(`Unknown field "${name}"${this.of ? ` of ${this.of}` : ''}`);
  }

  private setField(name: string, fn: SetFn): FieldSymbol {
    const sym = this.symbols.fields[name];
    if (!sym) {
      const dot = name.indexOf('.');
      if (dot > 0 && this.symbols.maps?.[name.slice(0, dot)] !== undefined) {
        throw new InvalidFilterError(`${fn}() needs a set field, "${name}" is a map value`);
      }
      throw this.unknownField(name);
    }
    if (!sym.set) throw new InvalidFilterError(`${fn}() needs a set field, "${name}" is not a set`);
    return sym;
  }
}

/** The first segment of a dotted name. */
function headOf(name: string): string {
  const dot = name.indexOf('.');
  return dot < 0 ? name : name.slice(0, dot);
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
