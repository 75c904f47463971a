import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { type Address, bytesToHex, erc20Abi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurnover } from '../apps/server/src/modules/funding/index.js';
import { setTransactionPassword, users } from '../apps/server/src/modules/identity/index.js';
import { updateSetting } from '../apps/server/src/modules/settings/index.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { freePort } from '../apps/server/src/platform/freePort.js';
import { localImageStore } from '../apps/server/src/platform/images.js';
import { ANVIL_MNEMONIC, depositXpubOf, type LocalChain, mnemonicSeed, startAnvil } from '../apps/server/src/testing/anvil.js';
import { startPlatformProcess } from '../apps/server/src/testing/platformProcess.js';
import { approveJuniorFor } from '../apps/server/src/testing/verification.js';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { connectBrowser, IPHONE_UA, screenshot } from './support/browser.js';
import { staffToken } from './support/staff.js';

/**
 * Chain mode in the browser: a platform of its own (the shared one runs in voucher mode) started
 * with CHAIN_* and a signer key file against an anvil this file starts on loopback. The demo trader
 * opens /recharge, sees their own address, a transfer is sent on the local chain, and the deposit
 * counts its confirmations and the balance rises on the page, without a reload. Then finance sends
 * the trader's withdrawal from the hot wallet: the signer process broadcasts it, both the desk and
 * the trader's records count its confirmations, and it is paid once.
 */

const DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const USDT = 1_000_000n;
const DEMO = { account: 'demo@veritex.local', password: 'Demo2026pass' };
const TPWD = '246810';
/** The default payout_confirmations. */
const PAYOUT_CONFIRMATIONS = 12;

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
  let database: DatabaseHandle;
  let session: { token: string; user: string };
  const contexts: BrowserContext[] = [];
  /** The hot wallet: anvil's account 2 (funded with ether), its key only in the signer's key file. */
  const hot = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 });

  beforeAll(async () => {
    chain = await startAnvil();
    usdt = await chain.deploy('TestToken', ['Tether USD', 'USDT', 6]);
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [chain.accounts[1], 1_000n * USDT] });
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [hot.address, 5_000n * USDT] });
    await chain.mine();
    dataDir = mkdtempSync(join(tmpdir(), 'veritex-e2e-chain-'));
    const keyFile = join(dataDir, 'signer-keys.json');
    const hotKey = hot.getHdKey().privateKey;
    if (!hotKey) throw new Error('no hot wallet key');
    const depositXprv = HDKey.fromMasterSeed(mnemonicSeed(DEPOSIT_MNEMONIC)).derive("m/44'/60'/0'/0").privateExtendedKey;
    writeFileSync(keyFile, JSON.stringify({ hotWalletPrivateKey: bytesToHex(hotKey), depositXprv }), { mode: 0o600 });
    const pgPort = await freePort();
    platform = await startPlatformProcess(
      {
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        SIGNER_KEY_FILE: keyFile,
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
    database = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`, 2);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await database?.close();
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
  /** The trader may withdraw (junior verification, a transaction password, turnover, the window open all day), as the demo data does not. */
  async function letTraderWithdraw(): Promise<void> {
    const [trader] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.account));
    if (!trader) throw new Error('no demo trader');
    await approveJuniorFor({ db: database.db, images: localImageStore(join(dataDir, 'e2e-kyc')), clock: systemClock }, trader.id);
    expect((await setTransactionPassword(database.db, systemClock, { userId: trader.id, tpwd: TPWD, tpwd2: TPWD })).ok).toBe(true);
    await recordTurnover(database.db, { userId: trader.id, amount: 10_000n * USDT, source: 'e2e', causeId: 'e2e-chain-turnover' });
    await updateSetting(database.db, { key: 'withdraw_window_start_hour', value: 0, updatedBy: 'e2e' });
  }

  it('finance sends a withdrawal from the hot wallet; the signer broadcasts it once and both sides count its confirmations', async () => {
    await letTraderWithdraw();
    const recipient = chain.accounts[9] as Address;
    const request = await fetch(`${platform.baseUrl}/api/web/withdraw`, {
      method: 'POST',
      headers: { nonce: 'e2echain2', token: session.token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ address: recipient, amount: '100', tpwd: TPWD, request_id: 'e2e-chain-withdraw-1' }).toString(),
    });
    const requested = (await request.json()) as { code: number; msg: string; data: { id: string } };
    expect(requested).toMatchObject({ code: 0 });
    const withdrawalId = requested.data.id;

    const staff = await (await connectBrowser()).newContext({ baseURL: platform.baseUrl, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    contexts.push(staff);
    await signInStaffWithToken(staff, await staffToken(platform.baseUrl));
    const desk = await staff.newPage();
    await desk.goto('/admin/withdrawals');
    const row = desk.locator(`tr[data-row-key="${withdrawalId}"]`);
    await row.getByTestId('withdrawal-hot-wallet').click();
    // A transaction on chain cannot be called back: the amount and the address are confirmed first.
    const confirm = desk.getByTestId('withdrawal-hot-wallet-confirm');
    await confirm.waitFor();
    expect(await desk.locator('.ant-popconfirm').textContent()).toContain(recipient);
    await screenshot(desk, 'chain-withdrawal-confirm-1280');
    await confirm.click();
    const deskState = row.getByTestId('withdrawal-on-chain');
    await expect.poll(() => deskState.getAttribute('data-status'), { timeout: 30_000 }).toBe('sent');

    // The trader's records follow it live: sent, then its confirmations, then paid.
    const trader = await signedInPage({ width: 1280 });
    await trader.goto('/tbjl');
    const record = trader.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`);
    await expect.poll(() => record.getByTestId('withdrawal-on-chain').getAttribute('data-status'), { timeout: 30_000 }).toBe('sent');
    await chain.mine();
    await expect.poll(() => record.getByTestId('withdrawal-on-chain').getAttribute('data-status'), { timeout: 30_000 }).toBe('mined');
    await expect.poll(() => deskState.getAttribute('data-status'), { timeout: 30_000 }).toBe('mined');
    await screenshot(trader, 'chain-withdrawal-confirming-1280');
    await screenshot(desk, 'chain-withdrawal-desk-1280');
    await chain.mine(PAYOUT_CONFIRMATIONS);
    await expect.poll(() => record.getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    const paid = await chain.public.readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] });
    // What arrives is the amount less the withdrawal fee (1 USDT by default), sent once.
    expect(paid).toBe(99n * USDT);

    // The Hot wallet desk: the payout confirmed with its attempt, and the chain alerts (none raised here).
    await desk.goto('/admin/hotWallet');
    const outgoing = desk.locator('[data-testid="outgoing-row"][data-kind="payout"]').first();
    await expect.poll(() => outgoing.getAttribute('data-status'), { timeout: 30_000 }).toBe('confirmed');
    await desk.getByTestId('chain-alerts').waitFor();
    await screenshot(desk, 'chain-hot-wallet-1280');
    // The deposit queue shows the first test's deposit with its transfer instead of a voucher, and no review buttons.
    await desk.goto('/admin/deposits?status=success');
    await expect.poll(() => desk.getByTestId('deposit-chain-state').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('credited');
    await screenshot(desk, 'chain-deposit-queue-1280');
  });
});
