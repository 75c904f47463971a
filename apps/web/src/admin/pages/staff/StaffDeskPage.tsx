import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIRECT_STAFF_ROLES, STAFF_ROLES, type StaffMember, type StaffRoleRequest, type StaffView } from '@veritex/shared';
import { Alert, App, Button, Card, Checkbox, Dropdown, Flex, Form, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, serverMessage } from '../../api';
import { LoadError, Mono, RoleTags, StatusTag, TimeText, testIdProps } from '../../components';
import { ADMIN_KEY } from '../../queries';
import { AllowlistCard } from './AllowlistCard';
import { OneTimePasswordModal, SignInLine } from './parts';

const DESK_KEY = [ADMIN_KEY, 'staffMembers'] as const;

/** The member actions of the "More" menu, each behind a confirmation. */
type MenuAction = 'requestSuperAdmin' | 'revokeSuperAdmin' | 'disable' | 'enable' | 'resetPassword' | 'resetTotp';

/**
 * The staff desk (super admins): members with their roles, state and last sign-in; creating one
 * (a one-time password shown once), roles, disabling, password and TOTP resets; super-admin
 * grants that a second super admin decides; the staff address allowlist. The server audits each.
 */
export function StaffDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const desk = useQuery({ queryKey: DESK_KEY, queryFn: () => adminCall('staffMembers') });
  const [creating, setCreating] = useState(false);
  const [oneTime, setOneTime] = useState<{ username: string; password: string } | null>(null);
  const pending = desk.data?.requests.filter((request) => request.status === 'pending').length ?? 0;
  return (
    <Flex vertical gap={16} data-testid="admin-staff">
      <Card
        size="small"
        title={t('staffDesk.title')}
        extra={
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="staff-new">
            {t('staffDesk.create.open')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('staffDesk.explanation')}
        </Typography.Paragraph>
        <Tabs
          items={[
            {
              key: 'members',
              label: t('staffDesk.tabs.members'),
              children:
                desk.isError && !desk.data ? (
                  <LoadError error={desk.error} onRetry={() => void desk.refetch()} retrying={desk.isFetching} />
                ) : (
                  <MembersTable
                    members={desk.data?.items ?? []}
                    grantPending={new Set(desk.data?.requests.filter((request) => request.status === 'pending').map((request) => request.staff_id))}
                    loading={desk.isPending}
                    self={staff}
                    onOneTime={setOneTime}
                  />
                ),
            },
            {
              key: 'grants',
              label: (
                <span data-testid="staff-tab-grants">
                  {t('staffDesk.tabs.grants')} {pending > 0 ? <Tag color="orange">{pending}</Tag> : null}
                </span>
              ),
              children: <GrantsTable requests={desk.data?.requests ?? []} loading={desk.isPending} self={staff} />,
            },
            { key: 'allowlist', label: <span data-testid="staff-tab-allowlist">{t('staffDesk.tabs.allowlist')}</span>, children: <AllowlistCard /> },
          ]}
        />
      </Card>
      <CreateModal open={creating} onClose={() => setCreating(false)} onCreated={setOneTime} />
      <OneTimePasswordModal shown={oneTime} onClose={() => setOneTime(null)} />
    </Flex>
  );
}

/** What the "More" menu of a member offers (the server refuses the rest anyway: self-disable, a second pending grant). */
function memberActions(member: StaffMember, self: StaffView, grantPending: ReadonlySet<string>): MenuAction[] {
  const superAdmin: MenuAction[] = member.roles.includes('super_admin') ? ['revokeSuperAdmin'] : grantPending.has(member.id) ? [] : ['requestSuperAdmin'];
  const status: MenuAction[] = member.status === 'active' ? (member.id === self.id ? [] : ['disable']) : ['enable'];
  return [...superAdmin, 'resetPassword', 'resetTotp', ...status];
}

/** A member action behind its confirmation; a password reset answers the one-time password to show. */
function useConfirmedAction(onOneTime: (shown: { username: string; password: string }) => void) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const act = useMutation({
    mutationFn: async ({ action, member }: { action: MenuAction; member: StaffMember }) => {
      const id = { id: member.id };
      if (action === 'requestSuperAdmin') await adminAction('staffRequestSuperAdmin', id, requestIds);
      else if (action === 'revokeSuperAdmin') await adminAction('staffRevokeSuperAdmin', id, requestIds);
      else if (action === 'disable' || action === 'enable')
        await adminAction('staffSetStatus', { ...id, status: action === 'disable' ? 'disabled' : 'active' }, requestIds);
      else if (action === 'resetTotp') await adminAction('staffResetTotp', id, requestIds);
      else {
        const answer = await adminAction('staffResetPassword', id, requestIds);
        onOneTime({ username: answer.username, password: answer.initial_password });
      }
      return action;
    },
    onSuccess: (action) => {
      if (action !== 'resetPassword') void message.success(t(`staffDesk.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
    },
  });
  return (action: MenuAction, member: StaffMember) =>
    modal.confirm({
      title: t(`staffDesk.confirm.${action}`, { username: member.username }),
      content: t(`staffDesk.confirmText.${action}`),
      okText: t(`staffDesk.actions.${action}`),
      okButtonProps: { danger: action !== 'enable' && action !== 'requestSuperAdmin', 'data-testid': 'staff-confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: () => act.mutateAsync({ action, member }),
    });
}

function MemberCell({ member, self }: { member: StaffMember; self: StaffView }) {
  const { t } = useTranslation('admin');
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>
        {member.username}
        {member.id === self.id ? <Tag style={{ marginInlineStart: 6 }}>{t('staffDesk.you')}</Tag> : null}
      </Typography.Text>
      {member.display_name ? <Typography.Text type="secondary">{member.display_name}</Typography.Text> : null}
    </Space>
  );
}

function SetupCell({ member }: { member: StaffMember }) {
  const { t } = useTranslation('admin');
  if (!member.password_pending && !member.totp_pending) return <Tag color="green">{t('staffDesk.ready')}</Tag>;
  return (
    <Space size={4} wrap>
      {member.password_pending ? <Tag color="gold">{t('staffDesk.passwordPending')}</Tag> : null}
      {member.totp_pending ? <Tag color="gold">{t('staffDesk.totpPending')}</Tag> : null}
    </Space>
  );
}

function MembersTable({
  members,
  grantPending,
  loading,
  self,
  onOneTime,
}: {
  members: StaffMember[];
  /** Members with a super-admin grant waiting for a decision: no second request is offered. */
  grantPending: ReadonlySet<string>;
  loading: boolean;
  self: StaffView;
  onOneTime: (shown: { username: string; password: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const [editingRoles, setEditingRoles] = useState<StaffMember | null>(null);
  const confirm = useConfirmedAction(onOneTime);
  const actionsCell = (row: StaffMember) => (
    <Space size={4}>
      <Button size="small" onClick={() => setEditingRoles(row)} data-testid={`staff-roles-${row.username}`}>
        {t('staffDesk.actions.roles')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: memberActions(row, self, grantPending).map((action) => ({
            key: action,
            danger: action === 'disable' || action === 'revokeSuperAdmin',
            label: <span data-testid={`staff-action-${action}`}>{t(`staffDesk.actions.${action}`)}</span>,
          })),
          onClick: ({ key }) => confirm(key as MenuAction, row),
        }}
      >
        <Button size="small" data-testid={`staff-more-${row.username}`}>
          {t('staffDesk.actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
  return (
    <>
      <Table<StaffMember>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={members}
        pagination={false}
        onRow={(row) => testIdProps(`staff-row-${row.username}`)}
        columns={[
          { title: t('staffDesk.columns.member'), key: 'member', render: (_value: unknown, row) => <MemberCell member={row} self={self} /> },
          { title: t('staffDesk.columns.roles'), dataIndex: 'roles', render: (roles: string[]) => <RoleTags roles={roles} /> },
          { title: t('staffDesk.columns.status'), dataIndex: 'status', width: 100, render: (value: string) => <StatusTag status={value} /> },
          { title: t('staffDesk.columns.setup'), key: 'setup', width: 170, render: (_value: unknown, row) => <SetupCell member={row} /> },
          {
            title: t('staffDesk.columns.lastSignIn'),
            dataIndex: 'last_sign_in',
            width: 330,
            render: (value: StaffMember['last_sign_in']) => <SignInLine record={value} />,
          },
          { title: '', key: 'actions', width: 190, render: (_value: unknown, row) => actionsCell(row) },
        ]}
      />
      <RolesModal member={editingRoles} onClose={() => setEditingRoles(null)} />
    </>
  );
}

function RolesModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [roles, setRoles] = useState<string[] | null>(null);
  const current = roles ?? member?.roles.filter((role) => role !== 'super_admin') ?? [];
  const save = useMutation({
    mutationFn: (input: { id: string; roles: string }) => adminAction('staffSetRoles', input, requestIds),
    onSuccess: () => {
      void message.success(t('staffDesk.done.roles'));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
      setRoles(null);
      onClose();
    },
  });
  return (
    <Modal
      open={member !== null}
      title={t('staffDesk.rolesTitle', { username: member?.username ?? '' })}
      onCancel={() => {
        setRoles(null);
        onClose();
      }}
      onOk={() => member && save.mutate({ id: member.id, roles: current.join(',') })}
      okText={t('staffDesk.save')}
      okButtonProps={{ 'data-testid': 'staff-roles-save' }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Checkbox.Group value={current} onChange={(value) => setRoles(value.map(String))}>
        <Space direction="vertical">
          {DIRECT_STAFF_ROLES.map((role) => (
            <Checkbox key={role} value={role}>
              {t(`roles.${role}`)} <Typography.Text type="secondary">— {t(`staffDesk.roleHelp.${role}`)}</Typography.Text>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('staffDesk.superAdminNote')} />
    </Modal>
  );
}

interface CreateFields {
  username: string;
  display_name: string;
  roles: string[];
}

function CreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (shown: { username: string; password: string }) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [form] = Form.useForm<CreateFields>();
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: (fields: CreateFields) =>
      adminAction('staffCreate', { username: fields.username, display_name: fields.display_name, roles: fields.roles.join(',') }, requestIds, { quiet: true }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
      onClose();
      onCreated({ username: answer.username, password: answer.initial_password });
    },
    onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
  });
  return (
    <Modal
      open={open}
      title={t('staffDesk.create.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('staffDesk.create.submit')}
      okButtonProps={{ 'data-testid': 'staff-create-submit' }}
      confirmLoading={create.isPending}
      destroyOnHidden
      width={560}
    >
      {error ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} /> : null}
      <Form<CreateFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ username: '', display_name: '', roles: [] }}
        onFinish={(fields) => {
          setError(undefined);
          create.mutate(fields);
        }}
      >
        <Flex gap={12}>
          <Form.Item
            name="username"
            label={t('staffDesk.columns.username')}
            extra={t('staffDesk.create.usernameHelp')}
            rules={[{ required: true, pattern: /^[a-zA-Z][a-zA-Z0-9_.-]{2,31}$/, message: t('staffDesk.create.usernameHelp') }]}
            style={{ flex: 1 }}
          >
            <Input autoComplete="off" data-testid="staff-create-username" />
          </Form.Item>
          <Form.Item name="display_name" label={t('staffDesk.create.displayName')} rules={[{ max: 80 }]} style={{ flex: 1 }}>
            <Input autoComplete="off" data-testid="staff-create-display-name" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="roles"
          label={t('staffDesk.columns.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('staffDesk.create.rolesRequired') }]}
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} data-testid={`staff-create-role-${role}`}>
                  {t(`roles.${role}`)} <Typography.Text type="secondary">— {t(`staffDesk.roleHelp.${role}`)}</Typography.Text>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Alert type="info" showIcon title={t('staffDesk.create.note')} />
      </Form>
    </Modal>
  );
}

function GrantsTable({ requests, loading, self }: { requests: StaffRoleRequest[]; loading: boolean; self: StaffView }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const decide = useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject' }) => adminAction('staffDecideSuperAdmin', input, requestIds),
    onSuccess: (answer) => {
      void message.success(t(`staffDesk.done.${answer.status}`));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
    },
  });
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('staffDesk.grantsHelp')}
      </Typography.Paragraph>
      <Table<StaffRoleRequest>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={requests}
        pagination={false}
        locale={{ emptyText: t('staffDesk.noGrants') }}
        onRow={(row) => testIdProps(`staff-grant-${row.staff_username}`)}
        columns={[
          { title: t('staffDesk.columns.member'), dataIndex: 'staff_username', render: (value: string) => <Typography.Text strong>{value}</Typography.Text> },
          { title: t('staffDesk.columns.role'), dataIndex: 'role', render: (value: string) => <RoleTags roles={[value]} /> },
          { title: t('staffDesk.columns.requestedBy'), dataIndex: 'requested_by', render: (value: string) => <Mono>{value}</Mono> },
          { title: t('staffDesk.columns.requestedAt'), dataIndex: 'requested_at', render: (value: string) => <TimeText iso={value} /> },
          {
            title: t('staffDesk.columns.decision'),
            key: 'decision',
            render: (_value: unknown, row) => {
              if (row.status !== 'pending') {
                return (
                  <Space size={4}>
                    <Tag color={row.status === 'approved' ? 'green' : 'red'}>{t(`staffDesk.grantStatus.${row.status}`)}</Tag>
                    <Mono>{row.decided_by ?? ''}</Mono>
                    <TimeText iso={row.decided_at} />
                  </Space>
                );
              }
              if (row.requested_by === self.username) return <Typography.Text type="secondary">{t('staffDesk.awaitingOther')}</Typography.Text>;
              return (
                <Space size={4}>
                  <Button
                    size="small"
                    type="primary"
                    loading={decide.isPending}
                    onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}
                    data-testid="staff-grant-approve"
                  >
                    {t('staffDesk.approve')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    loading={decide.isPending}
                    onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
                    data-testid="staff-grant-reject"
                  >
                    {t('staffDesk.reject')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
    </>
  );
}
