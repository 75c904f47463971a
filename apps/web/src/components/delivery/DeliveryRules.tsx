import { useTranslation } from 'react-i18next';
import { PublishedRulesLink } from '../rules';

/**
 * The rules stated before a purchase (docs/api.md "Delivery contracts"): which prices count, and
 * what comes back on a win, a loss and an unchanged price.
 */
export function DeliveryRules({ payoutPct, compact = false }: { payoutPct: string | undefined; compact?: boolean }) {
  const { t } = useTranslation('delivery');
  return (
    <div className={compact ? 'vx-dl-rules vx-dl-rules--compact' : 'vx-dl-rules'} data-testid="delivery-rules">
      <h3 className="vx-dl-rules__title">{t('rules.title')}</h3>
      <ul className="vx-dl-rules__list">
        <li data-testid="rule-purchase">{t('rules.purchase')}</li>
        <li data-testid="rule-settlement">{t('rules.settlement')}</li>
        <li data-testid="rule-win" className="vx-dl-rules__win">
          {payoutPct ? t('rules.win', { pct: payoutPct }) : t('rules.winPlain')}
        </li>
        <li data-testid="rule-loss" className="vx-dl-rules__loss">
          {t('rules.loss')}
        </li>
        <li data-testid="rule-tie">{t('rules.tie')}</li>
      </ul>
      <p className="vx-dl-rules__source vx-muted">
        {t('rules.source')} <PublishedRulesLink />
      </p>
    </div>
  );
}
