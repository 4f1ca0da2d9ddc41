import { types } from 'pg';
import { parse as parseArray } from 'postgres-array';

/** Array type OIDs whose elements stay text: text[] and varchar[] (role attributes, config ids, …). */
const TEXT_ARRAY_OIDS = [1009, 1015];

const parseTextArray = (value: string): (string | null)[] => parseArray(value);

/**
 * Text arrays parsed by postgres-array 3, for every connection of this process: pg-types parses
 * them with postgres-array 2, which builds each element a character at a time (a page of 100
 * services made ~170 KB of garbage in its role attributes alone); version 3 slices the elements
 * out of the text, with the same results (NULL elements as null). Set on pg's global parsers,
 * beneath the overrides MikroORM gives its own connections (dates and timestamps as text, which
 * it parses itself), so those stay as they are.
 */
export function useFastTextArrays(): void {
  for (const oid of TEXT_ARRAY_OIDS) types.setTypeParser(oid, parseTextArray);
}
