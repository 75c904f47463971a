import { CheckOutlined, ClockCircleOutlined, CustomerServiceFilled, ExclamationCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { SupportConversationView, SupportMessage } from '@veritex/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { ChatImage } from './ChatImage';

/** A message the page sent and the server has not confirmed yet (or that failed: sent again with the same request id). */
export interface PendingMessage {
  clientId: string;
  text: string;
  previewUrl?: string;
  status: 'sending' | 'failed';
  createdAt: string;
}

function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** The agent's name as people write names: "anna" → "Anna". */
export function agentName(name: string | null | undefined): string {
  return name ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : '';
}

/** Sent (one tick) or read by the agent (two ticks, coloured). */
function Ticks({ read }: { read: boolean }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={read ? 'vx-svc-ticks vx-svc-ticks--read' : 'vx-svc-ticks'}
      title={t(read ? 'chat.read' : 'chat.sent')}
      data-testid="service-ticks"
      data-read={read}
    >
      <CheckOutlined />
      {read ? <CheckOutlined className="vx-svc-ticks__second" /> : null}
    </span>
  );
}

function AntiPhishingLine({ code }: { code: string | null }) {
  const { t } = useTranslation('support');
  const to = useTo();
  return (
    <span className="vx-svc-msg__code" data-testid="service-anti-phishing">
      <SafetyCertificateOutlined />{' '}
      {code ? (
        <>
          {t('chat.antiPhishing')}{' '}
          <strong className="vx-ltr" data-testid="service-anti-phishing-code">
            {code}
          </strong>
        </>
      ) : (
        <Link to={to('/security#anti-phishing')}>{t('chat.antiPhishingMissing')}</Link>
      )}
    </span>
  );
}

function SystemLine({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const agent = agentName(message.agent);
  const text =
    message.event === 'closed'
      ? t('chat.event.closed', { reason: t(`closeReason.${message.close_reason ?? 'other'}`) })
      : t(`chat.event.${message.event ?? 'assigned'}`, { agent });
  return (
    <li className="vx-svc-event" data-testid="service-event" data-event={message.event ?? ''}>
      <span>{text}</span> <span className="vx-svc-msg__time vx-num">{format.time(message.created_at)}</span>
    </li>
  );
}

function MessageLine({ message, readByAgent }: { message: SupportMessage; readByAgent: boolean }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  if (message.from === 'system') return <SystemLine message={message} />;
  const mine = message.from === 'user';
  return (
    <li className={`vx-svc-msg vx-svc-msg--${mine ? 'mine' : 'agent'}`} data-testid="service-message" data-from={message.from} data-id={message.id}>
      {mine ? null : (
        <span className="vx-svc-msg__who" data-testid="service-agent-name">
          <CustomerServiceFilled /> {agentName(message.agent) || t('chat.agent')}
          <span className="vx-svc-msg__badge">{t('chat.official')}</span>
        </span>
      )}
      <div className="vx-svc-msg__bubble">
        {message.image_id ? <ChatImage imageId={message.image_id} alt={t('chat.image')} /> : null}
        {message.text ? (
          <p className="vx-svc-msg__text" dir="auto">
            {message.text}
          </p>
        ) : null}
      </div>
      <span className="vx-svc-msg__meta">
        <span className="vx-svc-msg__time vx-num">{format.time(message.created_at)}</span>
        {mine ? <Ticks read={readByAgent} /> : null}
      </span>
      {mine ? null : <AntiPhishingLine code={message.anti_phishing} />}
    </li>
  );
}

function PendingLine({ pending, onRetry }: { pending: PendingMessage; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation('support');
  return (
    <li className="vx-svc-msg vx-svc-msg--mine vx-svc-msg--pending" data-testid="service-pending" data-status={pending.status}>
      <div className="vx-svc-msg__bubble">
        {pending.previewUrl ? <img src={pending.previewUrl} alt="" className="vx-svc-image__img vx-svc-image__img--local" /> : null}
        {pending.text ? (
          <p className="vx-svc-msg__text" dir="auto">
            {pending.text}
          </p>
        ) : null}
      </div>
      <span className="vx-svc-msg__meta">
        {pending.status === 'sending' ? (
          <span className="vx-svc-msg__time">
            <ClockCircleOutlined /> {t('chat.sending')}
          </span>
        ) : (
          <Button size="small" type="link" danger icon={<ExclamationCircleOutlined />} onClick={() => onRetry(pending.clientId)} data-testid="service-retry">
            {t('chat.retry')}
          </Button>
        )}
      </span>
    </li>
  );
}

/** The history oldest first with a date line where the day changes, then the page's unconfirmed messages. */
export function ChatThread({
  messages,
  pending,
  conversations,
  onRetry,
}: {
  messages: readonly SupportMessage[];
  pending: readonly PendingMessage[];
  /** Read marks per conversation (the current one; older ones were all read when they closed). */
  conversations: ReadonlyMap<string, SupportConversationView>;
  onRetry: (clientId: string) => void;
}) {
  const format = useFormat();
  const rows: ReactNode[] = [];
  const confirmed = new Set(messages.map((message) => message.client_id).filter(Boolean));
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    if (!previous || !sameDay(previous.created_at, message.created_at)) {
      rows.push(
        <li key={`day-${message.id}`} className="vx-svc-day vx-num" data-testid="service-day">
          <span>{format.date(message.created_at)}</span>
        </li>,
      );
    }
    const conversation = conversations.get(message.conversation_id);
    const readByAgent = conversation ? BigInt(message.id) <= BigInt(conversation.agent_read_through) : true;
    rows.push(<MessageLine key={message.id} message={message} readByAgent={readByAgent} />);
  });
  for (const item of pending) if (!confirmed.has(item.clientId)) rows.push(<PendingLine key={item.clientId} pending={item} onRetry={onRetry} />);
  return <ul className="vx-svc-list">{rows}</ul>;
}
