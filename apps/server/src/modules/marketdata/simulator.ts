/**
 * The offline reference feed: a seeded, deterministic price path per asset, a pure function
 * of (seed, asset, time). Layered value noise with amplitude growing as the square root of
 * each layer's period behaves like a random walk at every scale from seconds to a month,
 * and the same instant always gives the same price, across restarts and processes.
 * The UI labels these prices as simulated.
 */

const DAY_SECONDS = 86_400;
/** Layer periods in seconds: month, week, day, 6 h, 1 h, 15 min, 2 min, 20 s. */
const LAYERS = [30 * DAY_SECONDS, 7 * DAY_SECONDS, DAY_SECONDS, 21_600, 3_600, 900, 120, 20];
const LAYER_WEIGHTS = LAYERS.map((period) => Math.sqrt(period / DAY_SECONDS));
// Sum of independent layers: normalise so the day-scale spread matches the daily volatility.
const NORMALISER = 1 / Math.sqrt(LAYER_WEIGHTS.filter((_, i) => (LAYERS[i] ?? 0) <= DAY_SECONDS).reduce((s, w) => s + w * w, 0));

/** Measured: scales the layered noise so the std of daily log returns equals annualVolatility/√365 (simulator.test.ts). */
const CALIBRATION = 1.14;

export interface SimulatedAsset {
  key: string;
  referencePrice: number;
  annualVolatility: number;
}

export function simulatedPrice(seed: string, asset: SimulatedAsset, atSeconds: number): number {
  return simulatedPath(seed, asset)(atSeconds);
}

/**
 * The same price path as simulatedPrice, with the layer keys hashed once: generating a month of
 * history samples it millions of times.
 */
export function simulatedPath(seed: string, asset: SimulatedAsset): (atSeconds: number) => number {
  const dailySigma = asset.annualVolatility / Math.sqrt(365);
  const bases = LAYERS.map((_, i) => hashString(`${seed}:${asset.key}:${i}`));
  // Each layer's two hashed end points, kept while successive samples stay between them.
  const from = LAYERS.map(() => Number.NaN);
  const ends = LAYERS.map(() => [0, 0]);
  return (atSeconds) => {
    let x = 0;
    for (let i = 0; i < LAYERS.length; i++) {
      const t = atSeconds / (LAYERS[i] ?? 1);
      const at = Math.floor(t);
      const end = ends[i] as number[];
      if (from[i] !== at) {
        from[i] = at;
        end[0] = unitHash(bases[i] ?? 0, at);
        end[1] = unitHash(bases[i] ?? 0, at + 1);
      }
      x += (LAYER_WEIGHTS[i] ?? 0) * interpolate(end[0] ?? 0, end[1] ?? 0, t - at);
    }
    return asset.referencePrice * Math.exp(dailySigma * NORMALISER * x * CALIBRATION);
  };
}

/** Smooth interpolation between hashed values at integer points. */
function interpolate(a: number, b: number, f: number): number {
  const smooth = f * f * (3 - 2 * f);
  return a + (b - a) * smooth;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** splitmix-style mix of a key and an integer into [-1, 1]. */
function unitHash(key: number, index: number): number {
  let z = (key ^ Math.imul(index | 0, 0x9e3779b1) ^ Math.floor(index / 4294967296)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z = (z ^ (z >>> 16)) >>> 0;
  return (z / 4294967295) * 2 - 1;
}

/** A deterministic traded volume per minute, also simulated (and labelled so). */
export function simulatedMinuteVolume(seed: string, asset: SimulatedAsset, minute: number, baseVolume: number): number {
  return simulatedVolumes(seed, asset, baseVolume)(minute);
}

/** simulatedMinuteVolume with its keys hashed once (a month of history asks for every minute). */
export function simulatedVolumes(seed: string, asset: SimulatedAsset, baseVolume: number): (minute: number) => number {
  const noise = hashString(`${seed}:${asset.key}:volume`);
  const spikes = hashString(`${seed}:${asset.key}:spike`);
  return (minute) => {
    const t = minute / 30;
    const at = Math.floor(t);
    const n = interpolate(unitHash(noise, at), unitHash(noise, at + 1), t - at);
    return baseVolume * (1 + 0.6 * n) * (unitHash(spikes, minute) > 0.97 ? 4 : 1);
  };
}
