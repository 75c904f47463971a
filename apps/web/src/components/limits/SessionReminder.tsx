import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webApi } from '../../api/web';
import { useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import './sessionReminder.css';

/** Per browser session (sessionStorage): when it started and how many reminders were dismissed. */
const STARTED_KEY = 'vx.limits.sessionStartedAt';
const DISMISSED_KEY = 'vx.limits.remindersDismissed';
const MINUTE_MS = 60_000;

function sessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function setSessionValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the reminder counts from this page view instead.
  }
}

/** When this browser session started (set on first call). */
function sessionStart(): number {
  const stored = Number(sessionValue(STARTED_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = Date.now();
  setSessionValue(STARTED_KEY, String(now));
  return now;
}

/**
 * The session reminder the user set on /limits (issue 18 item 6): every N minutes of a browser
 * session, a notice with the time spent and the way to the limits page, until dismissed.
 */
export function SessionReminder() {
  const { token, demo } = useSession();
  const { t, ready } = useTranslation('limits', { useSuspense: false });
  const to = useTo();
  const limits = useQuery({
    queryKey: ['tradingLimits'],
    queryFn: ({ signal }) => webApi.call('getTradingLimits', {}, { silent: true, signal }),
    enabled: token !== '' && !demo,
    staleTime: 5 * MINUTE_MS,
  });
  const minutes = Number(limits.data?.limits.find((limit) => limit.kind === 'session_minutes')?.value ?? 0);
  const [started] = useState(sessionStart);
  const [now, setNow] = useState(Date.now);
  const [dismissed, setDismissed] = useState(() => Number(sessionValue(DISMISSED_KEY)) || 0);
  const due = minutes > 0 ? Math.floor((now - started) / (minutes * MINUTE_MS)) : 0;

  useEffect(() => {
    if (minutes <= 0) return;
    const next = started + (due + 1) * minutes * MINUTE_MS;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(1000, next - Date.now()));
    return () => window.clearTimeout(timer);
  }, [minutes, started, due]);

  if (!ready || !token || demo || minutes <= 0 || due <= dismissed) return null;
  const dismiss = () => {
    setDismissed(due);
    setSessionValue(DISMISSED_KEY, String(due));
  };
  return (
    <div className="vx-session-reminder" data-testid="session-reminder">
      <Alert
        type="info"
        showIcon
        icon={<ClockCircleOutlined />}
        title={t('session.title')}
        description={
          <span>
            {t('session.body', { minutes: Math.floor((now - started) / MINUTE_MS) })}{' '}
            <Link to={to('/limits')} onClick={dismiss} data-testid="session-reminder-link">
              {t('session.link')}
            </Link>
          </span>
        }
        closable={{ onClose: dismiss }}
      />
    </div>
  );
}
