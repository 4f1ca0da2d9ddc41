/** Reading query parameters as Express parses them (a repeated parameter arrives as an array). */

/** A single-valued parameter: the last one given. */
export function stringParam(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  return String(Array.isArray(raw) ? raw[raw.length - 1] : raw);
}

/** A list parameter, repeated and/or comma separated as OpenZiti accepts it (`configTypes=a,b&configTypes=c`). */
export function listParam(raw: unknown): string[] {
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
}
