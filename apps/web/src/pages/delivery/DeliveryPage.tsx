import { UnorderedListOutlined } from '@ant-design/icons';
import { type DeliveryOrderView, type InstrumentView, nextCloseMs } from '@veritex/shared';
import { App, Drawer, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeliveryInstruments, useDeliveryProducts, useDeliveryStatusRefresh, useLiveDelivery, useLiveMarks } from '../../api/delivery';
import { useAssetOverview } from '../../api/funds';
import type { LiveState } from '../../api/ws';
import { InstrumentChart } from '../../components/contract/InstrumentChart';
import { DeliveryForm } from '../../components/delivery/DeliveryForm';
import { DeliveryOrderTabs } from '../../components/delivery/DeliveryOrderTabs';
import { InstrumentPicker } from '../../components/delivery/InstrumentPicker';
import { InstrumentStrip } from '../../components/delivery/InstrumentStrip';
import { pairText, themedPortal } from '../../components/delivery/parts';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { NotOfferedNotice, RiskWarning, useProtection } from '../../components/protection';
import { EmptyState, ErrorState } from '../../components/States';
import { PNL_DECIMALS, useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import '../../delivery.css';

/** Shown on /deal_jg without ?symbol=: crypto trades around the clock. */
const DEFAULT_SYMBOL = 'BTC_USDT_PERP';

/** The instrument of the address, else the default, else the first open one, else the first. */
function pickInstrument(requested: string | null, instruments: readonly InstrumentView[]): InstrumentView | undefined {
  const wanted = requested?.toUpperCase();
  if (wanted) return instruments.find((entry) => entry.symbol === wanted);
  return instruments.find((entry) => entry.symbol === DEFAULT_SYMBOL) ?? instruments.find((entry) => entry.open) ?? instruments[0];
}

/** When an open market next closes, from its published hours (the list is read again then). */
const closingOf = (instrument: InstrumentView) => nextCloseMs(instrument.trading_hours, Date.now());

/** The futures account's available USDT, which delivery stakes draw on; `useLiveBalances` keeps it live. */
function useFuturesAvailable(signedIn: boolean): string | undefined {
  const overview = useAssetOverview(signedIn);
  if (!overview.data) return undefined;
  const futures = overview.data.accounts.find((account) => account.type === 'futures');
  return futures?.rows.find((row) => row.asset === 'USDT')?.available ?? '0';
}

/**
 * Delivery contracts (/deal_jg?symbol=…, spec §2): pick an instrument, watch its stored ticks,
 * buy "up" or "down" for a fixed time. Prices, orders, settlements and the
 * balance all arrive over the WebSocket.
 */
export default function DeliveryPage() {
  const { t } = useTranslation('delivery');
  const { token } = useSession();
  const signedIn = Boolean(token);
  const [params] = useSearchParams();
  const instruments = useDeliveryInstruments();
  const products = useDeliveryProducts();
  const live = useLiveBalances();
  const list = instruments.data ?? [];
  const symbols = useMemo(() => list.map((entry) => entry.symbol), [list]);
  useLiveMarks(symbols);
  useDeliveryStatusRefresh(instruments.data, closingOf);
  useSettlementNotices(signedIn, list);

  if (instruments.isPending || products.isPending) {
    return (
      <div className="vx-deal vx-deal--loading vx-dl" data-testid="page-delivery" aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  const failed = instruments.isError ? instruments : products.isError ? products : undefined;
  if (failed) {
    return (
      <div className="vx-deal vx-dl" data-testid="page-delivery">
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      </div>
    );
  }
  const instrument = pickInstrument(params.get('symbol'), list);
  if (!instrument) {
    return (
      <div className="vx-deal vx-dl" data-testid="page-delivery">
        <EmptyState text={t('errors:instrument_unknown')} testId="delivery-unknown" action={<DefaultLink />} />
      </div>
    );
  }
  return <DeliveryView key={instrument.symbol} instrument={instrument} instruments={list} live={live} signedIn={signedIn} />;
}

function DefaultLink() {
  const { t } = useTranslation('delivery');
  const to = useTo();
  return (
    <LinkButton to={to(`/deal_jg?symbol=${DEFAULT_SYMBOL}`)} type="primary">
      {t('page.toDefault')}
    </LinkButton>
  );
}

/** A settlement announces itself (the lists update on their own); placements are announced by the form. */
function useSettlementNotices(signedIn: boolean, instruments: readonly InstrumentView[]) {
  const { t } = useTranslation('delivery');
  const format = useFormat();
  const { message } = App.useApp();
  const announce = useCallback(
    (order: DeliveryOrderView) => {
      if (order.status === 'open') return;
      const instrument = instruments.find((entry) => entry.symbol === order.symbol);
      const values = {
        pair: pairText(order.symbol, instrument),
        direction: t(`direction.buy_${order.direction}`),
        payout: order.payout ? format.fixed(order.payout, PNL_DECIMALS) : '0',
      };
      const text = t(`notice.${order.status}`, values);
      if (order.status === 'won') void message.success(text, 4);
      else if (order.status === 'lost') void message.warning(text, 4);
      else void message.info(text, 4);
    },
    [instruments, message, t, format],
  );
  useLiveDelivery(signedIn, announce);
}

/** Tab title with the live mark, as traders keep it in a background tab. */
function useMarkTitle(instrument: InstrumentView) {
  const format = useFormat();
  useEffect(() => {
    if (instrument.mark) document.title = `${format.fixed(instrument.mark, instrument.price_scale)} ${pairText(instrument.symbol, instrument)} · Veritex`;
  }, [instrument, format]);
}

function DeliveryView({
  instrument,
  instruments,
  live,
  signedIn,
}: {
  instrument: InstrumentView;
  instruments: InstrumentView[];
  live: LiveState;
  signedIn: boolean;
}) {
  const { t } = useTranslation('delivery');
  const { phone } = useLayout();
  const to = useTo();
  const [, setParams] = useSearchParams();
  const products = useDeliveryProducts();
  const available = useFuturesAvailable(signedIn);
  const [pickerOpen, setPickerOpen] = useState(false);
  useMarkTitle(instrument);
  const pick = useCallback(
    (symbol: string) => {
      setPickerOpen(false);
      setParams({ symbol });
    },
    [setParams],
  );
  const productList = products.data ?? [];
  // Retail protection (issue 18): fixed-time contracts are not offered to EU and UK retail users; the server refuses them too.
  const protection = useProtection().data;
  const offered = !protection || protection.profile.delivery_offered;
  const form = offered ? (
    <DeliveryForm instrument={instrument} products={productList} available={signedIn ? available : undefined} />
  ) : protection ? (
    <NotOfferedNotice product="delivery" profile={protection.profile} />
  ) : null;
  const warning = offered ? <RiskWarning product="delivery" /> : null;
  const positionsLink = (
    <LinkButton to={to('/jgcc')} type="link" size="small" icon={<UnorderedListOutlined />} data-testid="delivery-positions-link">
      {t('page.allPositions')}
    </LinkButton>
  );

  if (phone) {
    return (
      <div className="vx-deal vx-deal--phone vx-dl vx-dl--phone" data-testid="page-delivery" data-symbol={instrument.symbol}>
        <InstrumentStrip instrument={instrument} live={live} phone onPickInstrument={() => setPickerOpen(true)} />
        {warning}
        <InstrumentChart symbol={instrument.symbol} priceScale={instrument.price_scale} height="16rem" />
        {form}
        <DeliveryOrderTabs onTradingPage />
        <div className="vx-dl__records">{positionsLink}</div>
        <Drawer
          placement="bottom"
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          size="80vh"
          className="vx-sheet vx-dl-sheet"
          title={t('picker.title')}
          getContainer={themedPortal}
        >
          <InstrumentPicker instruments={instruments} symbol={instrument.symbol} onPick={pick} />
        </Drawer>
      </div>
    );
  }

  return (
    <div className="vx-deal vx-dl" data-testid="page-delivery" data-symbol={instrument.symbol}>
      {/*
       * The workspace fills the window below the header (spot.css); the form keeps its height, the
       * picker fills its column and scrolls inside, the chart takes the rest.
       */}
      <div className="vx-deal__workspace">
        {warning}
        <InstrumentStrip instrument={instrument} live={live} phone={false} />
        <div className="vx-dl__grid">
          <aside className="vx-deal__side">
            <div className="vx-deal__fill">
              <InstrumentPicker instruments={instruments} symbol={instrument.symbol} onPick={pick} />
            </div>
          </aside>
          <div className="vx-dl__centre">
            <InstrumentChart symbol={instrument.symbol} priceScale={instrument.price_scale} height="14rem" />
          </div>
          <div className="vx-dl__panel">{form}</div>
        </div>
      </div>
      <DeliveryOrderTabs onTradingPage extra={positionsLink} />
    </div>
  );
}
