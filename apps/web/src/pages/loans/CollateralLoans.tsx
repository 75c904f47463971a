import { WarningFilled } from '@ant-design/icons';
import type { CollateralLoanView, CollateralTerms, LiquidationStatement } from '@veritex/shared';
import { Alert, Button, Pagination, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../components/ListSkeleton';
import { RowLine } from '../../components/lists/PagedList';
import { TickStamp } from '../../components/provenance';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { isZero } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { CollateralActionDialog } from './CollateralActions';
import { LtvBar } from './LtvBar';
import { useCollateralLoans } from './loansApi';
import { LoanCard, Percent, Terms, Usdt } from './parts';

const PAGE_SIZE = 5;

const STATUS_COLOUR = { open: 'processing', repaid: 'success', liquidated: 'warning' } as const;

/** One liquidation, itemised: the tick used, what was taken, the proceeds, the fee, what paid the debt, the LTV before and after. */
function Statements({ items, asset }: { items: readonly LiquidationStatement[]; asset: string }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const { phone } = useLayout();
  if (!items.length) return null;
  if (phone) {
    return (
      <div className="vx-loan-statements" data-testid="collateral-statements">
        <h4 className="vx-loan-subtitle">{t('statement.title')}</h4>
        <ul className="vx-mrows">
          {items.map((item) => (
            <li key={item.at} className="vx-mrow">
              <RowLine label={t('statement.at')}>{format.dateTime(item.at)}</RowLine>
              <RowLine label={t('statement.tick')}>
                <span className="vx-stack vx-stack--end">
                  <Usdt value={item.tick_price} />
                  <TickStamp tick={item.tick} testId="collateral-tick" align="end" hidePrice />
                </span>
              </RowLine>
              <RowLine label={t('statement.sold')}>
                <Usdt value={item.amount_sold} asset={asset} />
              </RowLine>
              <RowLine label={t('statement.proceeds')}>
                <Usdt value={item.proceeds} />
              </RowLine>
              <RowLine label={t('statement.fee')}>
                <Usdt value={item.fee} />
              </RowLine>
              <RowLine label={t('statement.applied')}>
                <Usdt value={item.applied_to_debt} />
              </RowLine>
              {isZero(item.returned_to_user) ? null : (
                <RowLine label={t('statement.returned')}>
                  <Usdt value={item.returned_to_user} />
                </RowLine>
              )}
              {isZero(item.shortfall_absorbed) ? null : (
                <RowLine label={t('statement.shortfall')}>
                  <Usdt value={item.shortfall_absorbed} />
                </RowLine>
              )}
              <RowLine label={t('statement.ltv')}>
                <span>
                  <Percent value={item.ltv_before_pct} /> → <Percent value={item.ltv_after_pct} />
                </span>
              </RowLine>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const columns: TableColumnsType<LiquidationStatement> = [
    { key: 'at', title: t('statement.at'), render: (_, item) => <span className="vx-num vx-nowrap">{format.dateTime(item.at)}</span> },
    {
      key: 'tick',
      title: t('statement.tick'),
      align: 'end',
      render: (_, item) => (
        <span className="vx-stack vx-stack--end">
          <Usdt value={item.tick_price} />
          <TickStamp tick={item.tick} testId="collateral-tick" align="end" hidePrice />
        </span>
      ),
    },
    { key: 'sold', title: t('statement.sold'), align: 'end', render: (_, item) => <Usdt value={item.amount_sold} asset={asset} /> },
    { key: 'proceeds', title: t('statement.proceeds'), align: 'end', render: (_, item) => <Usdt value={item.proceeds} /> },
    { key: 'fee', title: t('statement.fee'), align: 'end', render: (_, item) => <Usdt value={item.fee} /> },
    { key: 'applied', title: t('statement.applied'), align: 'end', render: (_, item) => <Usdt value={item.applied_to_debt} /> },
    ...(items.some((item) => !isZero(item.returned_to_user))
      ? [
          {
            key: 'returned',
            title: t('statement.returned'),
            align: 'end' as const,
            render: (_: unknown, item: LiquidationStatement) => <Usdt value={item.returned_to_user} />,
          },
        ]
      : []),
    ...(items.some((item) => !isZero(item.shortfall_absorbed))
      ? [
          {
            key: 'shortfall',
            title: t('statement.shortfall'),
            align: 'end' as const,
            render: (_: unknown, item: LiquidationStatement) => <Usdt value={item.shortfall_absorbed} />,
          },
        ]
      : []),
    {
      key: 'ltv',
      title: t('statement.ltv'),
      align: 'end',
      render: (_, item) => (
        <span className="vx-nowrap">
          <Percent value={item.ltv_before_pct} /> → <Percent value={item.ltv_after_pct} />
        </span>
      ),
    },
  ];
  return (
    <div className="vx-loan-statements" data-testid="collateral-statements">
      <h4 className="vx-loan-subtitle">{t('statement.title')}</h4>
      <Table<LiquidationStatement>
        className="vx-quiet-table"
        rowKey="at"
        size="small"
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

type Action = { kind: 'add' | 'repay'; loan: CollateralLoanView };

function LoanItem({ loan, terms, onAction }: { loan: CollateralLoanView; terms: CollateralTerms; onAction: (action: Action) => void }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const { phone } = useLayout();
  const open = loan.status === 'open';
  return (
    <article className="vx-cloan" data-testid={`collateral-loan-${loan.id}`} data-status={loan.status}>
      <header className="vx-cloan__head">
        <strong>{t('collateral.loanTitle', { asset: loan.collateral_asset })}</strong>
        <span className="vx-muted vx-small vx-num">{format.dateTime(loan.created_at)}</span>
        <Tag color={STATUS_COLOUR[loan.status]} className="vx-status">
          {t(`collateral.status.${loan.status}`)}
        </Tag>
      </header>
      {open && loan.margin_call ? (
        <Alert
          type="error"
          showIcon
          icon={<WarningFilled />}
          title={t('collateral.marginCallTitle')}
          description={t('collateral.marginCallText', { liquidation: loan.liquidation_ltv_pct })}
          data-testid="collateral-margin-call"
        />
      ) : null}
      <div className={phone ? 'vx-cloan__body vx-cloan__body--one' : 'vx-cloan__body'}>
        <Terms
          rows={[
            { key: 'debt', label: t('collateral.debt'), value: <Usdt value={loan.debt} testId="collateral-debt" />, total: true },
            { key: 'principal', label: t('collateral.principal'), value: <Usdt value={loan.principal} /> },
            { key: 'interest', label: t('collateral.interest'), value: <Usdt value={loan.interest} /> },
            {
              key: 'collateral',
              label: t('collateral.collateral'),
              value: <Usdt value={loan.collateral_amount} asset={loan.collateral_asset} testId="collateral-amount" />,
            },
            { key: 'value', label: t('collateral.value'), value: loan.collateral_value ? <Usdt value={loan.collateral_value} /> : '—' },
            {
              key: 'liquidationPrice',
              label: t('collateral.liquidationPrice', { asset: loan.collateral_asset }),
              value: loan.liquidation_price ? <Usdt value={loan.liquidation_price} testId="collateral-liquidation-price" /> : '—',
            },
            { key: 'rate', label: t('collateral.dailyRate'), value: <Percent value={loan.daily_rate_pct} /> },
          ]}
        />
        <div className="vx-cloan__side">
          <LtvBar
            ltv={loan.ltv_pct}
            opening={terms.opening_ltv_pct}
            marginCall={loan.margin_call_ltv_pct}
            liquidation={loan.liquidation_ltv_pct}
            testId={`collateral-loan-${loan.id}-ltv`}
          />
          {open ? (
            <div className="vx-cloan__actions">
              <Button onClick={() => onAction({ kind: 'add', loan })} data-testid={`collateral-loan-${loan.id}-add`}>
                {t('collateral.add')}
              </Button>
              <Button type="primary" onClick={() => onAction({ kind: 'repay', loan })} data-testid={`collateral-loan-${loan.id}-repay`}>
                {t('collateral.repay')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <Statements items={loan.liquidations} asset={loan.collateral_asset} />
    </article>
  );
}

/** The user's crypto-backed loans, each with its LTV at the latest tick, its actions and its liquidation statements. */
export function CollateralLoans({ terms }: { terms: CollateralTerms }) {
  const { t } = useTranslation('loans');
  const [page, setPage] = useState(1);
  const query = useCollateralLoans(page, PAGE_SIZE);
  const [action, setAction] = useState<Action | null>(null);
  let body = <ListSkeleton rows={3} testId="collateral-loans-loading" />;
  if (query.isError && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else if (query.data && !query.data.items.length) body = <EmptyState text={t('collateral.empty')} testId="collateral-loans-empty" />;
  else if (query.data)
    body = (
      <>
        {query.data.items.map((loan) => (
          <LoanItem key={loan.id} loan={loan} terms={terms} onAction={setAction} />
        ))}
        {query.data.total > PAGE_SIZE ? (
          <div className="vx-pager">
            <Pagination current={page} total={query.data.total} pageSize={PAGE_SIZE} onChange={setPage} showSizeChanger={false} size="small" />
          </div>
        ) : null}
      </>
    );
  return (
    <LoanCard title={t('collateral.mineTitle')} testId="collateral-loans">
      <div className="vx-cloans">{body}</div>
      <CollateralActionDialog action={action} terms={terms} onClose={() => setAction(null)} />
    </LoanCard>
  );
}
