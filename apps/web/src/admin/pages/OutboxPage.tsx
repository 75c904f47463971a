import { EyeOutlined, LockOutlined, MailOutlined, MessageOutlined, SyncOutlined } from '@ant-design/icons';
import { type OutboxChannel, type OutboxMessage, REDACTED_CODE } from '@veritex/shared';
import { Card, Flex, Segmented, Space, Switch, Table, type TableColumnsType, Tag, Tooltip, Typography, theme } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, SearchBox, TimeText, testIdProps } from '../components';
import { OUTBOX_REFRESH_MS, useOutbox } from '../queries';
import { PAGE_SIZES, usePagedSearch } from './usePagedSearch';

type ChannelFilter = OutboxChannel | 'all';

function toChannel(value: string): OutboxChannel | undefined {
  return value === 'email' || value === 'sms' ? value : undefined;
}

export function OutboxPage() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { q, page, pageSize, draft, setDraft, search, update, extras } = usePagedSearch({ extraKeys: ['channel'], live: true });
  const channel = toChannel(extras.channel ?? '');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const outbox = useOutbox(channel, q, page, pageSize, autoRefresh);
  const columns = useOutboxColumns();

  return (
    <Card
      size="small"
      title={t('outbox.title')}
      extra={
        <Space size={12} wrap>
          <Segmented<ChannelFilter>
            size="small"
            value={channel ?? 'all'}
            onChange={(value) => update({ channel: value === 'all' ? undefined : value, page: 1 })}
            options={[
              { value: 'all', label: t('outbox.channels.all') },
              { value: 'email', label: t('outbox.channels.email'), icon: <MailOutlined /> },
              { value: 'sms', label: t('outbox.channels.sms'), icon: <MessageOutlined /> },
            ]}
            data-testid="admin-outbox-channel"
          />
          <SearchBox
            value={draft}
            onChange={setDraft}
            onSearch={search}
            placeholder={t('outbox.searchPlaceholder')}
            width={280}
            size="small"
            testId="admin-outbox-search"
          />
        </Space>
      }
    >
      <Flex justify="space-between" align="center" gap={24} style={{ marginBottom: 8 }}>
        <Flex vertical gap={2} style={{ flex: 1 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('outbox.explanation')}
          </Typography.Text>
          {outbox.data ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="admin-outbox-codes-note">
              {outbox.data.codes_visible ? <EyeOutlined /> : <LockOutlined />} {t(outbox.data.codes_visible ? 'outbox.codesShown' : 'outbox.codesHidden')}
            </Typography.Text>
          ) : null}
        </Flex>
        <Space size={8} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
            {outbox.dataUpdatedAt ? t('outbox.updatedAt', { time: format.clock(outbox.dataUpdatedAt) }) : ''}
          </Typography.Text>
          <SyncOutlined spin={autoRefresh && outbox.isFetching} />
          <Switch size="small" checked={autoRefresh} onChange={setAutoRefresh} data-testid="admin-outbox-autorefresh" />
          <Typography.Text style={{ fontSize: 12 }}>{t('outbox.autoRefresh', { seconds: OUTBOX_REFRESH_MS / 1000 })}</Typography.Text>
        </Space>
      </Flex>
      {outbox.isError && !outbox.data ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />
      ) : (
        <Table<OutboxMessage>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          columns={columns}
          dataSource={outbox.data?.items ?? []}
          // Background refreshes keep the rows still; only a new filter or page shows the spinner.
          loading={outbox.isPending || outbox.isPlaceholderData}
          locale={{ emptyText: outbox.isPending ? ' ' : <EmptyState text={q || channel ? t('outbox.emptyFiltered') : t('outbox.empty')} /> }}
          onRow={() => testIdProps('outbox-row')}
          pagination={{
            current: page,
            pageSize,
            total: outbox.data?.total ?? 0,
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

function useOutboxColumns(): TableColumnsType<OutboxMessage> {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return [
    { title: t('outbox.columns.time'), dataIndex: 'created_at', width: 150, render: (value: string) => <TimeText iso={value} /> },
    {
      title: t('outbox.columns.channel'),
      dataIndex: 'channel',
      width: 76,
      render: (value: OutboxChannel) => <Tag color={value === 'sms' ? 'cyan' : 'geekblue'}>{t(`outbox.channels.${value}`, { defaultValue: value })}</Tag>,
    },
    { title: t('outbox.columns.recipient'), dataIndex: 'recipient', width: 180, render: (value: string) => <Mono wrap>{value}</Mono> },
    {
      title: t('outbox.columns.subject'),
      dataIndex: 'subject',
      width: 170,
      render: (value: string) =>
        value ? (
          // Like the body: the message's own language decides its direction.
          <div dir="auto">
            <WithRedactedCodes text={value} />
          </div>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('outbox.columns.body'),
      dataIndex: 'body',
      onCell: () => testIdProps('outbox-body'),
      render: (value: string) => (
        <div
          // A message in Arabic reads right to left, one in English left to right, whatever the console's language.
          dir="auto"
          style={{
            fontFamily: token.fontFamilyCode,
            fontSize: token.fontSizeSM,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            maxHeight: 240,
            overflow: 'auto',
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadiusSM,
            padding: '4px 8px',
          }}
        >
          <WithRedactedCodes text={value} />
        </div>
      ),
    },
    { title: t('outbox.columns.source'), dataIndex: 'source', width: 96, render: (value: string) => <Mono>{value}</Mono> },
  ];
}

/** A message text with each redacted code shown as a marked placeholder that says why it is hidden. */
function WithRedactedCodes({ text }: { text: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const parts = text.split(REDACTED_CODE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <Tooltip title={t('outbox.codeHidden')}>
              <span
                data-testid="outbox-redacted-code"
                dir="ltr"
                role="img"
                aria-label={t('outbox.codeHidden')}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 4,
                  padding: '0 6px',
                  borderRadius: token.borderRadiusSM,
                  background: token.colorFillSecondary,
                  color: token.colorTextSecondary,
                  whiteSpace: 'nowrap',
                  cursor: 'help',
                }}
              >
                <LockOutlined />
                {REDACTED_CODE}
              </span>
            </Tooltip>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
