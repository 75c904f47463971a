import type { CarryChargeView, InstrumentView } from '@veritex/shared';
import { Descriptions, Drawer, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositionDetail } from '../../api/ticks';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { ListSkeleton } from '../ListSkeleton';
import { RowLine } from '../lists/PagedList';
import { TickStamp } from '../provenance';
import { EmptyState, ErrorState } from '../States';
import { InstrumentPair, Money, Num, SideLabel, symbolPair } from './labels';
import { CloseReasonTag } from './PositionTables';

const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/**
 * One position's detail (price provenance, issue 18): its figures, the reference tick its entry
 * and its close used (each linking to the public tick history at that instant), and every funding
 * or overnight charge with the boundary tick that valued it. A side drawer on the desktop, a sheet
 * on the phone.
 */
export function PositionDetailDrawer({
  positionId,
  instrumentOf,
  onClose,
}: {
  positionId: string | undefined;
  instrumentOf: (symbol: string) => InstrumentView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('contract');
  const { phone } = useLayout();
  const detail = usePositionDetail(positionId);
  const position = detail.data?.position;
  const scale = position ? instrumentOf(position.symbol)?.price_scale : undefined;
  let body = <ListSkeleton rows={6} testId="position-detail-loading" />;
  if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (position && detail.data)
    body = (
      <div className="vx-position-detail" data-testid="position-detail" data-id={position.id}>
        <Descriptions
          className="vx-position-detail__facts"
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'instrument',
              label: t('positions.instrument'),
              children: (
                <span>
                  <SideLabel side={position.side} /> <InstrumentPair instrument={instrumentOf(position.symbol) ?? symbolPair(position.symbol)} />{' '}
                  <span className="vx-num vx-muted">
                    {t('positions.lotsValue', { lots: position.lots })} · <span className="vx-ltr">{position.leverage}x</span>
                  </span>
                </span>
              ),
            },
            { key: 'entry', label: t('positions.entry'), children: <Num value={position.entry_price} scale={scale} /> },
            {
              key: 'entryTick',
              label: t('provenance.entryTick'),
              children: <TickStamp tick={position.entry_tick} testId="detail-entry-tick" />,
            },
            ...(position.close_tick || position.close_price
              ? [
                  { key: 'close', label: t('positions.closePrice'), children: <Num value={position.close_price} scale={scale} /> },
                  {
                    key: 'closeTick',
                    label: t('provenance.closeTick'),
                    children: <TickStamp tick={position.close_tick} testId="detail-close-tick" />,
                  },
                  { key: 'reason', label: t('positions.reason'), children: <CloseReasonTag position={position} /> },
                  { key: 'realised', label: t('positions.realised'), children: <Money value={position.realised_pnl} signed coloured /> },
                ]
              : []),
            { key: 'carry', label: t('positions.carryPaid'), children: <Money value={position.carry_paid} /> },
          ]}
        />
        <p className="vx-muted vx-small">{t('provenance.markNote')}</p>
        <h3 className="vx-section-title">{t('provenance.carryTitle')}</h3>
        <CarryCharges items={detail.data.carry_charges} />
      </div>
    );
  return (
    <Drawer
      getContainer={insideRoot}
      open={positionId !== undefined}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '88vh' : 'min(44rem, 100vw)'}
      title={t('provenance.detailTitle')}
      className={phone ? 'vx-sheet' : undefined}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function CarryCharges({ items }: { items: readonly CarryChargeView[] }) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { phone } = useLayout();
  if (items.length === 0) return <EmptyState text={t('provenance.carryEmpty')} testId="carry-empty" />;
  const kind = (item: CarryChargeView) => t(item.kind === 'funding' ? 'provenance.funding' : 'provenance.overnight');
  const amount = (item: CarryChargeView) => (
    <span className="vx-stack vx-stack--end">
      <Money value={item.amount.startsWith('-') ? item.amount.slice(1) : item.amount} />
      <span className="vx-muted vx-small">{t(item.amount.startsWith('-') ? 'provenance.received' : 'provenance.paid')}</span>
    </span>
  );
  if (phone)
    return (
      <ul className="vx-mrows" data-testid="carry-charges">
        {items.map((item) => (
          <li key={item.period_at} className="vx-mrow" data-testid="carry-charge" data-period={item.period_at}>
            <div className="vx-mrow__head">
              <span>{kind(item)}</span>
              <span className="vx-num vx-ltr">{format.dateTime(item.period_at)}</span>
            </div>
            <RowLine label={t('provenance.amount')}>{amount(item)}</RowLine>
            <RowLine label={t('provenance.rate')}>
              <span className="vx-num vx-ltr">{item.rate_pct}%</span>
            </RowLine>
            <RowLine label={t('provenance.tick')}>
              <TickStamp tick={item.tick} testId="carry-tick" align="end" />
            </RowLine>
          </li>
        ))}
      </ul>
    );
  const columns: TableColumnsType<CarryChargeView> = [
    {
      key: 'period',
      title: t('provenance.period'),
      render: (_, item) => (
        <span className="vx-stack">
          <span className="vx-num vx-ltr vx-nowrap">{format.dateTime(item.period_at)}</span>
          <span className="vx-muted vx-small">{kind(item)}</span>
        </span>
      ),
    },
    { key: 'rate', title: t('provenance.rate'), align: 'end', render: (_, item) => <span className="vx-num vx-ltr">{item.rate_pct}%</span> },
    { key: 'notional', title: t('provenance.notional'), align: 'end', render: (_, item) => <Money value={item.notional} /> },
    { key: 'amount', title: t('provenance.amount'), align: 'end', render: (_, item) => amount(item) },
    { key: 'tick', title: t('provenance.tick'), render: (_, item) => <TickStamp tick={item.tick} testId="carry-tick" /> },
  ];
  return (
    <Table<CarryChargeView>
      size="small"
      rowKey="period_at"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={[...items]}
      pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      onRow={(item) => ({ 'data-testid': 'carry-charge', 'data-period': item.period_at }) as HTMLAttributes<HTMLElement>}
      data-testid="carry-charges"
    />
  );
}
