import { expect, it } from 'vitest';
import { canonicalJson } from './auditChain.js';

it('canonical JSON does not depend on key order', () => {
  expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
  expect(canonicalJson({ a: undefined, b: 10n })).toBe('{"b":"10"}');
});
