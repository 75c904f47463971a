import { useDisplayScale } from '../../api/assets';
import { useFormat } from '../../i18n/format';
import { compare, decimalsOf, isDecimal, sign, trim, truncateToScale } from '../../lib/decimal';

/**
 * A decimal string as the user reads it: thousands separators by locale, tabular figures,
 * left to right inside right-to-left text. A balance of an asset is shown to the asset's display
 * scale (USDT 2, BTC 6), cut towards zero, with the full amount on hover; `decimals` sets the
 * places instead; without either the server's own scale is kept, so nothing is cut away.
 */
export function Amount({
  value,
  decimals,
  asset,
  coin,
  signed = false,
  colour = false,
  className,
  testId,
}: {
  value: string;
  decimals?: number;
  /** The unit shown after the amount; a known asset code also sets the display scale. */
  asset?: string;
  /** The asset whose display scale applies when its code is not shown (table columns named by the row). */
  coin?: string;
  /** Show a + before positive values (changes in the account log). */
  signed?: boolean;
  /** Green up, red down, by sign. */
  colour?: boolean;
  className?: string;
  testId?: string;
}) {
  const format = useFormat();
  const displayScale = useDisplayScale();
  if (!isDecimal(value)) {
    return (
      <span className={['vx-num', 'vx-ltr', className].filter(Boolean).join(' ')} data-testid={testId}>
        {value || '—'}
      </span>
    );
  }
  const scaleAsset = coin ?? (asset && /^[A-Z0-9]{2,12}$/.test(asset) ? asset : undefined);
  const places = decimals ?? (scaleAsset ? displayScale(scaleAsset) : decimalsOf(value));
  const direction = sign(value);
  const text = format.amount(value, places);
  // The exact amount on hover whenever the cut dropped a digit that is not zero.
  const cut = compare(truncateToScale(value, places), value) !== 0;
  const classes = ['vx-num', 'vx-ltr', 'vx-amount'];
  if (colour) classes.push(direction > 0 ? 'vx-amount--up' : direction < 0 ? 'vx-amount--down' : 'vx-amount--flat');
  if (className) classes.push(className);
  const unit = asset ?? coin;
  return (
    <span className={classes.join(' ')} data-testid={testId} title={cut ? `${trim(value)}${unit ? ` ${unit}` : ''}` : undefined}>
      {signed && direction > 0 ? '+' : ''}
      {text}
      {asset ? <span className="vx-amount__unit"> {asset}</span> : null}
    </span>
  );
}
