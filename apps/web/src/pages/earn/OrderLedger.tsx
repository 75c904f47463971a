import { CheckCircleFilled, DownloadOutlined, ExclamationCircleFilled, UndoOutlined } from '@ant-design/icons';
import type { EarnAccrual, EarnOrderView } from '@veritex/shared';
import { Button, Drawer, Skeleton, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { compare, sum } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { accrualsCsv } from './earnMaths';
import { useEarnAccruals } from './earnQueries';
import { EarnDay, earlyRuleText, insideRoot, Pct, StatusTag, Usdt, useEarnDate } from './parts';

/** Saves `text` as a file (a CSV the browser downloads; nothing is sent anywhere). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Fact({ label, children, testId, value, wide }: { label: ReactNode; children: ReactNode; testId?: string; value?: string | number; wide?: boolean }) {
  return (
    <div className={wide ? 'vx-earn-lfact vx-earn-lfact--wide' : 'vx-earn-lfact'} data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order as bought, its dates, and (once closed) what it returned. */
function OrderFacts({ order }: { order: EarnOrderView }) {
  const { t } = useTranslation('earn');
  const format = useFormat();
  const closed = order.principal_returned !== null;
  return (
    <dl className="vx-earn-ledger__facts">
      <Fact label={t('orders.amount')} testId="earn-ledger-amount" value={order.amount}>
        <Usdt value={order.amount} />
      </Fact>
      <Fact label={t('orders.rate')}>
        <Pct value={order.daily_rate_pct} />
      </Fact>
      <Fact label={t('orders.term')}>{t('product.term', { count: order.term_days })}</Fact>
      <Fact label={t('orders.status')}>
        <StatusTag status={order.status} />
      </Fact>
      <Fact label={t('buy.start')}>
        <EarnDay date={order.start_date} />
      </Fact>
      <Fact label={t('buy.end')}>
        <EarnDay date={order.end_date} />
      </Fact>
      <Fact label={t('buy.payout')}>
        <EarnDay date={order.payout_date} />
      </Fact>
      <Fact label={t('orders.time')}>
        <span className="vx-num">{format.dateTime(order.created_at)}</span>
      </Fact>
      <Fact label={t('ledger.expected')} testId="earn-ledger-expected" value={order.expected_interest}>
        <Usdt value={order.expected_interest} />
      </Fact>
      <Fact label={t('product.earlyLabel')} wide>
        {earlyRuleText(t, order)}
      </Fact>
      {closed ? (
        <>
          <Fact label={t('quote.principalReturned')} testId="earn-ledger-principal-returned" value={order.principal_returned ?? ''}>
            <Usdt value={order.principal_returned ?? '0'} />
          </Fact>
          <Fact label={t('ledger.interestPaid')} testId="earn-ledger-interest-paid" value={order.interest_paid ?? ''}>
            <Usdt value={order.interest_paid ?? '0'} />
          </Fact>
          <Fact label={t('quote.interestForfeited')} testId="earn-ledger-interest-forfeited" value={order.interest_forfeited ?? ''}>
            <Usdt value={order.interest_forfeited ?? '0'} />
          </Fact>
          <Fact label={t('quote.principalPenalty')} testId="earn-ledger-principal-penalty" value={order.principal_penalty ?? ''}>
            <Usdt value={order.principal_penalty ?? '0'} />
          </Fact>
        </>
      ) : null}
    </dl>
  );
}

function accrualRowProps(row: EarnAccrual): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'earn-accrual',
    'data-day': row.day,
    'data-date': row.date,
    'data-amount': row.amount,
    'data-cumulative': row.cumulative,
  } as HTMLAttributes<HTMLElement>;
}

/** The days posted, their sum (checked against the server's total) and the CSV export. */
function AccrualTable({ order, items, total }: { order: EarnOrderView; items: EarnAccrual[]; total: string }) {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const formatDay = useEarnDate();
  const addsUp = compare(sum(items.map((row) => row.amount)), total) === 0;
  const columns: TableColumnsType<EarnAccrual> = [
    { key: 'day', title: t('ledger.day'), align: 'end', width: '4.5rem', render: (_, row) => <span className="vx-num">{row.day}</span> },
    { key: 'date', title: t('ledger.date'), className: 'vx-nowrap', render: (_, row) => <EarnDay date={row.date} /> },
    { key: 'amount', title: t('ledger.amount'), align: 'end', render: (_, row) => <Usdt value={row.amount} unit={false} /> },
    { key: 'cumulative', title: t('ledger.cumulative'), align: 'end', render: (_, row) => <Usdt value={row.cumulative} unit={false} /> },
  ];
  return (
    <section className="vx-earn-ledger__days">
      <header className="vx-earn-ledger__head">
        <h3 className="vx-earn-section-title">{t('ledger.daysTitle', { posted: items.length, term: order.term_days })}</h3>
        <Button
          icon={<DownloadOutlined />}
          size={phone ? 'middle' : 'small'}
          disabled={items.length === 0}
          onClick={() => download(`earn-${order.order_no}-accruals.csv`, accrualsCsv(order.order_no, items))}
          data-testid="earn-ledger-csv"
        >
          {t('ledger.csv')}
        </Button>
      </header>
      {items.length === 0 ? (
        <EmptyState text={t('ledger.empty', { date: formatDay(order.start_date) })} testId="earn-ledger-empty" />
      ) : (
        <Table<EarnAccrual>
          className="vx-quiet-table vx-earn-ledger__table"
          data-testid="earn-ledger-rows"
          size="small"
          rowKey="day"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={items.length > 12 ? { y: '22rem' } : undefined}
          onRow={accrualRowProps}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t('ledger.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">
                  <strong data-testid="earn-ledger-total" data-value={total}>
                    <Usdt value={total} unit={false} />
                  </strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end" />
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      )}
      {items.length > 0 ? (
        <p
          className={addsUp ? 'vx-earn-ledger__check' : 'vx-earn-ledger__check vx-earn-ledger__check--bad'}
          data-testid="earn-ledger-check"
          data-ok={String(addsUp)}
        >
          {addsUp ? <CheckCircleFilled /> : <ExclamationCircleFilled />} {addsUp ? t('ledger.addsUp') : t('ledger.doesNotAddUp')}
        </p>
      ) : null}
    </section>
  );
}

/** One order's accrual ledger, day by day, in a side panel (a sheet on phones). */
export function OrderLedger({ orderId, onClose, onRedeem }: { orderId: string | undefined; onClose: () => void; onRedeem: (order: EarnOrderView) => void }) {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const ledger = useEarnAccruals(orderId);
  const order = ledger.data?.order;
  let body: ReactNode = null;
  if (orderId && ledger.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (ledger.isError || (orderId && !ledger.data))
    body = <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} compact />;
  else if (ledger.data && order)
    body = (
      <div className="vx-earn-ledger" data-testid="earn-ledger" data-order={order.id} data-status={order.status}>
        <OrderFacts order={order} />
        <AccrualTable order={order} items={ledger.data.items} total={ledger.data.total} />
        {order.status === 'custody' ? (
          <Button danger block icon={<UndoOutlined />} onClick={() => onRedeem(order)} data-testid="earn-ledger-redeem">
            {t('orders.redeem')}
          </Button>
        ) : null}
      </div>
    );
  return (
    <Drawer
      getContainer={insideRoot}
      open={orderId !== undefined}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '88vh' : 'min(46rem, 100vw)'}
      title={order ? t('ledger.title', { order: order.order_no }) : t('ledger.titleLoading')}
      className={phone ? 'vx-sheet vx-earn-ledger-drawer' : 'vx-earn-ledger-drawer'}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
