import { RightOutlined } from '@ant-design/icons';
import type { AssetAmount, DashboardQueue, StaffView } from '@veritex/shared';
import { Badge, Card, Col, Flex, Row, Skeleton, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { LoadError } from '../../components';
import { ADMIN_BASE } from '../../paths';
import { can, type Section } from '../../roles';
import { useDashboard } from './consoleQueries';

/** Each queue's desk (the same permission the server used to count it for this role). */
const QUEUE_DESK: Record<DashboardQueue, Section> = {
  kyc: 'kyc',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  adjustments: 'adjustments',
  support: 'support',
  p2p: 'p2p',
  loans: 'loans',
};

const TILE_COL = { xs: 24, sm: 12, xl: 6 } as const;

/**
 * The console's home (issue 19 §7): today's figures for the Hong Kong day, from the ledger and the
 * order tables, and the open queues. Every tile opens its desk and is shown only to roles that may
 * open that desk (the server leaves out what the role may not read).
 */
export function DashboardPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dashboard = useDashboard();
  const data = dashboard.data;
  if (dashboard.isError && !data) return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  const finance = data?.finance ?? null;
  const may = (section: Section) => can(staff.roles, section);

  return (
    <Flex vertical gap={16} data-testid="admin-dashboard">
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dashboard.title')}
        </Typography.Title>
        {data ? (
          <Typography.Text type="secondary" data-testid="dashboard-day">
            {t('dashboard.day', { day: format.calendarDay(data.day), from: format.dateTime(data.from), to: format.dateTime(data.to) })}
          </Typography.Text>
        ) : null}
      </Flex>
      {dashboard.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {finance || data?.new_users !== null ? (
        <Card size="small" title={t('dashboard.today')}>
          <Row gutter={[12, 12]}>
            {finance && may('deposits') ? (
              <Tile id="deposits" desk="deposits" label={t('dashboard.tiles.deposits')}>
                <Amounts rows={finance.deposits} withCount />
              </Tile>
            ) : null}
            {finance && may('withdrawals') ? (
              <Tile id="withdrawals" desk="withdrawals" label={t('dashboard.tiles.withdrawals')}>
                <Amounts rows={finance.withdrawals} withCount />
              </Tile>
            ) : null}
            {finance && may('risk') ? (
              <Tile id="volume" desk="risk" label={t('dashboard.tiles.volume')}>
                <Labelled label={t('dashboard.volume.spot')}>
                  <Amounts rows={finance.volume.spot} />
                </Labelled>
                <Labelled label={t('dashboard.volume.contracts')}>
                  <Amounts rows={[finance.volume.contracts]} />
                </Labelled>
                <Labelled label={t('dashboard.volume.delivery')}>
                  <Amounts rows={[finance.volume.delivery]} />
                </Labelled>
              </Tile>
            ) : null}
            {finance && may('ledger') ? (
              <Tile id="fees" desk="ledger" label={t('dashboard.tiles.fees')}>
                <Amounts rows={finance.fees} />
              </Tile>
            ) : null}
            {data && data.new_users !== null && may('users') ? (
              <Tile id="newUsers" desk="users" label={t('dashboard.tiles.newUsers')}>
                <Figure>{format.fixed(String(data.new_users), 0)}</Figure>
              </Tile>
            ) : null}
            {finance && may('risk') ? (
              <Tile id="exposure" desk="risk" label={t('dashboard.tiles.exposure')}>
                <Labelled label={t('dashboard.exposure.long')}>
                  <Amounts rows={[{ asset: 'USDT', amount: finance.exposure.long, count: 0 }]} />
                </Labelled>
                <Labelled label={t('dashboard.exposure.short')}>
                  <Amounts rows={[{ asset: 'USDT', amount: finance.exposure.short, count: 0 }]} />
                </Labelled>
              </Tile>
            ) : null}
            {finance && may('ledger') ? (
              <Tile id="insurance" desk="ledger" label={t('dashboard.tiles.insurance')}>
                <Amounts rows={finance.insurance} />
              </Tile>
            ) : null}
          </Row>
        </Card>
      ) : null}
      {data && data.queues.length > 0 ? (
        <Card size="small" title={t('dashboard.queues')}>
          <Row gutter={[12, 12]}>
            {data.queues
              .filter((queue) => may(QUEUE_DESK[queue.queue]))
              .map((queue) => (
                <Tile
                  key={queue.queue}
                  id={`queue-${queue.queue}`}
                  desk={QUEUE_DESK[queue.queue]}
                  label={t(`dashboard.queue.${queue.queue}`)}
                  col={{ xs: 12, lg: 6, xxl: 3 }}
                >
                  <Badge status={queue.count > 0 ? 'warning' : 'success'} text={<Figure>{format.fixed(String(queue.count), 0)}</Figure>} />
                </Tile>
              ))}
          </Row>
        </Card>
      ) : null}
      {data && !finance && data.new_users === null && data.queues.length === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="dashboard-nothing">
          {t('dashboard.nothing')}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('dashboard.source')}
      </Typography.Text>
    </Flex>
  );
}

function Tile({ id, desk, label, col = TILE_COL, children }: { id: string; desk: Section; label: string; col?: object; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Col {...col}>
      <Link to={`${ADMIN_BASE}/${desk}`} data-testid={`dashboard-tile-${id}`} data-desk={desk} style={{ display: 'block', height: '100%', color: 'inherit' }}>
        <div
          style={{
            height: '100%',
            padding: '10px 14px',
            borderRadius: token.borderRadius,
            border: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorFillQuaternary,
          }}
        >
          <Flex justify="space-between" style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginBottom: 4 }}>
            <span>{label}</span>
            <RightOutlined />
          </Flex>
          {children}
        </div>
      </Link>
    </Col>
  );
}

function Figure({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" style={{ fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </span>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap={8} align="baseline">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Amounts per asset to two decimals (cut towards zero), the exact value on hover. */
function Amounts({ rows, withCount = false }: { rows: AssetAmount[]; withCount?: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (rows.length === 0) return <Figure>{format.amount('0', 2)}</Figure>;
  return (
    <Flex vertical>
      {rows.map((row) => (
        <Tooltip key={row.asset} title={`${row.amount} ${row.asset}`}>
          <span>
            <Figure>{format.amount(row.amount, 2)}</Figure>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.asset}
              {withCount ? ` · ${t('dashboard.count', { count: row.count })}` : ''}
            </Typography.Text>
          </span>
        </Tooltip>
      ))}
    </Flex>
  );
}
