import { useTranslation } from 'react-i18next';
import { isDecimal, min, percentOf } from '../../lib/decimal';
import { ltvZone } from './collateralMaths';
import { Percent } from './parts';

/**
 * The loan-to-value on a 0–100 % track, with the opening, margin-call and liquidation marks: where
 * the loan stands, and how far it is from each threshold.
 */
export function LtvBar({
  ltv,
  opening,
  marginCall,
  liquidation,
  testId,
}: {
  ltv: string | null | undefined;
  opening?: string;
  marginCall: string;
  liquidation: string;
  testId: string;
}) {
  const { t } = useTranslation('loans');
  const zone = ltvZone(ltv, marginCall, liquidation);
  const width = ltv && isDecimal(ltv) ? percentOf(min(ltv, '100'), '100', 2) : 0;
  const marks = [...(opening ? [{ key: 'opening', at: opening }] : []), { key: 'marginCall', at: marginCall }, { key: 'liquidation', at: liquidation }];
  return (
    <div className={`vx-ltv vx-ltv--${zone ?? 'none'}`} data-testid={testId} data-ltv={ltv ?? ''} data-zone={zone ?? ''}>
      <div className="vx-ltv__head">
        <span className="vx-muted">{t('collateral.ltv')}</span>
        <strong className="vx-ltv__value">{ltv ? <Percent value={ltv} /> : '—'}</strong>
      </div>
      <div className="vx-ltv__track" aria-hidden="true">
        <div className="vx-ltv__fill" style={{ inlineSize: `${width}%` }} />
        {marks.map((mark) => (
          <span
            key={mark.key}
            className={`vx-ltv__mark vx-ltv__mark--${mark.key}`}
            style={{ insetInlineStart: `${percentOf(mark.at, '100', 2)}%` }}
            title={`${t(`collateral.${mark.key}`)} ${mark.at}%`}
          />
        ))}
      </div>
      <div className="vx-ltv__legend vx-small">
        {marks.map((mark) => (
          <span key={mark.key} className={`vx-ltv__legend-item vx-ltv__legend-item--${mark.key}`}>
            <i aria-hidden="true" /> {t(`collateral.${mark.key}`)} <Percent value={mark.at} />
          </span>
        ))}
      </div>
    </div>
  );
}
