import { CustomerServiceFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_HOURS, type SupportConversationView, type SupportMessage } from '@veritex/shared';
import { Button, Skeleton } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, NetworkError } from '../../api/client';
import { newRequestId } from '../../api/requestId';
import { RefusalAlert } from '../../components/form/submit';
import { LiveIndicator } from '../../components/LiveIndicator';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { agentName, ChatThread, type PendingMessage } from './ChatThread';
import { Composer, type Draft } from './Composer';
import { RatingCard } from './RatingCard';
import { SERVICE_KEYS, serviceCalls, useSupportChat, useSupportMessages } from './serviceApi';
import { SERVICE_POLL_MS, useServiceLive } from './useServiceLive';
import './service.css';

/** Topics the empty chat offers to start from (they fill the composer; the user edits and sends). */
const TOPICS = ['deposit', 'withdrawal', 'verification', 'security'] as const;

/** Keeps the newest message in view when one arrives, unless the reader scrolled up to read older ones. */
function useStickToBottom(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastCount = useRef(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (count !== lastCount.current && (lastCount.current === 0 || atBottom.current)) box.scrollTop = box.scrollHeight;
    lastCount.current = count;
  }, [count]);
  const onScroll = () => {
    const box = ref.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 64;
  };
  const toBottom = useCallback(() => {
    atBottom.current = true;
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, []);
  return { ref, onScroll, toBottom };
}

interface Outgoing {
  draft: Draft;
  /** The upload's own request id, kept for a retry. */
  uploadId: string;
}

/**
 * /service: the signed-in user's chat with customer support, as a messenger: the whole history
 * (every conversation, from any device), agents' lines with the user's anti-phishing code, read
 * ticks, the agent typing, pictures, the safety notice, a rating after close, and a new
 * conversation by simply writing again. Live over `/ws`; polled while the socket is down.
 */
export default function ServicePage() {
  const { t } = useTranslation('support');
  const { t: tWeb } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const queryClient = useQueryClient();
  const chat = useSupportChat();
  const messages = useSupportMessages();
  const { live, agentTyping, typing, stopAgentTyping } = useServiceLive();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [seed, setSeed] = useState<{ text: string; at: number }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const outgoing = useRef(new Map<string, Outgoing>());
  const items = messages.data?.items ?? [];
  const conversation = chat.data?.conversation ?? null;
  const { ref, onScroll, toBottom } = useStickToBottom(items.length + pending.length + (agentTyping ? 1 : 0));

  // The socket is down: read the conversation every few seconds instead.
  useEffect(() => {
    if (live === 'open') return;
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: SERVICE_KEYS.chat });
      void queryClient.invalidateQueries({ queryKey: SERVICE_KEYS.messages });
    }, SERVICE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, queryClient]);

  // An agent's line ends their typing indicator.
  const lastFrom = items.at(-1)?.from;
  useEffect(() => {
    if (lastFrom === 'agent') stopAgentTyping();
  }, [lastFrom, stopAgentTyping]);

  useReadMarks(items, conversation);

  const deliver = useCallback(
    async (clientId: string) => {
      const job = outgoing.current.get(clientId);
      if (!job) return;
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, status: 'sending' } : item)));
      try {
        const imageId = job.draft.file ? (await serviceCalls.uploadImage(job.draft.file, job.uploadId)).image_id : undefined;
        const message = await serviceCalls.send(job.draft.text, imageId, clientId);
        messages.add([message]);
        outgoing.current.delete(clientId);
        setPending((list) => list.filter((item) => item.clientId !== clientId));
        void queryClient.invalidateQueries({ queryKey: SERVICE_KEYS.chat });
      } catch (error) {
        if (error instanceof NetworkError) {
          // No answer: kept, with its request id, for "send again" (the server applies it once).
          setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, status: 'failed' } : item)));
          return;
        }
        outgoing.current.delete(clientId);
        setPending((list) => list.filter((item) => item.clientId !== clientId));
        if (error instanceof ApiError) setRefusal(error);
        else console.error(error);
      }
    },
    [messages, queryClient],
  );

  function send(draft: Draft): boolean {
    const clientId = newRequestId();
    outgoing.current.set(clientId, { draft, uploadId: newRequestId() });
    setRefusal(null);
    setPending((list) => [
      ...list,
      {
        clientId,
        text: draft.text,
        previewUrl: draft.file ? URL.createObjectURL(draft.file) : undefined,
        status: 'sending',
        createdAt: new Date().toISOString(),
      },
    ]);
    window.requestAnimationFrame(toBottom);
    void deliver(clientId);
    return true;
  }

  async function loadOlder() {
    const first = items[0]?.id;
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await serviceCalls.older(first);
      messages.add(older.items, older.has_more);
    } finally {
      setLoadingOlder(false);
    }
  }

  const conversations = useMemo(() => new Map<string, SupportConversationView>(conversation ? [[conversation.id, conversation]] : []), [conversation]);
  const closed = conversation?.status === 'closed';
  const hours = {
    open: `${String(SUPPORT_HOURS.opensAtHour).padStart(2, '0')}:00`,
    close: `${SUPPORT_HOURS.closesAtHour}:00`,
    offset: `+${SUPPORT_HOURS.utcOffsetHours}`,
  };
  const status =
    conversation && !closed
      ? conversation.agent
        ? t('status.agent', { agent: agentName(conversation.agent) })
        : t(chat.data?.desk_open ? 'status.queue' : 'status.queueClosed')
      : t(chat.data?.desk_open ? 'status.online' : 'status.offline');

  return (
    <PageFrame title={tWeb('routes.service')} testId="service-page">
      <section className={phone ? 'vx-svc vx-svc--phone' : 'vx-svc'} data-testid="service-chat" aria-label={t('title')}>
        <header className="vx-svc__head">
          <span className="vx-svc__avatar" aria-hidden="true">
            <CustomerServiceFilled />
          </span>
          <span className="vx-svc__who">
            <strong>{t('title')}</strong>
            <span className="vx-svc__status" data-testid="service-status">
              <span className={chat.data?.desk_open ? 'vx-svc__dot vx-svc__dot--on' : 'vx-svc__dot'} aria-hidden="true" />
              {status}
            </span>
            <span className="vx-svc__hours vx-muted">{t('hours', hours)}</span>
          </span>
          <LiveIndicator state={live} />
        </header>
        <div className="vx-svc__safety" data-testid="service-safety">
          <SafetyCertificateOutlined />
          <span>
            {t('safety')}{' '}
            {chat.data && !chat.data.anti_phishing_set ? (
              <Link to={to('/security#anti-phishing')} data-testid="service-set-code">
                {t('setCode')}
              </Link>
            ) : null}
          </span>
        </div>
        <div className="vx-svc__scroll" ref={ref} onScroll={onScroll} data-testid="service-scroll">
          {messages.isPending || chat.isPending ? (
            <Skeleton active paragraph={{ rows: 5 }} />
          ) : messages.isError ? (
            <ErrorState error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} compact />
          ) : items.length === 0 && pending.length === 0 ? (
            <div className="vx-svc-welcome" data-testid="service-welcome">
              <span className="vx-svc-welcome__icon" aria-hidden="true">
                <CustomerServiceFilled />
              </span>
              <h2>{t('welcome.title')}</h2>
              <p className="vx-muted">{t('welcome.text')}</p>
              <div className="vx-svc-welcome__topics">
                {TOPICS.map((topic) => (
                  <Button
                    key={topic}
                    shape="round"
                    onClick={() => setSeed({ text: t(`welcome.topicText.${topic}`), at: Date.now() })}
                    data-testid={`service-topic-${topic}`}
                  >
                    {t(`welcome.topic.${topic}`)}
                  </Button>
                ))}
              </div>
            </div>
          ) : (
            <>
              {messages.data?.has_more ? (
                <div className="vx-svc-older">
                  <Button size="small" onClick={() => void loadOlder()} loading={loadingOlder} data-testid="service-older">
                    {t('chat.older')}
                  </Button>
                </div>
              ) : null}
              <ChatThread messages={items} pending={pending} conversations={conversations} onRetry={(id) => void deliver(id)} />
            </>
          )}
          {agentTyping ? (
            <p className="vx-svc-typing" data-testid="service-typing" aria-live="polite">
              <span className="vx-svc-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {t('chat.typing', { agent: agentName(conversation?.agent) || t('chat.agent') })}
            </p>
          ) : null}
        </div>
        {closed && conversation ? <RatingCard conversation={conversation} /> : null}
        {refusal ? (
          <div className="vx-svc__refusal">
            <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
          </div>
        ) : null}
        <Composer onSend={send} onTyping={typing} placeholder={t(closed && !phone ? 'chat.placeholderNew' : 'chat.placeholder')} seed={seed} phone={phone} />
      </section>
    </PageFrame>
  );
}

/**
 * Marks the conversation read up to the newest message while the page is visible (the agent sees
 * the ticks; an answer read here is not announced in the inbox a minute later).
 */
function useReadMarks(items: readonly SupportMessage[], conversation: SupportConversationView | null) {
  const queryClient = useQueryClient();
  const marked = useRef('0');
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const newest = [...items].reverse().find((message) => message.conversation_id === conversation?.id && message.from !== 'user')?.id;
  useEffect(() => {
    if (!visible || !conversation || !newest) return;
    if (BigInt(newest) <= BigInt(conversation.user_read_through) || BigInt(newest) <= BigInt(marked.current)) return;
    marked.current = newest;
    serviceCalls
      .read(newest)
      .then((updated) =>
        queryClient.setQueryData(SERVICE_KEYS.chat, (chat: { conversation: SupportConversationView | null } | undefined) =>
          chat ? { ...chat, conversation: updated } : chat,
        ),
      )
      .catch(() => {
        marked.current = '0';
      });
  }, [visible, conversation, newest, queryClient]);
}
