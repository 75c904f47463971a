import { canonicalPath, DERIVATIVES_ENTRIES, pathOf, SPOT_ENTRIES } from '../layout/navigation';

/** Bottom tab bar (UI.md phone layout): Home, Markets, Trade, Contracts, Earn, Assets. */
export const PHONE_TABS = ['home', 'markets', 'trade', 'contracts', 'earn', 'assets'] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

/** Where each tab goes (without the /m prefix). */
export const PHONE_TAB_PATHS: Readonly<Record<PhoneTab, string>> = {
  home: '/',
  markets: '/market',
  trade: '/deal',
  contracts: '/deal_c',
  earn: '/profit_index',
  assets: '/asset',
};

const paths = (entries: readonly { path: string }[]) => entries.map((entry) => pathOf(entry.path));

/** The screens each tab stands for, so that its child screens keep it lit. */
const TAB_SCREENS: Readonly<Record<PhoneTab, readonly string[]>> = {
  home: ['/'],
  markets: ['/market'],
  trade: [...paths(SPOT_ENTRIES), '/dealList'],
  contracts: [...paths(DERIVATIVES_ENTRIES), '/lt', '/jgcc', '/appropriateness'],
  earn: ['/profit_index', '/profit_wdtg', '/repayment', '/subscription', '/subscriptionList'],
  assets: ['/asset', '/recharge', '/money', '/deallog', '/cbjl', '/tbjl', '/receive'],
};

/**
 * The tab to highlight on a phone path (`/m/jgcc` → contracts, `/m/recharge` → assets), or none on
 * screens of no tab (settings, help).
 */
export function phoneTabFor(pathname: string): PhoneTab | undefined {
  const bare = pathname === '/m' || pathname === '/m/' ? '/' : pathname.startsWith('/m/') ? pathname.slice(2) : pathname;
  const path = canonicalPath(bare);
  return PHONE_TABS.find((candidate) => TAB_SCREENS[candidate].includes(path));
}
