/** JSON with sorted keys and bigints as strings: a hash of it must not depend on key order (jsonb keeps none). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(typeof value === 'bigint' ? String(value) : value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
