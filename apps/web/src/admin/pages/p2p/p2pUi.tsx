import { P2P_ASSET } from '@veritex/shared';
import { Tag, Tooltip, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE, Mono } from '../../components';
import { ADMIN_BASE } from '../../paths';
import { Amount } from '../finance/financeUi';
import { type Elapsed, elapsedSince, isLate } from './p2pDesk';

const ORDER_STATUS_COLORS: Record<string, string> = {
  unpaid: 'gold',
  paid: 'processing',
  appeal: 'error',
  completed: 'success',
  cancelled: 'default',
  resolved: 'purple',
};
const ESCROW_COLORS: Record<string, string> = { held: 'warning', released: 'success', returned: 'blue' };
const AD_STATUS_COLORS: Record<string, string> = { online: 'success', offline: 'default', suspended: 'error', closed: 'default' };
const MERCHANT_STATUS_COLORS: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error', resigned: 'default' };

function ColoredTag({ color, testId, children }: { color: string | undefined; testId?: string; children: string }) {
  return (
    <Tag color={color ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid={testId}>
      {children}
    </Tag>
  );
}

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <ColoredTag color={ORDER_STATUS_COLORS[status]} testId="p2p-order-status">
      {t(`p2pDesk.orderStatus.${status}`, { defaultValue: status })}
    </ColoredTag>
  );
}

/** Where the seller's USDT is: held in escrow, released to the buyer, returned to the seller. */
export function EscrowTag({ escrow }: { escrow: string }) {
  const { t } = useTranslation('admin');
  return (
    <ColoredTag color={ESCROW_COLORS[escrow]} testId="p2p-escrow">
      {t(`p2pDesk.escrow.${escrow}`, { defaultValue: escrow })}
    </ColoredTag>
  );
}

export function AdStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <ColoredTag color={AD_STATUS_COLORS[status]}>{t(`p2pDesk.adStatus.${status}`, { defaultValue: status })}</ColoredTag>;
}

export function MerchantStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <ColoredTag color={MERCHANT_STATUS_COLORS[status]}>{t(`p2pDesk.merchantStatus.${status}`, { defaultValue: status })}</ColoredTag>;
}

/** The merchant's side: a sell ad sells USDT (users buy there), a buy ad buys it. */
export function SideTag({ side }: { side: string }) {
  const { t } = useTranslation('admin');
  return <ColoredTag color={side === 'sell' ? 'volcano' : 'green'}>{t(`p2pDesk.side.${side}`, { defaultValue: side })}</ColoredTag>;
}

export function MethodTags({ methods }: { methods: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (methods.length === 0) return <span>{EMPTY_VALUE}</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {methods.map((method) => (
        <Tag key={method} style={{ marginInlineEnd: 0 }}>
          {t(`p2pDesk.methods.${method}`, { defaultValue: method })}
        </Tag>
      ))}
    </span>
  );
}

/** The USDT that moves, over the fiat paid for it. */
export function OrderAmount({ quantity, fiatAmount, fiat }: { quantity: string; fiatAmount: string; fiat: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ lineHeight: 1.35, textAlign: 'end' }}>
      <Amount value={quantity} asset={P2P_ASSET} strong />
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        <Amount value={fiatAmount} asset={fiat} />
      </div>
    </div>
  );
}

/** A party of an order or a merchant: the nickname, over the user id (opening the user's page when allowed) and the account. */
export function Party({ userId, account, nickname, linkable }: { userId: string; account: string; nickname?: string; linkable: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const id = <Mono>#{userId}</Mono>;
  return (
    <div style={{ lineHeight: 1.35, minWidth: 0 }}>
      {nickname ? (
        <div dir="auto" style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {nickname}
        </div>
      ) : null}
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {linkable ? (
          <Tooltip title={t('finance.openUser')}>
            <Link to={`${ADMIN_BASE}/users/${userId}`} data-testid="p2p-user-link">
              {id}
            </Link>
          </Tooltip>
        ) : (
          id
        )}{' '}
        <span dir="ltr">{account}</span>
      </div>
    </div>
  );
}

/** The clock of waiting times: re-rendered every half minute so "waiting 2 h 5 min" keeps up. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function useElapsedText(): (elapsed: Elapsed | undefined) => string {
  const { t } = useTranslation('admin');
  return (elapsed) => {
    if (!elapsed) return EMPTY_VALUE;
    if (elapsed.days > 0) return t('p2pDesk.elapsed.days', { days: elapsed.days, hours: elapsed.hours });
    if (elapsed.hours > 0) return t('p2pDesk.elapsed.hours', { hours: elapsed.hours, minutes: elapsed.minutes });
    return t('p2pDesk.elapsed.minutes', { minutes: elapsed.minutes });
  };
}

/** How long something has waited, orange once it has waited a day. */
export function Waiting({ since, now }: { since: string | null | undefined; now: number }) {
  const { token } = theme.useToken();
  const text = useElapsedText();
  const elapsed = elapsedSince(since, now);
  return (
    <Typography.Text style={{ fontSize: token.fontSizeSM, color: isLate(elapsed) ? token.colorWarningText : token.colorTextSecondary, whiteSpace: 'nowrap' }}>
      {text(elapsed)}
    </Typography.Text>
  );
}
