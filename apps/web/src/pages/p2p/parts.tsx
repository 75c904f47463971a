import { AlipayCircleOutlined, ArrowRightOutlined, BankOutlined, LikeOutlined, LockOutlined, WechatOutlined } from '@ant-design/icons';
import {
  type MerchantPublic,
  type P2pOrderStatus,
  type P2pPaymentMethod,
  REQUIREMENT_FIX_PATH,
  type ReceivingSettings,
  type Requirement,
} from '@veritex/shared';
import { Alert, Avatar, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAssetOverview } from '../../api/funds';
import { Amount } from '../../components/funds/Amount';
import { useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, trim } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import '../../kyc.css';

/** Dialogs and sheets mount inside the themed root, so the page's colours and direction reach them. */
export const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** A decimal string as words inside a sentence: locale separators, no trailing zeros ("5,000", "69.444444"). */
export function usePlain(): (value: string) => string {
  const format = useFormat();
  return (value) => (isDecimal(value) ? format.fixed(trim(value), decimalsOf(trim(value))) : value);
}

/** A fiat amount or price: always two decimals, locale separators, left to right in Arabic. */
export function Fiat({ value, fiat, testId, className }: { value: string; fiat?: string; testId?: string; className?: string }) {
  return (
    <span data-testid={testId} data-value={value} className={className}>
      <Amount value={value} decimals={2} asset={fiat} />
    </span>
  );
}

/** USDT as the server sends it, with at least two decimals and none of its trailing zeros beyond. */
export function Usdt({ value, testId, unit = true }: { value: string; testId?: string; unit?: boolean }) {
  const decimals = isDecimal(value) ? Math.max(2, decimalsOf(trim(value))) : undefined;
  return (
    <span data-testid={testId} data-value={value}>
      <Amount value={value} decimals={decimals} asset={unit ? 'USDT' : undefined} />
    </span>
  );
}

const METHOD_ICONS: Record<P2pPaymentMethod, ReactNode> = {
  bank: <BankOutlined />,
  alipay: <AlipayCircleOutlined />,
  wechat: <WechatOutlined />,
};

/** A payment method as a small tag with its icon; colours are antd's presets, one per method, as traders know them. */
export function MethodTag({ method }: { method: P2pPaymentMethod }) {
  const { t } = useTranslation('p2p');
  return (
    <span className={`vx-p2p-method vx-p2p-method--${method}`} data-testid={`p2p-method-${method}`}>
      <span className="vx-p2p-method__icon" aria-hidden="true">
        {METHOD_ICONS[method]}
      </span>
      {t(`method.${method}`)}
    </span>
  );
}

export function MethodTags({ methods, inline = false }: { methods: readonly P2pPaymentMethod[]; inline?: boolean }) {
  return (
    <span className={inline ? 'vx-p2p-methods vx-p2p-methods--inline' : 'vx-p2p-methods'}>
      {methods.map((method) => (
        <MethodTag key={method} method={method} />
      ))}
    </span>
  );
}

/** "98.50%" of a rate the server sends, or a dash before any order. */
function Rate({ value }: { value: string | null }) {
  const format = useFormat();
  if (value === null || !isDecimal(value)) return <span className="vx-muted">—</span>;
  return <span className="vx-num vx-ltr">{`${format.fixed(trim(value), Math.min(2, decimalsOf(trim(value))))}%`}</span>;
}

/** The advertiser as the offer list shows them: name, 30-day orders and completion, release time, positive ratings. */
export function Advertiser({ merchant, compact = false }: { merchant: MerchantPublic; compact?: boolean }) {
  const { t } = useTranslation('p2p');
  const plain = usePlain();
  const release = merchant.avg_release_minutes;
  return (
    <div className={compact ? 'vx-p2p-who vx-p2p-who--compact' : 'vx-p2p-who'} data-testid="p2p-advertiser">
      <Avatar size={compact ? 28 : 32} className="vx-p2p-who__avatar">
        {merchant.nickname.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="vx-p2p-who__text">
        <span className="vx-p2p-who__name" dir="auto" data-testid="p2p-advertiser-name">
          {merchant.nickname}
        </span>
        <span className="vx-p2p-who__stats">
          <span data-testid="p2p-advertiser-orders">{t('offer.orders', { count: merchant.completed_30d })}</span>
          <span className="vx-p2p-who__sep" aria-hidden="true">
            |
          </span>
          <span>
            {t('offer.completion')} <Rate value={merchant.completion_rate_pct} />
          </span>
        </span>
        <span className="vx-p2p-who__stats">
          <span title={t('offer.positiveHint', { count: merchant.ratings })}>
            <LikeOutlined /> <Rate value={merchant.positive_rate_pct} />
          </span>
          <span className="vx-p2p-who__sep" aria-hidden="true">
            |
          </span>
          <span>{release !== null && isDecimal(release) ? t('offer.release', { minutes: plain(release) }) : t('offer.releaseNone')}</span>
        </span>
      </div>
    </div>
  );
}

const STATUS_COLOURS: Record<P2pOrderStatus, string> = {
  unpaid: 'warning',
  paid: 'processing',
  appeal: 'error',
  completed: 'success',
  cancelled: 'default',
  resolved: 'purple',
};

export function OrderStatusTag({ status }: { status: P2pOrderStatus }) {
  const { t } = useTranslation('p2p');
  return (
    <Tag color={STATUS_COLOURS[status]} className="vx-status" data-testid="p2p-order-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** What the user holds of USDT in the exchange account (what a sale moves into escrow); undefined while loading. */
export function useExchangeUsdt(enabled = true): string | undefined {
  const overview = useAssetOverview();
  if (!enabled || !overview.data) return undefined;
  const exchange = overview.data.accounts.find((account) => account.type === 'exchange');
  return exchange?.rows.find((row) => row.asset === 'USDT')?.available ?? '0';
}

/** The payment methods the user's receiving settings fill (spec §3): a buyer pays the seller through one of them. */
export function receivingMethods(settings: ReceivingSettings | undefined): P2pPaymentMethod[] {
  if (!settings) return [];
  const methods: P2pPaymentMethod[] = [];
  if (settings.bank_name.trim() && settings.bank_number.trim()) methods.push('bank');
  if (settings.alipay_account.trim()) methods.push('alipay');
  if (settings.weixin_account.trim()) methods.push('wechat');
  return methods;
}

/** Where to fix a requirement; the transaction-password page comes back to this page afterwards. */
function fixPath(requirement: Requirement, back: string): string {
  const path = REQUIREMENT_FIX_PATH[requirement];
  return requirement === 'tpwd' ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}

/** What a quick-buy feature still needs (spec §6: p2p_buy, p2p_sell, p2p_merchant), each with the page that fixes it. */
export function P2pGates({ missing, title, testId }: { missing: readonly Requirement[]; title: ReactNode; testId: string }) {
  const { t } = useTranslation('kyc');
  const to = useTo();
  const { pathname, search } = useLocation();
  if (!missing.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      className="vx-gates"
      title={title}
      description={
        <ol className="vx-gates__list">
          {missing.map((requirement) => (
            <li key={requirement} className="vx-gates__item" data-testid={`${testId}-${requirement}`}>
              <span>{t(`requirement.${requirement}.missing`)}</span>
              <Link to={to(fixPath(requirement, `${pathname}${search}`))} className="vx-gates__fix" data-testid={`${testId}-${requirement}-fix`}>
                {t(`requirement.${requirement}.fix`)} <ArrowRightOutlined className="vx-flip-rtl" />
              </Link>
            </li>
          ))}
        </ol>
      }
      data-testid={testId}
    />
  );
}
