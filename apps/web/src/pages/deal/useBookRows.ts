import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** One book level's line height (spot.css `.vx-book__pick`) and the book's fixed parts (head, columns, last price), in rem. */
const ROW_REM = 1.45;
const OVERHEAD_REM = 7.4;
const FEWEST = 5;
const MOST = 30;

/**
 * How many levels per side fit the column the order book fills on the desktop, followed as the
 * window changes: the book uses its whole column instead of a fixed count (UI.md, dense where
 * traders expect density).
 */
export function useBookRows(fallback: number): { column: RefCallback<HTMLElement>; rows: number } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [rows, setRows] = useState(fallback);
  const column = useCallback((node: HTMLElement | null) => setElement(node), []);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const fit = Math.floor((element.clientHeight / rem - OVERHEAD_REM) / (2 * ROW_REM));
      setRows(Math.min(MOST, Math.max(FEWEST, fit)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return { column, rows };
}
