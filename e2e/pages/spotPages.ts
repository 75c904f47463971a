import type { Page } from 'playwright-core';
import { visit } from '../support/visit.js';

/** Page object for the spot exchange (/deal): markets, order forms, book and order tabs. */
export class SpotPage {
  constructor(
    private readonly page: Page,
    private readonly prefix = '',
  ) {}

  /** Opens a market and waits until its forms, book and the live connection are up. */
  async open(symbol: string): Promise<void> {
    await visit(this.page, `${this.prefix}/deal?symbol=${symbol}`);
    await this.page.locator(`[data-testid="page-deal"][data-symbol="${symbol}"]`).waitFor();
    await this.page.getByTestId('order-form-buy').or(this.page.getByTestId('order-form-sell')).first().waitFor();
    await this.page.locator('[data-testid="ws-status"][data-state="open"]').first().waitFor();
    await this.page.locator('[data-testid="order-book"] [data-testid="book-asks"]').waitFor();
  }

  async chooseType(type: 'limit' | 'market'): Promise<void> {
    await this.page.getByTestId(`order-type-${type}`).click();
  }

  /** Waits until the form knows the user's balance (the value the order draws on). */
  async available(side: 'buy' | 'sell'): Promise<string> {
    const row = this.page.getByTestId(`order-${side}-available`);
    await this.page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-value'), `order-${side}-available`);
    return (await row.getAttribute('data-value')) ?? '';
  }

  async placeLimit(side: 'buy' | 'sell', price: string, quantity: string): Promise<void> {
    await this.chooseType('limit');
    await this.page.getByTestId(`order-${side}-price`).fill(price);
    await this.page.getByTestId(`order-${side}-quantity`).fill(quantity);
    await this.page.getByTestId(`order-${side}-submit`).click();
  }

  async placeMarketSell(quantity: string): Promise<void> {
    await this.chooseType('market');
    await this.page.getByTestId('order-sell-quantity').fill(quantity);
    await this.page.getByTestId('order-sell-submit').click();
  }

  async showTab(tab: 'open' | 'history' | 'trades'): Promise<void> {
    await this.page.getByTestId(`orders-tab-${tab}`).click();
  }

  /** Resolves when an element with `testId` has `attribute` equal to `value` (live updates, no reload). */
  async waitForAttribute(testId: string, attribute: string, value: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction(
      ([id, name, expected]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(name ?? '') === expected,
      [testId, attribute, value],
      { timeout },
    );
  }
}
