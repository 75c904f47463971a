import type { ErrorName, Result } from '@veritex/shared';

/** Longer than any text a call accepts; a longer string is refused before it reaches a schema. */
export const MAX_TEXT_CHARS = 10_000;

/** C0 controls except tab, line feed and carriage return, plus DEL and the C1 block. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Refuses text no call should store before validation sees it: NUL and other control characters
 * (PostgreSQL refuses NUL in text and jsonb, and the rest only hides things from a reader), and
 * strings longer than any field takes. Bytes of an uploaded file are not text and pass.
 */
export function screenParams(params: Record<string, unknown>): Result<null, ErrorName> {
  const found = findBadText(params, '');
  return found ? { ok: false, error: found.error, data: { field: found.field } } : { ok: true, value: null };
}

function findBadText(value: unknown, path: string): { error: ErrorName; field: string } | undefined {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) return { error: 'control_characters', field: path };
    if (value.length > MAX_TEXT_CHARS) return { error: 'text_too_long', field: path };
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return { error: 'control_characters', field: path };
    const found = findBadText(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
