import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from './countries';

/**
 * Where a session or a security change came from, in words: the server says 'local' for
 * loopback and private addresses, '' when it does not know, else a country code (or a name).
 */
export function usePlaceName(): (place: string | undefined) => string {
  const { t } = useTranslation('security');
  const countries = useCountryOptions();
  return useCallback(
    (place: string | undefined) => {
      const value = (place ?? '').trim();
      if (value === '') return t('place.unknown');
      if (value === 'local') return t('place.local');
      const upper = value.toUpperCase();
      return countries.find((country) => country.code === upper)?.name ?? value;
    },
    [t, countries],
  );
}
