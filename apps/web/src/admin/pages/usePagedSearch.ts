import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
const TYPING_PAUSE_MS = 400;

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Search text, page and page size live in the address, so a reload, a shared link or the
 * back button from a detail view shows the same list. With `live`, typing searches after a
 * short pause; without it only Enter or the search button do (user searches are audited, and
 * every half-typed fragment would become an audit entry).
 */
export function usePagedSearch({ extraKeys = [], live = false }: { extraKeys?: readonly string[]; live?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = positiveInt(searchParams.get('page'), 1);
  const pageSize = positiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE);
  const [draft, setDraft] = useState(q);

  const update = (changes: Record<string, string | number | undefined>) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  const search = (text: string) => update({ q: text.trim(), page: 1 });

  // Follows the address when it changes from outside (back button, link).
  useEffect(() => {
    setDraft((current) => (current.trim() === q ? current : q));
  }, [q]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is new every render; the pause restarts only when the text changes.
  useEffect(() => {
    if (!live || draft.trim() === q) return;
    const timer = setTimeout(() => search(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, live]);

  const extras: Record<string, string> = {};
  for (const key of extraKeys) extras[key] = searchParams.get(key) ?? '';

  return { q, page, pageSize, draft, setDraft, search, update, extras, searchParams };
}
