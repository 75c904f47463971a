import { ArrowRightOutlined } from '@ant-design/icons';
import { Segmented, Tabs } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveTickers } from '../../api/marketLive';
import { useMarketList } from '../../api/queries';
import { useLayout, useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { SimulatedBadge } from '../SimulatedBadge';
import { EmptyState, ErrorState } from '../States';
import { favouriteKey, useFavourites } from './favourites';
import { MarketListPhone } from './MarketListPhone';
import { MarketTable } from './MarketTable';
import { type MarketTab, type MarketView, selectRows } from './market-utils';

const TABS: readonly MarketTab[] = ['favourites', 'contract', 'spot'];
const VIEWS: readonly MarketView[] = ['main', 'gainers'];

/** Home market section (spec §2): Favourites / Contracts / Spot, each as main coins or 24h gainers; live from the `ticker` channel. */
export function MarketSection() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const favourites = useFavourites();
  useLiveTickers();
  const [tab, setTab] = useState<MarketTab>(() => (favourites.length > 0 ? 'favourites' : 'spot'));
  const [view, setView] = useState<MarketView>('main');
  const query = useMarketList(tab === 'favourites' ? undefined : tab);
  const rows = useMemo(() => {
    const markets = query.data?.markets ?? [];
    const pool = tab === 'favourites' ? markets.filter((market) => favourites.includes(favouriteKey(market))) : markets;
    return selectRows(pool, view, SETTINGS.homeMarketRows);
  }, [query.data, tab, view, favourites]);

  const emptyText = tab === 'favourites' ? t('market.emptyFavourites') : view === 'gainers' ? t('market.emptyGainers') : t('market.empty');
  let body: ReactNode;
  if (query.isError && !query.data) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  } else if (!query.isPending && rows.length === 0) {
    body = <EmptyState text={emptyText} testId="market-empty" />;
  } else if (phone) {
    body = <MarketListPhone rows={rows} loading={query.isPending} />;
  } else {
    body = <MarketTable rows={rows} loading={query.isPending} />;
  }

  return (
    <section className="vx-market" data-testid="market-section">
      <header className="vx-section-head">
        <h2 className="vx-section-title">
          {t('market.title')} <SimulatedBadge />
        </h2>
        <Link to={to('/market')} className="vx-more" data-testid="market-more">
          {t('market.viewAll')} <ArrowRightOutlined className="vx-flip-rtl" />
        </Link>
      </header>
      <div className="vx-market__bar">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as MarketTab)}
          items={TABS.map((key) => ({ key, label: <span data-testid={`market-tab-${key}`}>{t(`market.tabs.${key}`)}</span> }))}
          className="vx-market__tabs"
        />
        <Segmented<MarketView>
          value={view}
          onChange={setView}
          size={phone ? 'middle' : 'small'}
          options={VIEWS.map((key) => ({ value: key, label: <span data-testid={`market-view-${key}`}>{t(`market.views.${key}`)}</span> }))}
        />
      </div>
      <div className="vx-market__body">{body}</div>
    </section>
  );
}
