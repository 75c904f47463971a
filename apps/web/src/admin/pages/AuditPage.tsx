import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { AuditEntryView, AuditVerdict } from '@veritex/shared';
import { Alert, Button, Card, Space, Table, type TableColumnsType, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { compactJson, EMPTY_VALUE, EmptyState, LoadError, Mono, TimeText } from '../components';
import { useAudit, useAuditVerify } from '../queries';
import { PAGE_SIZES, usePagedSearch } from './usePagedSearch';

const HASH_PREFIX_LENGTH = 12;

export function AuditPage() {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const { page, pageSize, update } = usePagedSearch();
  const audit = useAudit(page, pageSize);
  const verify = useAuditVerify();
  const firstBadId = verify.data && !verify.data.ok ? verify.data.first_bad_id : null;
  const columns = useAuditColumns();

  return (
    <Card
      size="small"
      title={t('audit.title')}
      extra={
        <Button
          type="primary"
          size="small"
          icon={<SafetyCertificateOutlined />}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
          data-testid="admin-audit-verify"
        >
          {t('audit.verify')}
        </Button>
      }
    >
      <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('audit.explanation')}
        </Typography.Text>
        {verify.data && <VerifyResult answer={verify.data} />}
      </Space>
      {audit.isError && !audit.data ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : (
        <Table<AuditEntryView>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          columns={columns}
          dataSource={audit.data?.items ?? []}
          loading={audit.isPending || audit.isPlaceholderData}
          locale={{ emptyText: audit.isPending ? ' ' : <EmptyState text={t('audit.empty')} /> }}
          onRow={(row) => (row.id === firstBadId ? { style: { background: token.colorErrorBg } } : {})}
          pagination={{
            current: page,
            pageSize,
            total: audit.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
            size: 'small',
          }}
        />
      )}
    </Card>
  );
}

function VerifyResult({ answer }: { answer: AuditVerdict }) {
  const { t } = useTranslation('admin');
  if (answer.ok) {
    return (
      <div data-testid="admin-audit-result" data-ok="true">
        <Alert type="success" showIcon title={t('audit.verifyOk', { count: answer.checked })} />
      </div>
    );
  }
  return (
    <div data-testid="admin-audit-result" data-ok="false">
      <Alert
        type="error"
        showIcon
        title={
          answer.first_bad_id === null
            ? t('audit.verifyBrokenUnknown', { count: answer.checked })
            : t('audit.verifyBroken', { id: answer.first_bad_id, count: answer.checked })
        }
        description={t('audit.verifyBrokenHelp')}
      />
    </div>
  );
}

function useAuditColumns(): TableColumnsType<AuditEntryView> {
  const { t } = useTranslation('admin');
  return [
    { title: t('audit.columns.id'), dataIndex: 'id', width: 56, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('audit.columns.time'), dataIndex: 'at', width: 150, render: (value: string) => <TimeText iso={value} /> },
    { title: t('audit.columns.staff'), dataIndex: 'staff_username', width: 100, ellipsis: true },
    { title: t('audit.columns.action'), dataIndex: 'action', width: 140, render: (value: string) => <Mono wrap>{value}</Mono> },
    { title: t('audit.columns.target'), dataIndex: 'target', width: 110, render: (value: string) => (value ? <Mono wrap>{value}</Mono> : EMPTY_VALUE) },
    { title: t('audit.columns.details'), dataIndex: 'details', render: (value: unknown) => <Mono wrap>{compactJson(value)}</Mono> },
    { title: t('audit.columns.ip'), dataIndex: 'ip', width: 110, render: (value: string) => (value ? <Mono>{value}</Mono> : EMPTY_VALUE) },
    { title: t('audit.columns.hash'), dataIndex: 'hash', width: 120, render: (_value: string, row) => <HashCell entry={row} /> },
  ];
}

function HashCell({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <Tooltip
      styles={{ container: { maxWidth: 560 } }}
      title={
        <div style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, wordBreak: 'break-all' }}>
          <div>
            {t('audit.hash')}: {entry.hash}
          </div>
          <div style={{ opacity: 0.75 }}>
            {t('audit.prevHash')}: {entry.prev_hash}
          </div>
        </div>
      }
    >
      <span>
        <Mono>{entry.hash.slice(0, HASH_PREFIX_LENGTH)}…</Mono>
      </span>
    </Tooltip>
  );
}
