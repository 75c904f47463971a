import { ADMIN_CALLS, type CallScope, type CallSpec, WEB_CALLS } from '@veritex/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffToken, userToken } from '../testing/callers.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12: every call of the contract, driven with inputs generated from its input schema and
 * with hostile values (NUL and control characters, 100 kB strings, mixed scripts, numbers out of
 * range, arrays and objects where text belongs). Whatever comes in, the answer is an envelope (or
 * an image, for the calls that answer bytes), never a 5xx, never SQL, a stack or a file path.
 */

const CASES_PER_CALL = Number(process.env.FUZZ_CASES ?? 50);
const LEAKS =
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|duplicate key|violates|syntax error|stack|\.ts:\d+|node_modules|pg_|relation "/i;

type Json = z.core.JSONSchema.JSONSchema;

/** Values that have broken parsers, drivers and databases before. */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u202eevil',
  'x'.repeat(100_000),
  'Ωmega 中文 العربية עברית 🚀 ﷽',
  '-1',
  '0',
  '1e999',
  '-1e999',
  '99999999999999999999999999999999999999',
  '0.0000000000000000000001',
  'NaN',
  'Infinity',
  '0x10',
  ' ',
  '',
  "'; drop table users; --",
  '%00',
  '../../../../etc/passwd',
  ['a', 'b'],
  { nested: 'object' },
  [],
  true,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
];

function arbitraryFor(schema: Json | boolean | undefined): fc.Arbitrary<unknown> {
  if (typeof schema !== 'object' || schema === null) return fc.string({ maxLength: 12 });
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((option) => arbitraryFor(option)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((v) => v.length <= 200);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1_000_000), max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items as Json), { maxLength: 3 });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
  }
}

function objectArbitrary(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of properties) record[key] = arbitraryFor(property as Json);
  return fc.record(record, { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) });
}

/** Schema-shaped inputs first, then each with one field (or an extra one) replaced by a hostile value. */
function inputsFor(name: string, spec: CallSpec, count: number): Array<Record<string, unknown>> {
  const schema = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as Json;
  const seed = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);
  const valid = fc.sample(objectArbitrary(schema), { numRuns: count, seed });
  const keys = Object.keys(schema.properties ?? {});
  return valid.map((input, i) => {
    if (i < Math.ceil(count / 4)) return input;
    const hostile = HOSTILE[(i * 7 + seed) % HOSTILE.length];
    const key = keys.length > 0 && i % 5 !== 0 ? (keys[(i + seed) % keys.length] ?? 'extra') : 'extra';
    return { ...input, [key]: hostile };
  });
}

/** Form bodies and queries flatten values as browsers do: arrays repeat the key, objects become text. */
function formEncode(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A session per call: a fuzzed `logout` or `revokeSession` must not blind the calls after it. */
async function tokenFor(spec: CallSpec): Promise<string> {
  if (spec.access === 'staff') return staffToken(t, 'super_admin');
  if (spec.access === 'user' || spec.session === 'optional') return userToken(t, 'demo@veritex.local');
  return '';
}

async function send(scope: CallScope, name: string, spec: CallSpec, input: Record<string, unknown>, token: string, asJson: boolean) {
  const verb = spec.verbs[0];
  const url = `/api/${scope}/${name}`;
  const headers: Record<string, string> = { nonce: 'fuzz1234', token };
  if (verb === 'GET') {
    const query = formEncode(input);
    return t.app.inject({ method: 'GET', url: query ? `${url}?${query}` : url, headers });
  }
  if (asJson) return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: formEncode(input) });
}

/** Session tokens are random base64url: one holding "Pg_" or "sTaCk" is noise to the leak patterns, not a leak. */
function withoutTokens(body: string): string {
  return body.replace(/"token":"[A-Za-z0-9_-]*"/g, '"token":""');
}

function judge(response: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return response.statusCode === 200 && type.startsWith('image/') ? undefined : `not JSON (${type})`;
  if (LEAKS.test(withoutTokens(response.body))) return 'leaks internals';
  const envelope = JSON.parse(response.body) as Record<string, unknown>;
  if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope)) return 'not an envelope';
  return undefined;
}

function fuzzScope(scope: CallScope, calls: Record<string, CallSpec>): void {
  describe(`${scope} calls`, () => {
    for (const [name, spec] of Object.entries(calls)) {
      it(`${scope}/${name} answers every input with an envelope and no internals`, async () => {
        const problems: string[] = [];
        const token = await tokenFor(spec);
        for (const [i, input] of inputsFor(name, spec, CASES_PER_CALL).entries()) {
          const response = await send(scope, name, spec, input, token, i % 2 === 1);
          const problem = judge(response);
          if (problem) problems.push(`${problem}: ${JSON.stringify(input).slice(0, 200)} → ${response.body.slice(0, 300)}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

fuzzScope('web', WEB_CALLS);
fuzzScope('admin', ADMIN_CALLS);
