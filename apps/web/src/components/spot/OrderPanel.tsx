import { formatUnits, type OrderSide, type OrderType, type SpotRules } from '@veritex/shared';
import { Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduledRules } from '../../api/spot';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { HaltBanner, useTradingHalt } from '../halts';
import { PublishedRulesLink } from '../rules';
import { OrderForm, type PickedPrice } from './OrderForm';
import type { Levels } from './orderMaths';
import { useExchangeBalances } from './useSpotMarket';

/** The market's rules next to the form (UI.md "Truthful labels": fees and limits say who sets them). */
function RulesNote({ rules }: { rules: SpotRules }) {
  const { t } = useTranslation();
  return (
    <dl className="vx-spot-rules" data-testid="spot-rules">
      <div>
        <dt>{t('spot.rules.tick')}</dt>
        <dd className="vx-num vx-ltr">
          {trim(rules.tick_size)} {rules.quote}
        </dd>
      </div>
      <div>
        <dt>{t('spot.rules.lot')}</dt>
        <dd className="vx-num vx-ltr">
          {trim(rules.lot_size)} {rules.base}
        </dd>
      </div>
      <div>
        <dt>{t('spot.rules.minNotional')}</dt>
        <dd className="vx-num vx-ltr">
          {trim(rules.min_notional)} {rules.quote}
        </dd>
      </div>
      <div>
        <dt>{t('spot.rules.fees')}</dt>
        <dd className="vx-num" data-testid="spot-fees">
          {t('spot.rules.feeRates', { maker: trim(rules.maker_fee_pct), taker: trim(rules.taker_fee_pct) })}{' '}
          <span className="vx-muted">
            <PublishedRulesLink>{t('spot.rules.setByPlatform')}</PublishedRulesLink>
          </span>
        </dd>
      </div>
      <ScheduledFees symbol={rules.symbol} />
    </dl>
  );
}

/** Basis points as a percent: 15 → "0.15". */
function bpPercent(bp: unknown): string {
  return typeof bp === 'number' && Number.isInteger(bp) ? trim(formatUnits(BigInt(bp), 2)) : '';
}

/** A change staff scheduled for this market, shown before it binds (the fees it will charge, from when). */
function ScheduledFees({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const scheduled = useScheduledRules().data?.find((rule) => rule.kind === 'spot_market' && rule.key === symbol);
  if (!scheduled || typeof scheduled.value !== 'object' || scheduled.value === null) return null;
  const value = scheduled.value as Record<string, unknown>;
  return (
    <div data-testid="spot-fees-scheduled">
      <dt>{t('spot.rules.scheduled', { time: format.dateTime(scheduled.effective_at) })}</dt>
      <dd className="vx-num">
        {t('spot.rules.feeRates', { maker: bpPercent(value.maker_fee_bp), taker: bpPercent(value.taker_fee_bp) })}{' '}
        <span className="vx-muted">
          <PublishedRulesLink>{t('spot.rules.scheduledLink')}</PublishedRulesLink>
        </span>
      </dd>
    </div>
  );
}

/**
 * Limit / market tabs over the buy and sell forms (side by side on the desktop, one at a time with
 * a buy/sell switch on the phone), then the market's rules.
 */
export function OrderPanel({
  rules,
  bids,
  asks,
  signedIn,
  lastPrice,
  picked,
  phone,
}: {
  rules: SpotRules;
  bids: Levels;
  asks: Levels;
  signedIn: boolean;
  lastPrice: string | undefined;
  picked: PickedPrice | undefined;
  phone: boolean;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<OrderType>('limit');
  const [phoneSide, setPhoneSide] = useState<OrderSide>('buy');
  const balances = useExchangeBalances();
  const halt = useTradingHalt('spot', rules.symbol);
  const amountScale = balances.scale(rules.quote, rules.price_scale);
  const form = (side: OrderSide) => (
    <OrderForm
      key={`${side}-${type}`}
      side={side}
      type={type}
      rules={rules}
      bids={bids}
      asks={asks}
      available={balances.available(side === 'buy' ? rules.quote : rules.base)}
      amountScale={amountScale}
      signedIn={signedIn}
      lastPrice={lastPrice}
      picked={picked}
      halted={halt !== undefined}
    />
  );
  return (
    <section className="vx-orders-panel vx-deal-card" data-testid="order-panel" aria-label={t('spot.form.title')}>
      <Tabs
        activeKey={type}
        onChange={(key) => setType(key as OrderType)}
        size="small"
        items={(['limit', 'market'] as const).map((key) => ({ key, label: <span data-testid={`order-type-${key}`}>{t(`spot.types.${key}`)}</span> }))}
        className="vx-orders-panel__tabs"
      />
      <HaltBanner halt={halt} name={`${rules.base}/${rules.quote}`} />
      {phone ? (
        <>
          <Segmented<OrderSide>
            block
            value={phoneSide}
            onChange={setPhoneSide}
            className={`vx-side-switch vx-side-switch--${phoneSide}`}
            options={(['buy', 'sell'] as const).map((side) => ({
              value: side,
              label: <span data-testid={`order-side-${side}`}>{t(`spot.sides.${side}`)}</span>,
            }))}
          />
          {form(phoneSide)}
        </>
      ) : (
        <div className="vx-orders-panel__forms">
          {form('buy')}
          {form('sell')}
        </div>
      )}
      <RulesNote rules={rules} />
    </section>
  );
}
