import { formatUnits, type MarketChange } from '@veritex/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { trim } from '../../../lib/decimal';

/** Basis points as the pages show them: 15 → "0.15%". */
export function bpText(bp: number): string {
  return `${trim(formatUnits(BigInt(bp), 2))}%`;
}

function valueText(field: string, value: string | number | boolean | undefined): string {
  if (value === undefined) return '—';
  if (typeof value === 'number' && field.endsWith('_bp')) return bpText(value);
  return String(value);
}

/** The fields a change sets, before → after (only those that change; all of them for a new row). */
export function ChangeValues({ change }: { change: Pick<MarketChange, 'values' | 'previous_values'> }) {
  const { t } = useTranslation('admin');
  const before = change.previous_values;
  const fields = Object.keys(change.values).filter((field) => !before || before[field] !== change.values[field]);
  if (fields.length === 0) return <Typography.Text type="secondary">{t('marketsDesk.noDifference')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16, fontSize: 12 }}>
      {fields.map((field) => (
        <li key={field}>
          {t(`marketsDesk.fields.${field}`, { defaultValue: field })}:{' '}
          <span className="vx-num">
            {before ? `${valueText(field, before[field])} → ` : ''}
            {valueText(field, change.values[field])}
          </span>
        </li>
      ))}
    </ul>
  );
}
