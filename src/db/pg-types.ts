import { types } from 'pg';
import type { CustomTypesConfig } from 'pg';
import { parse as parseArray } from 'postgres-array';
import parseTimestamp from 'postgres-date';

/** Array type OIDs whose elements stay text: text[] and varchar[] (role attributes, config ids, …). */
const TEXT_ARRAY_OIDS = new Set([1009, 1015]);
/** timestamp and timestamptz. */
const TIMESTAMP_OIDS = new Set([1114, 1184]);

const parseTextArray = (value: string): (string | null)[] => parseArray(value);

/**
 * The value parsers of the controller's connections: pg's own, except text arrays and
 * timestamps, which every row has. pg-types parses text arrays with postgres-array 2, building
 * each element a character at a time (a page of 100 services made ~170 KB of garbage in its role
 * attributes alone), and timestamps with a regular expression; postgres-array 3 slices the
 * elements out of the text and postgres-date 2 reads the digits in place, with the same results
 * (NULL elements as null, infinities as ±Infinity, a timestamp without zone in local time).
 */
export const PG_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return types.getTypeParser(oid, format);
    if (TEXT_ARRAY_OIDS.has(oid)) return parseTextArray;
    if (TIMESTAMP_OIDS.has(oid)) return parseTimestamp;
    return types.getTypeParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};
