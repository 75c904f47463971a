import { chromium } from 'playwright-core';
import { generate } from 'otplib';
const BASE = 'http://localhost:8102';
const OUT = '/tmp/w19h/shots';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const nonce = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');
async function api(scope, name, params, token, method = 'POST') {
  const q = new URLSearchParams(params).toString();
  const r = await fetch(`${BASE}/api/${scope}/${name}${method === 'GET' ? `?${q}` : ''}`, { method, headers: { nonce: nonce(), ...(token ? { token } : {}), ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, body: method === 'POST' ? q : undefined });
  return r.json();
}
const totp = await generate({ secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD', epoch: Math.floor(Date.now() / 1000) });
const login = await api('admin', 'login', { username: 'admin', password: 'Admin#2026demo', totp });
const staff = login.data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const which = process.argv[2] ?? 'all';
async function ctx(lang) {
  const c = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', colorScheme: 'light', reducedMotion: 'reduce' });
  await c.addInitScript(([token, lang]) => { window.localStorage.setItem('staff_token', token); if (lang) window.localStorage.setItem('lang', lang); }, [staff, lang]);
  return c;
}
const c = await ctx(process.argv[3]);
const p = await c.newPage();
if (which === 'admin' || which === 'all') {
  await p.goto(`${BASE}/admin/halts`);
  await p.getByTestId('halts-active').waitFor();
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `${OUT}/admin-halts${process.argv[3] ?? ''}.png` });
}
if (which === 'user' || which === 'all') {
  await p.goto(`${BASE}/login`);
  await p.getByTestId('login-tab-email').click();
  await p.getByTestId('login-account').fill('demo@veritex.local');
  await p.getByTestId('login-password').fill('Demo2026pass');
  await p.getByTestId('login-submit').click();
  await p.getByTestId('user-menu').waitFor();
  for (const [path, name] of [['/deal?symbol=BTC_USDT', 'deal'], ['/preciousMetal?symbol=BRENT_USD', 'metal'], ['/deal_jg?symbol=BTC_USDT_PERP', 'delivery'], ['/market', 'market']]) {
    await p.goto(`${BASE}${path}`);
    await p.waitForTimeout(4000);
    await p.screenshot({ path: `${OUT}/${name}${process.argv[3] ?? ''}.png` });
  }
}
await browser.close();
