import { useQueryClient } from '@tanstack/react-query';
import { type EarnOrderView, ERROR_CODES, type RedemptionQuoteView } from '@veritex/shared';
import { Alert, App, Button, Drawer, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { invalidateEarn, quoteOfRefusal, redeemEarn, useRedemptionQuote } from './earnQueries';
import { earlyRuleText, insideRoot, QuoteLines } from './parts';

/**
 * Early redemption: the server's quote (computed by the function that will post it) shown line by
 * line, then web/sellProfit with the confirmed total. If a day's interest changed the quote since
 * it was read, the server refuses with the new one, which is shown for a second confirmation.
 */
export function RedeemDialog({ order, onClose }: { order: EarnOrderView | undefined; onClose: () => void }) {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const open = order !== undefined;
  const title = order ? t('redeem.title', { order: order.order_no }) : '';
  const body = order ? <RedeemBody key={order.id} order={order} onClose={onClose} /> : null;
  if (phone) {
    return (
      <Drawer
        getContainer={insideRoot}
        placement="bottom"
        open={open}
        onClose={onClose}
        title={title}
        size="auto"
        styles={{ wrapper: { maxHeight: '92vh' } }}
        className="vx-sheet vx-earn-sheet"
        destroyOnHidden
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal getContainer={insideRoot} open={open} onCancel={onClose} title={title} footer={null} width="32rem" className="vx-earn-modal" destroyOnHidden>
      {body}
    </Modal>
  );
}

function RedeemBody({ order, onClose }: { order: EarnOrderView; onClose: () => void }) {
  const { t } = useTranslation('earn');
  const format = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const read = useRedemptionQuote(order.id);
  // A quote that replaced the one read (from an `earn_quote_changed` refusal).
  const [changed, setChanged] = useState<RedemptionQuoteView>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const quote = changed ?? read.data;

  async function redeem(shown: RedemptionQuoteView) {
    const fields = { id: order.id, expected_total: shown.total_returned };
    const requestId = requestIds.take(fields);
    setRefusal(null);
    try {
      const done = await redeemEarn(fields, requestId);
      requestIds.settle();
      invalidateEarn(queryClient);
      void message.success(
        t('redeem.done', { amount: format.fixed(done.principal_returned ?? shown.principal_returned, 6), total: format.fixed(shown.total_returned, 6) }),
      );
      onClose();
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        if (error.code === ERROR_CODES.earn_quote_changed) {
          const next = quoteOfRefusal(error.data);
          if (next) setChanged(next);
          else {
            setChanged(undefined);
            void read.refetch();
          }
        }
        setRefusal(error);
        invalidateEarn(queryClient);
        return;
      }
      void message.error(t('web:common.networkError'), 3);
    }
  }

  if (read.isPending && !changed) return <Skeleton active paragraph={{ rows: 7 }} />;
  if (!quote) return <ErrorState error={read.error} onRetry={() => void read.refetch()} retrying={read.isFetching} compact />;
  return (
    <div className="vx-earn-redeem" data-testid="earn-redeem" data-order={order.id} data-total={quote.total_returned}>
      <p className="vx-earn-redeem__rule" data-testid="earn-redeem-rule">
        <strong>{t('product.early')}</strong> {earlyRuleText(t, order)}
      </p>
      <QuoteLines quote={quote} testPrefix="earn-quote" />
      <p className="vx-muted vx-small" data-testid="earn-quote-as-of">
        {t('redeem.asOf', { time: format.dateTime(quote.as_of) })}
      </p>
      {refusal?.code === ERROR_CODES.earn_quote_changed ? (
        <Alert type="warning" showIcon className="vx-refusal" title={refusal.msg} data-testid="earn-quote-changed" />
      ) : (
        <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      )}
      {quote.redeemable ? (
        <p className="vx-earn-redeem__where">{t('redeem.where')}</p>
      ) : (
        <Alert type="info" showIcon title={t('redeem.notRedeemable')} data-testid="earn-not-redeemable" />
      )}
      <div className="vx-earn-confirm__actions">
        <Button onClick={onClose} disabled={busy} data-testid="earn-redeem-cancel">
          {t('redeem.keep')}
        </Button>
        {quote.redeemable ? (
          <Button type="primary" danger loading={busy} onClick={() => void run(() => redeem(quote))} data-testid="earn-redeem-ok">
            {t('redeem.confirm', { total: trim(quote.total_returned) })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
