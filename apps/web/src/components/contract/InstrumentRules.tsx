import type { InstrumentView } from '@veritex/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { PublishedRulesLink } from '../rules';
import { useTradingHoursText } from './tradingHours';

/** A percentage as published ("0.03%"), left to right. */
function Pct({ value }: { value: string }) {
  return <span className="vx-num vx-ltr">{trim(value)}%</span>;
}

/**
 * The instrument's rules, published where they bind (UI.md "Truthful labels"): the stated size of
 * a lot, the leverage cap, spread, open and close fees, maintenance margin, funding per 8 h or the
 * overnight fee per day, and the trading hours; all set by the platform.
 */
export function InstrumentRules({ instrument, layout = 'row' }: { instrument: InstrumentView; layout?: 'row' | 'column' }) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const hours = useTradingHoursText();
  const item = (key: string, label: string, value: ReactNode) => (
    <div className="vx-crules__item" data-testid={`rule-${key}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className={`vx-crules vx-crules--${layout}`} data-testid="instrument-rules">
      {item(
        'lot',
        t('rules.lot'),
        <span className="vx-num">
          {t('rules.lotValue', { size: format.fixed(instrument.lot_size, trim(instrument.lot_size).split('.')[1]?.length ?? 0), base: instrument.base })}
        </span>,
      )}
      {item('leverage', t('rules.maxLeverage'), <span className="vx-num vx-ltr">{instrument.max_leverage}x</span>)}
      {item('spread', t('rules.spread'), <Pct value={instrument.spread_pct} />)}
      {item(
        'fees',
        t('rules.fees'),
        <span className="vx-num">{t('rules.feesValue', { open: `${trim(instrument.open_fee_pct)}%`, close: `${trim(instrument.close_fee_pct)}%` })}</span>,
      )}
      {item('maintenance', t('rules.maintenance'), <Pct value={instrument.maintenance_margin_pct} />)}
      {item(
        'carry',
        instrument.carry_period === '8h' ? t('rules.funding') : t('rules.overnight'),
        <span className="vx-num">
          {t(instrument.carry_period === '8h' ? 'rules.fundingValue' : 'rules.overnightValue', { rate: `${trim(instrument.carry_rate_pct)}%` })}
        </span>,
      )}
      {item('hours', t('rules.hours'), <span data-testid="rule-hours-text">{hours(instrument.trading_hours)}</span>)}
      <div className="vx-crules__note vx-muted">
        {t('rules.setByPlatform')} <PublishedRulesLink />
      </div>
    </dl>
  );
}
