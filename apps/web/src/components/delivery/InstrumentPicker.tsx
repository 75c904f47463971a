import { INSTRUMENT_CATEGORY_NAMES, type InstrumentCategoryName, type InstrumentView } from '@veritex/shared';
import { Input, Segmented, Tooltip } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { PairIcon } from '../coin/CoinIcon';
import { PriceText } from '../market/PriceText';
import { pairText } from './parts';

type Filter = 'all' | InstrumentCategoryName;

/** Open or closed, with when it reopens (in the reader's zone) on hover and for screen readers. */
export function MarketStatusDot({ instrument }: { instrument: InstrumentView }) {
  const { t } = useTranslation('delivery');
  const format = useFormat();
  const label = instrument.open
    ? t('market.open')
    : instrument.reopens_at
      ? t('market.reopens', { time: format.dateTime(instrument.reopens_at) })
      : t('market.closed');
  return (
    <Tooltip title={label}>
      <span
        className={instrument.open ? 'vx-dl-status vx-dl-status--open' : 'vx-dl-status vx-dl-status--closed'}
        role="img"
        aria-label={label}
        data-testid="instrument-status"
        data-open={instrument.open ? 'true' : 'false'}
      />
    </Tooltip>
  );
}

/**
 * The instruments a delivery contract can be bought on, by category (crypto, metals, oil, forex,
 * stocks), each with its live mark and whether its market is open; a search narrows the list.
 */
export const InstrumentPicker = memo(function InstrumentPicker({
  instruments,
  symbol,
  onPick,
}: {
  instruments: InstrumentView[];
  symbol: string;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation('delivery');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const present = useMemo(() => INSTRUMENT_CATEGORY_NAMES.filter((category) => instruments.some((entry) => entry.category === category)), [instruments]);
  const needle = search.trim().toLowerCase();
  const shown = instruments.filter(
    (entry) =>
      (filter === 'all' || entry.category === filter) &&
      (!needle ||
        entry.symbol.toLowerCase().includes(needle) ||
        entry.name.toLowerCase().includes(needle) ||
        pairText(entry.symbol, entry).toLowerCase().includes(needle)),
  );
  const groups = present.map((category) => ({ category, rows: shown.filter((entry) => entry.category === category) })).filter((group) => group.rows.length > 0);

  return (
    <section className="vx-dl-picker vx-deal-card" data-testid="instrument-picker" aria-label={t('picker.title')}>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('picker.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="instrument-search"
        className="vx-dl-picker__search"
      />
      <Segmented<Filter>
        size="small"
        value={filter}
        onChange={setFilter}
        className="vx-dl-picker__cats"
        options={(['all', ...present] as Filter[]).map((value) => ({
          value,
          label: <span data-testid={`instrument-cat-${value}`}>{t(`category.${value}`)}</span>,
        }))}
      />
      <div className="vx-dl-picker__head vx-muted vx-small">
        <span>{t('picker.instrument')}</span>
        <span>{t('picker.mark')}</span>
      </div>
      <div className="vx-dl-picker__list">
        {groups.length === 0 ? <p className="vx-muted vx-small vx-dl-picker__none">{t('picker.none')}</p> : null}
        {groups.map((group) => (
          <div key={group.category} className="vx-dl-picker__group">
            {filter === 'all' ? <h3 className="vx-dl-picker__cat">{t(`category.${group.category}`)}</h3> : null}
            <ul className="vx-dl-picker__rows">
              {group.rows.map((entry) => (
                <li key={entry.symbol}>
                  <button
                    type="button"
                    className={entry.symbol === symbol ? 'vx-dl-picker__row vx-dl-picker__row--active' : 'vx-dl-picker__row'}
                    onClick={() => onPick(entry.symbol)}
                    aria-current={entry.symbol === symbol ? 'true' : undefined}
                    data-testid="instrument-row"
                    data-symbol={entry.symbol}
                  >
                    <span className="vx-dl-picker__name">
                      <MarketStatusDot instrument={entry} />
                      <PairIcon base={entry.base} quote={entry.quote} />
                      <span className="vx-dl-picker__text">
                        <span className="vx-dl-picker__code vx-ltr">{pairText(entry.symbol, entry)}</span>
                        <span className="vx-dl-picker__full vx-muted">{entry.name}</span>
                      </span>
                    </span>
                    <span className="vx-dl-picker__mark vx-ltr">{entry.mark ? <PriceText value={entry.mark} scale={entry.price_scale} /> : '—'}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
});
