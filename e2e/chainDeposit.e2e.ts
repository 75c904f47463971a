import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/platform/freePort.js';
import { depositXpubOf, type LocalChain, startAnvil } from '../apps/server/src/testing/anvil.js';
import { startPlatformProcess } from '../apps/server/src/testing/platformProcess.js';
import { connectBrowser, IPHONE_UA, screenshot } from './support/browser.js';

/**
 * Chain mode in the browser: a platform of its own (the shared one runs in voucher mode) started
 * with CHAIN_* against an anvil this file starts on loopback. The demo trader opens /recharge, sees
 * their own address, a transfer is sent on the local chain, and the deposit counts its
 * confirmations and the balance rises on the page, without a reload.
 */

const DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const USDT = 1_000_000n;
const DEMO = { account: 'demo@veritex.local', password: 'Demo2026pass' };

/** "8,992.75 USDT" → 899275n: the balance as shown, in cents (the page shows USDT to two decimals). */
function centsOf(text: string | null): bigint {
  const [whole = '0', fraction = ''] = (text ?? '').replace(/[^\d.]/g, '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

describe('USDT deposit on chain, in the browser', () => {
  let chain: LocalChain;
  let usdt: Address;
  let platform: { child: ChildProcess; baseUrl: string };
  let dataDir: string;
  let session: { token: string; user: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    chain = await startAnvil();
    usdt = await chain.deploy('TestToken', ['Tether USD', 'USDT', 6]);
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [chain.accounts[1], 1_000n * USDT] });
    await chain.mine();
    dataDir = mkdtempSync(join(tmpdir(), 'veritex-e2e-chain-'));
    platform = await startPlatformProcess(
      {
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        RATE_LIMIT_FACTOR: '100',
        CHART_HISTORY_DAYS: '0',
        MARKET_MAKER: 'off',
        CHAIN_RPC_URL: chain.rpcUrl,
        CHAIN_ID: String(chain.chainId),
        CHAIN_USDT_CONTRACT: usdt,
        CHAIN_DEPOSIT_XPUB: depositXpubOf(DEPOSIT_MNEMONIC),
        CHAIN_START_BLOCK: '0',
      },
      180_000,
    );
    const login = await fetch(`${platform.baseUrl}/api/web/userLogin`, {
      method: 'POST',
      headers: { nonce: 'e2echain1', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(DEMO).toString(),
    });
    const answer = (await login.json()) as { code: number; data: { token: string; user: unknown } };
    expect(answer.code).toBe(0);
    session = { token: answer.data.token, user: JSON.stringify(answer.data.user) };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    if (platform) {
      const exited = new Promise((done) => platform.child.once('exit', done));
      platform.child.kill('SIGINT');
      await exited;
    }
    await chain?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedInPage(options: { width: number; lang?: string; phone?: boolean }): Promise<Page> {
    const context = await (await connectBrowser()).newContext({
      baseURL: platform.baseUrl,
      viewport: { width: options.width, height: 900 },
      userAgent: options.phone ? IPHONE_UA : undefined,
      isMobile: options.phone,
      hasTouch: options.phone,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    await context.addInitScript(
      ({ token, user, lang }) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
        if (lang) window.localStorage.setItem('lang', lang);
      },
      { ...session, lang: options.lang ?? '' },
    );
    return context.newPage();
  }

  it('shows the address, then the transfer counting confirmations and the balance rising, without a reload', async () => {
    const page = await signedInPage({ width: 1280 });
    await page.goto('/recharge');
    await expect.poll(() => page.getByTestId('funding-mode').getAttribute('data-mode')).toBe('chain');
    const address = (await page.getByTestId('chain-address').textContent())?.trim() as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await page.getByTestId('chain-network').textContent()).toContain('ERC-20');
    expect((await page.getByTestId('chain-token').textContent())?.toLowerCase()).toContain(usdt.toLowerCase());
    expect(await page.getByTestId('chain-confirmations').textContent()).toContain('12');
    expect(await page.getByTestId('chain-minimum').textContent()).toContain('10');
    await page.getByTestId('chain-balance').waitFor();
    const before = centsOf(await page.getByTestId('chain-balance').textContent());
    await screenshot(page, 'chain-recharge-1280');
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });

    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'transfer', args: [address, 25n * USDT], from: chain.accounts[1] });
    await chain.mine();
    const deposit = page.getByTestId('chain-deposit').first();
    await deposit.waitFor({ timeout: 30_000 });
    await expect.poll(() => deposit.getAttribute('data-status'), { timeout: 30_000 }).toBe('seen');
    expect(await deposit.getByTestId('chain-deposit-progress').textContent()).toContain('/ 12');
    await chain.mine(5);
    await expect.poll(() => deposit.getAttribute('data-confirmations'), { timeout: 30_000 }).toBe('6');
    await screenshot(page, 'chain-recharge-confirming-1280');
    expect(centsOf(await page.getByTestId('chain-balance').textContent())).toBe(before);

    await chain.mine(6);
    await expect.poll(() => deposit.getAttribute('data-status'), { timeout: 30_000 }).toBe('credited');
    await expect.poll(async () => centsOf(await page.getByTestId('chain-balance').textContent()), { timeout: 30_000 }).toBe(before + 2_500n);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(page, 'chain-recharge-credited-1280');

    // The deposit records name it with its confirmations.
    await page.goto('/cbjl');
    await expect.poll(() => page.getByTestId('record-confirmations').first().textContent(), { timeout: 30_000 }).toContain('12 / 12');
  });

  it('lays the address out on a phone and in Arabic', async () => {
    const phone = await signedInPage({ width: 390, phone: true });
    await phone.goto('/m/recharge');
    await phone.getByTestId('chain-address').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'chain-recharge-390');
    const arabic = await signedInPage({ width: 1280, lang: 'ar' });
    await arabic.goto('/recharge');
    await arabic.getByTestId('chain-address').waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic, 'chain-recharge-ar-1280');
  });
});
