import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { StaffView, UserDetail, UserSessionRow, UserStatus } from '@veritex/shared';
import { Alert, App, Button, Descriptions, type DescriptionsProps, Drawer, Form, Input, Modal, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSpecLang } from '../api';
import { compactJson, EMPTY_VALUE, EmptyState, LoadError, Mono, regionName, regionNamesFor, StatusTag, TimeText } from '../components';
import { useSetUserStatus, useUser } from '../queries';
import { can } from '../roles';
import { Amount } from './finance/financeUi';
import { UserLimitsPanel } from './UserLimitsPanel';
import { TwoFactorTag, UserActivity, UserBalances, UserHelpActions, UserNotices } from './userDesk';

/** The server's bounds for a reason (admin/setUserStatus). */
const REASON_MIN = 3;
const REASON_MAX = 500;

/** Shown first, in this order; any further field the server sends follows under its own name. */
const KNOWN_FIELDS = [
  'id',
  'account',
  'status',
  'name',
  'email',
  'phone',
  'nationality',
  'lang',
  'invitation_code',
  'inviter_id',
  'created_at',
  'failed_login_count',
  'locked_until',
  'two_factor',
  'transaction_password',
  'usdt',
  'bank_name',
  'bank_number',
  'alipay_account',
  'weixin_nickname',
  'weixin_account',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const KNOWN_FIELD_SET: ReadonlySet<string> = new Set(KNOWN_FIELDS);

interface UserDrawerProps {
  userId: string | undefined;
  staff: StaffView;
  onClose: () => void;
  onOpenUser: (id: string) => void;
}

export function UserDrawer({ userId, staff, onClose, onOpenUser }: UserDrawerProps) {
  const { t } = useTranslation('admin');
  // Keeps showing the last user while the drawer slides shut.
  const [shownId, setShownId] = useState(userId);
  if (userId !== undefined && userId !== shownId) setShownId(userId);
  const detail = useUser(shownId);
  const [statusTarget, setStatusTarget] = useState<UserStatus | null>(null);
  const user = detail.data?.user;
  const mayChangeStatus = can(staff.roles, 'setUserStatus');

  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      size={760}
      title={shownId ? t('user.title', { id: shownId }) : ''}
      extra={user && mayChangeStatus ? <StatusButton user={user} onClick={setStatusTarget} /> : null}
      data-testid="admin-user-drawer"
    >
      {detail.isError && !detail.data ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <UserNotices answer={detail.data} />
          <UserFields user={detail.data.user} onOpenUser={onOpenUser} />
          <UserHelpActions answer={detail.data} staff={staff} />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('userDesk.balances.title')}
          </Typography.Title>
          <UserBalances balances={detail.data.balances} />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('user.sessions.title', { count: detail.data.sessions.length })}
          </Typography.Title>
          <SessionsTable sessions={detail.data.sessions} />
          <UserLimitsPanel userId={detail.data.user.id} />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('userDesk.activity.title')}
          </Typography.Title>
          <UserActivity key={detail.data.user.id} userId={detail.data.user.id} />
        </>
      )}
      {user && <StatusChangeModal user={user} target={statusTarget} onClose={() => setStatusTarget(null)} />}
    </Drawer>
  );
}

function StatusButton({ user, onClick }: { user: UserDetail; onClick: (target: UserStatus) => void }) {
  const { t } = useTranslation('admin');
  if (user.status === 'disabled') {
    return (
      <Button icon={<CheckCircleOutlined />} onClick={() => onClick('active')} data-testid="admin-user-enable">
        {t('user.enable')}
      </Button>
    );
  }
  return (
    <Button danger icon={<StopOutlined />} onClick={() => onClick('disabled')} data-testid="admin-user-disable">
      {t('user.disable')}
    </Button>
  );
}

function UserFields({ user, onOpenUser }: { user: UserDetail; onOpenUser: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const render = useFieldRenderer(onOpenUser);
  const extraKeys = Object.keys(user).filter((key) => !KNOWN_FIELD_SET.has(key));
  const items: DescriptionsProps['items'] = [
    ...KNOWN_FIELDS.map((key) => ({ key, label: fieldLabel(t, key), children: render(key, user) })),
    ...extraKeys.map((key) => ({ key, label: key, children: renderPlain((user as Record<string, unknown>)[key]) })),
  ];
  return <Descriptions size="small" bordered column={2} items={items} styles={{ label: { width: 150 } }} />;
}

/** The fields this desk added are labelled from its own keys (userDesk.*). */
function fieldLabel(t: (key: string) => string, key: KnownField): string {
  if (key === 'two_factor') return t('userDesk.twoFactor.label');
  if (key === 'usdt') return t('userDesk.usdtField');
  return t(`user.fields.${key}`);
}

function useFieldRenderer(onOpenUser: (id: string) => void): (key: KnownField, user: UserDetail) => ReactNode {
  const { t, i18n } = useTranslation('admin');
  const regionNames = regionNamesFor(toSpecLang(i18n.resolvedLanguage ?? i18n.language));
  return (key, user) => {
    switch (key) {
      case 'id':
      case 'invitation_code':
        return user[key] ? <Typography.Text copyable={{ text: user[key] }}>{<Mono>{user[key]}</Mono>}</Typography.Text> : EMPTY_VALUE;
      case 'status':
        return <StatusTag status={user.status} />;
      case 'created_at':
        return <TimeText iso={user.created_at} />;
      case 'locked_until':
        return <LockedUntil iso={user.locked_until} />;
      case 'inviter_id':
        return user.inviter_id ? (
          <Typography.Link onClick={() => onOpenUser(String(user.inviter_id))}>
            <Mono>{String(user.inviter_id)}</Mono>
          </Typography.Link>
        ) : (
          EMPTY_VALUE
        );
      case 'nationality':
        return user.nationality ? `${user.nationality} · ${regionName(regionNames, user.nationality)}` : EMPTY_VALUE;
      case 'two_factor':
        return <TwoFactorTag on={user.two_factor} />;
      case 'transaction_password':
        return user.transaction_password ? t('user.values.set') : t('user.values.notSet');
      case 'phone':
        return user.phone ? <Mono>{user.phone}</Mono> : EMPTY_VALUE;
      case 'usdt':
        return <Amount value={user.usdt} />;
      case 'failed_login_count':
        return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{String(user[key] ?? EMPTY_VALUE)}</span>;
      default:
        return renderPlain(user[key]);
    }
  };
}

function LockedUntil({ iso }: { iso: string | null }) {
  const { t } = useTranslation('admin');
  if (!iso) return <span>{EMPTY_VALUE}</span>;
  const locked = dayjs(iso).isAfter(dayjs());
  return (
    <span>
      <TimeText iso={iso} /> {locked && <Typography.Text type="danger">{t('user.values.lockedNow')}</Typography.Text>}
    </span>
  );
}

function renderPlain(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'object') return <Mono wrap>{compactJson(value)}</Mono>;
  return String(value);
}

function SessionsTable({ sessions }: { sessions: UserSessionRow[] }) {
  const { t } = useTranslation('admin');
  const showExpiry = sessions.some((session) => session.expires_at);
  return (
    <Table<UserSessionRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={sessions}
      locale={{ emptyText: <EmptyState text={t('user.sessions.empty')} /> }}
      columns={[
        { title: t('user.sessions.id'), dataIndex: 'id', width: 70, render: (value: string) => <Mono>{value}</Mono> },
        { title: t('user.sessions.createdAt'), dataIndex: 'created_at', width: 150, render: (value: string) => <TimeText iso={value} /> },
        { title: t('user.sessions.lastSeenAt'), dataIndex: 'last_seen_at', width: 150, render: (value: string | null) => <TimeText iso={value} /> },
        ...(showExpiry
          ? [{ title: t('user.sessions.expiresAt'), dataIndex: 'expires_at', width: 150, render: (value: string | null) => <TimeText iso={value} /> }]
          : []),
        { title: t('user.sessions.ip'), dataIndex: 'ip', width: 120, render: (value: string | undefined) => (value ? <Mono>{value}</Mono> : EMPTY_VALUE) },
        {
          title: t('user.sessions.userAgent'),
          dataIndex: 'user_agent',
          ellipsis: { showTitle: true },
          render: (value: string | undefined) => value || EMPTY_VALUE,
        },
      ]}
    />
  );
}

function StatusChangeModal({ user, target, onClose }: { user: UserDetail; target: UserStatus | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const setStatus = useSetUserStatus();
  const disabling = target === 'disabled';
  // The full address, not `account` (cut to 12 characters): staff must see exactly whom they act on.
  const who = { id: user.id, account: user.phone || user.email || user.account };

  const onFinish = ({ reason }: { reason: string }) => {
    if (!target) return;
    setStatus.mutate(
      { id: user.id, status: target, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t(disabling ? 'user.statusModal.disabledDone' : 'user.statusModal.enabledDone', who));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={t(disabling ? 'user.statusModal.disableTitle' : 'user.statusModal.enableTitle', who)}
      okText={t(disabling ? 'user.statusModal.disableConfirm' : 'user.statusModal.enableConfirm')}
      okButtonProps={{ danger: disabling, loading: setStatus.isPending, 'data-testid': 'admin-status-confirm' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: setStatus.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !setStatus.isPending }}
    >
      <Alert type={disabling ? 'warning' : 'info'} showIcon title={t(disabling ? 'user.statusModal.disableEffect' : 'user.statusModal.enableEffect')} />
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={setStatus.isPending} style={{ marginTop: 16 }} preserve={false}>
        <Form.Item
          name="reason"
          label={t('user.statusModal.reason')}
          validateFirst
          extra={t('user.statusModal.auditNote')}
          rules={[
            { required: true, whitespace: true, message: t('user.statusModal.reasonRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                (value ?? '').trim().length >= REASON_MIN
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.statusModal.reasonTooShort', { count: REASON_MIN }))),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('user.statusModal.reasonPlaceholder')} data-testid="admin-status-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
