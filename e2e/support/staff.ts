import { generate } from 'otplib';
import { DEMO_ADMIN } from '../../apps/server/src/seed/demoAccounts.js';

function nonce(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

export async function adminCall<T>(
  baseUrl: string,
  name: string,
  params: Record<string, string>,
  token: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ code: number; msg: string; data: T }> {
  const query = new URLSearchParams(params).toString();
  const url = `${baseUrl}/api/admin/${name}${method === 'GET' && query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { nonce: nonce(), token, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? query : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** TOTP code for the demo admin at `offsetSteps` 30-second steps from now. */
export function adminTotp(offsetSteps = 0): Promise<string> {
  return generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** One staff session for the whole run: codes are single-use, so tests share it. */
export async function staffToken(baseUrl: string): Promise<string> {
  const result = await adminCall<{ token: string }>(
    baseUrl,
    'login',
    { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password, totp: await adminTotp() },
    '',
    'POST',
  );
  if (result.code !== 0) throw new Error(`staff login failed: ${result.msg}`);
  return result.data.token;
}
