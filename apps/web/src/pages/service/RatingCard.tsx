import { SmileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportConversationView } from '@veritex/shared';
import { Button, Input, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { SERVICE_KEYS, serviceCalls } from './serviceApi';

/** After an agent closed the conversation: how satisfied the user was (1–5 stars) and an optional comment, once. */
export function RatingCard({ conversation }: { conversation: SupportConversationView }) {
  const { t } = useTranslation('support');
  const { t: tWeb } = useTranslation();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  if (conversation.rating !== null) {
    return (
      <div className="vx-svc-rated" data-testid="service-rated">
        <SmileOutlined /> {t('rating.thanks')} <Rate disabled value={conversation.rating} className="vx-svc-rated__stars" />
      </div>
    );
  }
  if (!conversation.can_rate) return null;

  function submit() {
    if (rating < 1) return;
    void run(async () => {
      const payload = { id: conversation.id, rating, comment };
      try {
        const rated = await serviceCalls.rate(conversation.id, rating, comment.trim(), requestIds.take(payload));
        requestIds.settle();
        queryClient.setQueryData(SERVICE_KEYS.chat, (chat: { conversation: SupportConversationView | null } | undefined) =>
          chat ? { ...chat, conversation: rated } : chat,
        );
      } catch (error) {
        const failure = handleSubmitError(undefined, error, tWeb('common.networkError'));
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  }

  return (
    <section className="vx-svc-rate" data-testid="service-rating" aria-label={t('rating.title')}>
      <h2 className="vx-svc-rate__title">{t('rating.title')}</h2>
      <p className="vx-muted vx-small vx-svc-rate__hint">{t('rating.hint')}</p>
      <Rate
        value={rating}
        onChange={setRating}
        tooltips={[1, 2, 3, 4, 5].map((n) => t(`rating.star${n}`))}
        className="vx-svc-rate__stars"
        data-testid="service-stars"
      />
      <Input.TextArea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={500}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('rating.comment')}
        aria-label={t('rating.comment')}
        dir="auto"
        data-testid="service-rating-comment"
      />
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" onClick={submit} loading={busy} disabled={rating < 1} data-testid="service-rating-submit">
        {t('rating.submit')}
      </Button>
    </section>
  );
}
