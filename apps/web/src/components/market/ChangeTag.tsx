import { useFormat } from '../../i18n/format';
import { changeDirection } from './market-utils';

/** The 24h change: green up, red down, grey unchanged; signed, tabular. */
export function ChangeTag({ value, filled = false }: { value: string; filled?: boolean }) {
  const format = useFormat();
  const direction = changeDirection(value);
  return (
    <span className={`vx-num vx-change vx-change--${direction}${filled ? ' vx-change--filled' : ''}`} data-direction={direction}>
      {format.percent(value)}
    </span>
  );
}
