import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import {
  BCP47_BY_LANG,
  type RiskHouseBalance,
  type RiskInstrument,
  type RiskLiquidation,
  type RiskOverview,
  type RiskSide,
  type StaffView,
} from '@veritex/shared';
import { Card, Col, Flex, Progress, Row, Skeleton, Statistic, Table, type TableColumnsType, Tag, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { toSpecLang } from '../api';
import { EMPTY_VALUE, EmptyState, LoadError, Mono } from '../components';
import { RISK_REFRESH_MS, useRiskOverview } from '../queries';
import { can } from '../roles';
import { Amount, CompactTime, decimalSign, RefreshControl, tableWidth, UserRef } from './finance/financeUi';

/** A bar turns red above this share of the cap. */
const HIGH_USE_PCT = 80;
/** The server trades on a tick no older than this (derivatives MAX_TICK_AGE_MS); an older mark is flagged. */
const MARK_FRESH_MS = 5_000;

/**
 * Trading risk: what the house carries as the counterparty of leveraged positions and delivery
 * contracts. It only reads (admin/riskOverview) and reads again every 10 s.
 */
export function RiskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const risk = useRiskOverview();
  const data = risk.data;
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('risk.title')}
        extra={
          <Flex gap={12} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('risk.autoRefresh', { seconds: RISK_REFRESH_MS / 1000 })}
            </Typography.Text>
            <RefreshControl updatedAt={risk.dataUpdatedAt} fetching={risk.isFetching} onRefresh={() => void risk.refetch()} testId="risk-refresh" />
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
          {t('risk.explanation')}
        </Typography.Paragraph>
        {risk.isError && !data ? (
          <LoadError error={risk.error} onRetry={() => void risk.refetch()} retrying={risk.isFetching} />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <HouseBalances house={data.house} />
            </Col>
            <Col xs={24} xl={8}>
              <DeliveryTotals delivery={data.delivery} />
            </Col>
          </Row>
        )}
      </Card>
      {data ? <InstrumentsCard data={data} loading={risk.isPending} /> : null}
      {data ? <LiquidationsCard liquidations={data.liquidations} linkUsers={can(staff.roles, 'users')} /> : null}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: '10px 16px', height: '100%' }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {title}
      </Typography.Text>
      {children}
    </div>
  );
}

function HouseBalances({ house }: { house: RiskHouseBalance[] }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <Section title={t('risk.house.title')}>
      <Row gutter={[16, 8]}>
        {house.map((row) => (
          <Col key={row.code} xs={12} md={6} data-testid={`risk-house-${row.code}`}>
            <Statistic
              title={
                <Tooltip title={t(`risk.house.help.${row.code}`, { defaultValue: '' })}>
                  <span>
                    {t(`risk.house.codes.${row.code}`, { defaultValue: row.code })} <InfoCircleOutlined style={{ fontSize: 11 }} />
                  </span>
                </Tooltip>
              }
              value={row.balance}
              // A house account below zero has paid out more than it took in: shown in red.
              formatter={() => (
                <Amount value={row.balance} strong style={{ fontSize: 20, color: decimalSign(row.balance) < 0 ? token.colorErrorText : undefined }} />
              )}
            />
          </Col>
        ))}
      </Row>
    </Section>
  );
}

function DeliveryTotals({ delivery }: { delivery: RiskOverview['delivery'] }) {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('risk.delivery.title')}>
      <Row gutter={[16, 8]}>
        <Col span={10} data-testid="risk-delivery-orders">
          <Statistic
            title={t('risk.delivery.openOrders')}
            value={delivery.open_orders}
            formatter={() => <Amount value={String(delivery.open_orders)} strong style={{ fontSize: 20 }} />}
          />
        </Col>
        <Col span={14} data-testid="risk-delivery-stake">
          <Statistic
            title={t('risk.delivery.openStake')}
            value={delivery.open_stake}
            formatter={() => <Amount value={delivery.open_stake} strong style={{ fontSize: 20 }} />}
          />
        </Col>
      </Row>
    </Section>
  );
}

function usePercentFormat(): (pct: string) => string {
  const { i18n } = useTranslation('admin');
  const locale = BCP47_BY_LANG[toSpecLang(i18n.resolvedLanguage ?? i18n.language)];
  // A share for the eye, not money: the server's two decimals, in the language's percent style.
  const format = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  return (pct) => format.format(Number(pct) / 100);
}

function ExposureCell({ side, testId }: { side: RiskSide; testId: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const percent = usePercentFormat();
  const used = side.used_pct === null ? null : Number(side.used_pct);
  const high = used !== null && used > HIGH_USE_PCT;
  const counts = t('risk.instruments.counts', { open: side.open_count, pending: side.pending_count });
  // A side without positions carries nothing: one muted line keeps the busy rows easy to find.
  if (side.open_count + side.pending_count === 0) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-used={side.used_pct ?? ''} data-high="false" style={{ fontSize: 12 }}>
        {counts}
      </Typography.Text>
    );
  }
  return (
    <div data-testid={testId} data-used={side.used_pct ?? ''} data-high={high ? 'true' : 'false'} style={{ lineHeight: 1.3 }}>
      <Flex justify="space-between" gap={8}>
        <Amount value={side.notional} strong />
        <span
          dir="ltr"
          style={{ fontVariantNumeric: 'tabular-nums', color: high ? token.colorErrorText : token.colorTextSecondary, fontWeight: high ? 600 : 400 }}
        >
          {side.used_pct === null ? EMPTY_VALUE : percent(side.used_pct)}
        </span>
      </Flex>
      <Progress
        percent={Math.min(used ?? 0, 100)}
        showInfo={false}
        size="small"
        strokeColor={high ? token.colorError : token.colorPrimary}
        style={{ margin: '2px 0' }}
        aria-label={side.used_pct ?? undefined}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {counts}
      </Typography.Text>
    </div>
  );
}

function MarkCell({ row, at }: { row: RiskInstrument; at: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { token } = theme.useToken();
  if (row.mark === null || row.mark_at === null) return <Typography.Text type="secondary">{t('risk.instruments.noPrice')}</Typography.Text>;
  const stale = dayjs(at).diff(dayjs(row.mark_at)) > MARK_FRESH_MS;
  // Both lines keep to the column's end in either direction; only the figures themselves read left to right.
  return (
    <div style={{ lineHeight: 1.3, textAlign: 'end' }}>
      <div>
        <Amount value={row.mark} />
      </div>
      <Tooltip title={stale ? `${t('risk.instruments.staleMark')} · ${row.mark_at}` : row.mark_at}>
        <div style={{ fontSize: 12, color: stale ? token.colorWarningText : token.colorTextSecondary }}>
          {stale ? <WarningOutlined style={{ marginInlineEnd: 4 }} /> : null}
          <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {stale ? format.dateTime(row.mark_at) : format.clock(row.mark_at)}
          </span>
        </div>
      </Tooltip>
    </div>
  );
}

function InstrumentsCard({ data, loading }: { data: RiskOverview; loading: boolean }) {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<RiskInstrument> = [
    {
      title: t('risk.instruments.columns.instrument'),
      dataIndex: 'symbol',
      width: 180,
      render: (_value: string, row) => (
        <div style={{ lineHeight: 1.3 }}>
          <Mono style={{ fontWeight: 600 }}>{row.symbol}</Mono>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.name} · {t(`risk.categories.${row.category}`, { defaultValue: row.category })}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('risk.instruments.columns.market'),
      dataIndex: 'open',
      width: 84,
      render: (open: boolean) => <Tag color={open ? 'success' : 'default'}>{t(open ? 'risk.instruments.open' : 'risk.instruments.closed')}</Tag>,
    },
    {
      title: t('risk.instruments.columns.mark'),
      dataIndex: 'mark',
      width: 120,
      align: 'end',
      render: (_value: string, row) => <MarkCell row={row} at={data.at} />,
    },
    {
      title: t('risk.instruments.columns.long'),
      dataIndex: 'long',
      width: 220,
      render: (side: RiskSide, row) => <ExposureCell side={side} testId={`risk-${row.symbol}-long`} />,
    },
    {
      title: t('risk.instruments.columns.short'),
      dataIndex: 'short',
      width: 220,
      render: (side: RiskSide, row) => <ExposureCell side={side} testId={`risk-${row.symbol}-short`} />,
    },
    { title: t('risk.instruments.columns.cap'), dataIndex: 'exposure_cap', width: 140, align: 'end', render: (value: string) => <Amount value={value} /> },
  ];
  return (
    <Card size="small" title={t('risk.instruments.title')}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('risk.instruments.explanation')}
      </Typography.Paragraph>
      <Table<RiskInstrument>
        size="small"
        rowKey="symbol"
        tableLayout="fixed"
        pagination={false}
        scroll={{ x: tableWidth(columns, 0) }}
        columns={columns}
        dataSource={data.instruments}
        loading={loading}
        locale={{ emptyText: <EmptyState text={t('risk.instruments.empty')} /> }}
        onRow={(row) => ({ 'data-testid': 'risk-instrument-row', 'data-symbol': row.symbol }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

function LiquidationsCard({ liquidations, linkUsers }: { liquidations: RiskLiquidation[]; linkUsers: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const columns: TableColumnsType<RiskLiquidation> = [
    { title: t('risk.liquidations.columns.time'), dataIndex: 'close_tick_at', width: 100, render: (value: string | null) => <CompactTime iso={value} /> },
    { title: t('risk.liquidations.columns.position'), dataIndex: 'position_id', width: 90, render: (value: string) => <Mono>#{value}</Mono> },
    { title: t('risk.liquidations.columns.user'), dataIndex: 'user_id', width: 80, render: (value: string) => <UserRef id={value} linkable={linkUsers} /> },
    { title: t('risk.liquidations.columns.symbol'), dataIndex: 'symbol', width: 140, render: (value: string) => <Mono>{value}</Mono> },
    {
      title: t('risk.liquidations.columns.side'),
      dataIndex: 'side',
      width: 100,
      render: (value: 'long' | 'short') => <Tag color={value === 'long' ? 'green' : 'red'}>{t(`risk.sides.${value}`)}</Tag>,
    },
    {
      title: t('risk.liquidations.columns.lotsLeverage'),
      dataIndex: 'lots',
      width: 90,
      align: 'end',
      render: (value: number, row) => (
        <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {value} · {row.leverage}×
        </span>
      ),
    },
    {
      title: t('risk.liquidations.columns.closePrice'),
      dataIndex: 'close_price',
      width: 120,
      align: 'end',
      render: (value: string | null) => <Amount value={value} />,
    },
    {
      title: t('risk.liquidations.columns.pnl'),
      dataIndex: 'realised_pnl',
      width: 120,
      align: 'end',
      render: (value: string | null) => <Amount value={value} signed />,
    },
    {
      title: t('risk.liquidations.columns.shortfall'),
      dataIndex: 'insurance_shortfall',
      width: 130,
      align: 'end',
      render: (value: string) =>
        decimalSign(value) > 0 ? <Amount value={value} strong style={{ color: token.colorErrorText }} /> : <span>{EMPTY_VALUE}</span>,
    },
  ];
  return (
    <Card size="small" title={t('risk.liquidations.title')}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('risk.liquidations.explanation')}
      </Typography.Paragraph>
      <Table<RiskLiquidation>
        size="small"
        rowKey="position_id"
        tableLayout="fixed"
        pagination={false}
        scroll={{ x: tableWidth(columns, 0) }}
        columns={columns}
        dataSource={liquidations}
        locale={{ emptyText: <EmptyState text={t('risk.liquidations.empty')} /> }}
        onRow={(row) => ({ 'data-testid': 'risk-liquidation-row', 'data-position': row.position_id }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
