import { CustomerServiceOutlined, SendOutlined } from '@ant-design/icons';
import { P2P_MESSAGE_MAX, type P2pDeskOrder, type P2pMessage } from '@veritex/shared';
import { Alert, Button, Flex, Input, Typography, theme } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../i18n/format';
import { serverMessage } from '../../api';
import { EmptyState } from '../../components';
import { P2pImage } from './P2pImage';
import { useDeskMessage } from './p2pQueries';

const CHAT_IMAGE_HEIGHT = 150;

interface OrderChatProps {
  order: P2pDeskOrder;
  messages: readonly P2pMessage[];
  /** Support may write into this chat (p2p.review, an order under appeal). */
  mayWrite: boolean;
}

/**
 * The whole order chat as both parties saw it: the buyer's lines on one side, the seller's on the
 * other, support's and the order's events between them, pictures zoomable; and support's box.
 */
export function OrderChat({ order, messages, mayWrite }: OrderChatProps) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);

  // The newest line in view on opening and whenever one arrives (only the chat scrolls, not the drawer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is what changes when a line arrives.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length]);

  return (
    <Flex vertical gap={8}>
      <div
        ref={box}
        style={{
          maxHeight: 'max(360px, calc(100vh - 330px))',
          minHeight: 240,
          overflowY: 'auto',
          padding: 12,
          borderRadius: token.borderRadius,
          border: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorFillQuaternary,
        }}
        data-testid="p2p-chat"
        data-count={messages.length}
      >
        {messages.length === 0 ? (
          <EmptyState text={t('p2pDesk.chat.empty')} />
        ) : (
          <Flex vertical gap={10}>
            {messages.map((message) => (
              <ChatLine key={message.id} message={message} order={order} />
            ))}
          </Flex>
        )}
      </div>
      {mayWrite ? <SupportBox orderId={order.id} /> : null}
    </Flex>
  );
}

function ChatLine({ message, order }: { message: P2pMessage; order: P2pDeskOrder }) {
  if (message.from === 'system') return <SystemLine message={message} />;
  return <Bubble message={message} order={order} />;
}

/** An order event ("Marked as paid"), centred between the parties' lines. */
function SystemLine({ message }: { message: P2pMessage }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { token } = theme.useToken();
  const event = message.event ? t(`p2pDesk.chat.events.${message.event}`, { defaultValue: message.event }) : '';
  return (
    <div
      style={{ textAlign: 'center', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}
      data-testid="p2p-chat-line"
      data-from="system"
      data-event={message.event ?? ''}
    >
      <span style={{ padding: '2px 10px', borderRadius: 10, background: token.colorFillSecondary, display: 'inline-block', maxWidth: '90%' }}>
        {event}
        {message.text ? (
          <span dir="auto">
            {event ? ' · ' : ''}
            {message.text}
          </span>
        ) : null}
        <span dir="ltr" style={{ marginInlineStart: 6, color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}>
          {shortTime(format, message.created_at)}
        </span>
      </span>
    </div>
  );
}

/** A party's or support's message: who wrote it and when, the text as written, the picture to zoom. */
function Bubble({ message, order }: { message: P2pMessage; order: P2pDeskOrder }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { token } = theme.useToken();
  const staff = message.from === 'staff';
  const seller = message.from === 'seller';
  const who = staff
    ? t('p2pDesk.chat.support')
    : `${t(`p2pDesk.role.${message.from}`)} · ${message.from === 'buyer' ? order.buyer.nickname : order.seller.nickname}`;
  const bubble: CSSProperties = {
    maxWidth: '82%',
    padding: '6px 10px',
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${staff ? token.colorInfoBorder : token.colorBorderSecondary}`,
    background: staff ? token.colorInfoBg : seller ? token.colorPrimaryBg : token.colorBgContainer,
  };
  return (
    <Flex
      vertical
      align={staff ? 'center' : seller ? 'flex-end' : 'flex-start'}
      gap={2}
      data-testid="p2p-chat-line"
      data-from={message.from}
      data-id={message.id}
    >
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {staff ? <CustomerServiceOutlined style={{ marginInlineEnd: 4 }} /> : null}
        <span dir="auto">{who}</span>
        <span dir="ltr" style={{ marginInlineStart: 6, color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}>
          {shortTime(format, message.created_at)}
        </span>
      </Typography.Text>
      <div style={bubble}>
        {message.text ? (
          <div dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="p2p-chat-text">
            {message.text}
          </div>
        ) : null}
        {message.image_id ? (
          <div style={{ width: 220, maxWidth: '100%', marginTop: message.text ? 6 : 0 }}>
            <P2pImage imageId={message.image_id} alt={t('p2pDesk.images.chat')} height={CHAT_IMAGE_HEIGHT} testId="p2p-chat-image" />
          </div>
        ) : null}
      </div>
    </Flex>
  );
}

/** Day and time for lines of another day, the time alone for today's; the exact instant stays on the order. */
function shortTime(format: Formatters, iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return time.toDateString() === new Date().toDateString() ? format.clock(time) : format.dateTime(time);
}

/** Support writes into the chat: both parties read it, marked as customer support. Ctrl+Enter sends. */
function SupportBox({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const send = useDeskMessage();
  const [text, setText] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: another order starts with an empty box and no refusal.
  useEffect(() => {
    setText('');
    send.reset();
  }, [orderId]);

  const submit = () => {
    const trimmed = text.trim();
    if (trimmed === '' || send.isPending) return;
    send.mutate({ id: orderId, text: trimmed }, { onSuccess: () => setText('') });
  };

  return (
    <Flex vertical gap={6}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={P2P_MESSAGE_MAX}
        showCount
        disabled={send.isPending}
        placeholder={t('p2pDesk.chat.placeholder')}
        aria-label={t('p2pDesk.chat.placeholder')}
        data-testid="p2p-chat-input"
      />
      {send.error && !send.isPending ? (
        <Alert type="error" showIcon title={serverMessage(send.error) ?? t('common.networkError')} data-testid="p2p-chat-error" />
      ) : null}
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 14 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('p2pDesk.chat.help')}
        </Typography.Text>
        <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={text.trim() === ''} onClick={submit} data-testid="p2p-chat-send">
          {t('p2pDesk.chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
