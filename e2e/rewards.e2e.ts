import { parseUnits } from '@veritex/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeRewardsDatabase, createEnglishOnlyTask, signInDaysAgo } from './support/rewards.js';
import { closeSeedDatabase, userIdByEmail, verifyJunior } from './support/seed.js';
import { signInByApi, startSignedIn } from './support/session.js';

/**
 * Daily sign-in and benefits in the browser, as a new user. The rules page states the reward of
 * each day and that a missed day restarts the cycle. Yesterday's sign-in is made by the platform's
 * own sign-in use case with a clock a day behind (the clock "advanced" by a day between the two
 * sign-ins); today's is the page's own button: the strip shows day 1 received and day 2 signed,
 * the log lists both, and the exchange account holds exactly the two rewards. Then junior
 * verification is approved behind the page's back, the benefit task turns claimable on the open
 * page by itself, the claim pays its reward once, and the record lists it.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('rewards');
const SCALE = 6;
let user: { context: BrowserContext; page: Page };

const usdt = (text: string | null): bigint => {
  const units = parseUnits(text ?? '', SCALE);
  if (units === undefined) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return units;
};

async function attribute(locator: Locator, name: string): Promise<string> {
  return (await locator.getAttribute(name)) ?? '';
}

/** Screenshots once finite animations are over (an endless spinner or pulse never finishes). */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await screenshot(page, name);
}

/** The exchange account's available USDT as the page shows it, once it reads `expected`. */
async function waitForBalance(page: Page, expected: bigint): Promise<void> {
  await page.waitForFunction(
    ([scale, want]) => {
      const text = document.querySelector('[data-testid="rewards-balance"]')?.getAttribute('data-value') ?? '';
      if (!/^\d+(\.\d+)?$/.test(text)) return false;
      const [whole = '0', fraction = ''] = text.split('.');
      return BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0') === BigInt(want);
    },
    [SCALE, expected.toString()] as const,
    { timeout: 15_000 },
  );
}

/** The reward of each cycle day as /signRule publishes it. */
const rewards: bigint[] = [];

beforeAll(async () => {
  user = await newPage({ width: 1280, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  await new AuthPages(user.page).expectSignedIn(email);
});
afterAll(async () => {
  await user.context.close();
  await closeRewardsDatabase();
  await closeSeedDatabase();
});

it('publishes the reward of each of the 7 days and the restart rule before anyone signs in', async () => {
  const { context, page } = await newPage({ width: 1280, height: 900 });
  try {
    await page.goto('/signRule');
    await page.getByTestId('rule-rewards').waitFor();
    const days = page.getByTestId('rule-day');
    expect(await days.count()).toBe(7);
    for (let day = 1; day <= 7; day += 1) rewards.push(usdt(await attribute(page.locator(`[data-testid="rule-day"][data-day="${day}"]`), 'data-reward')));
    expect(usdt(await attribute(page.getByTestId('rule-cycle-total'), 'data-value'))).toBe(rewards.reduce((a, b) => a + b, 0n));
    expect(await page.getByTestId('rule-restart').innerText()).toContain('A missed day restarts the cycle');
    expect(await page.getByTestId('rule-zone').innerText()).toContain('Hong Kong time');
    expect(await page.getByTestId('rule-empty').innerText()).toContain('nothing is recorded');
    // A visitor is offered the way in, not a sign-in button that would fail.
    expect(await page.getByTestId('rule-sign-in').isVisible()).toBe(true);
    await screenshot(page, 'rewards-sign-rules');
  } finally {
    await context.close();
  }
  expect(rewards[0]).toBeGreaterThan(0n);
});

it("signs in two days running: yesterday's sign-in on the clock a day back, today's with the page's button", async () => {
  const { page } = user;
  const yesterday = await signInDaysAgo(await userIdByEmail(email));
  expect(yesterday.day).toBe(1);

  await page.goto('/sign');
  const hero = page.getByTestId('sign-hero');
  await hero.waitFor();
  expect(await attribute(hero, 'data-current')).toBe('2');
  expect(await attribute(hero, 'data-signed')).toBe('false');
  const day = (n: number) => page.locator(`[data-testid="sign-day"][data-day="${n}"]`);
  expect(await attribute(day(1), 'data-state')).toBe('acquired');
  expect(await attribute(day(2), 'data-state')).toBe('receive');
  expect(await attribute(day(3), 'data-state')).toBe('in_progress');
  for (let n = 1; n <= 7; n += 1) expect(usdt(await attribute(day(n), 'data-reward'))).toBe(rewards[n - 1]);
  // The rule is on the page before the button binds it, with the day boundary.
  expect(await page.getByTestId('sign-rule-restart').innerText()).toContain('starts again at day 1');
  expect(await page.getByTestId('sign-next').innerText()).toMatch(/midnight Hong Kong time/);
  expect(Date.parse(await attribute(page.getByTestId('sign-next'), 'data-at'))).toBeGreaterThan(Date.now());
  await waitForBalance(page, rewards[0] ?? 0n);
  const button = page.getByTestId('sign-button');
  expect(await button.innerText()).toMatch(/day 2/);
  await settledScreenshot(page, 'rewards-sign-before');

  await button.click();
  await page.waitForSelector('[data-testid="sign-button"][data-state="signed"]');
  expect(await attribute(day(1), 'data-state')).toBe('acquired');
  expect(await attribute(day(2), 'data-state')).toBe('signed_in');
  expect(await attribute(hero, 'data-signed')).toBe('true');
  const both = (rewards[0] ?? 0n) + (rewards[1] ?? 0n);
  expect(usdt(await attribute(page.getByTestId('sign-total'), 'data-value'))).toBe(both);
  await waitForBalance(page, both);
  // The log lists both sign-ins, newest first, each with its Hong Kong day and cycle day.
  const records = page.getByTestId('sign-record');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="sign-record"]').length === 2);
  expect(await attribute(records.nth(0), 'data-day')).toBe('2');
  expect(await attribute(records.nth(1), 'data-day')).toBe('1');
  expect(await attribute(records.nth(1), 'data-date')).toBe(yesterday.date);
  expect(await attribute(records.nth(0), 'data-date')).toBe(await attribute(hero, 'data-today'));
  await settledScreenshot(page, 'rewards-sign-after');

  // The same day again: refused by the server, nothing paid (the page no longer offers it).
  const again = await page.evaluate(async () => {
    const response = await fetch('/api/web/sign', {
      method: 'POST',
      headers: { token: localStorage.getItem('token') ?? '', nonce: 'abcdef123456', 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: crypto.randomUUID() }),
    });
    return (await response.json()) as { code: number; msg: string };
  });
  expect(again.code).not.toBe(0);
  expect(again.msg).toMatch(/already signed in/i);
  await page.reload();
  await waitForBalance(page, both);
});

it('shows the tasks to a visitor and asks them to log in; a title not yet translated says it is shown in English', async () => {
  const id = await createEnglishOnlyTask(`E2E volume task ${Date.now().toString(36)}`);
  const { context, page } = await newPage({ width: 1280, height: 900, lang: 'de' });
  try {
    await page.goto('/benefits');
    const task = page.locator(`[data-testid="benefit-task"][data-id="${id}"]`);
    await task.waitFor();
    expect(await page.getByTestId('benefits-visitor').isVisible()).toBe(true);
    expect(await page.getByTestId('task-sign-in').count()).toBe(await page.getByTestId('benefit-task').count());
    expect(await page.getByTestId('task-claim').count()).toBe(0);
    // No German title yet: the English one, with a note saying so.
    const fallback = task.getByTestId('task-title-fallback');
    expect(await fallback.isVisible()).toBe(true);
    expect(await attribute(fallback, 'data-lang')).toBe('en');
    expect(await task.getByTestId('task-title').getAttribute('lang')).toBe('en');
  } finally {
    await context.close();
  }
});

it('claims the junior-verification reward once the verification is approved: live on the open page, paid once, in the records', async () => {
  const { page } = user;
  const before = (rewards[0] ?? 0n) + (rewards[1] ?? 0n);
  await page.goto('/benefits');
  const task = page.locator('[data-testid="benefit-task"][data-kind="junior_verification"]');
  await task.waitFor();
  expect(await attribute(task, 'data-status')).toBe('in_progress');
  expect(await task.getByTestId('task-go').isVisible()).toBe(true);
  const reward = usdt(await attribute(task, 'data-reward'));
  expect(reward).toBeGreaterThan(0n);
  await waitForBalance(page, before);
  expect(await page.getByTestId('benefit-rules').innerText()).toContain('claimed once per account');
  await settledScreenshot(page, 'rewards-benefits-before');

  // Approved by the compliance desk's use cases: the open page picks it up by itself.
  await verifyJunior(email);
  await page.waitForSelector('[data-testid="benefit-task"][data-kind="junior_verification"][data-status="claimable"]', { timeout: 30_000 });
  const claim = task.getByTestId('task-claim');
  expect(await claim.innerText()).toMatch(/^Claim \d+(\.\d+)? USDT$/);
  await claim.click();
  await page.waitForSelector('[data-testid="benefit-task"][data-kind="junior_verification"][data-status="claimed"]');
  await waitForBalance(page, before + reward);
  expect(await task.getByTestId('task-claim').count()).toBe(0);
  await settledScreenshot(page, 'rewards-benefits-claimed');

  // The task's own page says it was claimed and when.
  await task.getByTestId('task-detail-link').click();
  await page.waitForURL((url) => url.pathname === '/benefitsDetail');
  await page.getByTestId('benefit-detail').waitFor();
  expect(await attribute(page.getByTestId('benefit-detail'), 'data-status')).toBe('claimed');
  expect(await page.getByTestId('detail-claimed-at').isVisible()).toBe(true);

  await page.goto('/benefitsRecords');
  const row = page.locator('[data-testid="benefit-claim"][data-kind="junior_verification"]');
  await row.waitFor();
  expect(usdt(await attribute(row, 'data-amount'))).toBe(reward);
  expect(await page.getByTestId('benefit-claim').count()).toBe(1);
  await settledScreenshot(page, 'rewards-records');

  // My assets agrees: the two sign-ins and the claim, nothing else.
  await page.goto('/asset');
  await page.waitForFunction(() => document.querySelector('[data-testid="asset-row-exchange-USDT"]')?.getAttribute('data-available'));
  expect(usdt(await page.getByTestId('asset-row-exchange-USDT').getAttribute('data-available'))).toBe(before + reward);
});

it('shows the sign-in strip on the phone site', async () => {
  const { context, page } = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  try {
    // Signed in by API: the form is auth.e2e.ts's subject.
    await startSignedIn(context, await signInByApi(email, PASSWORD));
    await page.goto('/m/sign');
    await page.getByTestId('sign-strip').waitFor();
    expect(await page.getByTestId('sign-day').count()).toBe(7);
    expect(await attribute(page.getByTestId('sign-button'), 'data-state')).toBe('signed');
    await settledScreenshot(page, 'rewards-sign-phone');
  } finally {
    await context.close();
  }
});
