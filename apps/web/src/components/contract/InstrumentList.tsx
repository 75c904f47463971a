import { SearchOutlined } from '@ant-design/icons';
import type { InstrumentCategoryName, InstrumentView } from '@veritex/shared';
import { Input } from 'antd';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMarks } from '../../api/contract';
import { PairIcon } from '../coin/CoinIcon';
import { HaltMark } from '../halts';
import { ListSkeleton } from '../ListSkeleton';
import { PriceText } from '../market/PriceText';
import { EmptyState, ErrorState } from '../States';
import { InstrumentPair, MarketBadge, useInstrumentName } from './labels';

interface Props {
  instruments: readonly InstrumentView[] | undefined;
  /** The route's categories, in its order (the first is its default). */
  categories: readonly InstrumentCategoryName[];
  symbol: string;
  onPick: (symbol: string) => void;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}

/**
 * The instrument list: one tab per category (crypto, metal, oil, forex, stock, as the route
 * offers them), a search, and per row the name, the live mark price and whether the market is open.
 * The shown tab's `mark@` channels are held while it is shown.
 */
export const InstrumentList = memo(function InstrumentList({ instruments, categories, symbol, onPick, loading, error, onRetry }: Props) {
  const { t } = useTranslation('contract');
  const nameOf = useInstrumentName();
  const current = instruments?.find((instrument) => instrument.symbol === symbol);
  const [tab, setTab] = useState<InstrumentCategoryName>();
  const active = tab ?? (current && categories.includes(current.category) ? current.category : categories[0]);
  const [search, setSearch] = useState('');
  const needle = search.trim().toUpperCase();
  const rows = useMemo(
    () =>
      (instruments ?? []).filter(
        (instrument) =>
          (needle ? categories.includes(instrument.category) : instrument.category === active) &&
          (!needle || instrument.symbol.includes(needle.replace('/', '_')) || nameOf(instrument).toUpperCase().includes(needle)),
      ),
    [instruments, categories, active, needle, nameOf],
  );
  useLiveMarks(useMemo(() => rows.map((row) => row.symbol), [rows]));

  let body: ReactNode;
  if (loading) body = <ListSkeleton rows={8} testId="instruments-loading" />;
  else if (error && !instruments) body = <ErrorState error={error} onRetry={onRetry ?? (() => undefined)} compact />;
  else if (rows.length === 0) body = <EmptyState text={t('list.noMatch')} testId="instruments-empty" />;
  else
    body = (
      <ul className="vx-ilist__rows" data-testid="instrument-list">
        {rows.map((instrument) => (
          <li
            key={instrument.symbol}
            className={instrument.symbol === symbol ? 'vx-ilist__row vx-ilist__row--active' : 'vx-ilist__row'}
            data-testid={`instrument-row-${instrument.symbol}`}
          >
            <button
              type="button"
              className="vx-ilist__pick"
              onClick={() => onPick(instrument.symbol)}
              aria-current={instrument.symbol === symbol ? 'true' : undefined}
            >
              <span className="vx-ilist__lead">
                <PairIcon base={instrument.base} quote={instrument.quote} />
                <span className="vx-ilist__name">
                  <span>
                    <InstrumentPair instrument={instrument} />
                    <HaltMark scope="instrument" target={instrument.symbol} compact />
                  </span>
                  <span className="vx-ilist__sub vx-muted">{nameOf(instrument)}</span>
                </span>
              </span>
              <span className="vx-ilist__price">
                {instrument.mark ? <PriceText value={instrument.mark} scale={instrument.price_scale} /> : <span className="vx-muted">—</span>}
              </span>
              <MarketBadge instrument={instrument} compact />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="vx-ilist vx-deal-card" data-testid="instrument-pane" aria-label={t('list.title')}>
      <Input
        allowClear
        prefix={<SearchOutlined className="vx-muted" />}
        placeholder={t('list.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        data-testid="instrument-search"
      />
      {categories.length > 1 ? (
        <div className="vx-ilist__tabs" role="tablist" aria-label={t('list.categories')}>
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              role="tab"
              aria-selected={category === active}
              className={category === active ? 'vx-ilist__tab vx-ilist__tab--active' : 'vx-ilist__tab'}
              onClick={() => setTab(category)}
              data-testid={`instrument-tab-${category}`}
            >
              {t(`categories.${category}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="vx-ilist__head vx-small vx-muted">
        <span>{t('list.instrument')}</span>
        <span>{t('list.mark')}</span>
        <span aria-hidden="true" />
      </div>
      {body}
    </section>
  );
});
