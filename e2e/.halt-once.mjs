import { generate } from 'otplib';
const BASE = 'http://localhost:8102';
const nonce = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');
async function api(name, params, token, method = 'POST') {
  const q = new URLSearchParams(params).toString();
  const r = await fetch(`${BASE}/api/admin/${name}${method === 'GET' ? `?${q}` : ''}`, { method, headers: { nonce: nonce(), ...(token ? { token } : {}), ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, body: method === 'POST' ? q : undefined });
  return r.json();
}
const totp = await generate({ secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD', epoch: Math.floor(Date.now() / 1000) + 30 });
const login = await api('login', { username: 'admin', password: 'Admin#2026demo', totp });
console.log(login.code, login.msg);
const r = await api('haltTrading', { scope: 'spot', target: 'BTC_USDT', reason: 'volatility', note: 'Back after a short auction.', cancel_open: 'false', request_id: `shot${Date.now()}` }, login.data.token);
console.log(JSON.stringify(r).slice(0, 300));
