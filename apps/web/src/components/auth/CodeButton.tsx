import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/**
 * "Send code" with the server's countdown (spec §5): `onSend` returns the seconds to wait,
 * or null when nothing was sent (the form showed why). A "wait" refusal starts the countdown too.
 */
export function CodeButton({ onSend, testId }: { onSend: () => Promise<number | null>; testId?: string }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  async function send(): Promise<void> {
    if (sending || seconds > 0) return;
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) {
        setSentOnce(true);
        setSeconds(Math.max(1, Math.round(wait)));
      }
    } catch (error) {
      const wait = error instanceof ApiError ? error.data.wait : undefined;
      if (typeof wait === 'number' && wait > 0) setSeconds(Math.round(wait));
    } finally {
      setSending(false);
    }
  }

  const label = seconds > 0 ? t('auth.code.resendIn', { seconds }) : sentOnce ? t('auth.code.resend') : t('auth.code.send');
  return (
    <Button
      onClick={() => void send()}
      loading={sending}
      disabled={seconds > 0}
      className="vx-code-button"
      data-testid={testId ?? 'send-code'}
      data-countdown={seconds}
    >
      <span className="vx-num">{label}</span>
    </Button>
  );
}
