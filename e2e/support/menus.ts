import type { Locator } from 'playwright-core';

/**
 * An antd dropdown that has finished opening. While a dropdown animates in, antd first lays the
 * menu out at full size but transparent (to measure and place it: class `…-appear-prepare`), then
 * shrinks it to scale(0) (`…-appear-start`) and grows it (`…-appear-active`). Playwright counts a
 * transparent element as visible and a still one as stable, so on a busy machine, where the
 * measuring phase lasts several frames, it pressed an item then, and released it after the shrink
 * on nothing: the browser sent the click to the body and the menu never saw it.
 */
const OPEN_DROPDOWN = '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])';

/** Opens a dropdown menu with `trigger` and clicks its item `itemTestId` once the menu is fully open. */
export async function chooseFromMenu(trigger: Locator, itemTestId: string): Promise<void> {
  await trigger.click();
  await trigger.page().locator(OPEN_DROPDOWN).getByTestId(itemTestId).click();
}
