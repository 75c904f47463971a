import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Progress, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawRules } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { isDecimal, percentOf, sign, trim } from '../../lib/decimal';
import { firstIsoMoment, hourLabel, zonedTimeToday, zoneShortName } from '../../lib/zoned';
import { useTo } from '../../router/layout-context';
import { PublishedRulesLink } from '../rules';
import { Amount } from './Amount';

/** Redraws the window state every minute (the page may stay open across 12:00). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Rule({ label, children, testId, extra }: { label: string; children: ReactNode; testId?: string; extra?: ReactNode }) {
  return (
    <div className="vx-rule" data-testid={testId}>
      <dt className="vx-rule__label">{label}</dt>
      <dd className="vx-rule__value">
        {children}
        {extra ? <div className="vx-rule__extra">{extra}</div> : null}
      </dd>
    </div>
  );
}

/**
 * The window in the reader's own time. Hours do not wrap midnight in Hong Kong (start < end, the
 * server refuses anything else), but the reader's clock may: then the end says "next day". A
 * 0–24 window has no start or end to show (it read "4:00 PM–4:00 PM" west of Hong Kong).
 */
function useLocalWindow(hours: WithdrawRules['window'], startAt: Date | undefined, endAt: Date | undefined): string | undefined {
  const { t } = useTranslation();
  const format = useFormat();
  if (hours.end - hours.start >= 24) return t('funds.rules.localAllDay');
  if (!startAt || !endAt) return undefined;
  const times = { start: format.time(startAt), end: format.time(endAt) };
  return format.date(startAt) === format.date(endAt) ? t('funds.rules.localWindow', times) : t('funds.rules.localWindowNextDay', times);
}

/**
 * Every rule that binds a withdrawal, as the server applies it (ARCHITECTURE §1.3 "rules bind only
 * when shown"): hours with open/closed state, requests per day, limits, fee, turnover progress,
 * transaction password.
 */
export function WithdrawRulesCard({ rules, passwordRedirect }: { rules: WithdrawRules; passwordRedirect: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useTo();
  const now = useMinuteClock();
  const { window: hours, turnover } = rules;
  const zoneName = zoneShortName(hours.tz, format.bcp47);
  const zoneLong = zoneShortName(hours.tz, format.bcp47, 'long');
  const start = hourLabel(hours.start);
  const end = hourLabel(hours.end);
  const startAt = zonedTimeToday(start, hours.tz, new Date(now));
  const endAt = zonedTimeToday(end, hours.tz, new Date(now));
  const opensAt = firstIsoMoment(hours.opens_at_iso, hours.opens_at);
  const localWindow = useLocalWindow(hours, startAt, endAt);
  const decimalsOk = isDecimal(turnover.required) && isDecimal(turnover.achieved);
  const progress = decimalsOk ? percentOf(turnover.achieved, turnover.required) : 0;
  const turnoverMet = isDecimal(turnover.remaining) ? sign(turnover.remaining) <= 0 : progress >= 100;
  const requestsLeft = Math.max(0, rules.per_day - rules.requests_today);
  const passwordSet = rules.transaction_password === 1;

  return (
    <aside className="vx-funds-card vx-rules" data-testid="withdraw-rules" aria-labelledby="withdraw-rules-title">
      <header className="vx-rules__head">
        <h3 className="vx-rules__title" id="withdraw-rules-title">
          {t('funds.rules.title')}
        </h3>
        <span className="vx-rules__source">
          <PublishedRulesLink>{t('funds.rules.source')}</PublishedRulesLink>
        </span>
      </header>
      <dl className="vx-rules__list">
        <Rule
          label={t('funds.rules.hours')}
          testId="withdraw-window"
          extra={
            <>
              {localWindow ? <span className="vx-muted">{localWindow}</span> : null}
              {!hours.open && opensAt ? (
                <span className="vx-rules__opens" data-testid="withdraw-opens">
                  <ClockCircleOutlined />{' '}
                  {t('funds.rules.opensAt', { time: format.dateTimeIn(opensAt, hours.tz), zone: zoneName, local: format.dateTime(opensAt) })}
                </span>
              ) : null}
            </>
          }
        >
          <span className="vx-rules__window" data-open={String(hours.open)}>
            <span className="vx-num vx-ltr">
              {start}–{end}
            </span>{' '}
            <span className="vx-muted">{t('funds.rules.zone', { zone: zoneLong })}</span>
            <Tag color={hours.open ? 'success' : 'warning'} variant="filled" className="vx-rules__state" data-testid="withdraw-window-state">
              {hours.open ? t('funds.rules.open') : t('funds.rules.closed')}
            </Tag>
          </span>
        </Rule>
        <Rule label={t('funds.rules.requests')} testId="withdraw-requests">
          <span className="vx-num">{t('funds.rules.requestsValue', { used: rules.requests_today, perDay: rules.per_day })}</span>
          {requestsLeft === 0 ? (
            <Tag color="warning" variant="filled" className="vx-rules__state">
              {t('funds.rules.noneLeft')}
            </Tag>
          ) : null}
        </Rule>
        <Rule label={t('funds.rules.limits')} testId="withdraw-limits">
          <span className="vx-ltr">
            <Amount value={trim(rules.min)} /> – <Amount value={trim(rules.max)} asset={rules.asset} />
          </span>
        </Rule>
        <Rule label={t('funds.rules.fee')} testId="withdraw-rule-fee">
          <Amount value={trim(rules.fee)} asset={rules.asset} /> <span className="vx-muted">{t('funds.rules.perWithdrawal')}</span>
        </Rule>
        <Rule label={t('funds.rules.network')}>
          <span className="vx-ltr">
            {(rules.allowed.length ? rules.allowed : [{ asset: rules.asset, chain: rules.chain }]).map((entry) => `${entry.asset} · ${entry.chain}`).join(', ')}
          </span>
        </Rule>
        <Rule label={t('funds.rules.turnover')} testId="withdraw-turnover">
          <div className="vx-turnover" data-remaining={turnover.remaining} data-met={String(turnoverMet)}>
            <Progress percent={progress} showInfo={false} size="small" status={turnoverMet ? 'success' : 'active'} />
            <div className="vx-turnover__numbers">
              <span className="vx-ltr">
                <Amount value={turnover.achieved} decimals={2} /> / <Amount value={turnover.required} decimals={2} asset="USDT" />
              </span>
              <span className="vx-num">{progress}%</span>
            </div>
            <span className={turnoverMet ? 'vx-turnover__met' : 'vx-muted'}>
              {turnoverMet ? (
                <>
                  <CheckCircleFilled /> {t('funds.rules.turnoverMet')}
                </>
              ) : (
                t('funds.rules.turnoverRemaining', { remaining: format.fixed(turnover.remaining, 2) })
              )}
            </span>
            <span className="vx-rules__hint">
              {Number(turnover.ratio_pct) > 0 ? t('funds.rules.turnoverExplain', { ratio: String(turnover.ratio_pct) }) : t('funds.rules.noTurnover')}
            </span>
          </div>
        </Rule>
        <Rule label={t('funds.rules.password')} testId="withdraw-tpwd-state">
          {passwordSet ? (
            <Tag color="success" variant="filled" icon={<CheckCircleFilled />}>
              {t('funds.rules.passwordSet')}
            </Tag>
          ) : (
            <span className="vx-rules__missing">
              <Tag color="warning" variant="filled" icon={<ExclamationCircleFilled />}>
                {t('funds.rules.passwordNotSet')}
              </Tag>
              <Link to={to(`/bindmpwd?redirect=${encodeURIComponent(passwordRedirect)}`)} data-testid="withdraw-set-tpwd">
                {t('funds.rules.setPassword')}
              </Link>
            </span>
          )}
        </Rule>
      </dl>
      <p className="vx-rules__footnote">{t('funds.rules.review')}</p>
    </aside>
  );
}
