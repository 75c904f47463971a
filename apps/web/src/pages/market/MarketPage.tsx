import { SearchOutlined } from '@ant-design/icons';
import type { MarketTicker } from '@veritex/shared';
import { Input, Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveTickers } from '../../api/marketLive';
import { useMarketList } from '../../api/queries';
import { useLiveConnection } from '../../api/ws';
import { LiveIndicator } from '../../components/LiveIndicator';
import { favouriteKey, useFavourites } from '../../components/market/favourites';
import { MarketListPhone } from '../../components/market/MarketListPhone';
import { MarketTable } from '../../components/market/MarketTable';
import { selectRows } from '../../components/market/market-utils';
import { PageFrame } from '../../components/PageFrame';
import { SimulatedBadge } from '../../components/SimulatedBadge';
import { EmptyState, ErrorState } from '../../components/States';
import { useLayout } from '../../router/layout-context';

const TABS = ['favourites', 'spot', 'contract', 'main', 'gainers'] as const;
type QuotesTab = (typeof TABS)[number];

function isTab(value: string | null): value is QuotesTab {
  return TABS.includes(value as QuotesTab);
}

/** Rows of a tab: favourites, one kind, the most traded (main coins) or the risers (24h gainers). */
function rowsOf(markets: readonly MarketTicker[], tab: QuotesTab, favourites: readonly string[]): MarketTicker[] {
  if (tab === 'favourites') return markets.filter((market) => favourites.includes(favouriteKey(market)));
  if (tab === 'spot' || tab === 'contract') return markets.filter((market) => market.kind === tab);
  return selectRows(markets, tab, markets.length);
}

/**
 * Quotes (/market, spec §2): every market with latest price, 24h high and low, change and volume,
 * by tab, searchable and sortable; live from the `ticker` channel. The tab is in the address.
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const live = useLiveConnection();
  useLiveTickers();
  const query = useMarketList();
  const favourites = useFavourites();
  const [params, setParams] = useSearchParams();
  const tab: QuotesTab = isTab(params.get('tab')) ? (params.get('tab') as QuotesTab) : favourites.length > 0 ? 'favourites' : 'spot';
  const search = params.get('q') ?? '';
  const needle = search.trim().toUpperCase();
  const rows = useMemo(
    () => rowsOf(query.data?.markets ?? [], tab, favourites).filter((market) => !needle || `${market.base}/${market.quote}`.includes(needle)),
    [query.data, tab, favourites, needle],
  );

  function update(next: { tab?: QuotesTab; q?: string }) {
    const values: Record<string, string> = { tab: next.tab ?? tab };
    const q = next.q ?? search;
    if (q) values.q = q;
    setParams(values, { replace: true });
  }

  let body: ReactNode;
  if (query.isError && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.isPending && rows.length === 0) {
    const text = needle
      ? t('spot.pairs.noMatch')
      : tab === 'favourites'
        ? t('market.emptyFavourites')
        : tab === 'gainers'
          ? t('market.emptyGainers')
          : t('market.empty');
    body = <EmptyState text={text} testId="market-empty" />;
  } else if (phone) body = <MarketListPhone rows={rows} loading={query.isPending} />;
  else body = <MarketTable rows={rows} loading={query.isPending} sortable />;

  return (
    <PageFrame
      title={
        <>
          {t('routes.market')} <SimulatedBadge />
        </>
      }
      extra={<LiveIndicator state={live} />}
      testId="page-market"
    >
      <div className={phone ? 'vx-quotes__bar vx-quotes__bar--phone' : 'vx-quotes__bar'}>
        <Tabs
          activeKey={tab}
          onChange={(key) => update({ tab: key as QuotesTab })}
          items={TABS.map((key) => ({
            key,
            label: <span data-testid={`quotes-tab-${key}`}>{key === 'main' || key === 'gainers' ? t(`market.views.${key}`) : t(`market.tabs.${key}`)}</span>,
          }))}
          className="vx-quotes__tabs"
        />
        <Input
          allowClear
          prefix={<SearchOutlined className="vx-muted" />}
          placeholder={t('spot.pairs.search')}
          value={search}
          onChange={(event) => update({ q: event.target.value })}
          className="vx-quotes__search"
          data-testid="quotes-search"
        />
      </div>
      <div className="vx-quotes__body vx-funds-card">{body}</div>
    </PageFrame>
  );
}
