import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, type RouteInfo } from '@veritex/shared';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BootFallback } from '../components/BootFallback';
import { RouteError } from '../components/RouteError';
import { type Namespace, preloadNamespaces } from '../i18n';
import { DesktopRoot } from '../layout/DesktopRoot';
import { DesktopShell } from '../layout/DesktopShell';
import { UserCenterLayout } from '../layout/UserCenterLayout';
import { PhoneRoot } from '../mobile/PhoneRoot';
import { PhoneShell } from '../mobile/PhoneShell';
import { PersonRedirect } from './PersonRedirect';
import { RequireAuth } from './RequireAuth';

/** What a route tells its layout: the page title key (`routes.<key>`). */
export interface RouteHandle {
  titleKey: string;
}

type PageLoader = () => Promise<{ default: ComponentType }>;

/** Pages finished so far; every other route shows its title frame until its issue lands. */
const PAGES: Record<string, PageLoader> = {
  home: () => import('../pages/home/HomePage'),
  login: () => import('../pages/auth/LoginPage'),
  register: () => import('../pages/auth/RegisterPage'),
  forgetpwd: () => import('../pages/auth/ForgetPasswordPage'),
  notFound: () => import('../pages/NotFoundPage'),
  text: () => import('../pages/text/TextPage'),
  about: () => import('../pages/text/AboutPage'),
  agrt: () => import('../pages/text/AgreementPage'),
  downLoad: () => import('../pages/DownloadPage'),
  setting: () => import('../pages/setting/SettingPage'),
  asset: () => import('../pages/funds/AssetPage'),
  recharge: () => import('../pages/funds/RechargePage'),
  money: () => import('../pages/funds/MoneyPage'),
  bindmpwd: () => import('../pages/funds/BindTpwdPage'),
  security: () => import('../pages/security/SecurityPage'),
  bindphone: () => import('../pages/security/BindPhonePage'),
  receive: () => import('../pages/funds/ReceivePage'),
  deallog: () => import('../pages/funds/RecordPages').then((module) => ({ default: module.DealLogPage })),
  cbjl: () => import('../pages/funds/RecordPages').then((module) => ({ default: module.DepositRecordsPage })),
  tbjl: () => import('../pages/funds/RecordPages').then((module) => ({ default: module.WithdrawalRecordsPage })),
  deal: () => import('../pages/deal/DealPage'),
  market: () => import('../pages/market/MarketPage'),
  dealList: () => import('../pages/dealList/DealListPage'),
  dealContract: () => import('../pages/contract/ContractTradePage'),
  leverTransactions: () => import('../pages/contract/ContractTradePage'),
  preciousMetal: () => import('../pages/contract/ContractTradePage'),
  contractPositions: () => import('../pages/contract/ContractPositionsPage'),
  dealDelivery: () => import('../pages/delivery/DeliveryPage'),
  deliveryPositions: () => import('../pages/delivery/DeliveryPositionsPage'),
  sfyz: () => import('../pages/kyc/VerificationHubPage'),
  authentication: () => import('../pages/kyc/VerificationHubPage'),
  smauth: () => import('../pages/kyc/JuniorPage'),
  seniorauth: () => import('../pages/kyc/SeniorPage'),
  dzrz: () => import('../pages/kyc/AddressPage'),
  credit: () => import('../pages/credit/CreditPage'),
  news: () => import('../pages/news/NewsPage'),
  newsDetail: () => import('../pages/news/NewsDetailPage'),
  profitIndex: () => import('../pages/earn/EarnPage'),
  profitMine: () => import('../pages/earn/MyCustodyPage'),
  profitBuy: () => import('../pages/earn/BuyEarnPage'),
  repayment: () => import('../pages/loans/LoansPage'),
  repayment2: () => import('../pages/loans/RepaymentPage'),
  subscription: () => import('../pages/subscriptions/SubscriptionPage'),
  subscribe: () => import('../pages/subscriptions/SubscribePage'),
  subscriptionList: () => import('../pages/subscriptions/SubscriptionListPage'),
  sign: () => import('../pages/rewards/SignPage'),
  signRule: () => import('../pages/rewards/SignRulePage'),
  benefits: () => import('../pages/rewards/BenefitsPage'),
  benefitsDetail: () => import('../pages/rewards/BenefitsDetailPage'),
  benefitsRecords: () => import('../pages/rewards/BenefitsRecordsPage'),
  mypromotion: () => import('../pages/referral/PromotionPage'),
  kjmbSelect: () => import('../pages/p2p/QuickBuyPage'),
  kjmb: () => import('../pages/p2p/P2pOrderPage'),
  exchange: () => import('../pages/flash/FlashExchangePage'),
  service: () => import('../pages/service/ServicePage'),
  notice: () => import('../pages/notice/NoticePage'),
  notice2: () => import('../pages/notice/Notice2Page'),
  bannerDetail: () => import('../pages/notice/BannerDetailPage'),
  help: () => import('../pages/help/HelpCentrePage'),
  helpDetail: () => import('../pages/help/HelpDetailPage'),
  limits: () => import('../pages/limits/LimitsPage'),
  appropriateness: () => import('../pages/protection/AppropriatenessPage'),
  ticks: () => import('../pages/ticks/TickHistoryPage'),
  proof: () => import('../pages/proof/ProofPage'),
  rules: () => import('../pages/rules/RulesPage'),
};
const titleFrame: PageLoader = () => import('../pages/TitleFramePage');

/**
 * The namespaces a screen draws with beyond those loaded at start (web, errors, demo, support),
 * loaded side by side with its chunk. One missing here only costs that screen a round trip.
 */
const PAGE_NAMESPACES: Partial<Record<string, readonly Namespace[]>> = {
  home: ['content'],
  help: ['content'],
  helpDetail: ['content'],
  notice: ['content'],
  notice2: ['content'],
  bannerDetail: ['content'],
  login: ['security'],
  register: ['security'],
  forgetpwd: ['security'],
  setting: ['security'],
  security: ['security'],
  bindphone: ['security'],
  dealContract: ['contract'],
  leverTransactions: ['contract'],
  preciousMetal: ['contract'],
  contractPositions: ['contract'],
  ticks: ['contract'],
  dealDelivery: ['delivery'],
  deliveryPositions: ['delivery'],
  sfyz: ['kyc'],
  authentication: ['kyc'],
  smauth: ['kyc'],
  seniorauth: ['kyc'],
  dzrz: ['kyc'],
  credit: ['kyc', 'loans'],
  news: ['kyc'],
  newsDetail: ['kyc'],
  profitIndex: ['earn'],
  profitMine: ['earn'],
  profitBuy: ['earn'],
  repayment: ['loans', 'kyc'],
  repayment2: ['loans', 'kyc'],
  subscription: ['subscription'],
  subscribe: ['subscription'],
  subscriptionList: ['subscription'],
  sign: ['rewards'],
  signRule: ['rewards'],
  benefits: ['rewards'],
  benefitsDetail: ['rewards'],
  benefitsRecords: ['rewards'],
  mypromotion: ['referral'],
  kjmbSelect: ['p2p', 'kyc'],
  kjmb: ['p2p', 'kyc'],
  exchange: ['flash'],
  limits: ['limits'],
  appropriateness: ['protection'],
  proof: ['proof'],
  rules: ['rules'],
};

function pageRoute(info: RouteInfo): RouteObject {
  const load = PAGES[info.key] ?? titleFrame;
  const handle: RouteHandle = { titleKey: info.key };
  const lazy = async () => {
    const [page] = await Promise.all([load(), preloadNamespaces(PAGE_NAMESPACES[info.key] ?? [])]);
    return { Component: page.default };
  };
  return info.path === '/' ? { index: true, handle, lazy } : { path: info.path.slice(1), handle, lazy };
}

/** The same page tree serves the desktop site and the phone site; only the layouts differ. */
function pageTree(prefix: '' | '/m', userCentre: ComponentType | undefined): RouteObject[] {
  const personChildren = PERSON_CHILD_ROUTES.map(pageRoute);
  return [
    ...PUBLIC_ROUTES.map(pageRoute),
    {
      Component: RequireAuth,
      children: [...PROTECTED_ROUTES.map(pageRoute), userCentre ? { Component: userCentre, children: personChildren } : { children: personChildren }],
    },
    { path: 'person', element: <Navigate to={`${prefix}/setting`} replace /> },
    { path: 'person/*', Component: PersonRedirect },
    { path: '*', element: <Navigate to={`${prefix}/404`} replace /> },
  ];
}

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('../admin/AdminApp')).default }),
  },
  {
    path: '/m',
    Component: PhoneRoot,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [{ Component: PhoneShell, children: pageTree('/m', undefined) }],
  },
  {
    path: '/',
    Component: DesktopRoot,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [{ Component: DesktopShell, children: pageTree('', UserCenterLayout) }],
  },
];
