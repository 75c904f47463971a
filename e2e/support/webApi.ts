import { expect, inject } from 'vitest';
import { codeFromOutbox } from './outbox.js';

function nonce(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

/** A web call made the way the app makes it (form body, nonce header, the session's token if any). */
export async function webCall<T>(
  name: string,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
  token = '',
): Promise<{ code: number; msg: string; data: T }> {
  const body = new URLSearchParams(params).toString();
  const url = `${inject('baseUrl')}/api/web/${name}${method === 'GET' ? `?${body}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { nonce: nonce(), token, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? body : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** A fresh account, signed up through the API with an e-mail address only (its code read from the Outbox); of `nationality` when given. */
export async function signUpByApi(email: string, password: string, nationality = 'HK'): Promise<{ token: string; user: unknown }> {
  const sentAt = new Date(Date.now() - 1000);
  expect((await webCall('getCode', { email, purpose: 'register' })).code).toBe(0);
  const code = await codeFromOutbox(email, { after: sentAt });
  const answer = await webCall<{ token: string; user: unknown }>('userRegister', {
    type: 'email',
    account: email,
    code,
    password,
    password2: password,
    agree: '1',
    // HK by default: the default jurisdiction profile (GB is UK retail: no crypto derivatives or delivery contracts).
    nationality,
  });
  expect(answer.code).toBe(0);
  return answer.data;
}
