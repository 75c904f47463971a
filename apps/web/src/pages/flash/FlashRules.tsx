import type { FlashPair } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/funds/Amount';
import { PublishedRulesLink } from '../../components/rules';
import { trim } from '../../lib/decimal';
import { USDT } from './flashMaths';
import { AssetName } from './parts';

/**
 * The rules that bind a conversion, beside the form before anything is asked: where the price
 * comes from, how long a quote holds, fill or kill, the fee, the minimums per coin, the records.
 */
export function FlashRules({ pairs, quoteSeconds }: { pairs: readonly FlashPair[]; quoteSeconds: number }) {
  const { t } = useTranslation('flash');
  return (
    <aside className="vx-funds-card vx-rules vx-flash-rules" data-testid="flash-rules" aria-labelledby="flash-rules-title">
      <header className="vx-rules__head">
        <h2 className="vx-rules__title" id="flash-rules-title">
          {t('rules.title')}
        </h2>
        <span className="vx-rules__source">
          <PublishedRulesLink>{t('rules.source')}</PublishedRulesLink>
        </span>
      </header>
      <dl className="vx-rules__list">
        <div className="vx-rule" data-testid="flash-rule-price">
          <dt className="vx-rule__label">{t('rules.priceLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.price')}</dd>
        </div>
        <div className="vx-rule" data-testid="flash-rule-quote" data-value={quoteSeconds}>
          <dt className="vx-rule__label">{t('rules.quoteLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.quote', { count: quoteSeconds })}</dd>
        </div>
        <div className="vx-rule" data-testid="flash-rule-fok">
          <dt className="vx-rule__label">{t('rules.fokLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.fok')}</dd>
        </div>
        <div className="vx-rule" data-testid="flash-rule-fee">
          <dt className="vx-rule__label">{t('rules.feeLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.fee')}</dd>
        </div>
        <div className="vx-rule" data-testid="flash-rule-minimum">
          <dt className="vx-rule__label">{t('rules.minimumLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.minimum')}</dd>
        </div>
        <div className="vx-rule" data-testid="flash-rule-records">
          <dt className="vx-rule__label">{t('rules.recordsLabel')}</dt>
          <dd className="vx-rule__value">{t('rules.records')}</dd>
        </div>
      </dl>
      <table className="vx-flash-pairs" data-testid="flash-pairs">
        <caption className="vx-muted vx-small">{t('rules.pairsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rules.coin')}</th>
            <th scope="col">{t('rules.takerFee')}</th>
            <th scope="col">{t('rules.lot')}</th>
            <th scope="col">{t('rules.minValue')}</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.symbol} data-testid="flash-pair" data-asset={pair.asset} data-fee={pair.fee_pct}>
              <th scope="row">
                <AssetName asset={pair.asset} />
              </th>
              <td className="vx-num vx-ltr">{trim(pair.fee_pct)}%</td>
              <td>
                <Amount value={trim(pair.min_asset)} asset={pair.asset} />
              </td>
              <td>
                <Amount value={trim(pair.min_usdt)} asset={USDT} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vx-rules__footnote" data-testid="flash-note">
        {t('note')}
      </p>
    </aside>
  );
}
