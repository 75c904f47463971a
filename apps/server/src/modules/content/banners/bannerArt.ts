import sharp from 'sharp';

/**
 * Generated banner pictures (no words in them: titles are the banner's own text, in the reader's language).
 * The shapes sit in the right half and the middle band, which every banner width shows after cropping.
 */
export const BANNER_ART_WIDTH = 1600;
export const BANNER_ART_HEIGHT = 400;

export type BannerArt = 'quickbuy' | 'earn' | 'help';

const W = BANNER_ART_WIDTH;
const H = BANNER_ART_HEIGHT;

function frame(from: string, to: string, shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.05"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#grid)"/>
  <g transform="translate(1200 ${H / 2}) scale(0.8) translate(-1200 -240)">${shapes}</g>
</svg>`;
}

function coin(cx: number, cy: number, r: number, fill: string, ring: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${ring}" stroke-width="${r * 0.08}"/>
  <rect x="${cx - r * 0.34}" y="${cy - r * 0.36}" width="${r * 0.68}" height="${r * 0.16}" rx="${r * 0.04}" fill="${ring}"/>
  <rect x="${cx - r * 0.08}" y="${cy - r * 0.36}" width="${r * 0.16}" height="${r * 0.78}" rx="${r * 0.04}" fill="${ring}"/>`;
}

const ART: Record<BannerArt, string> = {
  quickbuy: frame(
    '#0a2a5e',
    '#0b7a75',
    `<circle cx="1180" cy="240" r="260" fill="url(#glow)"/>
    ${coin(1120, 250, 120, '#26a17b', '#e8fff6')}
    ${coin(1330, 170, 78, '#1f8a6a', '#d7f7ea')}
    ${coin(1360, 350, 56, '#2bb38a', '#e8fff6')}
    <path d="M880 150 h120 l-30 -30 M1000 150 l-30 30" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1000 340 h-120 l30 -30 M880 340 l30 30" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  earn: frame(
    '#140f3d',
    '#5a2a8a',
    `<circle cx="1230" cy="230" r="280" fill="url(#glow)"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const h = 70 + i * 42;
        return `<rect x="${960 + i * 88}" y="${400 - h}" width="56" height="${h}" rx="12" fill="#f0b90b" fill-opacity="${0.45 + i * 0.1}"/>`;
      })
      .join('')}
    <path d="M950 330 C1060 300 1150 250 1230 200 S1400 110 1480 80" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6" stroke-linecap="round"/>
    <circle cx="1480" cy="80" r="14" fill="#ffffff"/>
    <circle cx="1480" cy="80" r="30" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`,
  ),
  help: frame(
    '#0c2530',
    '#12685c',
    `<circle cx="1200" cy="240" r="260" fill="url(#glow)"/>
    <path d="M960 110 h300 a36 36 0 0 1 36 36 v130 a36 36 0 0 1 -36 36 h-200 l-60 50 v-50 h-40 a36 36 0 0 1 -36 -36 v-130 a36 36 0 0 1 36 -36z" fill="#ffffff" fill-opacity="0.16"/>
    <rect x="1000" y="160" width="220" height="16" rx="8" fill="#ffffff" fill-opacity="0.7"/>
    <rect x="1000" y="200" width="170" height="16" rx="8" fill="#ffffff" fill-opacity="0.5"/>
    <rect x="1000" y="240" width="200" height="16" rx="8" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M1270 230 h220 a30 30 0 0 1 30 30 v90 a30 30 0 0 1 -30 30 h-30 v44 l-52 -44 h-138 a30 30 0 0 1 -30 -30 v-90 a30 30 0 0 1 30 -30z" fill="#3ddc97" fill-opacity="0.75"/>
    <circle cx="1330" cy="305" r="12" fill="#0c2530"/><circle cx="1380" cy="305" r="12" fill="#0c2530"/><circle cx="1430" cy="305" r="12" fill="#0c2530"/>`,
  ),
};

/** A banner picture as PNG, rendered from its SVG by sharp. */
export function renderBannerArt(art: BannerArt): Promise<Buffer> {
  return sharp(Buffer.from(ART[art])).png({ compressionLevel: 9 }).toBuffer();
}
