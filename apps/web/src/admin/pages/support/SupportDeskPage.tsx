import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type StaffView, type SupportCanned, type SupportTicket } from '@veritex/shared';
import { Badge, Button, Card, Col, Flex, Form, Input, List, Modal, Popconfirm, Rate, Row, Segmented, Space, Table, Tabs, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { LiveIndicator } from '../../../components/LiveIndicator';
import { adminAction } from '../../api';
import { EmptyState, LoadError, TimeText } from '../../components';
import { can } from '../../roles';
import { DeskChat } from './DeskChat';
import { supportKeys, useCanned, useDeskChat, useDeskLive, useQueue, useTickets } from './supportQueries';
import { UserPanel } from './UserPanel';

/**
 * The support desk (issue 16): the queue of open conversations by waiting time with unread counts,
 * the conversation with take / transfer / close and canned replies, the user's read-only account
 * panel, closed conversations with their ratings, visitors' messages answered by e-mail, and the
 * canned replies. Live over the desk's own socket; polled while it is down.
 */
export function SupportDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { live, typingIn } = useDeskLive((id) => {
    void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'queue'] });
    void queryClient.invalidateQueries({ queryKey: id ? supportKeys.chat(id) : [...supportKeys.all, 'chat'] });
  });
  const queue = useQueue('active', 1, live !== 'open');
  const waiting = queue.data?.items.filter((item) => item.status !== 'waiting').length ?? 0;
  const tickets = useTickets('new', 1);
  return (
    <Card title={t('supportDesk.title')} extra={<LiveIndicator state={live} />} styles={{ body: { paddingTop: 4 } }} data-testid="support-desk">
      <Tabs
        items={[
          {
            key: 'chats',
            label: (
              <Badge count={waiting} size="small" offset={[8, -2]}>
                {t('supportDesk.tabs.chats')}
              </Badge>
            ),
            children: <ChatsTab staff={staff} poll={live !== 'open'} typingIn={typingIn} />,
          },
          { key: 'closed', label: t('supportDesk.tabs.closed'), children: <ClosedTab /> },
          {
            key: 'tickets',
            label: (
              <Badge count={tickets.data?.total ?? 0} size="small" offset={[8, -2]}>
                <span data-testid="support-desk-tickets-tab">{t('supportDesk.tabs.tickets')}</span>
              </Badge>
            ),
            children: <TicketsTab />,
          },
          { key: 'canned', label: t('supportDesk.tabs.canned'), children: <CannedTab editable={can(staff.roles, 'manageCanned')} /> },
        ]}
      />
    </Card>
  );
}

/** How long the user has waited for an answer, in whole minutes (null: the agent answered last). */
function waitedMinutes(iso: string | null): number | null {
  return iso ? Math.max(0, dayjs().diff(dayjs(iso), 'minute')) : null;
}

function ChatsTab({ staff, poll, typingIn }: { staff: StaffView; poll: boolean; typingIn: ReadonlySet<string> }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const queue = useQueue('active', 1, poll);
  const [selected, setSelected] = useState<string>();
  const chat = useDeskChat(selected, poll);
  if (queue.isError) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  return (
    <Row gutter={12} wrap={false} style={{ minHeight: 480 }}>
      <Col flex="300px" style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, paddingInlineEnd: 8 }}>
        <List
          loading={queue.isPending}
          dataSource={queue.data?.items ?? []}
          locale={{ emptyText: <EmptyState text={t('supportDesk.queue.empty')} /> }}
          data-testid="support-queue"
          renderItem={(item) => (
            <List.Item
              onClick={() => setSelected(item.id)}
              style={{
                cursor: 'pointer',
                paddingInline: 8,
                background: item.id === selected ? token.colorPrimaryBg : undefined,
                borderRadius: token.borderRadius,
              }}
              data-testid="support-queue-item"
              data-account={item.account}
              data-conversation={item.id}
            >
              <Flex vertical style={{ width: '100%', minWidth: 0 }} gap={2}>
                <Flex justify="space-between" gap={6}>
                  <Typography.Text strong ellipsis>
                    {item.account}
                  </Typography.Text>
                  {item.unread > 0 ? <Badge count={item.unread} data-testid="support-queue-unread" /> : null}
                </Flex>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {typingIn.has(item.id) ? t('supportDesk.chat.userTyping') : item.preview}
                </Typography.Text>
                <Space size={4} wrap>
                  <Tag color={item.status === 'open' ? 'orange' : item.status === 'assigned' ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
                    {t(`supportDesk.status.${item.status}`)}
                  </Tag>
                  <Typography.Text type={item.waiting_since ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
                    {waitedMinutes(item.waiting_since) === null
                      ? t('supportDesk.queue.answered')
                      : t('supportDesk.queue.waited', { minutes: waitedMinutes(item.waiting_since) })}
                  </Typography.Text>
                  {item.agent ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      · {item.agent}
                    </Typography.Text>
                  ) : null}
                </Space>
              </Flex>
            </List.Item>
          )}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {!selected ? (
          <EmptyState text={t('supportDesk.chat.pick')} />
        ) : chat.isError ? (
          <LoadError error={chat.error} onRetry={() => void chat.refetch()} retrying={chat.isFetching} />
        ) : chat.data ? (
          <DeskChat conversation={chat.data.conversation} messages={chat.data.messages} staffId={String(staff.id)} userTyping={typingIn.has(selected)} />
        ) : null}
      </Col>
      <Col flex="300px" style={{ borderInlineStart: `1px solid ${token.colorBorderSecondary}`, paddingInlineStart: 12 }}>
        {selected ? <UserPanel conversationId={selected} /> : null}
      </Col>
    </Row>
  );
}

function ClosedTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const closed = useQueue('closed', page, false);
  if (closed.isError) return <LoadError error={closed.error} onRetry={() => void closed.refetch()} retrying={closed.isFetching} />;
  return (
    <Table
      size="small"
      rowKey="id"
      loading={closed.isPending}
      dataSource={closed.data?.items ?? []}
      pagination={{ current: page, pageSize: 50, total: closed.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: t('supportDesk.columns.account'), dataIndex: 'account' },
        { title: t('supportDesk.columns.agent'), dataIndex: 'agent' },
        { title: t('supportDesk.columns.reason'), render: (_, row) => (row.close_reason ? t(`supportDesk.reasons.${row.close_reason}`) : '') },
        { title: t('supportDesk.columns.note'), dataIndex: 'close_note' },
        {
          title: t('supportDesk.columns.rating'),
          render: (_, row) => (row.rating === null ? '—' : <Rate disabled value={row.rating} style={{ fontSize: 12 }} />),
        },
        { title: t('supportDesk.columns.comment'), dataIndex: 'rating_comment' },
        { title: t('supportDesk.columns.closedAt'), render: (_, row) => <TimeText iso={row.closed_at} /> },
      ]}
    />
  );
}

function TicketsTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<'new' | 'answered'>('new');
  const [page, setPage] = useState(1);
  const tickets = useTickets(status, page);
  const [answering, setAnswering] = useState<SupportTicket>();
  if (tickets.isError) return <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />;
  return (
    <Flex vertical gap={12}>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as 'new' | 'answered');
          setPage(1);
        }}
        options={[
          { value: 'new', label: t('supportDesk.tickets.new') },
          { value: 'answered', label: t('supportDesk.tickets.answered') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Table
        size="small"
        rowKey="id"
        loading={tickets.isPending}
        dataSource={tickets.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: tickets.data?.total ?? 0, onChange: setPage }}
        data-testid="support-tickets"
        columns={[
          { title: t('supportDesk.columns.received'), width: 150, render: (_, row) => <TimeText iso={row.created_at} /> },
          { title: t('supportDesk.columns.email'), dataIndex: 'email', width: 220 },
          { title: t('supportDesk.columns.lang'), dataIndex: 'lang', width: 60 },
          { title: t('supportDesk.columns.message'), render: (_, row) => <span style={{ whiteSpace: 'pre-wrap' }}>{row.message}</span> },
          {
            title: t('supportDesk.columns.reply'),
            width: 260,
            render: (_, row) =>
              row.status === 'answered' ? (
                <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.reply} — {row.answered_by}
                </Typography.Text>
              ) : (
                <Button size="small" type="primary" onClick={() => setAnswering(row)} data-testid="support-ticket-answer">
                  {t('supportDesk.tickets.answer')}
                </Button>
              ),
          },
        ]}
      />
      {answering ? <AnswerTicket ticket={answering} onDone={() => setAnswering(undefined)} /> : null}
    </Flex>
  );
}

function AnswerTicket({ ticket, onDone }: { ticket: SupportTicket; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [text, setText] = useState('');
  const answer = useMutation({
    mutationFn: () => adminAction('supportAnswerTicket', { id: ticket.id, text: text.trim() }, requestIds),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'tickets'] });
      onDone();
    },
  });
  return (
    <Modal
      open
      title={t('supportDesk.tickets.answerTitle', { email: ticket.email })}
      okText={t('supportDesk.tickets.sendMail')}
      okButtonProps={{ disabled: !text.trim(), loading: answer.isPending }}
      onOk={() => answer.mutate()}
      onCancel={onDone}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {ticket.message}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('supportDesk.tickets.mailNote', { lang: ticket.lang })}
      </Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 5 }}
        maxLength={2000}
        data-testid="support-ticket-reply"
      />
    </Modal>
  );
}

function CannedTab({ editable }: { editable: boolean }) {
  const { t } = useTranslation('admin');
  const canned = useCanned();
  const [editing, setEditing] = useState<SupportCanned | 'new'>();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const remove = useMutation({
    mutationFn: (id: string) => adminAction('supportDeleteCanned', { id }, requestIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.canned }),
  });
  if (canned.isError) return <LoadError error={canned.error} onRetry={() => void canned.refetch()} retrying={canned.isFetching} />;
  return (
    <Flex vertical gap={12}>
      {editable ? (
        <Button type="primary" onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          {t('supportDesk.canned.add')}
        </Button>
      ) : null}
      <Table
        size="small"
        rowKey="id"
        loading={canned.isPending}
        dataSource={canned.data?.items ?? []}
        pagination={false}
        columns={[
          { title: t('supportDesk.canned.titleColumn'), dataIndex: 'title', width: 240 },
          { title: t('supportDesk.canned.english'), render: (_, row) => row.texts.en },
          { title: t('supportDesk.canned.languages'), width: 110, render: (_, row) => `${Object.keys(row.texts).length} / ${LANGUAGES.length}` },
          {
            title: '',
            width: 150,
            render: (_, row) =>
              editable ? (
                <Space>
                  <Button size="small" onClick={() => setEditing(row)}>
                    {t('supportDesk.canned.edit')}
                  </Button>
                  <Popconfirm title={t('supportDesk.canned.deleteConfirm')} onConfirm={() => remove.mutate(row.id)}>
                    <Button size="small" danger>
                      {t('supportDesk.canned.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? <CannedEditor reply={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} /> : null}
    </Flex>
  );
}

function CannedEditor({ reply, onDone }: { reply?: SupportCanned; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [form] = Form.useForm<Record<string, string>>();
  const save = useMutation({
    mutationFn: (values: Record<string, string>) =>
      adminAction(
        'supportSaveCanned',
        {
          ...(reply ? { id: reply.id } : {}),
          title: values.title ?? '',
          ...Object.fromEntries(LANGUAGES.map((lang) => [`text_${lang}`, values[`text_${lang}`] ?? ''])),
        },
        requestIds,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.canned });
      onDone();
    },
  });
  return (
    <Modal
      open
      width={720}
      title={t(reply ? 'supportDesk.canned.edit' : 'supportDesk.canned.add')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: reply?.title ?? '', ...Object.fromEntries(LANGUAGES.map((lang) => [`text_${lang}`, reply?.texts[lang] ?? ''])) }}
        onFinish={(values) => save.mutate(values)}
        style={{ maxHeight: '60vh', overflowY: 'auto' }}
      >
        <Form.Item name="title" label={t('supportDesk.canned.titleColumn')} rules={[{ required: true }]}>
          <Input maxLength={60} />
        </Form.Item>
        {LANGUAGES.map((lang) => (
          <Form.Item key={lang} name={`text_${lang}`} label={lang} rules={lang === 'en' ? [{ required: true }] : []}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} dir="auto" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
