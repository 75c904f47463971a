import { FlagOutlined, KeyOutlined, LogoutOutlined, MailOutlined, UnlockOutlined } from '@ant-design/icons';
import { IDENTITY_CHECKS, STAFF_NOTE_MAX, STAFF_NOTE_MIN, type StaffView, type UserAnswer, type UserBalanceRow } from '@veritex/shared';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { EmptyState, TimeText } from '../../components';
import { can } from '../../roles';
import { Amount } from '../finance/financeUi';
import { useHelpAction } from './userDeskQueries';

/** Every ledger account of the user holding anything, exactly as the ledger has it (the hover shows every decimal). */
export function UserBalances({ balances }: { balances: UserBalanceRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <Table<UserBalanceRow>
      size="small"
      rowKey={(row) => `${row.account}:${row.asset}`}
      pagination={false}
      dataSource={balances}
      data-testid="user-balances"
      locale={{ emptyText: <EmptyState text={t('userDesk.balances.empty')} /> }}
      columns={[
        { title: t('userDesk.balances.account'), dataIndex: 'account', width: 180, render: (value: string) => t(`userDesk.accounts.${value}`) },
        { title: t('userDesk.balances.asset'), dataIndex: 'asset', width: 90 },
        {
          title: t('userDesk.balances.available'),
          dataIndex: 'available',
          align: 'right',
          render: (value: string, row) => (
            <span data-testid={`balance-${row.account}-${row.asset}`} title={value}>
              <Amount value={value} />
            </span>
          ),
        },
        { title: t('userDesk.balances.frozen'), dataIndex: 'frozen', align: 'right', render: (value: string) => <Amount value={value} /> },
      ]}
    />
  );
}

/** The review flag and the withdrawal hold, when there is one. */
export function UserNotices({ answer }: { answer: UserAnswer }) {
  const { t } = useTranslation('admin');
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {answer.flag ? (
        <Alert
          type="warning"
          showIcon
          data-testid="user-flagged"
          title={t('userDesk.flag.banner', { by: answer.flag.flagged_by, reason: answer.flag.reason })}
          description={<TimeText iso={answer.flag.flagged_at} />}
        />
      ) : null}
      {answer.withdraw_hold_until ? (
        <Alert type="info" showIcon data-testid="user-withdraw-hold" title={t('userDesk.hold')} description={<TimeText iso={answer.withdraw_hold_until} />} />
      ) : null}
    </Space>
  );
}

type Dialog = 'reset' | 'flag' | 'unflag' | null;

/** What support and compliance may do for the user; each action is audited by the server in its own transaction. */
export function UserHelpActions({ answer, staff }: { answer: UserAnswer; staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const unlock = useHelpAction('userUnlockSignIn');
  const revoke = useHelpAction('userRevokeSessions');
  const resend = useHelpAction('userResendCode');
  const id = answer.user.id;
  const mayHelp = can(staff.roles, 'helpUsers');
  const mayFlag = can(staff.roles, 'flagUsers');
  const fail = (error: unknown) => void message.error(serverMessage(error) ?? t('common.requestError'));
  const confirm = (title: string, run: () => void) => modal.confirm({ title, onOk: run, okText: t('userDesk.confirm'), cancelText: t('common.cancel') });

  if (!mayHelp && !mayFlag) return null;
  return (
    <>
      <Flex wrap gap={8} style={{ margin: '12px 0' }}>
        {mayHelp && answer.user.two_factor ? (
          <Button icon={<KeyOutlined />} onClick={() => setDialog('reset')} data-testid="user-reset-2fa">
            {t('userDesk.actions.resetTwoFactor')}
          </Button>
        ) : null}
        {mayHelp ? (
          <>
            <Button
              icon={<UnlockOutlined />}
              loading={unlock.isPending}
              data-testid="user-unlock"
              onClick={() =>
                confirm(t('userDesk.actions.unlockConfirm'), () =>
                  unlock.mutate({ id }, { onSuccess: () => void message.success(t('userDesk.actions.unlocked')), onError: fail }),
                )
              }
            >
              {t('userDesk.actions.unlock')}
            </Button>
            <Button
              icon={<LogoutOutlined />}
              loading={revoke.isPending}
              disabled={answer.sessions.length === 0}
              data-testid="user-revoke-all"
              onClick={() =>
                confirm(t('userDesk.actions.revokeConfirm'), () =>
                  revoke.mutate({ id }, { onSuccess: (value) => void message.success(t('userDesk.actions.revoked', { count: value.ended })), onError: fail }),
                )
              }
            >
              {t('userDesk.actions.revokeAll')}
            </Button>
            <Button
              icon={<MailOutlined />}
              loading={resend.isPending}
              data-testid="user-resend-code"
              onClick={() =>
                resend.mutate(
                  { id },
                  { onSuccess: (value) => void message.success(t('userDesk.actions.resent', { destination: value.destination })), onError: fail },
                )
              }
            >
              {t('userDesk.actions.resendCode')}
            </Button>
          </>
        ) : null}
        {mayFlag ? (
          <Button icon={<FlagOutlined />} danger={!answer.flag} onClick={() => setDialog(answer.flag ? 'unflag' : 'flag')} data-testid="user-flag">
            {t(answer.flag ? 'userDesk.actions.unflag' : 'userDesk.actions.flag')}
          </Button>
        ) : null}
      </Flex>
      {dialog === 'reset' ? <ResetTwoFactorModal userId={id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'flag' || dialog === 'unflag' ? <FlagModal userId={id} lifting={dialog === 'unflag'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function useNoteRules() {
  const { t } = useTranslation('admin');
  return [
    { required: true, whitespace: true, message: t('userDesk.noteRequired') },
    { min: STAFF_NOTE_MIN, message: t('userDesk.noteTooShort', { count: STAFF_NOTE_MIN }) },
  ];
}

function ResetTwoFactorModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ check: (typeof IDENTITY_CHECKS)[number]; note: string }>();
  const reset = useHelpAction('userResetTwoFactor');
  const noteRules = useNoteRules();
  const [error, setError] = useState<string>();
  const onFinish = (values: { check: (typeof IDENTITY_CHECKS)[number]; note: string }) =>
    reset.mutate(
      { id: userId, check: values.check, note: values.note.trim() },
      {
        onSuccess: () => {
          void message.success(t('userDesk.reset.done'));
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
      },
    );
  return (
    <Modal
      open
      title={t('userDesk.reset.title', { id: userId })}
      okText={t('userDesk.reset.confirm')}
      okButtonProps={{ danger: true, loading: reset.isPending, 'data-testid': 'user-reset-confirm' }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('userDesk.reset.effect')} />
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ marginTop: 16 }} disabled={reset.isPending}>
        <Form.Item name="check" label={t('userDesk.reset.check')} rules={[{ required: true, message: t('userDesk.reset.checkRequired') }]}>
          <Radio.Group data-testid="user-reset-check">
            <Space direction="vertical">
              {IDENTITY_CHECKS.map((check) => (
                <Radio key={check} value={check} data-testid={`user-reset-check-${check}`}>
                  {t(`userDesk.checks.${check}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="note" label={t('userDesk.reset.note')} extra={t('userDesk.auditNote')} rules={noteRules}>
          <Input.TextArea rows={3} maxLength={STAFF_NOTE_MAX} showCount data-testid="user-reset-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function FlagModal({ userId, lifting, onClose }: { userId: string; lifting: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const flag = useHelpAction('flagUser');
  const unflag = useHelpAction('unflagUser');
  const noteRules = useNoteRules();
  const pending = flag.isPending || unflag.isPending;
  const [error, setError] = useState<string>();
  const handlers = {
    onSuccess: () => {
      void message.success(t(lifting ? 'userDesk.flag.lifted' : 'userDesk.flag.done'));
      onClose();
    },
    onError: (failure: unknown) => setError(serverMessage(failure) ?? t('common.requestError')),
  };
  const onFinish = ({ reason }: { reason: string }) =>
    lifting ? unflag.mutate({ id: userId, reason: reason.trim() }, handlers) : flag.mutate({ id: userId, reason: reason.trim() }, handlers);
  return (
    <Modal
      open
      title={t(lifting ? 'userDesk.flag.liftTitle' : 'userDesk.flag.title', { id: userId })}
      okText={t(lifting ? 'userDesk.actions.unflag' : 'userDesk.actions.flag')}
      okButtonProps={{ loading: pending, 'data-testid': 'user-flag-confirm' }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {lifting ? null : <Typography.Paragraph type="secondary">{t('userDesk.flag.effect')}</Typography.Paragraph>}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={pending}>
        <Form.Item name="reason" label={t('userDesk.flag.reason')} extra={t('userDesk.auditNote')} rules={noteRules}>
          <Input.TextArea rows={3} maxLength={STAFF_NOTE_MAX} showCount data-testid="user-flag-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function TwoFactorTag({ on }: { on: boolean }) {
  const { t } = useTranslation('admin');
  return <Tag color={on ? 'green' : 'default'}>{t(on ? 'userDesk.twoFactor.on' : 'userDesk.twoFactor.off')}</Tag>;
}
