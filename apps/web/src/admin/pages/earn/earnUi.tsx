import { type EarnProduct, percentToPpm, ppmToPercent } from '@veritex/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Earn products hold USDT only (spec §9). */
export const EARN_ASSET = 'USDT';
/** USDT is kept to 6 decimals (the server's scale, and the staff amount field's). */
export const USDT_SCALE = 6;
const DAYS_A_YEAR = 365n;

/** The daily rate × 365 in percent, exact ("0.35" → "127.75"); undefined when the rate is malformed. */
export function yearlyPercent(dailyPercent: string): string | undefined {
  const ppm = percentToPpm(dailyPercent);
  return ppm === undefined ? undefined : ppmToPercent(ppm * DAYS_A_YEAR);
}

const RULE_COLORS = { keep: 'success', forfeit: 'error', penalty: 'warning' } as const;

/** The early-redemption rule, with the withheld shares of a penalty. */
export function EarlyRuleCell({ product }: { product: Pick<EarnProduct, 'early_rule' | 'penalty_interest_pct' | 'penalty_principal_pct'> }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ lineHeight: 1.35 }}>
      <Tag color={RULE_COLORS[product.early_rule]} style={{ marginInlineEnd: 0 }} data-rule={product.early_rule}>
        {t(`earnDesk.rules.${product.early_rule}`)}
      </Tag>
      {product.early_rule === 'penalty' ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('earnDesk.rules.penaltyShares', { interest: product.penalty_interest_pct, principal: product.penalty_principal_pct })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
