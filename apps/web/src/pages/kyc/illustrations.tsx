import type { ImageSlot } from '@veritex/shared';
import type { ReactNode } from 'react';

/**
 * Line drawings of what each picture should show, in the current text colour (so they follow the
 * theme). Decorative: the slot's title and hint say the same in words.
 */
const DRAWINGS: Record<ImageSlot, ReactNode> = {
  front: (
    <>
      <rect x="6" y="8" width="52" height="32" rx="4" />
      <rect x="11" y="14" width="14" height="18" rx="2" />
      <circle cx="18" cy="20" r="3" />
      <path d="M13 30c1.5-3.5 8.5-3.5 10 0" />
      <path d="M30 16h22M30 22h18M30 28h22M30 34h12" />
    </>
  ),
  back: (
    <>
      <rect x="6" y="8" width="52" height="32" rx="4" />
      <path d="M6 15h52" />
      <path d="M12 22h26M12 27h20" />
      <path d="M12 33v4M15 33v4M17 33v4M21 33v4M23 33v4M27 33v4M30 33v4M33 33v4M35 33v4M39 33v4" />
      <rect x="44" y="21" width="9" height="9" rx="1" />
    </>
  ),
  hold: (
    <>
      <circle cx="24" cy="13" r="6" />
      <path d="M12 44c0-9 5-15 12-15s12 6 12 15" />
      <path d="M33 33l7-5" />
      <rect x="38" y="18" width="20" height="13" rx="2" />
      <path d="M41 23h8M41 27h12" />
      <path d="M40 38c3-2 6 2 9 0s5-2 7 0" />
    </>
  ),
  face: (
    <>
      <rect x="14" y="4" width="36" height="40" rx="4" strokeDasharray="3 3" />
      <circle cx="32" cy="19" r="7" />
      <path d="M20 40c0-8 5-12 12-12s12 4 12 12" />
      <path d="M29 18h0M35 18h0" />
    </>
  ),
  bill: (
    <>
      <path d="M16 4h24l10 10v30H16z" />
      <path d="M40 4v10h10" />
      <path d="M21 18h14M21 24h24M21 30h24M21 36h16" />
      <path d="M37 40h8" />
    </>
  ),
};

export function SlotDrawing({ slot, className }: { slot: ImageSlot; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 48"
      className={className ?? 'vx-kyc-drawing'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[slot]}
    </svg>
  );
}

/** The senior guidance pictograms: a face seen clearly, no hat, both arms in the picture. */
export type GuidanceKey = 'face' | 'headwear' | 'arms' | 'clear' | 'format';

const GUIDANCE_DRAWINGS: Record<GuidanceKey, ReactNode> = {
  face: (
    <>
      <circle cx="24" cy="22" r="12" />
      <path d="M19 20h0M29 20h0" />
      <path d="M19 27c3 3 7 3 10 0" />
    </>
  ),
  headwear: (
    <>
      <circle cx="24" cy="26" r="10" />
      <path d="M12 15c4-6 20-6 24 0" />
      <path d="M10 38L38 10" />
    </>
  ),
  arms: (
    <>
      <circle cx="24" cy="12" r="5" />
      <path d="M24 17v15M24 32l-6 10M24 32l6 10" />
      <path d="M24 21l-10 7M24 21l10 7" />
      <rect x="32" y="24" width="10" height="7" rx="1" />
    </>
  ),
  clear: (
    <>
      <rect x="8" y="10" width="32" height="26" rx="3" />
      <circle cx="24" cy="23" r="7" />
      <path d="M14 10l3-4h14l3 4" />
    </>
  ),
  format: (
    <>
      <path d="M12 6h17l9 9v27H12z" />
      <path d="M29 6v9h9" />
      <path d="M17 30l5-6 4 4 3-3 5 5" />
    </>
  ),
};

export function GuidanceDrawing({ item }: { item: GuidanceKey }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className="vx-kyc-guide__drawing"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GUIDANCE_DRAWINGS[item]}
    </svg>
  );
}
