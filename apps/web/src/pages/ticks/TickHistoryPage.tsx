import { type InstrumentView, type ReferenceTick, secondInstant, tickSourceOf } from '@veritex/shared';
import { Alert, DatePicker, type GetRef, Select, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInstruments } from '../../api/contract';
import { useReferenceTicks } from '../../api/ticks';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageFrame } from '../../components/PageFrame';
import { TickLineChart, TickSourceLabel } from '../../components/provenance';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';

/** The windows offered (± minutes); the call allows up to 15, the page keeps the whole window in one read. */
const WINDOWS = [1, 2, 5] as const;
const WINDOW_TICKS_MAX = 1_000;

/** A symbol as typed in a link ("XAUUSD", "xau_usd") → the listed instrument's symbol, if one matches. */
function matchSymbol(wanted: string | null, list: readonly InstrumentView[]): string | undefined {
  if (!wanted) return undefined;
  const plain = (symbol: string) => symbol.replace(/_/g, '').toUpperCase();
  return list.find((instrument) => instrument.symbol === wanted)?.symbol ?? list.find((instrument) => plain(instrument.symbol) === plain(wanted))?.symbol;
}

/** The instant of a link, to the second; without one (or unreadable), `fallback`. */
function instantOf(text: string | null, fallback: string): string {
  const parsed = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : secondInstant(new Date(parsed));
}

/**
 * The public tick history (/ticks, /m/ticks): the stored reference ticks of one leveraged instrument
 * around an instant, as a table (time, price, source) with the tick at or before the instant
 * highlighted, and as a line. Every fill, stop, liquidation, carry charge, delivery settlement
 * and collateral liquidation links here with its instrument and instant
 * (`/ticks?symbol=XAU_USD&at=2026-11-29T10:23:05Z`).
 */
export default function TickHistoryPage() {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { phone } = useLayout();
  const [params, setParams] = useSearchParams();
  const instruments = useInstruments();
  const list = instruments.data ?? [];
  const symbol = matchSymbol(params.get('symbol'), list) ?? list[0]?.symbol;
  const instrument = list.find((item) => item.symbol === symbol);
  // Opened without an instant (the footer's link): a few seconds ago, fixed when the page opens.
  const [opened] = useState(() => secondInstant(new Date(Date.now() - 5_000)));
  const at = instantOf(params.get('at'), opened);
  const minutesParam = Number(params.get('minutes'));
  const minutes = (WINDOWS as readonly number[]).includes(minutesParam) ? minutesParam : 2;
  const ticks = useReferenceTicks(symbol ? { symbol, at, minutes, page: 1, page_size: WINDOW_TICKS_MAX } : undefined);
  const data = ticks.data;

  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  const controls = (
    <div className="vx-ticks-page__controls">
      <div className="vx-ticks-page__control">
        <span className="vx-muted vx-small">{t('ticks.instrument')}</span>
        <Select
          showSearch
          value={symbol}
          loading={instruments.isPending}
          onChange={(value: string) => choose({ symbol: value })}
          options={list.map((item) => ({
            value: item.symbol,
            label: `${item.base}/${item.quote} · ${t(`names.${item.symbol}`, { defaultValue: item.name })}`,
          }))}
          optionFilterProp="label"
          aria-label={t('ticks.instrument')}
          data-testid="ticks-symbol"
        />
      </div>
      <div className="vx-ticks-page__control">
        <span className="vx-muted vx-small">{t('ticks.instant')}</span>
        <DatePicker
          showTime={{ showSecond: true }}
          value={dayjs(at)}
          format={(value: Dayjs) => format.dateTime(value.toDate())}
          allowClear={false}
          inputReadOnly={phone}
          onChange={(value: Dayjs | null) => {
            if (value) choose({ at: secondInstant(value.toDate()) });
          }}
          aria-label={t('ticks.instant')}
          data-testid="ticks-at"
        />
      </div>
      <div className="vx-ticks-page__control">
        <span className="vx-muted vx-small">{t('ticks.window')}</span>
        <Select
          value={minutes}
          onChange={(value: number) => choose({ minutes: String(value) })}
          options={WINDOWS.map((value) => ({ value, label: t('ticks.minutes', { value }) }))}
          aria-label={t('ticks.window')}
          data-testid="ticks-window"
        />
      </div>
    </div>
  );

  let body: ReactNode;
  if (instruments.isError) body = <ErrorState error={instruments.error} onRetry={() => void instruments.refetch()} />;
  else if (ticks.isError) body = <ErrorState error={ticks.error} onRetry={() => void ticks.refetch()} retrying={ticks.isFetching} />;
  else if (!data || !instrument) body = <ListSkeleton rows={8} testId="ticks-loading" />;
  else body = <TickWindow data={data.items} referenced={data.referenced} priceScale={data.price_scale} from={data.from} to={data.to} at={data.at} />;

  return (
    <PageFrame title={t('ticks.title')} testId="page-ticks">
      <p className="vx-muted">{t('ticks.intro')}</p>
      {controls}
      {body}
    </PageFrame>
  );
}

function TickWindow({
  data,
  referenced,
  priceScale,
  from,
  to,
  at,
}: {
  data: readonly ReferenceTick[];
  referenced: ReferenceTick | null;
  priceScale: number;
  from: string;
  to: string;
  at: string;
}) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { phone } = useLayout();
  // The table keeps the chart's height and opens scrolled to the referenced tick.
  const table = useRef<GetRef<typeof Table<ReferenceTick>>>(null);
  useEffect(() => {
    if (referenced) table.current?.scrollTo({ key: referenced.at });
  }, [referenced]);
  const simulated = useMemo(() => data.some((tick) => tickSourceOf(tick.source).kind === 'simulated'), [data]);
  if (data.length === 0) return <EmptyState text={t('ticks.empty')} testId="ticks-empty" />;
  const columns: TableColumnsType<ReferenceTick> = [
    {
      key: 'at',
      title: t('ticks.time'),
      render: (_, tick) => <span className="vx-num vx-ltr vx-nowrap">{format.dateTime(tick.at)}</span>,
    },
    {
      key: 'price',
      title: t('ticks.price'),
      align: 'end',
      render: (_, tick) => <span className="vx-num vx-ltr">{format.price(tick.price, priceScale)}</span>,
    },
    { key: 'source', title: t('ticks.source'), render: (_, tick) => <TickSourceLabel source={tick.source} /> },
  ];
  return (
    <>
      <dl className="vx-ticks-page__summary" data-testid="ticks-referenced" data-at={referenced?.at ?? ''} data-price={referenced?.price ?? ''}>
        <div>
          <dt>{t('ticks.asked')}</dt>
          <dd className="vx-ltr">{format.dateTime(at)}</dd>
        </div>
        <div>
          <dt>{t('ticks.referenced')}</dt>
          <dd className="vx-ltr">{referenced ? format.dateTime(referenced.at) : t('ticks.noReferenced')}</dd>
        </div>
        <div>
          <dt>{t('ticks.price')}</dt>
          <dd className="vx-ltr">{referenced ? format.price(referenced.price, priceScale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('ticks.source')}</dt>
          <dd>{referenced ? <TickSourceLabel source={referenced.source} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('ticks.shownWindow')}</dt>
          <dd className="vx-ltr">
            {format.clock(from)} – {format.clock(to)} · {t('ticks.count', { n: data.length })}
          </dd>
        </div>
      </dl>
      <div className="vx-ticks-page__grid">
        <TickLineChart ticks={data} referenced={referenced} priceScale={priceScale} />
        <div data-testid="ticks-table">
          <Table<ReferenceTick>
            className="vx-ticks-table"
            size="small"
            rowKey="at"
            scroll={{ x: 'max-content', y: phone ? 320 : 304 }}
            columns={columns}
            dataSource={[...data]}
            ref={table}
            pagination={false}
            rowClassName={(tick) => (tick.at === referenced?.at ? 'vx-ticks-row--referenced' : '')}
            onRow={(tick) =>
              ({
                'data-testid': 'tick-row',
                'data-at': tick.at,
                'data-price': tick.price,
                'data-referenced': tick.at === referenced?.at ? 'true' : 'false',
              }) as HTMLAttributes<HTMLElement>
            }
          />
        </div>
      </div>
      {simulated ? <Alert className="vx-ticks-note" type="warning" showIcon title={t('ticks.simulatedNote')} data-testid="ticks-simulated" /> : null}
      <p className="vx-muted vx-small vx-ticks-note">{t('ticks.zone')}</p>
    </>
  );
}
