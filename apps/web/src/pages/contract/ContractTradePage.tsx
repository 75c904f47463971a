import { type InstrumentCategoryName, type InstrumentView, nextCloseMs, type PositionView } from '@veritex/shared';
import { App, Collapse, Drawer, Skeleton } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useInstrumentStatusRefresh, useInstruments, useLivePositions, usePositions } from '../../api/contract';
import type { LiveState } from '../../api/ws';
import { ContractOrderPanel, insideThemedRoot } from '../../components/contract/ContractOrderPanel';
import { type ChartPriceLine, InstrumentChart } from '../../components/contract/InstrumentChart';
import { InstrumentList } from '../../components/contract/InstrumentList';
import { InstrumentRules } from '../../components/contract/InstrumentRules';
import { InstrumentStrip } from '../../components/contract/InstrumentStrip';
import { PositionTabs } from '../../components/contract/PositionTabs';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { NotOfferedNotice, ProtectionNotice, RiskWarning, useProtectedInstrument } from '../../components/protection';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import '../../contract.css';

const ALL: readonly InstrumentCategoryName[] = ['crypto', 'metal', 'oil', 'forex', 'stock'];

/**
 * The routes this page serves and the categories each lists, its default first: contract trading
 * (every category, crypto first), perpetual contracts (crypto), metals and CFDs (metal first).
 */
const ROUTE_CATEGORIES: Record<string, readonly InstrumentCategoryName[]> = {
  '/deal_c': ALL,
  '/leverTransactions': ['crypto'],
  '/preciousMetal': ['metal', 'oil', 'forex', 'stock', 'crypto'],
  '/contractTransaction': ['metal', 'oil', 'forex', 'stock', 'crypto'],
};

export function categoriesOfPath(pathname: string): readonly InstrumentCategoryName[] {
  const path = pathname.replace(/^\/m(?=\/)/, '').replace(/\/+$/, '');
  return ROUTE_CATEGORIES[path] ?? ALL;
}

const nextChange = (instrument: InstrumentView) => nextCloseMs(instrument.trading_hours, Date.now());

/**
 * Leveraged trading (/deal_c, /leverTransactions, /preciousMetal, /contractTransaction; spec §2):
 * a trading page with the instrument list by category, the instrument's strip with its
 * published rules, the reference-price chart, the order panel with its pre-trade card, and the
 * position tabs. Prices, positions and balances move over the one WebSocket.
 */
export default function ContractTradePage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContractTrade />
    </Suspense>
  );
}

function PageSkeleton() {
  return (
    <div className="vx-deal vx-deal--loading vx-ctrade" data-testid="page-contract" aria-busy="true">
      <Skeleton active paragraph={{ rows: 12 }} />
    </div>
  );
}

/** Announces what the platform did by itself: a take-profit, a stop-loss, a forced liquidation, a filled limit entry. */
function useAnnouncements(): (position: PositionView) => void {
  const { t } = useTranslation('contract');
  const { message } = App.useApp();
  return useCallback(
    (position: PositionView) => {
      const pair = position.symbol.replace(/_PERP$/, '').replace('_', '/');
      if (position.status === 'liquidated' || position.close_reason === 'liquidation') void message.error(t('announce.liquidation', { pair }), 6);
      else if (position.close_reason === 'take_profit') void message.success(t('announce.take_profit', { pair }), 5);
      else if (position.close_reason === 'stop_loss') void message.warning(t('announce.stop_loss', { pair }), 5);
      else if (position.status === 'open' && position.limit_price) void message.info(t('announce.filled', { pair }), 4);
    },
    [message, t],
  );
}

function ContractTrade() {
  const { t } = useTranslation('contract');
  const location = useLocation();
  const categories = categoriesOfPath(location.pathname);
  const [params] = useSearchParams();
  const instruments = useInstruments();
  const list = instruments.data;
  useInstrumentStatusRefresh(list, nextChange);
  const live = useLiveBalances();
  useLivePositions(true, useAnnouncements());
  const requested = params.get('symbol')?.toUpperCase();
  const fallback = categories.map((category) => list?.find((instrument) => instrument.category === category)).find(Boolean)?.symbol;
  const symbol = requested ?? fallback;
  const instrument = list?.find((entry) => entry.symbol === symbol);

  if (instruments.isPending) return <PageSkeleton />;
  if (instruments.isError && !list) {
    return (
      <div className="vx-deal vx-ctrade" data-testid="page-contract">
        <ErrorState error={instruments.error} onRetry={() => void instruments.refetch()} retrying={instruments.isFetching} />
      </div>
    );
  }
  if (!instrument) {
    return (
      <div className="vx-deal vx-ctrade" data-testid="page-contract">
        <EmptyState text={t('errors:instrument_unknown')} testId="contract-unknown" action={<FirstInstrumentLink symbol={fallback} />} />
      </div>
    );
  }
  return <ContractView key={instrument.symbol} instrument={instrument} instruments={list} categories={categories} live={live} />;
}

function FirstInstrumentLink({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('contract');
  const location = useLocation();
  if (!symbol) return null;
  return (
    <LinkButton to={`${location.pathname}?symbol=${symbol}`} type="primary">
      {t('page.openFirst')}
    </LinkButton>
  );
}

/** Positions drawn on the chart at most (entry, targets and liquidation each). */
const CHART_POSITIONS = 3;

/**
 * The shown instrument's open positions as chart lines: entry, take-profit, stop-loss and
 * liquidation. Reads the same page of open positions as the tabs below (one request, kept live).
 */
function usePositionLines(instrument: InstrumentView): ChartPriceLine[] {
  const { t } = useTranslation('contract');
  const open = usePositions({ tab: 'open', page: 1, limit: SETTINGS.ordersPageSize });
  return useMemo(() => {
    const lines: ChartPriceLine[] = [];
    for (const position of (open.data?.list ?? []).filter((row) => row.symbol === instrument.symbol).slice(0, CHART_POSITIONS)) {
      const side = t(`side.${position.side}`);
      if (position.entry_price) lines.push({ price: position.entry_price, kind: 'entry', title: `${side} ${position.lots} · ${t('positions.entry')}` });
      if (position.take_profit) lines.push({ price: position.take_profit, kind: 'take_profit', title: t('positions.tp') });
      if (position.stop_loss) lines.push({ price: position.stop_loss, kind: 'stop_loss', title: t('positions.sl') });
      if (position.liquidation_price) lines.push({ price: position.liquidation_price, kind: 'liquidation', title: t('positions.liquidation') });
    }
    return lines;
  }, [open.data, instrument.symbol, t]);
}

/** Tab title with the live mark, as traders keep it in a background tab. */
function useMarkTitle(instrument: InstrumentView) {
  const format = useFormat();
  useEffect(() => {
    if (instrument.mark) document.title = `${format.fixed(instrument.mark, instrument.price_scale)} ${instrument.base}/${instrument.quote} · Veritex`;
  }, [instrument.mark, instrument.price_scale, instrument.base, instrument.quote, format]);
}

function ContractView({
  instrument,
  instruments,
  categories,
  live,
}: {
  instrument: InstrumentView;
  instruments: readonly InstrumentView[] | undefined;
  categories: readonly InstrumentCategoryName[];
  live: LiveState;
}) {
  const { t } = useTranslation('contract');
  const { phone } = useLayout();
  const to = useTo();
  const [, setParams] = useSearchParams();
  const [listOpen, setListOpen] = useState(false);
  useMarkTitle(instrument);
  const lines = usePositionLines(instrument);
  const pick = useCallback(
    (next: string) => {
      setListOpen(false);
      setParams({ symbol: next });
    },
    [setParams],
  );
  const list = <InstrumentList instruments={instruments} categories={categories} symbol={instrument.symbol} onPick={pick} />;
  // Retail protection (issue 18): the profile's cap is the slider's maximum; a product not offered shows why instead of a form.
  const guarded = useProtectedInstrument(instrument);
  const strip = <InstrumentStrip instrument={guarded.instrument} live={live} phone={phone} onPickInstrument={() => setListOpen(true)} />;
  const orders = guarded.offered ? (
    <>
      <ContractOrderPanel key={guarded.instrument.max_leverage} instrument={guarded.instrument} phone={phone} />
      <ProtectionNotice guarded={guarded} />
    </>
  ) : guarded.protection ? (
    <NotOfferedNotice product="crypto" profile={guarded.protection.profile} />
  ) : null;

  if (phone) {
    return (
      <div className="vx-deal vx-deal--phone vx-ctrade vx-ctrade--phone" data-testid="page-contract" data-symbol={instrument.symbol}>
        {strip}
        <RiskWarning />
        <InstrumentChart symbol={instrument.symbol} priceScale={instrument.price_scale} height="18rem" lines={lines} />
        <Collapse
          size="small"
          className="vx-ctrade__rules"
          items={[
            {
              key: 'rules',
              label: <span data-testid="rules-toggle">{t('rules.title')}</span>,
              children: <InstrumentRules instrument={guarded.instrument} layout="column" />,
            },
          ]}
        />
        {orders}
        <PositionTabs symbol={instrument.symbol} instruments={instruments} />
        <Drawer
          placement="bottom"
          open={listOpen}
          onClose={() => setListOpen(false)}
          size="80vh"
          className="vx-sheet"
          title={t('list.title')}
          getContainer={insideThemedRoot}
        >
          {list}
        </Drawer>
        <LinkButton to={to('/lt')} type="link" className="vx-deal__records">
          {t('page.allPositions')}
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="vx-deal vx-ctrade" data-testid="page-contract" data-symbol={instrument.symbol}>
      {/* The workspace fills the window below the header (spot.css): the order panel keeps its height, the chart takes the rest. */}
      <div className="vx-deal__workspace">
        <RiskWarning />
        {strip}
        <div className="vx-ctrade__grid">
          <aside className="vx-deal__side">
            <div className="vx-deal__fill">{list}</div>
          </aside>
          <div className="vx-ctrade__centre">
            <InstrumentChart symbol={instrument.symbol} priceScale={instrument.price_scale} height="14rem" lines={lines} />
          </div>
          <div className="vx-ctrade__orders">{orders}</div>
        </div>
      </div>
      <PositionTabs symbol={instrument.symbol} instruments={instruments} />
    </div>
  );
}
