import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Formatters } from '../../i18n/format';
import { tradingHoursText } from './tradingHours';

const t = ((key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;
const format = { bcp47: 'en-GB' } as Formatters;

describe('trading hours in words', () => {
  it('words each clause', () => {
    expect(tradingHoursText(t, format, '24/7')).toBe('hours.always');
    expect(tradingHoursText(t, format, 'week:Sun22:00-Fri22:00;break:Mon-Thu21:00-22:00')).toBe(
      'hours.week{"from":"Sun 22:00","to":"Fri 22:00"}; hours.break{"days":"Mon–Thu","from":"21:00","to":"22:00"}',
    );
  });
  it('shows a schedule it cannot read as written', () => {
    expect(tradingHoursText(t, format, 'sometimes')).toBe('sometimes');
  });
});
