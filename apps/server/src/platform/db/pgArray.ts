/**
 * A PostgreSQL array literal for one bound parameter (`${pgArray(values)}::text[]`), so bulk
 * statements can `unnest` thousands of rows with a handful of parameters instead of one
 * parameter per value. Every element is quoted; null becomes NULL.
 */
export function pgArray(values: ReadonlyArray<string | bigint | number | boolean | null>): string {
  const parts = values.map((value) => {
    if (value === null) return 'NULL';
    // A number needs no quotes (and skips the escaping: history seeding builds millions of these).
    if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
    const text = String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(',')}}`;
}
