import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FundOutlined,
  GiftOutlined,
  GoldOutlined,
  HistoryOutlined,
  MailOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ProfileOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  TransactionOutlined,
  UploadOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * THE map of how screens are reached (UI.md "Reach": every screen at most two clicks from the header
 * or the user menu). The desktop header's dropdowns, the user menu and the phone's menu sheet are
 * drawn from these lists, and e2e/navigation.e2e.ts checks every route of routes.ts against what
 * the rendered pages actually link.
 */
export interface NavEntry {
  /** A path of routes.ts, possibly with a query (`/asset?tab=transfer`). */
  path: string;
  /** Full i18n key of the label (`routes.<key>` where the route's title reads well as a menu entry). */
  label: string;
  icon: ReactNode;
  /** Stable name for test ids (`navmenu-<id>`, `user-menu-<id>`). */
  id: string;
}

export interface NavSection {
  /** `nav.<key>` names it; `nav-<key>` is its test id. */
  key: string;
  /** Where a click on the section itself goes. */
  path: string;
  /** Shown on hover; a section is highlighted on its own path and on every entry's path. */
  entries: readonly NavEntry[];
  /** Only for a signed-in user (records have nothing to show a visitor). */
  signedIn?: boolean;
}

const entry = (id: string, path: string, label: string, icon: ReactNode): NavEntry => ({ id, path, label, icon });

export const SPOT_ENTRIES: readonly NavEntry[] = [
  entry('deal', '/deal', 'routes.deal', <SwapOutlined />),
  entry('exchange', '/exchange', 'routes.exchange', <ThunderboltOutlined />),
  entry('kjmbSelect', '/kjmbSelect', 'routes.kjmbSelect', <ShoppingCartOutlined />),
];

export const DERIVATIVES_ENTRIES: readonly NavEntry[] = [
  entry('deal_c', '/deal_c', 'routes.dealContract', <FundOutlined />),
  entry('leverTransactions', '/leverTransactions', 'routes.leverTransactions', <RiseOutlined />),
  entry('preciousMetal', '/preciousMetal', 'routes.preciousMetal', <GoldOutlined />),
  entry('deal_jg', '/deal_jg', 'routes.dealDelivery', <ClockCircleOutlined />),
];

export const EARN_ENTRIES: readonly NavEntry[] = [
  entry('profit_index', '/profit_index', 'routes.profitIndex', <PieChartOutlined />),
  entry('repayment', '/repayment', 'routes.repayment', <BankOutlined />),
  entry('subscription', '/subscription', 'routes.subscription', <FileDoneOutlined />),
  entry('sign', '/sign', 'routes.sign', <CalendarOutlined />),
  entry('benefits', '/benefits', 'routes.benefits', <GiftOutlined />),
  entry('mypromotion', '/mypromotion', 'routes.mypromotion', <UsergroupAddOutlined />),
];

export const ASSET_ENTRIES: readonly NavEntry[] = [
  entry('asset', '/asset', 'routes.asset', <WalletOutlined />),
  entry('recharge', '/recharge', 'routes.recharge', <DownloadOutlined />),
  entry('money', '/money', 'routes.money', <UploadOutlined />),
  entry('transfer', '/asset?tab=transfer', 'funds.tabs.transfer', <TransactionOutlined />),
];

/** Binance's "Orders": every record a user keeps, one hover away. */
export const ORDER_ENTRIES: readonly NavEntry[] = [
  entry('dealList', '/dealList', 'routes.dealList', <HistoryOutlined />),
  entry('lt', '/lt', 'routes.contractPositions', <FundOutlined />),
  entry('jgcc', '/jgcc', 'routes.deliveryPositions', <ClockCircleOutlined />),
  entry('profit_wdtg', '/profit_wdtg', 'routes.profitMine', <PieChartOutlined />),
  entry('subscriptionList', '/subscriptionList', 'routes.subscriptionList', <FileDoneOutlined />),
  entry('benefitsRecords', '/benefitsRecords', 'routes.benefitsRecords', <GiftOutlined />),
  entry('deallog', '/deallog', 'routes.deallog', <ProfileOutlined />),
  entry('cbjl', '/cbjl', 'routes.cbjl', <FileSearchOutlined />),
  entry('tbjl', '/tbjl', 'routes.tbjl', <UploadOutlined />),
];

/** The account's own screens: the user menu on the desktop, the "Account" group of the phone sheet. */
export const ACCOUNT_ENTRIES: readonly NavEntry[] = [
  entry('center', '/setting', 'nav.userCenter', <UserOutlined />),
  entry('security', '/security', 'routes.security', <SafetyOutlined />),
  entry('sfyz', '/sfyz', 'routes.sfyz', <SafetyCertificateOutlined />),
  entry('credit', '/credit', 'routes.credit', <AuditOutlined />),
  entry('limits', '/limits', 'routes.limits', <DashboardOutlined />),
  entry('appropriateness', '/appropriateness', 'routes.appropriateness', <AuditOutlined />),
  entry('news', '/news', 'routes.news', <MailOutlined />),
  entry('notice2', '/notice2', 'routes.notice2', <NotificationOutlined />),
  entry('mypromotion', '/mypromotion', 'routes.mypromotion', <UsergroupAddOutlined />),
  entry('sign', '/sign', 'routes.sign', <CalendarOutlined />),
  entry('benefits', '/benefits', 'routes.benefits', <GiftOutlined />),
  entry('service', '/service', 'routes.service', <CustomerServiceOutlined />),
];

/** Spec §2 top bar (Exchange, Market, Trade, AI earning, assets), each with its family on hover, plus Orders. */
export const HEADER_SECTIONS: readonly NavSection[] = [
  { key: 'exchange', path: '/deal', entries: SPOT_ENTRIES },
  { key: 'market', path: '/market', entries: [] },
  { key: 'trade', path: '/preciousMetal', entries: DERIVATIVES_ENTRIES },
  { key: 'earn', path: '/profit_index', entries: EARN_ENTRIES },
  { key: 'assets', path: '/asset', entries: ASSET_ENTRIES },
  { key: 'orders', path: '/dealList', entries: ORDER_ENTRIES, signedIn: true },
];

/** Spec §2: Activity (/sign) is in the top bar of the Chinese versions only. */
export const ACTIVITY_SECTION: NavSection = { key: 'activity', path: '/sign', entries: [] };

/** The path part of an entry's target. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

/**
 * Screens opened from another one (details, steps, aliases) count as that one for highlighting:
 * on a product's purchase page the Earn section stays lit, on /positionList the delivery positions.
 */
const OPENED_FROM: Readonly<Record<string, string>> = {
  '/index': '/',
  '/contractTransaction': '/preciousMetal',
  '/positionList': '/jgcc',
  '/all': '/market',
  '/currency': '/market',
  '/currencyRecord': '/market',
  '/table1': '/dealList',
  '/kjmb': '/kjmbSelect',
  '/profit_buy': '/profit_index',
  '/subscribe': '/subscription',
  '/repayment2': '/repayment',
  '/benefitsDetail': '/benefits',
  '/signRule': '/sign',
  '/newsDetail': '/news',
  '/helpDetail': '/help',
  '/bindphone': '/security',
  '/bindmpwd': '/security',
  '/smauth': '/sfyz',
  '/seniorauth': '/sfyz',
  '/dzrz': '/sfyz',
  '/authentication': '/sfyz',
  '/receive': '/setting',
};

/** The screen a path is highlighted as (`pathname` without the /m prefix). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return OPENED_FROM[trimmed] ?? trimmed;
}

/** Whether `pathname` (without the /m prefix) belongs to `section`: its own path or one of its entries'. */
export function sectionContains(section: NavSection, pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === pathOf(section.path) || section.entries.some((item) => pathOf(item.path) === path);
}

/** The one section to highlight: the section whose own path it is, else the first that lists it. */
export function activeSection(sections: readonly NavSection[], pathname: string): string | undefined {
  const path = canonicalPath(pathname);
  return (sections.find((section) => pathOf(section.path) === path) ?? sections.find((section) => sectionContains(section, path)))?.key;
}

/** A dropdown entry as a real link (middle-click, new tab); antd stretches the link over the whole row. */
export function entryItem(item: NavEntry, label: string, testIdPrefix: string) {
  return {
    key: item.path,
    icon: item.icon,
    label: (
      <Link to={item.path} data-testid={`${testIdPrefix}-${item.id}`}>
        {label}
      </Link>
    ),
  };
}
