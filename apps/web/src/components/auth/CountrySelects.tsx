import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountryOption, useCountryOptions } from '../../i18n/countries';

function matches(option: CountryOption | undefined, input: string): boolean {
  if (!option) return false;
  const needle = input.trim().toLowerCase().replace(/^\+/, '');
  return option.name.toLowerCase().includes(needle) || option.code.toLowerCase() === needle || option.callingCode.startsWith(needle);
}

interface SelectValueProps {
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
  disabled?: boolean;
}

/** Calling code picker for phone numbers: shows "+44", searches by country name or code. Value: ISO country code. */
export function CallingCodeSelect({ value, onChange, testId, disabled }: SelectValueProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const options = useMemo(() => countries.map((country) => ({ value: country.code, label: `+${country.callingCode}`, country })), [countries]);
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      className="vx-calling-code"
      style={{ width: '7rem', flex: 'none' }}
      popupMatchSelectWidth={320}
      aria-label={t('auth.fields.callingCode')}
      data-testid={testId ?? 'calling-code'}
      showSearch={{ filterOption: (input, option) => matches(option?.country, input) }}
      optionRender={(option) => (
        <span className="vx-country-option">
          <span>{option.data.country.name}</span>
          <span className="vx-muted vx-num">+{option.data.country.callingCode}</span>
        </span>
      )}
    />
  );
}

/** Nationality picker: every country, named in the interface language (Intl.DisplayNames). Value: ISO country code. */
export function NationalitySelect({ value, onChange, testId, disabled }: SelectValueProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const options = useMemo(() => countries.map((country) => ({ value: country.code, label: country.name, country })), [countries]);
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      placeholder={t('auth.fields.nationalityPlaceholder')}
      data-testid={testId ?? 'nationality'}
      showSearch={{ filterOption: (input, option) => matches(option?.country, input) }}
    />
  );
}
