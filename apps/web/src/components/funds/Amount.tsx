import { useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, sign } from '../../lib/decimal';

/**
 * A decimal string as the user reads it: thousands separators by locale, tabular figures,
 * left to right inside right-to-left text. Without `decimals` the server's own scale is kept,
 * so nothing is rounded away.
 */
export function Amount({
  value,
  decimals,
  asset,
  signed = false,
  colour = false,
  className,
  testId,
}: {
  value: string;
  decimals?: number;
  asset?: string;
  /** Show a + before positive values (changes in the account log). */
  signed?: boolean;
  /** Green up, red down, by sign. */
  colour?: boolean;
  className?: string;
  testId?: string;
}) {
  const format = useFormat();
  if (!isDecimal(value)) {
    return (
      <span className={['vx-num', 'vx-ltr', className].filter(Boolean).join(' ')} data-testid={testId}>
        {value || '—'}
      </span>
    );
  }
  const direction = sign(value);
  const text = format.fixed(value, decimals ?? decimalsOf(value));
  const classes = ['vx-num', 'vx-ltr', 'vx-amount'];
  if (colour) classes.push(direction > 0 ? 'vx-amount--up' : direction < 0 ? 'vx-amount--down' : 'vx-amount--flat');
  if (className) classes.push(className);
  return (
    <span className={classes.join(' ')} data-testid={testId}>
      {signed && direction > 0 ? '+' : ''}
      {text}
      {asset ? <span className="vx-amount__unit"> {asset}</span> : null}
    </span>
  );
}
