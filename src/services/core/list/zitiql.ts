/**
 * ZitiQL: OpenZiti's list filter language. A hand-written lexer and recursive-descent
 * parser producing a small AST; compile.ts turns the AST into PostgreSQL.
 *
 * Grammar and semantics follow the reference notes (section 2). Two deliberate choices:
 * - AND and OR have equal precedence and nest to the right, and NOT covers everything
 *   to its right, exactly as the ANTLR grammar of the Go controller parses them.
 * - Whitespace between tokens is optional wherever that cannot change the meaning
 *   (the Go lexer requires it in some places; accepting more is harmless).
 */
import { InvalidFilterError } from '../errors';
import { isStorableTime } from '../validate';

// ---------------------------------------------------------------------------
// AST

export type StringValue = { kind: 'string'; value: string };
export type NumberValue = { kind: 'number'; value: number };
export type DatetimeValue = { kind: 'datetime'; value: Date };
export type BoolValue = { kind: 'bool'; value: boolean };
export type NullValue = { kind: 'null' };

/** Values allowed in `in [...]` lists and `between` bounds (lists are homogeneous). */
export type ScalarValue = StringValue | NumberValue | DatetimeValue;
export type ZqlValue = ScalarValue | BoolValue | NullValue;

/** The source of a set function: a set field, or `from <entity> where <query>`. */
export type SetExpr = { kind: 'field'; name: string } | { kind: 'subquery'; entity: string; query: ZqlQuery };

/** Left-hand side of an operation. */
export type Lhs =
  | { kind: 'field'; name: string }
  | { kind: 'anyOf'; name: string }
  | { kind: 'allOf'; name: string }
  | { kind: 'count'; set: SetExpr };

export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type BoolExpr =
  | { type: 'and'; left: BoolExpr; right: BoolExpr }
  | { type: 'or'; left: BoolExpr; right: BoolExpr }
  | { type: 'not'; expr: BoolExpr }
  | { type: 'literal'; value: boolean }
  /** A bare boolean field name, meaning `name = true`. */
  | { type: 'boolField'; name: string }
  | { type: 'isEmpty'; set: SetExpr }
  | { type: 'compare'; lhs: Lhs; op: CompareOp; value: ZqlValue }
  | { type: 'in'; lhs: Lhs; negated: boolean; values: ScalarValue[] }
  /** Half-open: low <= x < high. */
  | { type: 'between'; lhs: Lhs; negated: boolean; low: NumberValue | DatetimeValue; high: NumberValue | DatetimeValue }
  | { type: 'contains'; lhs: Lhs; negated: boolean; insensitive: boolean; value: StringValue | NumberValue };

export type SortDir = 'asc' | 'desc';
export interface SortItem {
  field: string;
  dir: SortDir;
}

export interface ZqlQuery {
  where?: BoolExpr;
  sort: SortItem[];
  skip?: number;
  limit?: number | 'none';
}

// ---------------------------------------------------------------------------
// Lexer

type TokenKind = 'ident' | 'string' | 'number' | 'datetime' | 'symbol' | 'eof';

interface Token {
  kind: TokenKind;
  /** Source text, quoted in error messages. */
  text: string;
  /** Lower-cased keyword when the token is an unquoted, undotted keyword. */
  keyword?: string;
  /** Identifier name (quotes removed), string contents, number or date. */
  value?: string | number | Date;
  line: number;
  column: number;
}

const KEYWORDS = new Set([
  'and', 'or', 'not', 'in', 'between', 'contains', 'icontains', 'true', 'false', 'null',
  'sort', 'by', 'asc', 'desc', 'skip', 'limit', 'none', 'anyof', 'allof', 'count', 'isempty', 'from', 'where',
]);

const WS = /[ \t\r\n]/;
const IDENT = /[A-Za-z][A-Za-z_]*(?:\.[A-Za-z][A-Za-z_-]*)*/y;
const QUOTED_IDENT = /'([A-Za-z][A-Za-z_]*(?:\.[A-Za-z][A-Za-z_-]*)*)'/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?(?:0|[1-9][0-9]*))?/y;
const WORD_CHAR = /[A-Za-z0-9_.]/;
const SYMBOLS = ['<=', '>=', '!=', '=', '<', '>', '(', ')', '[', ']', ','];
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', f: '\f', n: '\n', r: '\r', t: '\t' };

class Lexer {
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  readonly tokens: Token[] = [];

  constructor(private readonly src: string) {}

  run(): Token[] {
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.src.length) {
        this.tokens.push(this.token('eof', '', this.pos));
        return this.tokens;
      }
      this.tokens.push(this.next());
    }
  }

  private next(): Token {
    const c = this.src[this.pos];
    if (c === '"') return this.string();
    if (c === "'") return this.quotedIdent();
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    if (/[A-Za-z]/.test(c)) return this.word();
    const sym = SYMBOLS.find((s) => this.src.startsWith(s, this.pos));
    if (!sym) throw this.unexpected(c, this.pos);
    return this.take('symbol', sym.length);
  }

  private skipWhitespace(): void {
    while (this.pos < this.src.length && WS.test(this.src[this.pos])) {
      if (this.src[this.pos] === '\n') {
        this.line++;
        this.lineStart = this.pos + 1;
      }
      this.pos++;
    }
  }

  private word(): Token {
    const text = this.match(IDENT)!;
    const lower = text.toLowerCase();
    if (lower === 'datetime' && this.peekNonWs(this.pos + text.length) === '(') return this.datetime();
    const tok = this.take('ident', text.length);
    tok.value = text;
    if (KEYWORDS.has(lower)) tok.keyword = lower;
    return tok;
  }

  private quotedIdent(): Token {
    QUOTED_IDENT.lastIndex = this.pos;
    const m = QUOTED_IDENT.exec(this.src);
    if (!m) throw this.unexpected("'", this.pos);
    const tok = this.take('ident', m[0].length);
    tok.value = m[1];
    return tok;
  }

  private number(): Token {
    const text = this.match(NUMBER);
    const end = this.pos + (text?.length ?? 0);
    // A number glued to more word characters ("007", "1abc", "-x") is not a number.
    if (!text || (end < this.src.length && WORD_CHAR.test(this.src[end]))) {
      throw this.unexpected(this.src[this.pos] + this.runOfWordChars(this.pos + 1), this.pos);
    }
    // Beyond a double (1e400) a literal is Infinity, which no column holds and SQL can not spell.
    if (!Number.isFinite(Number(text))) throw this.outOfRange('Number', text, this.pos);
    const tok = this.take('number', text.length);
    tok.value = Number(text);
    return tok;
  }

  private string(): Token {
    let out = '';
    for (let i = this.pos + 1; i < this.src.length; i++) {
      const c = this.src[i];
      if (c === '"') {
        const tok = this.take('string', i + 1 - this.pos);
        tok.value = out;
        return tok;
      }
      if (c === '\0') throw this.unexpected('\\0', i); // PostgreSQL text can not hold NUL
      if (c === '\\') {
        const esc = ESCAPES[this.src[i + 1]];
        if (esc === undefined) throw this.unexpected(this.src.slice(i, i + 2), i);
        out += esc;
        i++;
      } else {
        out += c;
      }
    }
    throw this.endOfInput(this.src.length);
  }

  private datetime(): Token {
    const open = this.src.indexOf('(', this.pos);
    const close = this.src.indexOf(')', open);
    if (close < 0) throw this.endOfInput(this.src.length);
    const date = parseRfc3339(this.src.slice(open + 1, close).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''));
    if (!date) throw this.unexpected(this.src.slice(this.pos, close + 1), this.pos);
    // RFC 3339 reaches years 0 and 10000 (UTC) with an offset; a timestamp parameter can not.
    if (!isStorableTime(date.getTime())) throw this.outOfRange('Datetime', this.src.slice(this.pos, close + 1), this.pos);
    const tok = this.take('datetime', close + 1 - this.pos);
    tok.value = date;
    return tok;
  }

  private match(re: RegExp): string | undefined {
    re.lastIndex = this.pos;
    return re.exec(this.src)?.[0];
  }

  private peekNonWs(from: number): string | undefined {
    let i = from;
    while (i < this.src.length && WS.test(this.src[i])) i++;
    return this.src[i];
  }

  private runOfWordChars(from: number): string {
    let i = from;
    while (i < this.src.length && WORD_CHAR.test(this.src[i])) i++;
    return this.src.slice(from, i);
  }

  /** Consumes `length` chars as one token; strings and datetimes may span lines. */
  private take(kind: TokenKind, length: number): Token {
    const text = this.src.slice(this.pos, this.pos + length);
    const tok = this.token(kind, text, this.pos);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      this.line++;
      this.lineStart = this.pos + i + 1;
    }
    this.pos += length;
    return tok;
  }

  private token(kind: TokenKind, text: string, at: number): Token {
    return { kind, text, line: this.line, column: at - this.lineStart + 1 };
  }

  private unexpected(text: string, at: number): InvalidFilterError {
    const { line, column } = this.position(at);
    return unexpectedSymbol(text, line, column);
  }

  private outOfRange(what: string, text: string, at: number): InvalidFilterError {
    const { line, column } = this.position(at);
    return new InvalidFilterError(`${what} out of range: "${text}" at line: ${line} column: ${column}`);
  }

  private endOfInput(at: number): InvalidFilterError {
    const { line, column } = this.position(at);
    return new InvalidFilterError(`Unexpected end of input at line: ${line} column: ${column}`);
  }

  /** Line and column of any offset; errors may point inside a multi-line token. */
  private position(at: number): { line: number; column: number } {
    const before = this.src.slice(0, at);
    return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
  }
}

function unexpectedSymbol(text: string, line: number, column: number): InvalidFilterError {
  return new InvalidFilterError(`Unexpected symbol: "${text}" at line: ${line} column: ${column}`);
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Strict RFC 3339 date-time (Go's time.RFC3339 accepts the same); date-only values are rejected. */
export function parseRfc3339(text: string): Date | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  const offH = m[10] ? Number(m[10]) : 0;
  const offM = m[11] ? Number(m[11]) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59 || offH > 23 || offM > 59) {
    return undefined;
  }
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
  date.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  const offset = (m[9] === '-' ? -1 : 1) * (offH * 60 + offM);
  return new Date(date.getTime() - offset * 60_000);
}

function daysInMonth(y: number, month: number): number {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// ---------------------------------------------------------------------------
// Parser

// Bounds on one filter, checked while parsing so a hostile filter costs little and reaches
// neither the stack nor PostgreSQL. The ziti CLI, the admin console and the SDKs stay far below them.
/** Nesting of parentheses, `not` and `from ... where` subqueries: keeps every recursion over the filter shallow. */
export const MAX_FILTER_DEPTH = 32;
/** Predicates (comparisons, `in`, `contains`, bare booleans, ...): bounds the size of the SQL a filter becomes. */
export const MAX_FILTER_TERMS = 256;
/** Characters of a filter or sort list: bounds lexing and `in [...]` values (PostgreSQL takes at most 65,535 parameters). */
export const MAX_FILTER_LENGTH = 65_536;

const COMPARE_OPS: readonly string[] = ['=', '!=', '<', '<=', '>', '>='];
const OP_KEYWORDS = new Set(['not', 'in', 'between', 'contains', 'icontains']);
const CLAUSE_KEYWORDS = new Set(['sort', 'skip', 'limit']);

class Parser {
  private pos = 0;
  private depth = 0;
  private terms = 0;

  constructor(private readonly tokens: Token[]) {}

  /** query := boolExpr [sortBy] [skip] [limit] | sortBy [skip] [limit] | skip [limit] | limit */
  parseQuery(nested: boolean): ZqlQuery {
    const q: ZqlQuery = { sort: [] };
    const first = this.peek();
    const atEnd = first.kind === 'eof' || (nested && this.isSymbol(')'));
    if (nested && atEnd) throw this.unexpected(first);
    if (!atEnd && !CLAUSE_KEYWORDS.has(first.keyword ?? '')) q.where = this.parseBool();
    if (this.acceptKeyword('sort')) {
      this.expectKeyword('by');
      q.sort = this.parseSortList();
    }
    if (this.acceptKeyword('skip')) q.skip = this.parseCount('skip');
    if (this.acceptKeyword('limit')) q.limit = this.acceptKeyword('none') ? 'none' : this.parseCount('limit');
    if (!nested) this.expectEnd();
    return q;
  }

  /** ident [asc|desc] (, ident [asc|desc])* */
  parseSortList(): SortItem[] {
    const items: SortItem[] = [];
    do {
      const field = this.expectIdent();
      let dir: SortDir = 'asc';
      if (this.acceptKeyword('desc')) dir = 'desc';
      else this.acceptKeyword('asc');
      items.push({ field, dir });
    } while (this.acceptSymbol(','));
    return items;
  }

  expectEnd(): void {
    const tok = this.peek();
    if (tok.kind !== 'eof') throw this.unexpected(tok);
  }

  /** AND/OR share one precedence level and nest to the right; NOT takes everything after it. */
  private parseBool(): BoolExpr {
    if (this.acceptKeyword('not')) return { type: 'not', expr: this.nested(() => this.parseBool()) };
    const left = this.parsePrimary();
    if (this.acceptKeyword('and')) return { type: 'and', left, right: this.parseBool() };
    if (this.acceptKeyword('or')) return { type: 'or', left, right: this.parseBool() };
    return left;
  }

  private parsePrimary(): BoolExpr {
    const tok = this.peek();
    if (this.acceptSymbol('(')) {
      const expr = this.nested(() => this.parseBool());
      this.expectSymbol(')');
      return expr;
    }
    // Anything else is one predicate; counted before it is parsed, so an and/or chain stops at the limit.
    if (++this.terms > MAX_FILTER_TERMS) throw new InvalidFilterError(`the filter has more than ${MAX_FILTER_TERMS} terms`);
    switch (tok.keyword) {
      case 'true':
      case 'false':
        this.pos++;
        return { type: 'literal', value: tok.keyword === 'true' };
      case 'isempty':
        this.pos++;
        return { type: 'isEmpty', set: this.parenthesized(() => this.parseSetExpr()) };
      case 'anyof':
      case 'allof': {
        this.pos++;
        const name = this.parenthesized(() => this.expectIdent());
        return this.parseOperation(tok.keyword === 'anyof' ? { kind: 'anyOf', name } : { kind: 'allOf', name });
      }
      case 'count':
        this.pos++;
        return this.parseOperation({ kind: 'count', set: this.parenthesized(() => this.parseSetExpr()) });
    }
    const name = this.expectIdent();
    if (this.atOperator()) return this.parseOperation({ kind: 'field', name });
    return { type: 'boolField', name };
  }

  private parseSetExpr(): SetExpr {
    if (!this.acceptKeyword('from')) return { kind: 'field', name: this.expectIdent() };
    const entity = this.expectIdent();
    this.expectKeyword('where');
    return { kind: 'subquery', entity, query: this.nested(() => this.parseQuery(true)) };
  }

  private parseOperation(lhs: Lhs): BoolExpr {
    const negated = this.acceptKeyword('not');
    const tok = this.next();
    switch (tok.keyword) {
      case 'in':
        return { type: 'in', lhs, negated, values: this.parseList() };
      case 'between': {
        const low = this.parseValue(['number', 'datetime']) as NumberValue | DatetimeValue;
        this.expectKeyword('and');
        const high = this.parseValue([low.kind]) as NumberValue | DatetimeValue;
        return { type: 'between', lhs, negated, low, high };
      }
      case 'contains':
      case 'icontains': {
        const insensitive = tok.keyword === 'icontains';
        const value = this.parseValue(insensitive ? ['string'] : ['string', 'number']) as StringValue | NumberValue;
        return { type: 'contains', lhs, negated, insensitive, value };
      }
    }
    if (negated || tok.kind !== 'symbol' || !COMPARE_OPS.includes(tok.text)) throw this.unexpected(tok);
    const op = tok.text as CompareOp;
    const allowed: ZqlValue['kind'][] = op === '=' || op === '!=' ? ['string', 'number', 'datetime', 'bool', 'null'] : ['string', 'number', 'datetime'];
    return { type: 'compare', lhs, op, value: this.parseValue(allowed) };
  }

  /** A non-empty, homogeneous list of strings, numbers or datetimes. */
  private parseList(): ScalarValue[] {
    this.expectSymbol('[');
    const first = this.parseValue(['string', 'number', 'datetime']) as ScalarValue;
    const values = [first];
    while (this.acceptSymbol(',')) values.push(this.parseValue([first.kind]) as ScalarValue);
    this.expectSymbol(']');
    return values;
  }

  /** Reads one literal whose kind must be in `allowed`. */
  private parseValue(allowed: readonly ZqlValue['kind'][]): ZqlValue {
    const tok = this.next();
    const value = tokenValue(tok);
    if (!value || !allowed.includes(value.kind)) throw this.unexpected(tok);
    return value;
  }

  private parseCount(clause: 'skip' | 'limit'): number {
    const tok = this.next();
    const n = tok.value;
    if (tok.kind !== 'number' || typeof n !== 'number') throw this.unexpected(tok);
    if (!Number.isSafeInteger(n) || (clause === 'skip' && n < 0)) {
      throw new InvalidFilterError(`Invalid ${clause} value ${tok.text} at line: ${tok.line} column: ${tok.column}`);
    }
    return n;
  }

  /** Parses one more level of nesting; refuses it before recursing once the limit is reached. */
  private nested<T>(inner: () => T): T {
    if (++this.depth > MAX_FILTER_DEPTH) throw new InvalidFilterError(`the filter nests deeper than ${MAX_FILTER_DEPTH} levels`);
    const result = inner();
    this.depth--;
    return result;
  }

  private parenthesized<T>(inner: () => T): T {
    this.expectSymbol('(');
    const result = inner();
    this.expectSymbol(')');
    return result;
  }

  private atOperator(): boolean {
    const tok = this.peek();
    return OP_KEYWORDS.has(tok.keyword ?? '') || (tok.kind === 'symbol' && COMPARE_OPS.includes(tok.text));
  }

  private expectIdent(): string {
    const tok = this.next();
    if (tok.kind !== 'ident' || tok.keyword) throw this.unexpected(tok);
    return tok.value as string;
  }

  private acceptKeyword(kw: string): boolean {
    if (this.peek().keyword !== kw) return false;
    this.pos++;
    return true;
  }

  private expectKeyword(kw: string): void {
    if (!this.acceptKeyword(kw)) throw this.unexpected(this.peek());
  }

  private isSymbol(s: string): boolean {
    const tok = this.peek();
    return tok.kind === 'symbol' && tok.text === s;
  }

  private acceptSymbol(s: string): boolean {
    if (!this.isSymbol(s)) return false;
    this.pos++;
    return true;
  }

  private expectSymbol(s: string): void {
    if (!this.acceptSymbol(s)) throw this.unexpected(this.peek());
  }

  private peek(): Token {
    return this.tokens[this.pos];
  }

  private next(): Token {
    const tok = this.tokens[this.pos];
    if (tok.kind !== 'eof') this.pos++;
    return tok;
  }

  private unexpected(tok: Token): InvalidFilterError {
    if (tok.kind === 'eof') return new InvalidFilterError(`Unexpected end of input at line: ${tok.line} column: ${tok.column}`);
    return unexpectedSymbol(tok.text, tok.line, tok.column);
  }
}

function tokenValue(tok: Token): ZqlValue | undefined {
  switch (tok.kind) {
    case 'string':
      return { kind: 'string', value: tok.value as string };
    case 'number':
      return { kind: 'number', value: tok.value as number };
    case 'datetime':
      return { kind: 'datetime', value: tok.value as Date };
  }
  if (tok.keyword === 'true' || tok.keyword === 'false') return { kind: 'bool', value: tok.keyword === 'true' };
  if (tok.keyword === 'null') return { kind: 'null' };
  return undefined;
}

/** Parses a ZitiQL filter. Empty or whitespace-only input means "no filter". Throws InvalidFilterError. */
export function parseZitiQL(input: string): ZqlQuery {
  checkLength(input, 'filter');
  return new Parser(new Lexer(input).run()).parseQuery(false);
}

/**
 * Parses a bare sort list (`name asc, createdAt desc`), as sent in the separate `sort`
 * query parameter. Empty input gives []. Throws InvalidFilterError; callers map it.
 */
export function parseSortList(input: string): SortItem[] {
  checkLength(input, 'sort list');
  if (input.trim() === '') return [];
  const parser = new Parser(new Lexer(input).run());
  const items = parser.parseSortList();
  parser.expectEnd();
  return items;
}

function checkLength(input: string, what: string): void {
  if (input.length > MAX_FILTER_LENGTH) throw new InvalidFilterError(`the ${what} is longer than ${MAX_FILTER_LENGTH} characters`);
}
