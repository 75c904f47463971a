import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { HouseBalance, LiabilityLine, TrialBalanceLine, TrialBalanceView } from '@veritex/shared';
import { Button, Card, Col, Flex, Row, Skeleton, Table, type TableColumnsType, Typography, theme } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinLabel } from '../../../components/coin/CoinIcon';
import { useFormat } from '../../../i18n/format';
import { EmptyState, LoadError, Mono } from '../../components';
import { useHouseAccounts, useLiabilities, useTrialBalance } from '../../queries';
import { ProductLiabilitiesCard } from '../loans';
import { Amount, decimalSign, RefreshControl } from './financeUi';
import { ProofSnapshotCard } from './ProofSnapshotCard';

export function LedgerPage() {
  return (
    <Flex vertical gap={16}>
      <TrialBalanceCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <LiabilitiesCard />
            {/* Earn liabilities and loans outstanding, beside what users hold (issue 13). */}
            <ProductLiabilitiesCard />
            {/* The published proof of liabilities over the same balances (issue 18). */}
            <ProofSnapshotCard />
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <HouseAccountsCard />
        </Col>
      </Row>
    </Flex>
  );
}

function TrialBalanceCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const trial = useTrialBalance();
  const columns = useTrialColumns();
  return (
    <Card
      size="small"
      title={t('ledger.trial.title')}
      extra={
        <Flex gap={8} align="center">
          {trial.dataUpdatedAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
              {t('ledger.trial.checkedAt', { time: format.clock(trial.dataUpdatedAt) })}
            </Typography.Text>
          ) : null}
          <Button
            size="small"
            icon={<ReloadOutlined spin={trial.isFetching} />}
            disabled={trial.isFetching}
            onClick={() => void trial.refetch()}
            data-testid="trial-balance-refresh"
          >
            {t('ledger.trial.checkAgain')}
          </Button>
        </Flex>
      }
    >
      {trial.isError && !trial.data ? (
        <LoadError error={trial.error} onRetry={() => void trial.refetch()} retrying={trial.isFetching} />
      ) : !trial.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} lg={9}>
            <TrialVerdict answer={trial.data} />
          </Col>
          <Col xs={24} lg={15}>
            <Table<TrialBalanceLine>
              size="small"
              rowKey="asset"
              tableLayout="fixed"
              pagination={false}
              columns={columns}
              dataSource={trial.data.items}
              loading={trial.isFetching}
              locale={{ emptyText: <EmptyState text={t('ledger.trial.empty')} /> }}
              onRow={(row) => ({ 'data-testid': 'trial-balance-row', 'data-asset': row.asset }) as HTMLAttributes<HTMLElement>}
            />
          </Col>
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12, marginBottom: 0 }}>
        {t('ledger.trial.explanation')}
      </Typography.Paragraph>
    </Card>
  );
}

/** The answer staff look for first: one word, green or red, large enough to read from across the room. */
function TrialVerdict({ answer }: { answer: TrialBalanceView }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const off = answer.items.filter((row) => decimalSign(row.sum) !== 0).map((row) => row.asset);
  const ok = answer.ok;
  const color = ok ? token.colorSuccess : token.colorError;
  return (
    <div
      data-testid="trial-balance-status"
      data-ok={ok ? 'true' : 'false'}
      role="status"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '16px 20px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${ok ? token.colorSuccessBorder : token.colorErrorBorder}`,
        background: ok ? token.colorSuccessBg : token.colorErrorBg,
      }}
    >
      {ok ? <CheckCircleFilled style={{ fontSize: 44, color }} /> : <CloseCircleFilled style={{ fontSize: 44, color }} />}
      <div>
        <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.15, color }}>{t(ok ? 'ledger.trial.balanced' : 'ledger.trial.outOfBalance')}</div>
        <div style={{ marginTop: 4, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {ok
            ? t('ledger.trial.balancedText', { count: answer.items.length })
            : off.length > 0
              ? t('ledger.trial.outOfBalanceText', { count: off.length, assets: off.join(', ') })
              : t('ledger.trial.outOfBalanceUnknown')}
        </div>
      </div>
    </div>
  );
}

function useTrialColumns(): TableColumnsType<TrialBalanceLine> {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return [
    { title: t('ledger.columns.asset'), dataIndex: 'asset', width: 100, render: (value: string) => <CoinLabel asset={value} /> },
    { title: t('ledger.trial.debits'), dataIndex: 'debits', align: 'end', render: (value: string) => <Amount value={value} /> },
    { title: t('ledger.trial.credits'), dataIndex: 'credits', align: 'end', render: (value: string) => <Amount value={value} /> },
    {
      title: t('ledger.trial.sum'),
      dataIndex: 'sum',
      align: 'end',
      render: (value: string) =>
        decimalSign(value) === 0 ? (
          <Amount value={value} style={{ color: token.colorSuccessText }} />
        ) : (
          <Amount value={value} strong signed style={{ color: token.colorErrorText }} />
        ),
    },
  ];
}

function LiabilitiesCard() {
  const { t } = useTranslation('admin');
  const liabilities = useLiabilities();
  const columns: TableColumnsType<LiabilityLine> = [
    { title: t('ledger.columns.asset'), dataIndex: 'asset', width: 100, render: (value: string) => <CoinLabel asset={value} /> },
    {
      title: t('ledger.liabilities.users'),
      dataIndex: 'users',
      width: 70,
      align: 'end',
      render: (value: number | string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{String(value)}</span>,
    },
    { title: t('ledger.liabilities.available'), dataIndex: 'available', align: 'end', render: (value: string) => <Amount value={value} /> },
    { title: t('ledger.liabilities.frozen'), dataIndex: 'frozen', align: 'end', render: (value: string) => <Amount value={value} /> },
    { title: t('ledger.liabilities.total'), dataIndex: 'total', align: 'end', render: (value: string) => <Amount value={value} strong /> },
  ];
  return (
    <Card
      size="small"
      title={t('ledger.liabilities.title')}
      style={{ height: '100%' }}
      extra={<RefreshControl updatedAt={liabilities.dataUpdatedAt} fetching={liabilities.isFetching} onRefresh={() => void liabilities.refetch()} />}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('ledger.liabilities.explanation')}
      </Typography.Paragraph>
      {liabilities.isError && !liabilities.data ? (
        <LoadError error={liabilities.error} onRetry={() => void liabilities.refetch()} retrying={liabilities.isFetching} />
      ) : (
        <Table<LiabilityLine>
          size="small"
          rowKey="asset"
          tableLayout="fixed"
          pagination={false}
          columns={columns}
          dataSource={liabilities.data?.items ?? []}
          loading={liabilities.isPending}
          locale={{ emptyText: liabilities.isPending ? ' ' : <EmptyState text={t('ledger.liabilities.empty')} /> }}
          onRow={(row) => ({ 'data-testid': 'liabilities-row', 'data-asset': row.asset }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </Card>
  );
}

function HouseAccountsCard() {
  const { t } = useTranslation('admin');
  const house = useHouseAccounts();
  const columns: TableColumnsType<HouseBalance> = [
    {
      title: t('ledger.house.account'),
      dataIndex: 'code',
      render: (value: string) => (
        <span>
          {t(`ledger.house.codes.${value}`, { defaultValue: value })}{' '}
          <Typography.Text type="secondary">
            <Mono>{value}</Mono>
          </Typography.Text>
        </span>
      ),
    },
    { title: t('ledger.columns.asset'), dataIndex: 'asset', width: 100, render: (value: string) => <CoinLabel asset={value} /> },
    { title: t('ledger.house.balance'), dataIndex: 'balance', width: 180, align: 'end', render: (value: string) => <Amount value={value} /> },
  ];
  return (
    <Card
      size="small"
      title={t('ledger.house.title')}
      style={{ height: '100%' }}
      extra={<RefreshControl updatedAt={house.dataUpdatedAt} fetching={house.isFetching} onRefresh={() => void house.refetch()} />}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('ledger.house.explanation')}
      </Typography.Paragraph>
      {house.isError && !house.data ? (
        <LoadError error={house.error} onRetry={() => void house.refetch()} retrying={house.isFetching} />
      ) : (
        <Table<HouseBalance>
          size="small"
          rowKey={(row) => `${row.code}:${row.asset}`}
          tableLayout="fixed"
          pagination={false}
          columns={columns}
          dataSource={house.data?.items ?? []}
          loading={house.isPending}
          locale={{ emptyText: house.isPending ? ' ' : <EmptyState text={t('ledger.house.empty')} /> }}
          onRow={(row) => ({ 'data-testid': 'house-row', 'data-code': row.code, 'data-asset': row.asset }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </Card>
  );
}
