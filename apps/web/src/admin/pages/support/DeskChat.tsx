import { CustomerServiceOutlined, SendOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { SUPPORT_CLOSE_REASONS, SUPPORT_MESSAGE_MAX, type SupportCloseReason, type SupportDeskConversation, type SupportMessage } from '@veritex/shared';
import { Button, Flex, Input, Modal, Radio, Select, Space, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall } from '../../api';
import { EmptyState, TimeText } from '../../components';
import { StaffImage } from '../../images';
import { useAgents, useAgentTyping, useCanned, useDeskRefresh, useSupportImageUrl } from './supportQueries';

function ChatImage({ imageId }: { imageId: string }) {
  const { t } = useTranslation('admin');
  const url = useSupportImageUrl(imageId);
  return (
    <StaffImage
      url={url}
      alt={t('supportDesk.chat.image')}
      height={140}
      labels={{ zoom: t('p2pDesk.images.zoom'), error: t('p2pDesk.images.error'), loading: t('p2pDesk.images.loading') }}
      data={{ 'data-testid': 'support-desk-image', 'data-image-id': imageId }}
    />
  );
}

function Line({ message, userReadThrough }: { message: SupportMessage; userReadThrough: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  if (message.from === 'system') {
    const text =
      message.event === 'closed'
        ? t('supportDesk.chat.closedLine', { reason: t(`supportDesk.reasons.${message.close_reason ?? 'other'}`) })
        : t(`supportDesk.chat.${message.event === 'transferred' ? 'transferredLine' : 'assignedLine'}`, { agent: message.agent ?? '' });
    return (
      <div style={{ textAlign: 'center', fontSize: token.fontSizeSM, color: token.colorTextSecondary }} data-testid="support-desk-event">
        {text} · <TimeText iso={message.created_at} />
      </div>
    );
  }
  const agent = message.from === 'agent';
  return (
    <Flex vertical align={agent ? 'flex-end' : 'flex-start'} gap={2} data-testid="support-desk-line" data-from={message.from}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {agent ? (
          <>
            <CustomerServiceOutlined /> {message.agent}
          </>
        ) : (
          <>
            <UserOutlined /> {t('supportDesk.chat.user')}
          </>
        )}{' '}
        · <TimeText iso={message.created_at} />
        {agent ? ` · ${BigInt(message.id) <= BigInt(userReadThrough) ? t('supportDesk.chat.readByUser') : t('supportDesk.chat.unreadByUser')}` : ''}
      </Typography.Text>
      <div
        style={{
          maxWidth: '80%',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          background: agent ? token.colorPrimaryBg : token.colorBgContainer,
          border: `1px solid ${agent ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
        dir="auto"
      >
        {message.image_id ? <ChatImage imageId={message.image_id} /> : null}
        {message.text}
      </div>
    </Flex>
  );
}

/** The agent's composer: canned replies in the user's language, Enter to send, typing told to the user. */
function ReplyBox({ conversation, onSent }: { conversation: SupportDeskConversation; onSent: () => void }) {
  const { t } = useTranslation('admin');
  const canned = useCanned();
  const requestIds = useRequestIds();
  const typing = useAgentTyping(conversation.id);
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: (body: string) => adminAction('supportReply', { id: conversation.id, text: body }, requestIds),
    onSuccess: () => {
      setText('');
      typing(false);
      onSent();
    },
  });
  const send = () => {
    const body = text.trim();
    if (body && !reply.isPending) reply.mutate(body);
  };
  return (
    <Flex vertical gap={6}>
      <Select
        showSearch
        placeholder={t('supportDesk.chat.canned', { lang: conversation.lang })}
        value={null}
        optionFilterProp="label"
        options={(canned.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
        onChange={(id: string) => {
          const item = canned.data?.items.find((candidate) => candidate.id === id);
          if (item) setText((current) => `${current ? `${current}\n` : ''}${item.texts[conversation.lang] ?? item.texts.en ?? ''}`);
        }}
        data-testid="support-desk-canned"
        style={{ width: '100%' }}
      />
      <Flex gap={6} align="flex-end">
        <Input.TextArea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            typing(event.target.value.trim() !== '');
          }}
          onBlur={() => typing(false)}
          onPressEnter={(event) => {
            if (event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          maxLength={SUPPORT_MESSAGE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('supportDesk.chat.placeholder')}
          data-testid="support-desk-input"
          dir="auto"
        />
        <Button type="primary" icon={<SendOutlined />} onClick={send} loading={reply.isPending} disabled={!text.trim()} data-testid="support-desk-send">
          {t('supportDesk.chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}

function CloseButton({ conversation }: { conversation: SupportDeskConversation }) {
  const { t } = useTranslation('admin');
  const requestIds = useRequestIds();
  const refresh = useDeskRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<SupportCloseReason>('resolved');
  const [note, setNote] = useState('');
  const close = useMutation({
    mutationFn: () => adminAction('supportClose', { id: conversation.id, reason, note }, requestIds),
    onSuccess: () => {
      setOpen(false);
      void refresh();
    },
  });
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="support-desk-close">
        {t('supportDesk.actions.close')}
      </Button>
      <Modal
        open={open}
        title={t('supportDesk.close.title')}
        okText={t('supportDesk.close.confirm')}
        okButtonProps={{ danger: true, loading: close.isPending, id: 'support-desk-close-confirm' }}
        onOk={() => close.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Radio.Group value={reason} onChange={(event) => setReason(event.target.value)} data-testid="support-desk-close-reason">
            <Space direction="vertical">
              {SUPPORT_CLOSE_REASONS.map((value) => (
                <Radio key={value} value={value} data-testid={`support-desk-reason-${value}`}>
                  {t(`supportDesk.reasons.${value}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            placeholder={t('supportDesk.close.note')}
            autoSize={{ minRows: 2 }}
          />
        </Flex>
      </Modal>
    </>
  );
}

function TransferSelect({ conversation }: { conversation: SupportDeskConversation }) {
  const { t } = useTranslation('admin');
  const agents = useAgents();
  const requestIds = useRequestIds();
  const refresh = useDeskRefresh();
  const transfer = useMutation({
    mutationFn: (agentId: string) => adminAction('supportTransfer', { id: conversation.id, agent_id: agentId }, requestIds),
    onSuccess: () => void refresh(),
  });
  return (
    <Select
      placeholder={
        <>
          <SwapOutlined /> {t('supportDesk.actions.transfer')}
        </>
      }
      value={null}
      loading={transfer.isPending}
      style={{ minWidth: 180 }}
      options={(agents.data?.items ?? [])
        .filter((agent) => agent.id !== conversation.agent_id)
        .map((agent) => ({ value: agent.id, label: t('supportDesk.actions.agentOption', { agent: agent.username, count: agent.active_conversations }) }))}
      onChange={(agentId: string) => transfer.mutate(agentId)}
      data-testid="support-desk-transfer"
    />
  );
}

/** One conversation: its lines, the user typing, take/transfer/close, and the reply box. */
export function DeskChat({
  conversation,
  messages,
  staffId,
  userTyping,
}: {
  conversation: SupportDeskConversation;
  messages: readonly SupportMessage[];
  staffId: string;
  userTyping: boolean;
}) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const requestIds = useRequestIds();
  const refresh = useDeskRefresh();
  const box = useRef<HTMLDivElement>(null);
  const take = useMutation({ mutationFn: () => adminAction('supportTake', { id: conversation.id }, requestIds), onSuccess: () => void refresh() });
  const closed = conversation.status === 'closed';
  const mine = conversation.agent_id === staffId;
  const newestUserLine = [...messages].reverse().find((message) => message.from === 'user')?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line (the count) is what scrolls the box.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length, userTyping]);

  // The holder (or anyone while it waits in the queue) reading the user's newest line marks it read: the user sees the ticks.
  useEffect(() => {
    if (!newestUserLine || closed || (conversation.agent_id !== null && !mine)) return;
    if (BigInt(newestUserLine) <= BigInt(conversation.agent_read_through)) return;
    void adminCall('supportDeskRead', { id: conversation.id, message_id: newestUserLine }, { quiet: true }).then(
      () => refresh(),
      () => undefined,
    );
  }, [newestUserLine, conversation.id, conversation.agent_read_through, conversation.agent_id, closed, mine, refresh]);

  return (
    <Flex vertical gap={8} style={{ height: '100%' }} data-testid="support-desk-chat" data-conversation={conversation.id}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={6} wrap>
          <Typography.Text strong>{conversation.account}</Typography.Text>
          <Tag>{conversation.lang}</Tag>
          <Tag color={closed ? 'default' : conversation.status === 'open' ? 'orange' : 'blue'} data-testid="support-desk-status">
            {t(`supportDesk.status.${conversation.status}`)}
          </Tag>
          {conversation.agent ? (
            <Typography.Text type="secondary">
              <CustomerServiceOutlined /> {conversation.agent}
            </Typography.Text>
          ) : null}
        </Space>
        {closed ? null : (
          <Space size={6} wrap>
            {conversation.agent_id === null ? (
              <Button type="primary" onClick={() => take.mutate()} loading={take.isPending} data-testid="support-desk-take">
                {t('supportDesk.actions.take')}
              </Button>
            ) : null}
            <TransferSelect conversation={conversation} />
            {conversation.agent_id === null || mine ? <CloseButton conversation={conversation} /> : null}
          </Space>
        )}
      </Flex>
      <div
        ref={box}
        style={{
          flex: 1,
          minHeight: 280,
          maxHeight: 'calc(100vh - 360px)',
          overflowY: 'auto',
          padding: 12,
          borderRadius: token.borderRadius,
          border: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorFillQuaternary,
        }}
        data-testid="support-desk-lines"
      >
        {messages.length === 0 ? (
          <EmptyState text={t('supportDesk.chat.empty')} />
        ) : (
          <Flex vertical gap={10}>
            {messages.map((message) => (
              <Line key={message.id} message={message} userReadThrough={conversation.user_read_through} />
            ))}
          </Flex>
        )}
        {userTyping ? (
          <Typography.Text type="secondary" italic data-testid="support-desk-typing" style={{ display: 'block', marginTop: 8 }}>
            {t('supportDesk.chat.userTyping')}
          </Typography.Text>
        ) : null}
      </div>
      {closed ? (
        <Typography.Text type="secondary" data-testid="support-desk-closed">
          {t('supportDesk.chat.closedNote', { reason: t(`supportDesk.reasons.${conversation.close_reason ?? 'other'}`) })}
          {conversation.rating !== null ? ` · ${t('supportDesk.chat.rated', { rating: conversation.rating })}` : ''}
        </Typography.Text>
      ) : conversation.agent_id !== null && !mine ? (
        <Typography.Text type="secondary">{t('supportDesk.chat.heldBy', { agent: conversation.agent ?? '' })}</Typography.Text>
      ) : (
        <ReplyBox conversation={conversation} onSent={() => void refresh()} />
      )}
    </Flex>
  );
}
