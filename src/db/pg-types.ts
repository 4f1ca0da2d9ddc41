import { types } from 'pg';
import type { CustomTypesConfig } from 'pg';
import { parse as parseArray } from 'postgres-array';

/** Array type OIDs whose elements stay text: text[] and varchar[] (role attributes, config ids, …). */
const TEXT_ARRAY_OIDS = new Set([1009, 1015]);

const parseTextArray = (value: string): (string | null)[] => parseArray(value);

/**
 * The value parsers of the controller's connections: pg's own, except text arrays. pg-types
 * parses those with postgres-array 2, which builds each element a character at a time (a page of
 * 100 services made ~170 KB of garbage in its role attributes alone); postgres-array 3 slices the
 * elements out of the text, with the same results (NULL elements as null).
 */
export const PG_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    format !== 'binary' && TEXT_ARRAY_OIDS.has(oid) ? parseTextArray : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
