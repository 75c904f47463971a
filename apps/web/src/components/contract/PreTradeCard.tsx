import type { InstrumentView, PositionPreview } from '@veritex/shared';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionDraft } from '../../api/contract';
import { useFormat } from '../../i18n/format';
import { compare, trim } from '../../lib/decimal';
import { carryPerPeriod, lotsQuantity, openingCost } from './contractMaths';
import { Money, Num, SideLabel } from './labels';

function Row({
  label,
  hint,
  children,
  testId,
  value,
  strong,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  testId: string;
  value?: string | null;
  strong?: boolean;
}) {
  return (
    <div className={strong ? 'vx-pretrade__row vx-pretrade__row--strong' : 'vx-pretrade__row'} data-testid={testId} data-value={value ?? undefined}>
      <span className="vx-pretrade__label">
        {label}
        {hint ? <span className="vx-pretrade__hint vx-muted">{hint}</span> : null}
      </span>
      <span className="vx-pretrade__value">{children}</span>
    </div>
  );
}

/**
 * The pre-trade card (web/previewPosition): everything the position will cost and risk, before
 * it binds — entry price, notional, margin, open fee, the close fee at this price, the carry per
 * period, the liquidation price and the most that can be lost (at the stop-loss, or the whole
 * margin without one). `preview` undefined: nothing to show yet (`placeholder` says why).
 */
export function PreTradeCard({
  instrument,
  draft,
  preview,
  loading,
  placeholder,
  stale,
}: {
  instrument: InstrumentView;
  draft: PositionDraft | undefined;
  preview: PositionPreview | undefined;
  loading: boolean;
  placeholder?: ReactNode;
  /** The preview is for an earlier draft (a new one is on its way). */
  stale?: boolean;
}) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const scale = instrument.price_scale;
  const header = draft ? (
    <div className="vx-pretrade__head">
      <SideLabel side={draft.side} />
      <span className="vx-num">
        {t('preTrade.size', {
          lots: draft.lots,
          quantity: format.fixed(lotsQuantity(draft.lots, instrument.lot_size), trim(lotsQuantity(draft.lots, instrument.lot_size)).split('.')[1]?.length ?? 0),
          base: instrument.base,
        })}
      </span>
      <span className="vx-num vx-ltr">{draft.leverage}x</span>
    </div>
  ) : null;

  let body: ReactNode;
  if (!preview && loading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (!preview || !draft) body = <p className="vx-pretrade__placeholder vx-muted">{placeholder ?? t('preTrade.fillIn')}</p>;
  else {
    const cost = openingCost(preview.margin, preview.open_fee);
    const short = compare(cost, preview.available) > 0;
    const carry = carryPerPeriod(preview.notional, instrument.carry_rate_pct);
    body = (
      <>
        <Row
          label={draft.type === 'market' ? t('preTrade.entryMarket') : t('preTrade.entryLimit')}
          hint={draft.type === 'market' ? t(draft.side === 'long' ? 'preTrade.atAsk' : 'preTrade.atBid') : undefined}
          testId="pretrade-entry"
          value={preview.entry_price}
        >
          {draft.type === 'market' ? '≈ ' : ''}
          <Num value={preview.entry_price} scale={scale} />
        </Row>
        <Row label={t('preTrade.notional')} testId="pretrade-notional" value={preview.notional}>
          <Money value={preview.notional} />
        </Row>
        <Row label={t('preTrade.margin')} hint={t('preTrade.marginHint', { leverage: draft.leverage })} testId="pretrade-margin" value={preview.margin}>
          <Money value={preview.margin} />
        </Row>
        <Row label={t('preTrade.openFee')} hint={`${trim(instrument.open_fee_pct)}%`} testId="pretrade-open-fee" value={preview.open_fee}>
          <Money value={preview.open_fee} />
        </Row>
        <Row label={t('preTrade.closeFee')} hint={`${trim(instrument.close_fee_pct)}%`} testId="pretrade-close-fee" value={preview.close_fee_estimate}>
          ≈ <Money value={preview.close_fee_estimate} />
        </Row>
        <Row
          label={instrument.carry_period === '8h' ? t('preTrade.funding') : t('preTrade.overnight')}
          hint={`${trim(instrument.carry_rate_pct)}%`}
          testId="pretrade-carry"
          value={carry}
        >
          ≈ <Money value={carry} />
        </Row>
        <Row
          label={t('preTrade.liquidation')}
          hint={`${trim(instrument.maintenance_margin_pct)}%`}
          testId="pretrade-liquidation"
          value={preview.liquidation_price}
        >
          <Num value={preview.liquidation_price} scale={scale} />
        </Row>
        <Row
          label={t('preTrade.maxLoss')}
          hint={draft.stop_loss ? t('preTrade.maxLossAtStop') : t('preTrade.maxLossNoStop')}
          testId="pretrade-max-loss"
          value={preview.max_loss}
          strong
        >
          <span className="vx-pnl--down">
            <Money value={preview.max_loss} />
          </span>
        </Row>
        <Row label={t('preTrade.cost')} testId="pretrade-cost" value={cost} strong>
          <Money value={cost} />
        </Row>
        <Row label={t('preTrade.available')} testId="pretrade-available" value={preview.available}>
          <span className={short ? 'vx-pnl--down' : undefined}>
            <Money value={preview.available} />
          </span>
        </Row>
      </>
    );
  }
  return (
    <section
      className={stale ? 'vx-pretrade vx-pretrade--stale' : 'vx-pretrade'}
      data-testid="pretrade-card"
      data-ready={preview && draft && !stale ? 'true' : 'false'}
      aria-label={t('preTrade.title')}
      aria-busy={loading}
    >
      <h3 className="vx-pretrade__title">{t('preTrade.title')}</h3>
      {header}
      {body}
    </section>
  );
}
