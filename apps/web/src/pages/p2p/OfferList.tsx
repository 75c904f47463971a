import { InfoCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { P2P_FIAT_CODES, P2P_PAYMENT_METHODS, type P2pAdView, type P2pFiat, type P2pPaymentMethod, type P2pRules } from '@veritex/shared';
import { Button, Drawer, Input, Select, Table, type TableColumnsType, Tooltip } from 'antd';
import { type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFrame, type ListState } from '../../components/lists/PagedList';
import { SimulatedBadge } from '../../components/SimulatedBadge';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { OrderForm, type Trade } from './OrderForm';
import { useP2pAds, useP2pRules } from './p2pApi';
import { Advertiser, Fiat, insideRoot, MethodTags, Usdt, usePlain } from './parts';

export const OFFERS_PAGE_SIZE = 10;
/** The contract's amount filter: whole fiat with at most two decimals. */
const AMOUNT_FILTER = /^\d{1,15}(\.\d{1,2})?$/;
const TYPING_PAUSE_MS = 400;

interface OfferFilters {
  fiat: P2pFiat;
  amount?: string;
  method?: P2pPaymentMethod;
}

/** The filters live in the address (?fiat=CNY&amount=500&method=alipay), so a filtered list can be shared and reloaded. */
function useOfferFilters(): [OfferFilters, (patch: Partial<Record<keyof OfferFilters, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const fiat = P2P_FIAT_CODES.find((code) => code === params.get('fiat')) ?? 'CNY';
  const method = P2P_PAYMENT_METHODS.find((code) => code === params.get('method'));
  const rawAmount = params.get('amount') ?? '';
  const amount = AMOUNT_FILTER.test(rawAmount) ? rawAmount : undefined;
  const update = (patch: Partial<Record<keyof OfferFilters, string | undefined>>) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [{ fiat, amount, method }, update];
}

/** The amount filter: typed freely, applied when the typing pauses and the text is an amount of fiat. */
function AmountFilter({ value, fiat, onApply }: { value: string | undefined; fiat: string; onApply: (amount: string | undefined) => void }) {
  const { t } = useTranslation('p2p');
  const [text, setText] = useState(value ?? '');
  const valid = text === '' || AMOUNT_FILTER.test(text);
  useEffect(() => {
    if (!valid || text === (value ?? '')) return;
    const timer = window.setTimeout(() => onApply(text || undefined), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, valid, value, onApply]);
  return (
    <Tooltip open={!valid} title={t('list.amountInvalid')} placement="bottom">
      <Input
        value={text}
        onChange={(event) => setText(event.target.value.replace(/,/g, '.').replace(/[^\d.]/g, ''))}
        onPressEnter={() => valid && onApply(text || undefined)}
        inputMode="decimal"
        autoComplete="off"
        allowClear
        status={valid ? undefined : 'error'}
        placeholder={t('list.amountPlaceholder')}
        suffix={<span className="vx-muted vx-ltr">{fiat}</span>}
        className="vx-p2p-filters__amount"
        aria-label={t('list.amount')}
        data-testid="p2p-filter-amount"
      />
    </Tooltip>
  );
}

/** A currency's name in the user's language ("Chinese Yuan"), or its code where Intl has none. */
function useCurrencyName(): (code: string) => string {
  const { bcp47 } = useFormat();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([bcp47], { type: 'currency' });
    } catch {
      return undefined;
    }
  }, [bcp47]);
  return (code) => names?.of(code) ?? code;
}

function Filters({
  filters,
  onChange,
  rules,
  onRefresh,
  refreshing,
}: {
  filters: OfferFilters;
  onChange: ReturnType<typeof useOfferFilters>[1];
  rules: P2pRules | undefined;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const currencyName = useCurrencyName();
  const fiats = rules?.fiats.map((entry) => entry.fiat) ?? P2P_FIAT_CODES;
  const methods = rules?.methods ?? P2P_PAYMENT_METHODS;
  return (
    <div className={phone ? 'vx-p2p-filters vx-p2p-filters--phone' : 'vx-p2p-filters'} data-testid="p2p-filters">
      <Select<P2pFiat>
        value={filters.fiat}
        onChange={(fiat) => onChange({ fiat, amount: undefined })}
        className="vx-p2p-filters__fiat"
        popupMatchSelectWidth={false}
        getPopupContainer={insideRoot}
        aria-label={t('list.fiat')}
        data-testid="p2p-filter-fiat"
        options={fiats.map((code) => ({
          value: code,
          label: (
            <span data-testid={`p2p-filter-fiat-${code}`}>
              <span className="vx-strong vx-ltr">{code}</span>
              {phone ? null : <span className="vx-muted vx-p2p-filters__fiat-name"> {currencyName(code)}</span>}
            </span>
          ),
        }))}
      />
      <AmountFilter key={filters.fiat} value={filters.amount} fiat={filters.fiat} onApply={(amount) => onChange({ amount })} />
      <Select<P2pPaymentMethod | 'all'>
        value={filters.method ?? 'all'}
        onChange={(method) => onChange({ method: method === 'all' ? undefined : method })}
        className="vx-p2p-filters__method"
        popupMatchSelectWidth={false}
        getPopupContainer={insideRoot}
        aria-label={t('list.method')}
        data-testid="p2p-filter-method"
        options={[
          { value: 'all', label: <span data-testid="p2p-filter-method-all">{t('list.allMethods')}</span> },
          ...methods.map((method) => ({ value: method, label: <span data-testid={`p2p-filter-method-${method}`}>{t(`method.${method}`)}</span> })),
        ]}
      />
      <Button icon={<ReloadOutlined spin={refreshing} />} onClick={onRefresh} aria-label={t('list.refresh')} data-testid="p2p-refresh">
        {phone ? null : t('list.refresh')}
      </Button>
    </div>
  );
}

/** "1 USDT ≈ 7.12 CNY · reference USD/CNH at 14:05 · prices are set by merchants" (UI.md: rates show their source). */
function ReferenceLine({ rules, fiat }: { rules: P2pRules | undefined; fiat: P2pFiat }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const plain = usePlain();
  const reference = rules?.fiats.find((entry) => entry.fiat === fiat);
  if (!rules) return <p className="vx-p2p-reference vx-muted">&nbsp;</p>;
  let source = t('list.referenceNone', { fiat });
  if (reference?.price && reference.instrument)
    source = t('list.referenceFrom', { instrument: reference.instrument.replace('_', '/'), time: reference.as_of ? format.time(reference.as_of) : '—' });
  else if (reference?.price) source = t('list.referenceDollar');
  return (
    <p className="vx-p2p-reference" data-testid="p2p-reference" data-price={reference?.price ?? ''}>
      <InfoCircleOutlined />
      {reference?.price ? (
        <span className="vx-strong">
          <span className="vx-ltr">{t('list.referencePrice', { price: plain(reference.price), fiat })}</span>
        </span>
      ) : null}
      <span>{source}</span>
      {/* The reference comes from the FX feed: when that is the simulator, the reference is simulated too. */}
      {reference?.instrument ? <SimulatedBadge /> : null}
      <span className="vx-muted">{t('list.setByMerchants')}</span>
    </p>
  );
}

function PriceCell({ ad }: { ad: P2pAdView }) {
  const { t } = useTranslation('p2p');
  const plain = usePlain();
  return (
    <div className="vx-p2p-price">
      <span className="vx-p2p-price__value">
        <Fiat value={ad.price} testId="p2p-ad-price" />
        <span className="vx-p2p-price__unit vx-ltr">{ad.fiat}</span>
      </span>
      {ad.price_type === 'floating' && ad.margin_pct ? (
        <span className="vx-muted vx-small">{t('offer.floatingShort', { margin: plain(ad.margin_pct) })}</span>
      ) : null}
    </div>
  );
}

function LimitsCell({ ad }: { ad: P2pAdView }) {
  const { t } = useTranslation('p2p');
  return (
    <div className="vx-p2p-limits">
      <span>
        <span className="vx-muted">{t('offer.available')}</span> <Usdt value={ad.available} testId="p2p-ad-available" />
      </span>
      <span>
        <span className="vx-muted">{t('offer.limit')}</span>{' '}
        <span className="vx-ltr vx-num" data-testid="p2p-ad-limits">
          <Fiat value={ad.min_fiat} /> – <Fiat value={ad.max_fiat} fiat={ad.fiat} />
        </span>
      </span>
    </div>
  );
}

function TradeButton({ ad, trade, onOpen, block }: { ad: P2pAdView; trade: Trade; onOpen: (ad: P2pAdView) => void; block?: boolean }) {
  const { t } = useTranslation('p2p');
  return (
    <Button type="primary" block={block} className={`vx-p2p-trade vx-p2p-trade--${trade}`} onClick={() => onOpen(ad)} data-testid={`p2p-ad-${ad.id}-open`}>
      {t(trade === 'buy' ? 'offer.buy' : 'offer.sell')}
    </Button>
  );
}

function useColumns(trade: Trade, onOpen: (ad: P2pAdView) => void): TableColumnsType<P2pAdView> {
  const { t } = useTranslation('p2p');
  return [
    { key: 'advertiser', title: t('list.advertiser'), render: (_, ad) => <Advertiser merchant={ad.merchant} /> },
    { key: 'price', title: t('list.price'), render: (_, ad) => <PriceCell ad={ad} /> },
    { key: 'limits', title: t('list.limits'), render: (_, ad) => <LimitsCell ad={ad} /> },
    { key: 'methods', title: t('list.payment'), render: (_, ad) => <MethodTags methods={ad.methods} /> },
    { key: 'trade', title: t('list.trade'), align: 'end', render: (_, ad) => <TradeButton ad={ad} trade={trade} onOpen={onOpen} /> },
  ];
}

/** One offer as a card on the phone: who, price, limits and methods, the trade button. */
function OfferCard({ ad, trade, onOpen }: { ad: P2pAdView; trade: Trade; onOpen: (ad: P2pAdView) => void }) {
  return (
    <li className="vx-p2p-card" data-testid={`p2p-ad-${ad.id}`} data-price={ad.price}>
      <Advertiser merchant={ad.merchant} compact />
      <div className="vx-p2p-card__body">
        <div className="vx-p2p-card__figures">
          <PriceCell ad={ad} />
          <LimitsCell ad={ad} />
        </div>
        <div className="vx-p2p-card__side">
          <MethodTags methods={ad.methods} />
          <TradeButton ad={ad} trade={trade} onOpen={onOpen} />
        </div>
      </div>
    </li>
  );
}

/**
 * The offers of one side (issue 15, /kjmbSelect): filters, the reference price with its source,
 * the merchants' ads best price first with their figures, and the order form of the ad chosen
 * (expanded in place on the desktop, a bottom sheet on the phone).
 */
export function OfferMarket({ trade }: { trade: Trade }) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const rules = useP2pRules();
  const [filters, setFilters] = useOfferFilters();
  const filterKey = `${trade}|${filters.fiat}|${filters.amount ?? ''}|${filters.method ?? ''}`;
  // Page and open form belong to one set of filters: another set starts on page 1 with nothing open.
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const [opened, setOpened] = useState<{ key: string; ad: P2pAdView }>();
  const page = paging.key === filterKey ? paging.page : 1;
  const openAd = opened?.key === filterKey ? opened.ad : undefined;
  const ads = useP2pAds({ trade, fiat: filters.fiat, amount: filters.amount, method: filters.method, page, page_size: OFFERS_PAGE_SIZE }, !openAd);
  const columns = useColumns(trade, (ad) => setOpened({ key: filterKey, ad }));
  const close = () => setOpened(undefined);
  const filtered = Boolean(filters.amount || filters.method);
  const state: ListState<P2pAdView> = {
    rows: ads.data?.items ?? [],
    total: ads.data?.total ?? 0,
    page,
    pageSize: OFFERS_PAGE_SIZE,
    onPage: (next) => {
      setPaging({ key: filterKey, page: next });
      close();
    },
    loading: ads.isPending,
    fetching: ads.isFetching,
    error: ads.error,
    onRetry: () => void ads.refetch(),
    empty: filtered ? t('list.emptyFiltered') : t(trade === 'buy' ? 'list.emptyBuy' : 'list.emptySell', { fiat: filters.fiat }),
    emptyAction: filtered ? (
      <Button onClick={() => setFilters({ amount: undefined, method: undefined })} data-testid="p2p-clear-filters">
        {t('list.clearFilters')}
      </Button>
    ) : undefined,
  };
  const refresh = () => {
    void ads.refetch();
    void rules.refetch();
  };

  return (
    <div className="vx-p2p-market" data-testid={`p2p-market-${trade}`}>
      <Filters filters={filters} onChange={setFilters} rules={rules.data} onRefresh={refresh} refreshing={ads.isFetching} />
      <ReferenceLine rules={rules.data} fiat={filters.fiat} />
      <section className="vx-card vx-p2p-offers">
        <ListFrame state={state} testId="p2p-offers" skeletonRows={5}>
          {phone ? (
            <ul className="vx-p2p-cards" data-testid="p2p-offers">
              {state.rows.map((ad) => (
                <OfferCard key={ad.id} ad={ad} trade={trade} onOpen={(chosen) => setOpened({ key: filterKey, ad: chosen })} />
              ))}
            </ul>
          ) : (
            <Table<P2pAdView>
              className="vx-quiet-table vx-p2p-table"
              data-testid="p2p-offers"
              rowKey="id"
              columns={columns}
              dataSource={state.rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
              rowClassName={(ad) => (ad.id === openAd?.id ? 'vx-p2p-row vx-p2p-row--open' : 'vx-p2p-row')}
              onRow={(ad) => ({ 'data-testid': `p2p-ad-${ad.id}`, 'data-price': ad.price }) as HTMLAttributes<HTMLElement>}
              expandable={{
                expandedRowKeys: openAd ? [openAd.id] : [],
                showExpandColumn: false,
                expandedRowClassName: () => 'vx-p2p-expanded',
                expandedRowRender: (ad) => (ad.id === openAd?.id ? <OrderForm ad={openAd} trade={trade} onClose={close} /> : null),
              }}
            />
          )}
        </ListFrame>
      </section>
      {phone ? (
        <Drawer
          placement="bottom"
          size="auto"
          open={openAd !== undefined}
          onClose={close}
          title={openAd ? t(trade === 'buy' ? 'open.titleBuy' : 'open.titleSell') : null}
          className="vx-sheet vx-p2p-sheet"
          destroyOnHidden
          getContainer={insideRoot}
        >
          {openAd ? <OrderForm ad={openAd} trade={trade} onClose={close} /> : null}
        </Drawer>
      ) : null}
    </div>
  );
}
