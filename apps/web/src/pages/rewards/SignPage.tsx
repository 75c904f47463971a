import { CalendarOutlined, CheckCircleFilled, ClockCircleOutlined, FileTextOutlined, GiftOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Skeleton, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { listStateOf, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { CreditedBalance, countdownText, Reward, RewardsUnavailable, useDayDate, useRemaining, useZoneName } from './parts';
import { invalidateRewards, type SignInDay, type SignInRecord, type SignInState, signInToday, useSignIn, useSignLog } from './rewardsQueries';
import './rewards.css';

const LOG_PAGE_SIZE = 10;

const DAY_ICONS: Record<SignInDay['state'], ReactNode> = {
  acquired: <CheckCircleFilled />,
  signed_in: <CheckCircleFilled />,
  receive: <GiftOutlined />,
  in_progress: <CalendarOutlined />,
};

/** One day of the 7-day strip: its reward and its state (acquired, signed in today, receive today, later). */
function DayTile({ day, asset }: { day: SignInDay; asset: string }) {
  const { t } = useTranslation('rewards');
  return (
    <li className={`vx-sign-day vx-sign-day--${day.state}`} data-testid="sign-day" data-day={day.day} data-state={day.state} data-reward={day.reward}>
      <span className="vx-sign-day__label">{t('sign.day', { day: day.day })}</span>
      <span className="vx-sign-day__icon" aria-hidden="true">
        {DAY_ICONS[day.state]}
      </span>
      <span className="vx-sign-day__reward">
        <Reward value={day.reward} asset={asset} signed />
      </span>
      <span className="vx-sign-day__state">{t(`sign.states.${day.state}`)}</span>
    </li>
  );
}

/** The next Hong Kong midnight: a countdown and the same moment in the user's own zone. */
function DayBoundary({ state, onPassed }: { state: SignInState; onPassed: () => void }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const zone = useZoneName();
  const remaining = useRemaining(state.next_at);
  const passed = remaining === 0;
  useEffect(() => {
    if (passed) onPassed();
  }, [passed, onPassed]);
  return (
    <p className="vx-sign-boundary" data-testid="sign-next" data-at={state.next_at}>
      <ClockCircleOutlined aria-hidden="true" />{' '}
      <span>
        {t(state.signed_today ? 'sign.nextOpens' : 'sign.todayEnds', { zone })}{' '}
        <strong className="vx-num vx-ltr" data-testid="sign-countdown">
          {countdownText(remaining)}
        </strong>
      </span>
      <span className="vx-muted vx-small vx-sign-boundary__local">{t('sign.yourTime', { time: format.dateTime(state.next_at) })}</span>
    </p>
  );
}

/** The sign-in button: one request id per press, the server's refusal under it. */
function SignButton({ state, rewardsAvailable }: { state: SignInState; rewardsAvailable: boolean }) {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const today = state.days.find((day) => day.day === state.current_day);

  async function sign() {
    setRefusal(null);
    const requestId = requestIds.take({ date: state.today });
    try {
      const answer = await signInToday(requestId);
      requestIds.settle();
      queryClient.setQueryData(['getSignIn', true], (previous: { rules: unknown } | undefined) => (previous ? { ...previous, state: answer.state } : previous));
      invalidateRewards(queryClient);
      void message.success(t('sign.done', { day: answer.record.day, amount: trim(answer.record.reward), asset: answer.record.asset }));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        setRefusal(error);
        invalidateRewards(queryClient);
        return;
      }
      void message.error(t('web:common.networkError'), 3);
    }
  }

  if (state.signed_today)
    return (
      <Button size="large" block disabled icon={<CheckCircleFilled />} data-testid="sign-button" data-state="signed">
        {t('sign.signedToday')}
      </Button>
    );
  return (
    <div className="vx-sign-action">
      <Button
        type="primary"
        size="large"
        block
        icon={<GiftOutlined />}
        loading={busy}
        disabled={!rewardsAvailable}
        onClick={() => void run(sign)}
        data-testid="sign-button"
        data-state={rewardsAvailable ? 'open' : 'unavailable'}
      >
        {rewardsAvailable ? t('sign.button', { day: state.current_day, amount: trim(today?.reward ?? '0'), asset: state.asset }) : t('unavailable.short')}
      </Button>
      {refusal ? <RefusalAlert error={refusal} onClose={() => setRefusal(null)} /> : null}
    </div>
  );
}

function Stat({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId: string; value?: string | number }) {
  return (
    <div className="vx-sign-stat" data-testid={testId} data-value={value}>
      <span className="vx-sign-stat__label">{label}</span>
      <span className="vx-sign-stat__value">{children}</span>
    </div>
  );
}

function LogRows({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const format = useFormat();
  const dayDate = useDayDate();
  const query = useSignLog(page, LOG_PAGE_SIZE);
  const state = listStateOf(query, { page, onPage, pageSize: LOG_PAGE_SIZE, empty: t('log.empty') });
  const rowData = (record: SignInRecord) =>
    ({ 'data-testid': 'sign-record', 'data-date': record.date, 'data-day': record.day, 'data-reward': record.reward }) as HTMLAttributes<HTMLElement>;
  if (phone)
    return (
      <PagedRows<SignInRecord>
        state={state}
        testId="sign-log"
        renderRow={(record) => (
          <li key={record.id} className="vx-mrow" {...rowData(record)}>
            <div className="vx-mrow__head">
              <span className="vx-num">{dayDate(record.date)}</span>
              <Reward value={record.reward} asset={record.asset} signed />
            </div>
            <RowLine label={t('log.day')}>
              <span className="vx-num">{t('sign.day', { day: record.day })}</span>
            </RowLine>
            <RowLine label={t('log.time')}>
              <span className="vx-num">{format.dateTime(record.created_at)}</span>
            </RowLine>
          </li>
        )}
      />
    );
  const columns: TableColumnsType<SignInRecord> = [
    { key: 'date', title: t('log.date'), render: (_, record) => <span className="vx-num vx-nowrap">{dayDate(record.date)}</span> },
    { key: 'day', title: t('log.day'), render: (_, record) => <span className="vx-num">{t('sign.day', { day: record.day })}</span> },
    { key: 'reward', title: t('log.reward'), align: 'end', render: (_, record) => <Reward value={record.reward} asset={record.asset} signed /> },
    { key: 'time', title: t('log.time'), align: 'end', render: (_, record) => <span className="vx-num vx-nowrap">{format.dateTime(record.created_at)}</span> },
  ];
  return <PagedTable<SignInRecord> state={state} testId="sign-log" columns={columns} onRow={rowData} />;
}

/** The sign-in log (web/ethSignlog): every sign-in with its Hong Kong date, cycle day and reward. */
function SignLog() {
  const { t } = useTranslation('rewards');
  const [page, setPage] = useState(1);
  return (
    <section className="vx-rw-section" aria-labelledby="sign-log-title">
      <h2 className="vx-rw-section-title" id="sign-log-title">
        {t('log.title')}
      </h2>
      <LogRows page={page} onPage={setPage} />
    </section>
  );
}

/** The cycle's rule in short, beside the strip, with the full rules a click away. */
function RuleSummary() {
  const { t } = useTranslation('rewards');
  const to = useTo();
  const zone = useZoneName();
  return (
    <ul className="vx-sign-rules" data-testid="sign-rules-summary">
      <li data-testid="sign-rule-restart">
        <UndoOutlined aria-hidden="true" /> {t('sign.ruleRestart')}
      </li>
      <li data-testid="sign-rule-zone">
        <ClockCircleOutlined aria-hidden="true" /> {t('sign.ruleZone', { zone })}
      </li>
      <li data-testid="sign-rule-paid">
        <GiftOutlined aria-hidden="true" /> {t('sign.rulePaid')}
      </li>
      <li>
        <LinkButton type="link" size="small" to={to('/signRule')} icon={<FileTextOutlined />} className="vx-sign-rules__link" data-testid="sign-rules-link">
          {t('sign.allRules')}
        </LinkButton>
      </li>
    </ul>
  );
}

/** Daily sign-in (/sign): the 7-day strip, today's action, the day boundary, the rule and the log. */
function SignContent() {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const to = useTo();
  const { token } = useSession();
  const zone = useZoneName();
  const query = useSignIn(Boolean(token));
  const dayDate = useDayDate();
  const refetch = query.refetch;
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError || !query.data) body = <ErrorState error={query.error} onRetry={() => void refetch()} retrying={query.isFetching} />;
  else {
    const { state } = query.data;
    const signedDays = state.days.filter((day) => day.state === 'acquired' || day.state === 'signed_in').length;
    body = (
      <>
        <section className="vx-sign-hero" data-testid="sign-hero" data-current={state.current_day} data-signed={state.signed_today} data-today={state.today}>
          <div className="vx-sign-hero__main">
            <span className="vx-sign-hero__eyebrow">{t('sign.eyebrow', { date: dayDate(state.today), zone })}</span>
            <h2 className="vx-sign-hero__title" data-testid="sign-current">
              {t(state.signed_today ? 'sign.currentSigned' : 'sign.currentOpen', { day: state.current_day })}
            </h2>
            <p className="vx-sign-hero__lead">{t('sign.lead')}</p>
            {state.cycle_restarted ? (
              <p className="vx-sign-restarted" data-testid="sign-restarted">
                <RedoOutlined aria-hidden="true" /> {t('sign.restarted')}
              </p>
            ) : null}
            <div className="vx-sign-stats">
              <Stat label={t('sign.streak')} testId="sign-streak" value={signedDays}>
                <span className="vx-num">{t('sign.streakValue', { count: signedDays })}</span>
              </Stat>
              <Stat label={t('sign.totalReceived')} testId="sign-total" value={state.total_received}>
                <Reward value={state.total_received} asset={state.asset} />
              </Stat>
              <Stat label={t('sign.signIns')} testId="sign-count" value={state.sign_ins}>
                <span className="vx-num">{state.sign_ins}</span>
              </Stat>
            </div>
          </div>
          <div className="vx-sign-hero__side">
            <SignButton state={state} rewardsAvailable={state.rewards_available} />
            <DayBoundary state={state} onPassed={() => void refetch()} />
            <CreditedBalance asset={state.asset} />
          </div>
        </section>
        {state.rewards_available ? null : <RewardsUnavailable what="sign" />}
        <section className="vx-rw-section" aria-labelledby="sign-days-title">
          <h2 className="vx-rw-section-title" id="sign-days-title">
            {t('sign.cycleTitle')}
          </h2>
          <ol className="vx-sign-strip" data-testid="sign-strip">
            {state.days.map((day) => (
              <DayTile key={day.day} day={day} asset={state.asset} />
            ))}
          </ol>
          <RuleSummary />
        </section>
        <SignLog />
      </>
    );
  }
  return (
    <PageFrame
      title={t('sign.title')}
      testId="page-sign"
      extra={
        <LinkButton to={to('/benefits')} icon={<GiftOutlined />} size={phone ? 'small' : undefined} data-testid="sign-benefits-link">
          {t('sign.benefitsLink')}
        </LinkButton>
      }
    >
      <div className="vx-rw">{body}</div>
    </PageFrame>
  );
}

export default function SignPage() {
  return (
    <NamespaceFrame titleKey="sign" testId="page-sign">
      <SignContent />
    </NamespaceFrame>
  );
}
