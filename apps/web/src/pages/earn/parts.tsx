import {
  BankOutlined,
  CalendarOutlined,
  FieldTimeOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  UndoOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { EarnOrderStatus, EarnProduct, EarnRules, EarnTotals, RedemptionQuoteView } from '@veritex/shared';
import { Alert, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/funds/Amount';
import { useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, sign, trim } from '../../lib/decimal';
import { decimal, exampleDay, exampleRedemption, simpleYearlyPct } from './earnMaths';

/** Dialogs and sheets mount inside the themed root, so the page's colours (the --vx-* variables) and direction reach them. */
export const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** An amount of USDT: the exact decimal string, locale separators, left to right in Arabic. */
export function Usdt({ value, testId, decimals, unit = true }: { value: string | bigint; testId?: string; decimals?: number; unit?: boolean }) {
  const text = typeof value === 'bigint' ? decimal(value) : value;
  return <Amount value={text} decimals={decimals} asset={unit ? 'USDT' : undefined} testId={testId} />;
}

/** A percent as the product states it ("0.012" → "0.012%"), never rounded. */
export function Pct({ value, testId }: { value: string; testId?: string }) {
  return (
    <span className="vx-num vx-ltr" data-testid={testId} data-value={value}>
      {trim(value)}%
    </span>
  );
}

/** "11/27/2026" of an earn day ("2026-11-27", Hong Kong calendar): the calendar date itself, in the user's language. */
export function useEarnDate(): (date: string) => string {
  const format = useFormat();
  return format.calendarDay;
}

export function EarnDay({ date, testId }: { date: string; testId?: string }) {
  const format = useEarnDate();
  return (
    <span className="vx-num" data-testid={testId} data-value={date}>
      {format(date)}
    </span>
  );
}

const STATUS_COLOURS: Record<EarnOrderStatus, string> = { custody: 'processing', redeeming: 'warning', redeemed: 'default', completed: 'success' };

export function StatusTag({ status }: { status: EarnOrderStatus }) {
  const { t } = useTranslation('earn');
  return (
    <Tag color={STATUS_COLOURS[status]} variant="filled" className="vx-earn-status" data-testid="earn-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The early-redemption rule in words (what is kept, what is withheld). */
export function earlyRuleText(t: TFunction, product: Pick<EarnProduct, 'early_rule' | 'penalty_interest_pct' | 'penalty_principal_pct'>): string {
  const interest = trim(product.penalty_interest_pct);
  const principal = trim(product.penalty_principal_pct);
  // A penalty on one side only reads as that side alone ("0% of the principal" says nothing).
  let key: string = product.early_rule;
  if (key === 'penalty' && principal === '0') key = 'penaltyInterest';
  else if (key === 'penalty' && interest === '0') key = 'penaltyPrincipal';
  return t(`rule.${key}`, { interest, principal });
}

/** A short name of the rule for a tag. */
export function EarlyRuleTag({ product }: { product: Pick<EarnProduct, 'early_rule'> }) {
  const { t } = useTranslation('earn');
  const colour = product.early_rule === 'keep' ? 'success' : product.early_rule === 'forfeit' ? 'error' : 'warning';
  return (
    <Tag color={colour} variant="filled" icon={<UndoOutlined />} className="vx-earn-rule-tag" data-testid="earn-rule-tag" data-rule={product.early_rule}>
      {t(`ruleTag.${product.early_rule}`)}
    </Tag>
  );
}

/** The quote's lines, the server's exact strings: principal, interest accrued, withheld, kept and forfeited, and the total returned. */
export function QuoteLines({ quote, testPrefix }: { quote: RedemptionQuoteView; testPrefix: string }) {
  const { t } = useTranslation('earn');
  const line = (key: string, value: string, test: string, className?: string) => (
    <div className={className} data-testid={`${testPrefix}-${test}`} data-value={value}>
      <dt>{t(key)}</dt>
      <dd>
        {/* A confirmation binds this exact amount: every decimal the server states, not the display scale. */}
        <Usdt value={value} decimals={decimalsOf(value)} />
      </dd>
    </div>
  );
  const loss = (value: string) => (isDecimal(value) && sign(value) > 0 ? 'vx-earn-quote__loss' : undefined);
  return (
    <dl className="vx-breakdown vx-earn-quote">
      {line('quote.principal', quote.principal, 'principal')}
      {line('quote.principalPenalty', quote.principal_penalty, 'principal-penalty', loss(quote.principal_penalty))}
      {line('quote.principalReturned', quote.principal_returned, 'principal-returned')}
      {line('quote.accrued', quote.accrued, 'accrued')}
      {line('quote.interestForfeited', quote.interest_forfeited, 'interest-forfeited', loss(quote.interest_forfeited))}
      {line('quote.interestKept', quote.interest_kept, 'interest-kept')}
      {line('quote.totalReturned', quote.total_returned, 'total-returned', 'vx-breakdown__total')}
    </dl>
  );
}

/** What the rule does to an example amount redeemed halfway through the term, exactly. */
export function RuleExample({ product, amount }: { product: EarnProduct; amount: string }) {
  const { t } = useTranslation('earn');
  const format = useFormat();
  const days = exampleDay(product.term_days);
  const quote = exampleRedemption(amount, product, days);
  if (!quote) return null;
  return (
    <p className="vx-earn-example" data-testid="earn-rule-example" data-total={decimal(quote.totalReturned)}>
      {t('rule.example', {
        amount: format.fixed(trim(amount), trim(amount).split('.')[1]?.length ?? 0),
        days,
        term: product.term_days,
        total: format.fixed(decimal(quote.totalReturned), 6),
        kept: format.fixed(decimal(quote.interestKept), 6),
        lost: format.fixed(decimal(quote.interestForfeited + quote.principalPenalty), 6),
      })}
    </p>
  );
}

/** Daily rate, and the same as a simple yearly rate (daily × 365, not compounded). */
export function RateBlock({ dailyPct, compact = false }: { dailyPct: string; compact?: boolean }) {
  const { t } = useTranslation('earn');
  const yearly = simpleYearlyPct(dailyPct);
  return (
    <div className={compact ? 'vx-earn-rate vx-earn-rate--compact' : 'vx-earn-rate'}>
      <div className="vx-earn-rate__daily">
        <Pct value={dailyPct} testId="earn-daily-rate" />
        <span className="vx-earn-rate__per">{t('rate.perDay')}</span>
      </div>
      <div className="vx-earn-rate__yearly vx-muted" data-testid="earn-yearly-rate" data-value={yearly}>
        {t('rate.yearly', { yearly: trim(yearly), daily: trim(dailyPct) })}
      </div>
    </div>
  );
}

function Stat({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId: string; value?: string | number }) {
  return (
    <div className="vx-earn-stat" data-testid={testId} data-value={value}>
      <span className="vx-earn-stat__label">{label}</span>
      <span className="vx-earn-stat__value">{children}</span>
    </div>
  );
}

/** My totals: principal in custody, interest earned to date and yesterday, active orders. */
export function TotalsStrip({ totals, extra }: { totals: EarnTotals; extra?: ReactNode }) {
  const { t } = useTranslation('earn');
  return (
    <section className="vx-earn-totals" data-testid="earn-totals" aria-label={t('totals.title')}>
      <Stat label={t('totals.inCustody')} testId="earn-total-custody" value={totals.in_custody}>
        <Usdt value={totals.in_custody} />
      </Stat>
      <Stat label={t('totals.earned')} testId="earn-total-earned" value={totals.earned_total}>
        <Usdt value={totals.earned_total} />
      </Stat>
      <Stat label={t('totals.yesterday')} testId="earn-total-yesterday" value={totals.earned_yesterday}>
        <Usdt value={totals.earned_yesterday} />
      </Stat>
      <Stat label={t('totals.active')} testId="earn-total-active" value={totals.active_orders}>
        <span className="vx-num">{totals.active_orders}</span>
      </Stat>
      {extra ? <div className="vx-earn-totals__extra">{extra}</div> : null}
    </section>
  );
}

/** "How the yield is paid": who pays, from when, how it rounds, when matured money arrives, what it is not. */
export function HowYieldIsPaid({ rules, testId = 'earn-how' }: { rules: EarnRules; testId?: string }) {
  const { t } = useTranslation('earn');
  const formatDay = useEarnDate();
  const holidays = rules.holidays.map(formatDay).join(', ');
  const items: { key: string; icon: ReactNode; text: ReactNode }[] = [
    { key: 'payer', icon: <BankOutlined />, text: t('how.payer') },
    { key: 'days', icon: <CalendarOutlined />, text: t('how.days') },
    { key: 'rounding', icon: <PercentageOutlined />, text: t('how.rounding') },
    {
      key: 'payout',
      icon: <FieldTimeOutlined />,
      text: (
        <>
          {t('how.payout', { count: rules.payout_working_days })}{' '}
          <span className="vx-muted" data-testid="earn-holidays">
            {holidays ? t('how.holidays', { dates: holidays }) : t('how.noHolidays')}
          </span>
        </>
      ),
    },
    { key: 'early', icon: <UndoOutlined />, text: t('how.early') },
    { key: 'guarantee', icon: <SafetyCertificateOutlined />, text: t('how.guarantee') },
  ];
  return (
    <section className="vx-earn-how" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 className="vx-earn-section-title" id={`${testId}-title`}>
        {t('how.title')}
      </h2>
      <ul className="vx-earn-how__list">
        {items.map((item) => (
          <li key={item.key} className="vx-earn-how__item" data-testid={`earn-how-${item.key}`}>
            <span className="vx-earn-how__icon" aria-hidden="true">
              {item.icon}
            </span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
      <RiskNotice />
    </section>
  );
}

export function RiskNotice() {
  const { t } = useTranslation('earn');
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      className="vx-earn-risk"
      title={t('risk.title')}
      description={t('risk.text')}
      data-testid="earn-risk"
    />
  );
}
