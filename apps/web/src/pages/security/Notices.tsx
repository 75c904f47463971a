import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { SecurityChangeAnswer, SecurityEventKind, WithdrawHoldView } from '@veritex/shared';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '../../api/requestId';
import { SECURITY_KEYS, securityCalls } from '../../api/security';
import { handleSubmitError } from '../../components/form/submit';
import { useFormat } from '../../i18n/format';

/** Spec §9: after a change of password, phone, e-mail or two-factor, withdrawals wait for manual review until `until`. */
export function HoldBanner({ hold, hours }: { hold: WithdrawHoldView; hours: number }) {
  const { t } = useTranslation('security');
  const format = useFormat();
  return (
    <Alert
      type="warning"
      showIcon
      className="vx-sec-hold"
      title={
        <span data-testid="security-hold-until" data-until={hold.until}>
          {t('hold.title', { time: format.dateTime(hold.until) })}
        </span>
      }
      description={t('hold.text', { hours, change: t(`events.${hold.kind}`), at: format.dateTime(hold.at) })}
      data-testid="security-hold-banner"
    />
  );
}

/** The change just made: what follows from it (the withdrawal hold) and the offer to end other sessions. */
export interface ChangeOutcome {
  kind: SecurityEventKind;
  answer: SecurityChangeAnswer;
}

/** Ends every session but this one (web/revokeOtherSessions); resolves with how many ended, or null after a failure (already shown). */
export function useEndOtherSessions() {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function end(): Promise<number | null> {
    if (busy) return null;
    setBusy(true);
    try {
      const { ended } = await securityCalls.revokeOtherSessions(newRequestId());
      void message.success(t('sessions.ended', { count: ended }));
      return ended;
    } catch (error) {
      const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
      if (failure.kind === 'refused') void message.warning(failure.error.msg || t('errors:request_error'), 3);
      return null;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });
    }
  }
  return { busy, end };
}

export function ChangeNotice({ outcome, hours, onClose }: { outcome: ChangeOutcome; hours: number; onClose?: () => void }) {
  const { t } = useTranslation('security');
  const format = useFormat();
  const { busy, end } = useEndOtherSessions();
  const [ended, setEnded] = useState<number | null>(null);
  const { answer } = outcome;
  const hold = answer.withdraw_hold;
  const others = answer.other_sessions;
  return (
    <Alert
      type="success"
      showIcon
      closable={onClose ? { onClose } : false}
      className="vx-sec-notice"
      data-testid="security-change-notice"
      data-kind={outcome.kind}
      title={t(`done.${outcome.kind}`)}
      description={
        <div className="vx-sec-notice__body">
          {hold ? (
            <p data-testid="security-notice-hold" data-until={hold.until}>
              {t('hold.afterChange', { hours, time: format.dateTime(hold.until) })}
            </p>
          ) : null}
          {others > 0 && ended === null ? (
            <div className="vx-sec-notice__sessions">
              <p>{t('sessions.offer', { count: others })}</p>
              <Button
                danger
                icon={<LogoutOutlined />}
                loading={busy}
                onClick={() => void end().then((count) => count !== null && setEnded(count))}
                data-testid="security-end-others"
              >
                {t('sessions.endOthers')}
              </Button>
            </div>
          ) : null}
          {ended !== null ? <p data-testid="security-others-ended">{t('sessions.ended', { count: ended })}</p> : null}
        </div>
      }
    />
  );
}
