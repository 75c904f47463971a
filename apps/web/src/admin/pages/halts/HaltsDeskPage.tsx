import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HALT_REASONS, HALT_SCOPES, type HaltReason, type HaltRecord, type HaltScope } from '@veritex/shared';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Select, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, serverMessage } from '../../api';
import { EMPTY_VALUE, LoadError, Mono, TimeText, testIdProps } from '../../components';
import { ADMIN_KEY } from '../../queries';

const DESK_KEY = [ADMIN_KEY, 'tradingHalts'] as const;

interface HaltForm {
  scope: HaltScope;
  target: string;
  reason: HaltReason;
  note: string;
  cancel_open: boolean;
}

/**
 * Trading halts (issue 19): halt a spot market, an instrument or a symbol's delivery products with
 * a reason users read in their language; resume; the history of both. Every halt and resume is
 * audited by the server in its transaction. Open positions are never touched by a halt.
 */
export function HaltsDeskPage() {
  const { t } = useTranslation('admin');
  const desk = useQuery({ queryKey: DESK_KEY, queryFn: () => adminCall('tradingHalts') });
  const [resuming, setResuming] = useState<HaltRecord | null>(null);
  const data = desk.data;
  const columns = useHaltColumns();
  const activeColumns: TableColumnsType<HaltRecord> = [
    ...columns.filter((column) => column.key !== 'resumed'),
    {
      key: 'resume',
      width: 110,
      render: (_value, row) => (
        <Button size="small" icon={<PlayCircleOutlined />} onClick={() => setResuming(row)} data-testid={`halts-resume-${row.id}`}>
          {t('haltsDesk.resume')}
        </Button>
      ),
    },
  ];
  if (desk.isError && !data) return <LoadError error={desk.error} onRetry={() => void desk.refetch()} retrying={desk.isFetching} />;
  return (
    <Flex vertical gap={16} data-testid="admin-halts">
      <HaltFormCard targets={data?.targets} />
      <Card size="small" title={t('haltsDesk.activeTitle')} data-testid="halts-active">
        <Table<HaltRecord>
          size="small"
          rowKey="id"
          loading={desk.isPending}
          columns={activeColumns}
          dataSource={data?.active ?? []}
          pagination={false}
          locale={{ emptyText: t('haltsDesk.noneActive') }}
          onRow={(row) => testIdProps(`halts-active-${row.scope}-${row.target}`)}
        />
      </Card>
      <Card size="small" title={t('haltsDesk.historyTitle')} data-testid="halts-history">
        <Table<HaltRecord>
          size="small"
          rowKey="id"
          loading={desk.isPending}
          columns={columns}
          dataSource={data?.history ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('haltsDesk.noHistory') }}
        />
      </Card>
      <ResumeModal halt={resuming} onClose={() => setResuming(null)} />
    </Flex>
  );
}

function useHaltColumns(): TableColumnsType<HaltRecord> {
  const { t } = useTranslation('admin');
  return [
    {
      key: 'target',
      title: t('haltsDesk.columns.target'),
      width: 170,
      render: (_value, row) => (
        <Flex vertical>
          <Mono>{row.target}</Mono>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`haltsDesk.scopes.${row.scope}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('haltsDesk.columns.reason'),
      render: (_value, row) => (
        <Flex vertical>
          <span>{t(`haltsDesk.reasons.${row.reason}`)}</span>
          {row.note ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.note}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'halted',
      title: t('haltsDesk.columns.halted'),
      width: 180,
      render: (_value, row) => (
        <Flex vertical>
          <TimeText iso={row.since} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.halted_by}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'open',
      title: t('haltsDesk.columns.openOrders'),
      width: 150,
      render: (_value, row) =>
        row.scope === 'delivery' ? (
          EMPTY_VALUE
        ) : row.cancel_open ? (
          <Tag color="orange">{t('haltsDesk.cancelledCount', { count: row.scope === 'spot' ? row.cancelled_orders : row.cancelled_positions })}</Tag>
        ) : (
          <Tag>{t('haltsDesk.kept')}</Tag>
        ),
    },
    {
      key: 'resumed',
      title: t('haltsDesk.columns.resumed'),
      width: 230,
      render: (_value, row) =>
        row.resumed_at ? (
          <Flex vertical>
            <TimeText iso={row.resumed_at} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[row.resumed_by, row.resume_note].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag color="red">{t('haltsDesk.inForce')}</Tag>
        ),
    },
  ];
}

function HaltFormCard({ targets }: { targets: Record<HaltScope, string[]> | undefined }) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [form] = Form.useForm<HaltForm>();
  const [error, setError] = useState<string | undefined>();
  const scope = Form.useWatch('scope', form) ?? 'spot';
  const halt = useMutation({
    mutationFn: (values: HaltForm) => adminAction('haltTrading', values, requestIds, { quiet: true }),
    onSuccess: (record) => {
      void message.success(t('haltsDesk.halted', { target: record.target }));
      form.resetFields();
      setError(undefined);
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
    },
    onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
  });
  const confirm = (values: HaltForm) =>
    modal.confirm({
      title: t('haltsDesk.confirmTitle', { target: values.target }),
      content: t(
        values.scope === 'delivery' ? 'haltsDesk.confirmDelivery' : values.cancel_open ? `haltsDesk.confirmCancel.${values.scope}` : 'haltsDesk.confirmKeep',
      ),
      okText: t('haltsDesk.haltButton'),
      okButtonProps: { danger: true, 'data-testid': 'halts-confirm' },
      cancelText: t('common.cancel'),
      onOk: () => halt.mutateAsync(values).catch(() => undefined),
    });
  return (
    <Card size="small" title={t('haltsDesk.title')} data-testid="halts-form">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('haltsDesk.explanation')}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="halts-error" /> : null}
      <Form<HaltForm>
        form={form}
        layout="inline"
        initialValues={{ scope: 'spot', reason: 'maintenance', note: '', cancel_open: false }}
        onFinish={confirm}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="scope" label={t('haltsDesk.scope')}>
          <Select
            style={{ width: 190 }}
            options={HALT_SCOPES.map((value) => ({ value, label: t(`haltsDesk.scopes.${value}`) }))}
            onChange={() => form.setFieldValue('target', undefined)}
            data-testid="halts-scope"
          />
        </Form.Item>
        <Form.Item name="target" label={t('haltsDesk.target')} rules={[{ required: true, message: t('haltsDesk.targetRequired') }]}>
          <Select
            showSearch
            style={{ width: 170 }}
            placeholder={t('haltsDesk.targetPlaceholder')}
            options={(targets?.[scope] ?? []).map((value) => ({ value, label: value }))}
            data-testid="halts-target"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('haltsDesk.reason')}>
          <Select
            style={{ width: 220 }}
            options={HALT_REASONS.map((value) => ({ value, label: t(`haltsDesk.reasons.${value}`) }))}
            data-testid="halts-reason"
          />
        </Form.Item>
        <Form.Item name="note" label={t('haltsDesk.note')} tooltip={t('haltsDesk.noteHelp')}>
          <Input maxLength={500} style={{ width: 300 }} placeholder={t('haltsDesk.notePlaceholder')} data-testid="halts-note" />
        </Form.Item>
        {scope === 'delivery' ? null : (
          <Form.Item name="cancel_open" label={t(`haltsDesk.cancelOpen.${scope}`)} valuePropName="checked">
            <Switch data-testid="halts-cancel-open" />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" danger htmlType="submit" icon={<PauseCircleOutlined />} loading={halt.isPending} data-testid="halts-submit">
            {t('haltsDesk.haltButton')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function ResumeModal({ halt, onClose }: { halt: HaltRecord | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resume = useMutation({
    mutationFn: (input: { id: string; note: string }) => adminAction('resumeTrading', input, requestIds, { quiet: true }),
    onSuccess: (record) => {
      void message.success(t('haltsDesk.resumed', { target: record.target }));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
      setNote('');
      setError(undefined);
      onClose();
    },
    onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
  });
  return (
    <Modal
      open={halt !== null}
      title={halt ? t('haltsDesk.resumeTitle', { target: halt.target }) : ''}
      okText={t('haltsDesk.resume')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: resume.isPending, 'data-testid': 'halts-resume-confirm' }}
      onOk={() => halt && resume.mutate({ id: halt.id, note })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('haltsDesk.resumeExplanation')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Input
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('haltsDesk.notePlaceholder')}
        data-testid="halts-resume-note"
      />
    </Modal>
  );
}
