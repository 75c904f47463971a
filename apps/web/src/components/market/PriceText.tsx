import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../../i18n/format';

/** A price at its market's scale that flashes green or red when it changes (UI.md "Up and down colours"). */
export function PriceText({ value, scale, className }: { value: string; scale: number; className?: string }) {
  const format = useFormat();
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = Number(previous.current);
    const now = Number(value);
    previous.current = value;
    if (!Number.isFinite(before) || !Number.isFinite(now) || before === now) return;
    setFlash(now > before ? 'up' : 'down');
    const timer = window.setTimeout(() => setFlash(null), 700);
    return () => window.clearTimeout(timer);
  }, [value]);
  const classes = ['vx-num', className, flash ? `vx-flash-${flash}` : ''].filter(Boolean).join(' ');
  return <span className={classes}>{format.fixed(value, scale)}</span>;
}
