import type { SpotRules } from '@veritex/shared';
import { Drawer, Segmented, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveBook, useLiveOrders, useLiveTickers } from '../../api/marketLive';
import { useSpotMarketData, useSpotRules } from '../../api/spot';
import type { LiveState } from '../../api/ws';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { EmptyState, ErrorState } from '../../components/States';
import { KlineChart } from '../../components/spot/KlineChart';
import { OrderBook, RecentTrades } from '../../components/spot/OrderBook';
import type { PickedPrice } from '../../components/spot/OrderForm';
import { OrderPanel } from '../../components/spot/OrderPanel';
import { OrderTabs } from '../../components/spot/OrderTabs';
import { PairList } from '../../components/spot/PairList';
import { PairStrip } from '../../components/spot/PairStrip';
import { pickSymbol, useSpotTicker } from '../../components/spot/useSpotMarket';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { SETTINGS } from '../../settings';
import { useBookRows } from './useBookRows';

type PhonePane = 'chart' | 'book' | 'trades';

/**
 * The spot exchange (/deal?symbol=BTC_USDT, spec §2; layout in UI.md): a trading page whose
 * prices, book, tape, candles, balances and orders all move over the one WebSocket.
 */
export default function DealPage() {
  const { token } = useSession();
  const signedIn = Boolean(token);
  const [params] = useSearchParams();
  const rules = useSpotRules();
  const symbol = pickSymbol(params.get('symbol'), rules.data, SETTINGS.defaultSymbol);
  const market = rules.data?.find((entry) => entry.symbol === symbol);
  useLiveTickers();
  useLiveOrders(signedIn);
  const live = useLiveBalances();

  if (rules.isPending) {
    return (
      <div className="vx-deal vx-deal--loading" data-testid="page-deal" aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (rules.isError) {
    return (
      <div className="vx-deal" data-testid="page-deal">
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />
      </div>
    );
  }
  if (!market) return <UnknownMarket />;
  // The key starts every market with fresh forms, book grouping and chart.
  return <DealView key={symbol} rules={market} live={live} signedIn={signedIn} />;
}

function UnknownMarket() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div className="vx-deal" data-testid="page-deal">
      <EmptyState
        text={t('errors:market_unknown')}
        testId="deal-unknown-market"
        action={
          <LinkButton to={to('/market')} type="primary">
            {t('market.viewAll')}
          </LinkButton>
        }
      />
    </div>
  );
}

/** Tab title with the live price, as traders keep it in a background tab. */
function usePriceTitle(rules: SpotRules, price: string | undefined) {
  const format = useFormat();
  useEffect(() => {
    if (price) document.title = `${format.fixed(price, rules.price_scale)} ${rules.base}/${rules.quote} · Veritex`;
  }, [price, rules, format]);
}

function DealView({ rules, live, signedIn }: { rules: SpotRules; live: LiveState; signedIn: boolean }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const [, setParams] = useSearchParams();
  const data = useSpotMarketData(rules.symbol);
  useLiveBook(rules.symbol);
  const ticker = useSpotTicker(rules.symbol);
  const [picked, setPicked] = useState<PickedPrice>();
  const [pane, setPane] = useState<PhonePane>('chart');
  const [pairsOpen, setPairsOpen] = useState(false);
  const bookFit = useBookRows(11);
  const trades = data.data?.trades ?? [];
  // A market without trades has no last price (its ticker says 0): nothing to prefill then.
  const tickerPrice = ticker && Number(ticker.price) > 0 ? ticker.price : undefined;
  const lastPrice = trades[0]?.price ?? tickerPrice;
  usePriceTitle(rules, lastPrice);

  // Stable callbacks: the book streams at up to 10 frames a second, and the memoised pair list and
  // chart should not redraw with it.
  const pick = useCallback((price: string) => setPicked((before) => ({ price, seq: (before?.seq ?? 0) + 1 })), []);
  const openMarket = useCallback(
    (symbol: string) => {
      setPairsOpen(false);
      setParams({ symbol });
    },
    [setParams],
  );
  const bids = data.data?.depth.bids ?? [];
  const asks = data.data?.depth.asks ?? [];
  const strip = <PairStrip rules={rules} ticker={ticker} live={live} phone={phone} onPickPair={() => setPairsOpen(true)} />;
  const book = <OrderBook rules={rules} depth={data.data?.depth} lastTrade={trades[0]} rows={phone ? 10 : bookFit.rows} onPick={pick} />;
  const tape = <RecentTrades rules={rules} trades={trades} onPick={pick} loading={data.isPending} />;
  const panel = <OrderPanel rules={rules} bids={bids} asks={asks} signedIn={signedIn} lastPrice={lastPrice} picked={picked} phone={phone} />;
  const marketError =
    data.isError && !data.data ? <ErrorState error={data.error} onRetry={() => void data.refetch()} retrying={data.isFetching} compact /> : null;

  if (phone) {
    return (
      <div className="vx-deal vx-deal--phone" data-testid="page-deal" data-symbol={rules.symbol}>
        {strip}
        <Segmented<PhonePane>
          block
          value={pane}
          onChange={setPane}
          options={(['chart', 'book', 'trades'] as const).map((value) => ({
            value,
            label: <span data-testid={`deal-pane-${value}`}>{t(`spot.panes.${value}`)}</span>,
          }))}
          className="vx-deal__panes"
        />
        {marketError}
        {/* The chart stays mounted (hidden) so that its history and live candle survive pane switches. */}
        <div hidden={pane !== 'chart'}>
          <KlineChart rules={rules} height="18rem" />
        </div>
        {pane === 'book' ? book : null}
        {pane === 'trades' ? tape : null}
        {panel}
        <OrderTabs symbol={rules.symbol} signedIn={signedIn} />
        <Drawer placement="bottom" open={pairsOpen} onClose={() => setPairsOpen(false)} size="80vh" className="vx-sheet" title={t('spot.pairs.title')}>
          <PairList symbol={rules.symbol} onPick={openMarket} />
        </Drawer>
        <LinkButton to={to('/dealList')} type="link" className="vx-deal__records">
          {t('routes.dealList')}
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="vx-deal" data-testid="page-deal" data-symbol={rules.symbol}>
      {/*
       * The workspace fills the window below the header: the forms keep their height and the chart
       * takes what is left, so the submit buttons are in view at 1280×800. Side columns fill it and
       * scroll inside: pairs above the tape, the book (as many levels as fit) on its own.
       */}
      <div className="vx-deal__workspace">
        {strip}
        <div className="vx-deal__grid">
          <aside className="vx-deal__side">
            <div className="vx-deal__fill vx-deal__fill--pairs">
              <PairList symbol={rules.symbol} onPick={openMarket} />
              {tape}
            </div>
          </aside>
          <div className="vx-deal__centre">
            <KlineChart rules={rules} height="12rem" />
            {panel}
          </div>
          <aside className="vx-deal__side">
            <div className="vx-deal__fill" ref={bookFit.column}>
              {marketError}
              {book}
            </div>
          </aside>
        </div>
      </div>
      <OrderTabs symbol={rules.symbol} signedIn={signedIn} />
    </div>
  );
}
