import { CheckOutlined, ClockCircleOutlined, DiffOutlined } from '@ant-design/icons';
import {
  ADJUSTMENT_STATUSES,
  type AdjustAnswer,
  type AdjustmentStatus,
  type AdjustmentView,
  type StaffView,
  USER_ACCOUNT_TYPES,
  type UserAccountType,
} from '@veritex/shared';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  theme,
} from 'antd';
import { type HTMLAttributes, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { CoinLabel } from '../../../components/coin/CoinIcon';
import { serverMessage } from '../../api';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, placeFieldError, StatusTag, TimeText } from '../../components';
import { type AdjustInput, useAdjust, useAdjustments, useApproveAdjustment, useLiabilities, useUserLookup } from '../../queries';
import { can } from '../../roles';
import { usePagedSearch } from '../usePagedSearch';
import {
  Amount,
  CompactTime,
  decimalSign,
  FinanceStatusTag,
  QUEUE_TAB_PROPS,
  REASON_MAX,
  RefreshControl,
  reasonRules,
  TabLabel,
  tableWidth,
  UserRef,
  useDecimalFormat,
  useOpaqueHeaderCell,
  WrapText,
} from './financeUi';
import { ReviewModal } from './ReviewModal';

const USER_ID_PATTERN = /^\d{1,18}$/;
const ASSET_PATTERN = /^[A-Z0-9]{2,12}$/;
/** Signed, at least one digit before the point; the asset's own scale is checked by the server. */
const SIGNED_AMOUNT_PATTERN = /^[+-]?\d+(\.\d+)?$/;
const LOOKUP_PAUSE_MS = 500;
const DEFAULT_ASSET = 'USDT';
const LIST_PAGE_SIZE = 20;

interface AdjustFields {
  user_id: string;
  account: UserAccountType;
  asset: string;
  amount: string;
  reason: string;
}

const FIELD_NAMES: ReadonlySet<string> = new Set(['user_id', 'account', 'asset', 'amount', 'reason']);

export function AdjustmentsPage({ staff }: { staff: StaffView }) {
  const mayAdjust = can(staff.roles, 'adjustBalance');
  return (
    <Flex vertical gap={16}>
      {mayAdjust && <AdjustForm staff={staff} />}
      <AdjustmentList staff={staff} />
    </Flex>
  );
}

/** The amount as the server takes it: no spaces, no leading "+". */
function normalizeAmount(value: string): string {
  return value.replace(/\s/g, '').replace(/^\+/, '');
}

function toInput(fields: AdjustFields): AdjustInput {
  return {
    user_id: fields.user_id.trim(),
    account: fields.account,
    asset: fields.asset.trim().toUpperCase(),
    amount: normalizeAmount(fields.amount),
    reason: fields.reason.trim(),
  };
}

function AdjustForm({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const format = useDecimalFormat();
  const [form] = Form.useForm<AdjustFields>();
  const adjust = useAdjust();
  const [confirming, setConfirming] = useState<AdjustInput | null>(null);
  const [result, setResult] = useState<{ answer: AdjustAnswer; input: AdjustInput } | null>(null);

  const userId = (Form.useWatch('user_id', form) ?? '').trim();
  const amount = normalizeAmount(Form.useWatch('amount', form) ?? '');
  const asset = (Form.useWatch('asset', form) ?? '').trim().toUpperCase();
  const lookupId = useDebounced(USER_ID_PATTERN.test(userId) ? userId : undefined, LOOKUP_PAUSE_MS);
  const mayLookUp = can(staff.roles, 'users');
  const lookup = useUserLookup(mayLookUp && lookupId === userId ? lookupId : undefined);
  const unknownUser = lookup.isError && lookup.error instanceof ApiError;
  const assets = useAssetOptions();

  const onFinish = (fields: AdjustFields) => {
    if (unknownUser) return;
    adjust.reset();
    setConfirming(toInput(fields));
  };

  const send = () => {
    if (!confirming) return;
    const input = confirming;
    // The same adjustment sent again after no answer keeps its request id (useAdjust), so the server applies it at most once.
    adjust.mutate(input, {
      onSuccess: (answer) => {
        setConfirming(null);
        setResult({ answer, input });
        // The result banner below the form says what happened; no toast repeats it.
        form.resetFields();
      },
      onError: (error) => {
        if (placeFieldError(form, error, FIELD_NAMES)) setConfirming(null);
      },
    });
  };

  const sign = SIGNED_AMOUNT_PATTERN.test(amount) ? decimalSign(amount) : 0;
  const lookedUp = lookup.data?.user;
  const userHelp =
    !mayLookUp || !USER_ID_PATTERN.test(userId) ? undefined : lookup.isFetching || lookupId !== userId ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('adjustments.form.lookingUp')}
      </Typography.Text>
    ) : lookedUp ? (
      <span style={{ fontSize: 12 }} data-testid="adjust-user-found">
        {lookedUp.email || lookedUp.phone || lookedUp.account} <StatusTag status={lookedUp.status} />
      </span>
    ) : unknownUser ? (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {serverMessage(lookup.error) || t('adjustments.form.userNotFound')}
      </Typography.Text>
    ) : undefined;

  return (
    <Card
      size="small"
      title={t('adjustments.form.title')}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('adjustments.form.auditNote')}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('adjustments.form.explanation')}
      </Typography.Paragraph>
      <Form<AdjustFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={adjust.isPending}
        initialValues={{ user_id: '', account: 'exchange', asset: DEFAULT_ASSET, amount: '', reason: '' }}
        data-testid="adjust-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={5}>
            <Form.Item
              name="user_id"
              label={t('adjustments.form.user')}
              normalize={(value: string) => value.replace(/\D/g, '')}
              validateStatus={unknownUser && lookupId === userId ? 'error' : undefined}
              help={userHelp}
              rules={[{ required: true, pattern: USER_ID_PATTERN, message: t('adjustments.form.userInvalid') }]}
            >
              <Input inputMode="numeric" autoComplete="off" placeholder={t('adjustments.form.userPlaceholder')} data-testid="adjust-user" />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name="account" label={t('adjustments.form.account')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={USER_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`finance.accounts.${type}`) }))}
                data-testid="adjust-account"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="asset"
              label={t('adjustments.form.asset')}
              normalize={(value: string) => value.toUpperCase().replace(/\s/g, '')}
              rules={[{ required: true, pattern: ASSET_PATTERN, message: t('adjustments.form.assetInvalid') }]}
            >
              <AutoComplete
                options={assets.map((value) => ({ value }))}
                filterOption={(input, option) => String(option?.value ?? '').startsWith(input.toUpperCase())}
              >
                <Input autoComplete="off" maxLength={12} data-testid="adjust-asset" />
              </AutoComplete>
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="amount"
              label={t('adjustments.form.amount')}
              extra={
                sign === 0 ? (
                  t('adjustments.form.amountHelp')
                ) : (
                  <span style={{ color: sign > 0 ? token.colorSuccessText : token.colorErrorText }}>
                    {t(sign > 0 ? 'adjustments.form.creditPreview' : 'adjustments.form.debitPreview', {
                      amount: format(amount.replace(/^-/, '')),
                      asset: asset || DEFAULT_ASSET,
                    })}
                  </span>
                )
              }
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('adjustments.form.amountRequired') },
                {
                  validator: (_rule, value: string | undefined) => {
                    const normalized = normalizeAmount(value ?? '');
                    if (!SIGNED_AMOUNT_PATTERN.test(normalized)) return Promise.reject(new Error(t('adjustments.form.amountInvalid')));
                    if (decimalSign(normalized) === 0) return Promise.reject(new Error(t('adjustments.form.amountZero')));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('adjustments.form.amountPlaceholder')}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="adjust-amount"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12} align="bottom">
          <Col xs={24} md={18}>
            <Form.Item name="reason" label={t('adjustments.form.reason')} validateFirst rules={reasonRules(t)}>
              <Input.TextArea rows={2} maxLength={REASON_MAX} showCount placeholder={t('adjustments.form.reasonPlaceholder')} data-testid="adjust-reason" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                icon={<DiffOutlined />}
                loading={adjust.isPending}
                disabled={unknownUser}
                data-testid="adjust-submit"
              >
                {t('adjustments.form.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {result && <AdjustResult answer={result.answer} input={result.input} onClose={() => setResult(null)} />}
      <ReviewModal
        open={confirming !== null}
        title={t('adjustments.confirm.title')}
        okText={t('adjustments.confirm.ok')}
        danger={confirming !== null && decimalSign(confirming.amount) < 0}
        effect={t('adjustments.confirm.effect')}
        pending={adjust.isPending}
        error={adjust.error}
        onCancel={() => setConfirming(null)}
        onConfirm={send}
        summary={confirming && <AdjustmentSummary input={confirming} account={lookedUp?.email || lookedUp?.phone || lookedUp?.account || ''} />}
      />
    </Card>
  );
}

function AdjustmentSummary({ input, account }: { input: AdjustInput; account: string }) {
  const { t } = useTranslation('admin');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      styles={{ label: { width: 130 } }}
      items={[
        { key: 'user', label: t('adjustments.columns.user'), children: <UserRef id={input.user_id} account={account} linkable={false} /> },
        { key: 'account', label: t('adjustments.columns.account'), children: t(`finance.accounts.${input.account}`) },
        {
          key: 'amount',
          label: t('adjustments.columns.amount'),
          children: <Amount value={input.amount} asset={input.asset} signed strong style={{ fontSize: 16 }} />,
        },
        { key: 'reason', label: t('adjustments.columns.reason'), children: <WrapText text={input.reason} /> },
      ]}
    />
  );
}

function AdjustResult({ answer, input, onClose }: { answer: AdjustAnswer; input: AdjustInput; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useDecimalFormat();
  const values = {
    id: answer.id,
    user: input.user_id,
    asset: input.asset,
    amount: format(input.amount, { signed: true }),
    account: t(`finance.accounts.${input.account}`),
  };
  const applied = answer.status === 'applied';
  return (
    <div data-testid="adjust-result" data-status={answer.status} data-id={answer.id}>
      <Alert
        type={applied ? 'success' : 'warning'}
        showIcon
        icon={applied ? <CheckOutlined /> : <ClockCircleOutlined />}
        closable={{ onClose }}
        title={t(applied ? 'adjustments.result.appliedTitle' : 'adjustments.result.pendingTitle', values)}
        description={t(applied ? 'adjustments.result.appliedText' : 'adjustments.result.pendingText', values)}
      />
    </div>
  );
}

/** Assets the ledger knows (from the liabilities report), USDT first; any other code can still be typed. */
function useAssetOptions(): string[] {
  const liabilities = useLiabilities();
  const known = new Set<string>([DEFAULT_ASSET]);
  for (const row of liabilities.data?.items ?? []) known.add(row.asset);
  return [...known];
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function toAdjustmentStatus(value: string | undefined): AdjustmentStatus {
  return ADJUSTMENT_STATUSES.find((status) => status === value) ?? 'pending';
}

function AdjustmentList({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { page, update, extras } = usePagedSearch({ extraKeys: ['status'] });
  const status = toAdjustmentStatus(extras.status);
  const adjustments = useAdjustments(status);
  const approve = useApproveAdjustment();
  const [approving, setApproving] = useState<AdjustmentView | null>(null);
  const mayApprove = can(staff.roles, 'approveAdjustment');
  const columns = useAdjustmentColumns({
    status,
    mayApprove,
    staff,
    busyId: approve.isPending ? approve.variables?.id : undefined,
    onApprove: (row) => {
      approve.reset();
      setApproving(row);
    },
  });
  const own = approving !== null && isOwn(approving, staff);

  return (
    <Card
      size="small"
      title={t('adjustments.list.title')}
      extra={<RefreshControl updatedAt={adjustments.dataUpdatedAt} fetching={adjustments.isFetching} onRefresh={() => void adjustments.refetch()} />}
      activeTabKey={status}
      onTabChange={(key) => update({ status: key === 'pending' ? undefined : key, page: 1 })}
      tabProps={QUEUE_TAB_PROPS}
      tabList={ADJUSTMENT_STATUSES.map((key) => ({ key, label: <TabLabel testId={`adjustment-tab-${key}`}>{t(`adjustments.tabs.${key}`)}</TabLabel> }))}
    >
      {adjustments.isError && !adjustments.data ? (
        <LoadError error={adjustments.error} onRetry={() => void adjustments.refetch()} retrying={adjustments.isFetching} />
      ) : (
        <Table<AdjustmentView>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 220) }}
          columns={columns}
          dataSource={adjustments.data?.items ?? []}
          loading={adjustments.isPending || adjustments.isPlaceholderData}
          locale={{ emptyText: adjustments.isPending ? ' ' : <EmptyState text={t(`adjustments.empty.${status}`)} /> }}
          onRow={(row) => ({ 'data-testid': 'adjustment-row', 'data-id': row.id, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize: LIST_PAGE_SIZE,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage) => update({ page: nextPage }),
            size: 'small',
          }}
        />
      )}
      <ReviewModal
        open={approving !== null}
        title={approving ? t('adjustments.approve.title', { id: approving.id }) : ''}
        okText={t('adjustments.approve.ok')}
        effect={t(own ? 'adjustments.approve.ownEffect' : 'adjustments.approve.effect')}
        effectType={own ? 'warning' : 'info'}
        pending={approve.isPending}
        error={approve.error}
        onCancel={() => setApproving(null)}
        onConfirm={() => {
          if (!approving) return;
          const { id } = approving;
          approve.mutate(
            { id },
            {
              onSuccess: () => {
                setApproving(null);
                void message.success(t('adjustments.approve.done', { id }));
              },
            },
          );
        }}
        summary={
          approving && (
            <Descriptions
              size="small"
              bordered
              column={1}
              styles={{ label: { width: 130 } }}
              items={[
                { key: 'user', label: t('adjustments.columns.user'), children: <UserRef id={approving.user_id} linkable={false} /> },
                {
                  key: 'account',
                  label: t('adjustments.columns.account'),
                  children: t(`finance.accounts.${approving.account}`, { defaultValue: approving.account }),
                },
                {
                  key: 'amount',
                  label: t('adjustments.columns.amount'),
                  children: <Amount value={approving.amount} asset={approving.asset} signed strong style={{ fontSize: 16 }} />,
                },
                { key: 'reason', label: t('adjustments.columns.reason'), children: <WrapText text={approving.reason} /> },
                { key: 'requestedBy', label: t('adjustments.columns.requestedBy'), children: approving.requested_by },
                { key: 'time', label: t('adjustments.columns.time'), children: <TimeText iso={approving.created_at} /> },
              ]}
            />
          )
        }
      />
    </Card>
  );
}

/** The requester is named by username (or id): the server refuses them as approver; the console only warns. */
function isOwn(row: AdjustmentView, staff: StaffView): boolean {
  return row.requested_by === staff.username || row.requested_by === staff.id;
}

interface ColumnOptions {
  status: AdjustmentStatus;
  mayApprove: boolean;
  staff: StaffView;
  busyId: string | undefined;
  onApprove: (row: AdjustmentView) => void;
}

function useAdjustmentColumns({ status, mayApprove, staff, busyId, onApprove }: ColumnOptions): TableColumnsType<AdjustmentView> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<AdjustmentView> = [
    { title: t('adjustments.columns.id'), dataIndex: 'id', width: 56, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('adjustments.columns.time'), dataIndex: 'created_at', width: 104, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('adjustments.columns.user'),
      dataIndex: 'user_id',
      width: 90,
      render: (value: string) => <UserRef id={value} linkable={can(staff.roles, 'users')} />,
    },
    {
      title: t('adjustments.columns.account'),
      dataIndex: 'account',
      width: 100,
      render: (value: string) => <Tag style={{ marginInlineEnd: 0 }}>{t(`finance.accounts.${value}`, { defaultValue: value })}</Tag>,
    },
    { title: t('adjustments.columns.asset'), dataIndex: 'asset', width: 96, render: (value: string) => <CoinLabel asset={value} /> },
    {
      title: t('adjustments.columns.amount'),
      dataIndex: 'amount',
      width: 140,
      align: 'end',
      render: (value: string) => <Amount value={value} signed strong />,
    },
    { title: t('adjustments.columns.reason'), dataIndex: 'reason', render: (value: string) => <WrapText text={value} /> },
    {
      title: t('adjustments.columns.requestedBy'),
      dataIndex: 'requested_by',
      width: 130,
      render: (value: string, row) => (
        <span>
          {value}{' '}
          {isOwn(row, staff) ? (
            <Tag color="gold" style={{ marginInlineStart: 4 }}>
              {t('adjustments.you')}
            </Tag>
          ) : null}
        </span>
      ),
    },
  ];
  if (status !== 'pending') {
    columns.push({ title: t('adjustments.columns.approvedBy'), dataIndex: 'approved_by', width: 120, render: (value: string | null) => value || EMPTY_VALUE });
  }
  columns.push({
    title: t('adjustments.columns.status'),
    dataIndex: 'status',
    width: 120,
    render: (value: string) => <FinanceStatusTag kind="adjustment" status={value} />,
  });
  if (status === 'pending' && mayApprove) {
    columns.push({
      title: t('adjustments.columns.actions'),
      key: 'actions',
      width: 124,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          loading={busyId === row.id}
          disabled={(busyId !== undefined && busyId !== row.id) || row.status !== 'pending'}
          onClick={() => onApprove(row)}
          data-testid="adjustment-approve"
        >
          {t('adjustments.approve.button')}
        </Button>
      ),
    });
  }
  return columns;
}
