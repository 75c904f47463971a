import { RollbackOutlined } from '@ant-design/icons';
import { REFERRAL_COMMISSION_STATUSES, type ReferralCommissionAdmin, type ReferralCommissionStatus, type ReferralRules, type StaffView } from '@veritex/shared';
import { Button, Card, Descriptions, Flex, Input, Row, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, FigureTile, LoadError, Mono, TimeText } from '../../components';
import { can } from '../../roles';
import { Amount, CompactTime, QUEUE_TAB_PROPS, RefreshControl, TabLabel, tableWidth, UserRef, useOpaqueHeaderCell, WrapText } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { PAGE_SIZES, usePagedSearch } from '../usePagedSearch';
import { type CommissionFilter, useReferralCommissions, useReverseCommission } from './referralQueries';

type CommissionTab = ReferralCommissionStatus | 'all';
const TABS: readonly CommissionTab[] = [...REFERRAL_COMMISSION_STATUSES, 'all'];
const USER_ID_PATTERN = /^\d{1,18}$/;

function toTab(value: string | undefined): CommissionTab {
  return TABS.find((tab) => tab === value) ?? 'pending';
}

const STATUS_COLORS: Record<ReferralCommissionStatus, string> = { pending: 'processing', available: 'success', reversed: 'error' };

/**
 * The referral desk: commissions paid from trading fees, pending first (those staff may still
 * reverse for self-dealing or wash trading, with a reason), by beneficiary or by trader. The
 * totals and the rules in force sit above the list; the tab, filters and page live in the address.
 */
export function ReferralDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { page, pageSize, update, extras } = usePagedSearch({ extraKeys: ['status', 'user', 'trader'] });
  const tab = toTab(extras.status);
  const filter: CommissionFilter = {
    status: tab === 'all' ? undefined : tab,
    userId: USER_ID_PATTERN.test(extras.user ?? '') ? extras.user : undefined,
    sourceUserId: USER_ID_PATTERN.test(extras.trader ?? '') ? extras.trader : undefined,
  };
  const list = useReferralCommissions(filter, page, pageSize);
  const [reversing, setReversing] = useState<ReferralCommissionAdmin | null>(null);
  const mayReverse = can(staff.roles, 'reverseCommissions');
  const columns = useCommissionColumns({ mayReverse, linkUsers: can(staff.roles, 'users'), onReverse: setReversing });

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('referralDesk.overview.title')}
        extra={<RefreshControl updatedAt={list.dataUpdatedAt} fetching={list.isFetching} onRefresh={() => void list.refetch()} testId="referral-refresh" />}
        data-testid="referral-overview"
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
          {t('referralDesk.overview.explanation')}
        </Typography.Paragraph>
        <Row gutter={[12, 12]}>
          {(['pending', 'available', 'reversed'] as const).map((status) => (
            <FigureTile
              key={status}
              label={t(`referralDesk.totals.${status}`)}
              help={t(`referralDesk.totals.${status}Help`)}
              testId={`referral-total-${status}`}
              col={{ xs: 24, md: 8, xxl: 4 }}
            >
              <Amount value={list.data?.totals[status]} asset={list.data?.rules.fee_asset} strong style={{ fontSize: 18 }} />
            </FigureTile>
          ))}
          <FigureTile label={t('referralDesk.rules.title')} testId="referral-rules" col={{ xs: 24, xxl: 12 }}>
            {list.data ? <RulesLine rules={list.data.rules} /> : EMPTY_VALUE}
          </FigureTile>
        </Row>
      </Card>
      <Card
        size="small"
        title={t('referralDesk.list.title')}
        activeTabKey={tab}
        onTabChange={(key) => update({ status: key === 'pending' ? undefined : key, page: 1 })}
        tabProps={QUEUE_TAB_PROPS}
        tabList={TABS.map((key) => ({ key, label: <TabLabel testId={`referral-tab-${key}`}>{t(`referralDesk.tabs.${key}`)}</TabLabel> }))}
        tabBarExtraContent={<UserFilters user={extras.user ?? ''} trader={extras.trader ?? ''} onChange={(changes) => update({ ...changes, page: 1 })} />}
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {t(`referralDesk.explanation.${tab}`)}
        </Typography.Paragraph>
        {list.isError && !list.data ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <Table<ReferralCommissionAdmin>
            size="small"
            rowKey="id"
            tableLayout="fixed"
            scroll={{ x: tableWidth(columns, 160) }}
            columns={columns}
            dataSource={list.data?.items ?? []}
            loading={list.isPending || list.isPlaceholderData}
            locale={{ emptyText: list.isPending ? ' ' : <EmptyState text={t(`referralDesk.empty.${tab}`)} /> }}
            onRow={(row) => ({ 'data-testid': `referral-row-${row.id}`, 'data-id': row.id, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (total) => t('common.total', { count: total }),
              onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
              size: 'small',
            }}
          />
        )}
      </Card>
      <ReverseModal commission={reversing} onClose={() => setReversing(null)} />
    </Flex>
  );
}

/** The shares per level, the depth paid and the hold: the rules the commissions in the list were paid under now. */
function RulesLine({ rules }: { rules: ReferralRules }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ lineHeight: 1.6 }}>
      <Space size={[6, 4]} wrap>
        {rules.shares.map((share) => (
          <Tag key={share.level} color={share.paid ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }} data-testid={`referral-share-${share.level}`}>
            {t('referralDesk.rules.level', { level: share.level })} <span dir="ltr">{share.share_pct}%</span>
            {share.paid ? '' : ` · ${t('referralDesk.rules.notPaid')}`}
          </Tag>
        ))}
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {t('referralDesk.rules.summary', { depth: rules.depth, max: rules.max_depth, hours: rules.hold_hours, asset: rules.fee_asset })}
      </Typography.Text>
    </div>
  );
}

/** Filter by the beneficiary or by the trader whose fee paid the commission (user ids). */
function UserFilters({ user, trader, onChange }: { user: string; trader: string; onChange: (changes: { user?: string; trader?: string }) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState({ user, trader });
  const apply = (next: { user: string; trader: string }) => onChange({ user: next.user.trim() || undefined, trader: next.trader.trim() || undefined });
  const invalid = (value: string) => value.trim() !== '' && !USER_ID_PATTERN.test(value.trim());
  return (
    <Space size={8} style={{ paddingBlock: 6 }}>
      {(['user', 'trader'] as const).map((key) => (
        <Input
          key={key}
          size="small"
          allowClear
          inputMode="numeric"
          status={invalid(draft[key]) ? 'error' : undefined}
          placeholder={t(`referralDesk.filters.${key}`)}
          aria-label={t(`referralDesk.filters.${key}`)}
          value={draft[key]}
          style={{ width: 150 }}
          onChange={(event) => {
            const next = { ...draft, [key]: event.target.value };
            setDraft(next);
            // The clear button empties the box: the list follows at once.
            if (event.type !== 'change') apply(next);
          }}
          onPressEnter={() => apply(draft)}
          data-testid={`referral-filter-${key}`}
        />
      ))}
    </Space>
  );
}

interface ColumnOptions {
  mayReverse: boolean;
  linkUsers: boolean;
  onReverse: (commission: ReferralCommissionAdmin) => void;
}

function useCommissionColumns({ mayReverse, linkUsers, onReverse }: ColumnOptions): TableColumnsType<ReferralCommissionAdmin> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<ReferralCommissionAdmin> = [
    { title: t('referralDesk.columns.id'), dataIndex: 'id', width: 64, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('referralDesk.columns.createdAt'), dataIndex: 'created_at', width: 96, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('referralDesk.columns.beneficiary'),
      dataIndex: 'beneficiary_id',
      width: 110,
      render: (value: string, row) => (
        <div style={{ lineHeight: 1.3 }}>
          <UserRef id={value} linkable={linkUsers} />
          <Tag style={{ marginInlineEnd: 0, marginTop: 2 }}>{t('referralDesk.rules.level', { level: row.level })}</Tag>
        </div>
      ),
    },
    {
      title: t('referralDesk.columns.source'),
      key: 'source',
      width: 190,
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35, minWidth: 0 }}>
          <div>
            {t(`referralDesk.sources.${row.source_kind}`)} <Mono>{row.symbol}</Mono>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('referralDesk.columns.trader')} <UserRefInline id={row.source_user_id} linkable={linkUsers} /> · <Mono>#{row.source_id}</Mono>
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('referralDesk.columns.fee'),
      key: 'fee',
      width: 140,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.fee} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            × <span dir="ltr">{row.share_pct}%</span>
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('referralDesk.columns.amount'),
      dataIndex: 'amount',
      width: 140,
      align: 'end',
      render: (value: string, row) => <Amount value={value} asset={row.asset} strong />,
    },
    { title: t('referralDesk.columns.status'), key: 'status', render: (_value: unknown, row) => <StatusCell commission={row} /> },
  ];
  if (mayReverse) {
    columns.push({
      title: t('referralDesk.columns.actions'),
      key: 'actions',
      width: 96,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) =>
        row.status === 'pending' ? (
          <Button size="small" danger icon={<RollbackOutlined />} onClick={() => onReverse(row)} data-testid="referral-reverse">
            {t('referralDesk.reverse.button')}
          </Button>
        ) : null,
    });
  }
  return columns;
}

function UserRefInline({ id, linkable }: { id: string; linkable: boolean }) {
  return (
    <span style={{ display: 'inline-block', verticalAlign: 'bottom' }}>
      <UserRef id={id} linkable={linkable} />
    </span>
  );
}

/** The state, when the hold ends (pending), when it was released, or who reversed it and why. */
function StatusCell({ commission }: { commission: ReferralCommissionAdmin }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ lineHeight: 1.35, minWidth: 0 }}>
      <Tag color={STATUS_COLORS[commission.status]} style={{ marginInlineEnd: 0 }}>
        {t(`referralDesk.tabs.${commission.status}`)}
      </Tag>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {commission.status === 'pending' ? (
          <Tooltip title={t('referralDesk.holdHelp')}>
            <span>
              {t('referralDesk.holdUntil')} <TimeText iso={commission.available_at} />
            </span>
          </Tooltip>
        ) : commission.status === 'available' ? (
          <>
            {t('referralDesk.releasedAt')} <TimeText iso={commission.released_at} />
          </>
        ) : (
          <>
            <TimeText iso={commission.reversed_at} /> · {commission.reversed_by ?? EMPTY_VALUE}
          </>
        )}
      </Typography.Text>
      {commission.status === 'reversed' ? <WrapText text={commission.reason} /> : null}
    </div>
  );
}

/** Reverse one pending commission: restates it, says what happens, asks for the reason. */
function ReverseModal({ commission, onClose }: { commission: ReferralCommissionAdmin | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reverse = useReverseCommission();
  return (
    <ReviewModal
      open={commission !== null}
      title={t('referralDesk.reverse.title', { id: commission?.id ?? '' })}
      okText={t('referralDesk.reverse.confirm')}
      danger
      field="reason"
      effect={t('referralDesk.reverse.effect')}
      effectType="warning"
      pending={reverse.isPending}
      error={reverse.error}
      onCancel={() => {
        reverse.reset();
        onClose();
      }}
      onConfirm={(reason) => {
        if (!commission) return;
        reverse.mutate(
          { id: commission.id, reason },
          {
            onSuccess: () => {
              reverse.reset();
              onClose();
            },
          },
        );
      }}
      summary={
        commission && (
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              { key: 'amount', label: t('referralDesk.columns.amount'), children: <Amount value={commission.amount} asset={commission.asset} strong /> },
              { key: 'beneficiary', label: t('referralDesk.columns.beneficiary'), children: <Mono>#{commission.beneficiary_id}</Mono> },
              { key: 'level', label: t('referralDesk.reverse.level'), children: commission.level },
              {
                key: 'source',
                label: t('referralDesk.columns.source'),
                children: (
                  <span>
                    {t(`referralDesk.sources.${commission.source_kind}`)} <Mono>{commission.symbol}</Mono> · {t('referralDesk.columns.trader')}{' '}
                    <Mono>#{commission.source_user_id}</Mono>
                  </span>
                ),
              },
              { key: 'hold', label: t('referralDesk.holdUntil'), children: <TimeText iso={commission.available_at} /> },
            ]}
          />
        )
      }
    />
  );
}
