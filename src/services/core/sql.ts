/**
 * A PostgreSQL text[] literal for binding a list as ONE parameter (`?::text[]`).
 * knex expands a JS array bound to `?` into a comma list, which `= any(?)` cannot take.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
