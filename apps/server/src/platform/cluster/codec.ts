/**
 * The wire format of messages between server processes (NATS payloads). Commands, answers and
 * committed batches carry bigints (ids, minor units), Dates and Sets, which JSON cannot: each is
 * written as a one-key tagged object and read back as what it was, so an amount crosses
 * processes exactly (never through a JS number) and a timestamp keeps its millisecond.
 */
const BIGINT_TAG = '$bigint';
const DATE_TAG = '$date';
const SET_TAG = '$set';
const MAP_TAG = '$map';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeMessage(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value, replace));
}

export function decodeMessage(bytes: Uint8Array): unknown {
  return JSON.parse(decoder.decode(bytes), revive);
}

// `this` is the holder: a Date has already been through toJSON by the time `value` arrives.
function replace(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (typeof raw === 'bigint') return { [BIGINT_TAG]: raw.toString() };
  if (raw instanceof Date) return { [DATE_TAG]: raw.getTime() };
  if (raw instanceof Set) return { [SET_TAG]: [...raw] };
  if (raw instanceof Map) return { [MAP_TAG]: [...raw] };
  return value;
}

function revive(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  const tagged = (value as Record<string, unknown>)[keys[0] as string];
  switch (keys[0]) {
    case BIGINT_TAG:
      if (typeof tagged === 'string' && /^-?\d+$/.test(tagged)) return BigInt(tagged);
      break;
    case DATE_TAG:
      if (typeof tagged === 'number') return new Date(tagged);
      break;
    case SET_TAG:
      if (Array.isArray(tagged)) return new Set(tagged);
      break;
    case MAP_TAG:
      if (Array.isArray(tagged)) return new Map(tagged as Array<[unknown, unknown]>);
      break;
  }
  return value;
}
