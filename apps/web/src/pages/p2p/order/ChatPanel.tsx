import { CustomerServiceFilled, LoadingOutlined, PictureOutlined, SafetyCertificateOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { P2P_MESSAGE_MAX, type P2pMessage, type P2pOrderView } from '@veritex/shared';
import { Button, Input, Skeleton, Tag, Upload } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { newRequestId, useRequestIds } from '../../../api/requestId';
import type { LiveState } from '../../../api/ws';
import { voucherProblem } from '../../../components/form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../../components/form/submit';
import { LiveIndicator } from '../../../components/LiveIndicator';
import { ErrorState } from '../../../components/States';
import { useFormat } from '../../../i18n/format';
import { P2P_KEYS, p2pCalls } from '../p2pApi';
import { noteServerStamp } from './orderClock';
import { OrderImage, sendOrderImage } from './parts';

type MessagesAnswer = { items: P2pMessage[] };

/** The answer to a send goes into the cached chat at once (the `p2p` frame's re-read follows). */
function appendMessage(list: MessagesAnswer | undefined, message: P2pMessage): MessagesAnswer {
  const items = list?.items ?? [];
  return { items: items.some((item) => item.id === message.id) ? items : [...items, message] };
}

function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** One chat line: an order event in the middle, customer support marked, the reader's own at the end side. */
function MessageLine({ message, counterparty }: { message: P2pMessage; counterparty: string }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const time = <span className="vx-p2pc-msg__time vx-num">{format.time(message.created_at)}</span>;
  if (message.from === 'system') {
    return (
      <li className="vx-p2pc-event" data-testid="p2p-chat-event" data-event={message.event ?? ''}>
        <span>{message.event ? t(`chat.event.${message.event}`) : message.text}</span> {time}
      </li>
    );
  }
  const side = message.mine ? 'mine' : message.from === 'staff' ? 'staff' : 'theirs';
  return (
    <li className={`vx-p2pc-msg vx-p2pc-msg--${side}`} data-testid="p2p-chat-message" data-from={message.from} data-mine={message.mine ? 'true' : 'false'}>
      {side === 'staff' ? (
        <span className="vx-p2pc-msg__who vx-p2pc-msg__who--staff" data-testid="p2p-chat-staff">
          <CustomerServiceFilled /> {t('chat.support')}
        </span>
      ) : side === 'theirs' ? (
        <span className="vx-p2pc-msg__who" dir="auto">
          {counterparty}
        </span>
      ) : null}
      <div className="vx-p2pc-msg__bubble">
        {message.image_id ? <OrderImage imageId={message.image_id} alt={t('chat.image')} size="small" testId="p2p-chat-image" /> : null}
        {message.text ? (
          <p className="vx-p2pc-msg__text" dir="auto">
            {message.text}
          </p>
        ) : null}
      </div>
      {time}
    </li>
  );
}

/** Messages oldest first, with a date line where the day changes. */
function MessageList({ messages, counterparty }: { messages: readonly P2pMessage[]; counterparty: string }) {
  const format = useFormat();
  const rows: ReactNode[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    if (!previous || !sameDay(previous.created_at, message.created_at)) {
      rows.push(
        <li key={`day-${message.id}`} className="vx-p2pc-day vx-num">
          {format.date(message.created_at)}
        </li>,
      );
    }
    rows.push(<MessageLine key={message.id} message={message} counterparty={counterparty} />);
  });
  return <ul className="vx-p2pc-list">{rows}</ul>;
}

/** Keeps the newest message in view when one arrives, unless the reader scrolled up to read older ones. */
function useStickToBottom(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastCount = useRef(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const first = lastCount.current === 0;
    if (count !== lastCount.current && (first || atBottom.current)) box.scrollTop = box.scrollHeight;
    lastCount.current = count;
  }, [count]);
  const onScroll = () => {
    const box = ref.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
  };
  const toBottom = () => {
    atBottom.current = true;
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  };
  return { ref, onScroll, toBottom };
}

/**
 * The composer: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing is the IME's); at most 1000 characters; an image is uploaded and sent as its own
 * message. One request id per message, reused only when a send got no answer.
 */
function Composer({ order, onSent }: { order: P2pOrderView; onSent: (message: P2pMessage) => void }) {
  const { t } = useTranslation('p2p');
  const { t: tWeb } = useTranslation();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const closed = !order.can.chat;

  async function send(body: string, imageId?: string) {
    const payload = { body, imageId };
    const requestId = requestIds.take(payload);
    setRefusal(null);
    setProblem(null);
    try {
      const message = await p2pCalls.sendMessage(order.id, body, imageId, requestId);
      requestIds.settle();
      onSent(message);
      return true;
    } catch (error) {
      const failure = handleSubmitError(undefined, error, tWeb('common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
      return false;
    }
  }

  function sendText() {
    const body = text.trim();
    if (!body || closed) return;
    void run(async () => {
      if (await send(body)) setText('');
    });
  }

  function sendImage(file: File) {
    const bad = voucherProblem(file);
    if (bad) {
      setProblem(tWeb(`errors:${bad}`));
      return;
    }
    void run(async () => {
      setUploading(true);
      setProblem(null);
      try {
        const uploaded = await sendOrderImage(file, newRequestId());
        await send('', uploaded.upload_id);
      } catch (error) {
        const failure = handleSubmitError(undefined, error, tWeb('common.networkError'));
        if (failure.kind === 'refused') setRefusal(failure.error);
      } finally {
        setUploading(false);
      }
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  }

  if (closed) {
    return (
      <p className="vx-p2pc-closed vx-muted" data-testid="p2p-chat-closed">
        {t('chat.closed')}
      </p>
    );
  }
  return (
    <div className="vx-p2pc-composer" data-testid="p2p-chat-composer">
      {refusal ? <RefusalAlert error={refusal} onClose={() => setRefusal(null)} /> : null}
      {problem ? (
        <p className="vx-p2pc-problem" role="alert" data-testid="p2p-chat-problem">
          {problem}
        </p>
      ) : null}
      <div className="vx-p2pc-composer__row">
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            sendImage(file);
            return false;
          }}
        >
          <Button
            type="text"
            icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
            disabled={busy}
            aria-label={t('chat.attach')}
            title={t('chat.attach')}
            className="vx-p2pc-composer__attach"
            data-testid="p2p-chat-attach"
          />
        </Upload>
        <Input.TextArea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={P2P_MESSAGE_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          enterKeyHint="send"
          dir="auto"
          className="vx-p2pc-composer__input"
          data-testid="p2p-chat-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined className="vx-flip-rtl" />}
          onClick={sendText}
          loading={busy && !uploading}
          disabled={!text.trim()}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          className="vx-p2pc-composer__send"
          data-testid="p2p-chat-send"
        />
      </div>
      <div className="vx-p2pc-composer__hint vx-muted vx-small">
        <span>{t('chat.enterHint')}</span>
        {text.length > P2P_MESSAGE_MAX - 200 ? <span className="vx-num vx-ltr">{`${text.length} / ${P2P_MESSAGE_MAX}`}</span> : null}
      </div>
    </div>
  );
}

/**
 * The order chat (right column on the desktop, its own tab on the phone): the history with order
 * events as system lines, customer support marked, images as thumbnails that open larger, the safety
 * note, and the composer. Live over the `p2p` frames; the page polls while the socket is down.
 */
export function ChatPanel({
  order,
  messages,
  live,
  phone = false,
}: {
  order: P2pOrderView;
  messages: { data?: MessagesAnswer; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  live: LiveState;
  phone?: boolean;
}) {
  const { t } = useTranslation('p2p');
  const queryClient = useQueryClient();
  const items = messages.data?.items ?? [];
  const { ref, onScroll, toBottom } = useStickToBottom(items.length);
  const merchant = order.counterparty.merchant;

  useEffect(() => {
    for (const message of items) noteServerStamp(message.created_at);
  }, [items]);

  function onSent(message: P2pMessage) {
    noteServerStamp(message.created_at);
    queryClient.setQueryData<MessagesAnswer>([...P2P_KEYS.messages, order.id], (list) => appendMessage(list, message));
    void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.messages, order.id] });
    window.requestAnimationFrame(toBottom);
  }

  return (
    <section className={phone ? 'vx-p2pc vx-p2pc--phone' : 'vx-p2pc'} data-testid="p2p-chat" aria-label={t('chat.title')}>
      <header className="vx-p2pc__head">
        <span className="vx-p2pc__avatar" aria-hidden="true">
          {order.counterparty.nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className="vx-p2pc__who">
          <strong dir="auto" data-testid="p2p-chat-counterparty">
            {order.counterparty.nickname}
          </strong>
          {merchant ? (
            <Tag color="gold" icon={<SafetyCertificateOutlined />} className="vx-p2po-party__badge">
              {t('order.merchant')}
            </Tag>
          ) : null}
        </span>
        <LiveIndicator state={live} />
      </header>
      <p className="vx-p2pc__safety" data-testid="p2p-chat-safety">
        <SafetyCertificateOutlined /> {t('chat.safety')}
      </p>
      <div className="vx-p2pc__scroll" ref={ref} onScroll={onScroll} data-testid="p2p-chat-scroll">
        {messages.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} compact />
        ) : items.length === 0 ? (
          <p className="vx-muted vx-p2pc__empty">{t('chat.empty')}</p>
        ) : (
          <MessageList messages={items} counterparty={order.counterparty.nickname} />
        )}
      </div>
      <Composer order={order} onSent={onSent} />
    </section>
  );
}
