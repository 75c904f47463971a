import { ADMIN_CALLS, type CallScope, type CallSpec, EnvelopeCode, ERROR_CODES, hasStaffPermission, type StaffRole, WEB_CALLS } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_STAFF_ROLE, staffToken, userToken } from '../testing/callers.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12: every call × every kind of caller, taken from the contract's "who may call it". A
 * visitor never reaches a user's or a staff call, a user never reaches a staff call, a staff
 * session is not a user session, and a staff role reaches exactly the calls its permissions name.
 * Authentication runs before validation, so an empty input is enough to see who is let in.
 */

let t: TestApp;
const staffTokens = new Map<StaffRole, string>();
let user = '';

beforeAll(async () => {
  t = await createTestApp();
  user = await userToken(t, 'demo@veritex.local');
  for (const role of EVERY_STAFF_ROLE) staffTokens.set(role, await staffToken(t, role));
});
afterAll(() => t.close());

const ENTRIES: Array<[CallScope, string, CallSpec]> = [
  ...Object.entries(WEB_CALLS).map(([name, spec]): [CallScope, string, CallSpec] => ['web', name, spec]),
  ...Object.entries(ADMIN_CALLS).map(([name, spec]): [CallScope, string, CallSpec] => ['admin', name, spec]),
];

async function codeOf(scope: CallScope, name: string, spec: CallSpec, token: string): Promise<number> {
  const method = spec.verbs[0];
  const response = await t.app.inject({
    method,
    url: `/api/${scope}/${name}`,
    headers: { nonce: 'matrix12', token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });
  return (response.json() as { code: number }).code;
}

/** Codes that mean "this caller was let in" (whatever the call then said about the empty input). */
function letIn(code: number): boolean {
  return code !== EnvelopeCode.sessionEnded && code !== EnvelopeCode.confirm && code !== ERROR_CODES.staff_login_required && code !== ERROR_CODES.forbidden;
}

describe('who may call what', () => {
  it('keeps visitors out of every user and staff call', async () => {
    const wrong: string[] = [];
    for (const [scope, name, spec] of ENTRIES) {
      const code = await codeOf(scope, name, spec, '');
      if (spec.access === 'user' && code !== EnvelopeCode.sessionEnded) wrong.push(`${scope}/${name}: ${code}`);
      if (spec.access === 'staff' && code !== ERROR_CODES.staff_login_required) wrong.push(`${scope}/${name}: ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps users out of every staff call, and staff sessions out of every user call', async () => {
    const wrong: string[] = [];
    const anyStaff = staffTokens.get('super_admin') ?? '';
    for (const [scope, name, spec] of ENTRIES) {
      if (spec.access === 'staff' && (await codeOf(scope, name, spec, user)) !== ERROR_CODES.staff_login_required) wrong.push(`user → ${scope}/${name}`);
      if (spec.access === 'user' && (await codeOf(scope, name, spec, anyStaff)) !== EnvelopeCode.sessionEnded) wrong.push(`staff → ${scope}/${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each staff role into exactly the calls its permissions allow', async () => {
    const wrong: string[] = [];
    for (const [scope, name, spec] of ENTRIES.filter(([, , s]) => s.access === 'staff')) {
      for (const role of EVERY_STAFF_ROLE) {
        // A session of its own per call: admin/logout ends the one it is given.
        const code = await codeOf(scope, name, spec, await staffToken(t, role));
        const allowed = spec.permission === undefined || hasStaffPermission([role], spec.permission);
        if (allowed !== letIn(code)) wrong.push(`${role} → ${scope}/${name}: ${code} (${allowed ? 'should be let in' : 'should be refused'})`);
      }
    }
    expect(wrong).toEqual([]);
    // A staff sign-in per call and role: over a thousand requests, more than the default 30 s on a loaded two-core machine.
  }, 180_000);

  it('lets signed-in users into user calls', async () => {
    const wrong: string[] = [];
    for (const [scope, name, spec] of ENTRIES.filter(([, , s]) => s.access === 'user')) {
      // Each call gets a session of its own: `logout` ends the one it is given.
      const code = await codeOf(scope, name, spec, await userToken(t, 'demo@veritex.local'));
      if (!letIn(code)) wrong.push(`${scope}/${name}: ${code}`);
    }
    expect(wrong).toEqual([]);
  });
});
