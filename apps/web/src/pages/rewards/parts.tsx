import {
  BankOutlined,
  CalendarOutlined,
  CheckCircleFilled,
  FieldTimeOutlined,
  FileSearchOutlined,
  GiftOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LoginOutlined,
  NumberOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  TranslationOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { BenefitTaskKind, Lang } from '@veritex/shared';
import { Alert, App, Button, Progress, Skeleton, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useAssetOverview } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { useLiveChannel } from '../../api/ws';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { Amount } from '../../components/funds/Amount';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { useFormat } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { compare, isDecimal, percentOf, sign, trim } from '../../lib/decimal';
import { zoneShortName } from '../../lib/zoned';
import { useTo } from '../../router/layout-context';
import { type BenefitTask, claimBenefit, invalidateBenefitProgress, invalidateRewards } from './rewardsQueries';

/** The platform's day boundary (the contract's `day_zone`): Hong Kong midnight, UTC+8 all year. */
export const DAY_ZONE = 'Asia/Hong_Kong';

/** An amount of USDT (or the reward's asset): the exact decimal string, trailing zeros dropped, left to right in Arabic. */
export function Reward({ value, asset = 'USDT', testId, signed = false }: { value: string; asset?: string; testId?: string; signed?: boolean }) {
  const text = isDecimal(value) ? trim(value) : value;
  return (
    <span data-testid={testId} data-value={value}>
      <Amount value={text} asset={asset} signed={signed} />
    </span>
  );
}

/** "11/27/2026" of a Hong Kong calendar day ("2026-11-27"): the date itself, in the user's language. */
export function useDayDate(): (date: string) => string {
  const format = useFormat();
  return format.calendarDay;
}

/** The zone's name for labels ("GMT+8"), in the user's language. */
export function useZoneName(): string {
  const { bcp47 } = useFormat();
  return useMemo(() => zoneShortName(DAY_ZONE, bcp47), [bcp47]);
}

/** Milliseconds until `iso`, ticking each second; 0 once it has passed. */
export function useRemaining(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!iso) return 0;
  const target = Date.parse(iso);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/** "05:12:33": a countdown in hours, minutes and seconds (tabular, left to right). */
export function countdownText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The exchange account's available balance of `asset`, where every reward is credited; live over
 * /ws (a sign-in or a claim posts, and the push updates it), so the change is seen where it happens.
 */
export function CreditedBalance({ asset = 'USDT' }: { asset?: string }) {
  const { t } = useTranslation('rewards');
  const overview = useAssetOverview();
  const queryClient = useQueryClient();
  useLiveBalances();
  // A posting may be a deposit or a trade, which advance tasks: their progress is read again.
  useLiveChannel('balances', () => invalidateBenefitProgress(queryClient));
  const row = overview.data?.accounts.find((account) => account.type === 'exchange')?.rows.find((candidate) => candidate.asset === asset);
  const available = row?.available ?? (overview.data ? '0' : undefined);
  return (
    <div className="vx-rw-balance" data-testid="rewards-balance" data-value={available ?? ''}>
      <span className="vx-rw-balance__label">
        <WalletOutlined /> {t('common.creditedTo')}
      </span>
      {available === undefined ? (
        <Skeleton.Input active size="small" />
      ) : (
        <span className="vx-rw-balance__value">
          <Amount value={available} asset={asset} />
        </span>
      )}
    </div>
  );
}

/** Said before anything binds: the platform's rewards account is empty, so nothing is promised. */
export function RewardsUnavailable({ what }: { what: 'sign' | 'benefits' }) {
  const { t } = useTranslation('rewards');
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      className="vx-rw-unavailable"
      title={t('unavailable.title')}
      description={t(`unavailable.${what}`)}
      data-testid="rewards-unavailable"
    />
  );
}

const KIND_ICONS: Record<BenefitTaskKind, ReactNode> = {
  first_deposit: <WalletOutlined />,
  first_trade: <SwapOutlined />,
  junior_verification: <IdcardOutlined />,
  sign_in_cycle: <CalendarOutlined />,
  trading_volume: <LineChartOutlined />,
};

/** Where a user goes to meet a task of each kind. */
export const KIND_PATHS: Record<BenefitTaskKind, string> = {
  first_deposit: '/recharge',
  first_trade: '/deal',
  junior_verification: '/smauth',
  sign_in_cycle: '/sign',
  trading_volume: '/deal',
};

export function KindIcon({ kind }: { kind: BenefitTaskKind }) {
  return (
    <span className={`vx-rw-kind vx-rw-kind--${kind}`} aria-hidden="true">
      {KIND_ICONS[kind] ?? <GiftOutlined />}
    </span>
  );
}

/**
 * A title written by staff in the reader's language, or the English one with a visible note
 * when that language has none yet (the server says which language it answered).
 */
export function TaskTitle({
  title,
  titleLang,
  as: Heading = 'h3',
  testId = 'task-title',
}: {
  title: string;
  titleLang: Lang;
  as?: 'h1' | 'h2' | 'h3' | 'span';
  testId?: string;
}) {
  const { t } = useTranslation('rewards');
  const lang = useLang();
  const fallback = titleLang !== lang;
  return (
    <span className="vx-rw-title-wrap">
      <Heading className="vx-rw-title" data-testid={testId} lang={titleLang} dir="auto">
        {title}
      </Heading>
      {fallback ? (
        <Tooltip title={t('task.fallbackHint')}>
          <Tag icon={<TranslationOutlined />} className="vx-rw-fallback" data-testid="task-title-fallback" data-lang={titleLang}>
            {t('task.fallback')}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

const STATUS_COLOURS: Record<BenefitTask['status'], string> = {
  upcoming: 'default',
  in_progress: 'processing',
  claimable: 'success',
  claimed: 'default',
  ended: 'default',
  exhausted: 'warning',
};

export function TaskStatusTag({ status }: { status: BenefitTask['status'] }) {
  const { t } = useTranslation('rewards');
  return (
    <Tag color={STATUS_COLOURS[status]} variant="filled" className="vx-rw-status" data-testid="task-status" data-status={status}>
      {status === 'claimed' ? <CheckCircleFilled /> : null} {t(`status.${status}`)}
    </Tag>
  );
}

/** Progress toward the target, from the user's records: a bar and the exact figures (USDT traded, or done / not yet). */
export function TaskProgress({ task, signedIn }: { task: BenefitTask; signedIn: boolean }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const done = compare(task.progress, task.target) >= 0 || task.status === 'claimed' || task.status === 'claimable';
  const pct = done ? 100 : percentOf(task.progress, task.target);
  let label: string;
  if (!signedIn) label = t('task.progressVisitor');
  else if (task.unit === 'usdt')
    label = t('task.progressUsdt', {
      progress: format.fixed(trim(task.progress), Math.min(2, trim(task.progress).split('.')[1]?.length ?? 0)),
      target: format.fixed(trim(task.target), 0),
    });
  else label = done ? t('task.progressDone') : t('task.progressNotYet');
  return (
    <div className="vx-rw-progress" data-testid="task-progress" data-progress={task.progress} data-target={task.target} data-pct={pct}>
      <Progress percent={pct} showInfo={false} size="small" status={done ? 'success' : 'active'} strokeLinecap="round" />
      <div className="vx-rw-progress__row">
        <span className="vx-muted vx-small">{label}</span>
        {signedIn ? <span className="vx-num vx-small vx-rw-progress__pct">{pct}%</span> : null}
      </div>
    </div>
  );
}

/** The period in words: open-ended, from, until, or from–until (the user's own clock). */
export function periodText(t: TFunction, format: { dateTime(iso: string): string }, task: Pick<BenefitTask, 'period_start' | 'period_end'>): string {
  if (task.period_start && task.period_end)
    return t('task.periodBetween', { start: format.dateTime(task.period_start), end: format.dateTime(task.period_end) });
  if (task.period_end) return t('task.periodUntil', { end: format.dateTime(task.period_end) });
  if (task.period_start) return t('task.periodFrom', { start: format.dateTime(task.period_start) });
  return t('task.periodOpen');
}

/** How many more claims the budget left pays (a whole number; the rewards are fixed per task). */
export function claimsLeft(task: Pick<BenefitTask, 'budget_left' | 'reward'>): bigint | undefined {
  const scale = 6;
  const units = (value: string): bigint | undefined => {
    if (!isDecimal(value) || value.startsWith('-')) return undefined;
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
  };
  const left = units(task.budget_left);
  const reward = units(task.reward);
  if (left === undefined || !reward) return undefined;
  return left / reward;
}

/**
 * The task's action: claim when complete (one request id per press, the refusal shown under the
 * button in the server's words), else the way to meet it, or a sign-in for a visitor.
 */
export function TaskAction({
  task,
  signedIn,
  rewardsAvailable,
  block = false,
}: {
  task: BenefitTask;
  signedIn: boolean;
  rewardsAvailable: boolean;
  block?: boolean;
}) {
  const { t } = useTranslation('rewards');
  const to = useTo();
  const format = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const here = `/benefitsDetail?id=${task.id}`;

  if (!signedIn) {
    return (
      <LinkButton block={block} icon={<LoginOutlined />} to={to(`/login?redirect=${encodeURIComponent(to(here))}`)} data-testid="task-sign-in">
        {t('task.signIn')}
      </LinkButton>
    );
  }

  async function claim() {
    setRefusal(null);
    const requestId = requestIds.take({ task: task.id });
    try {
      const answer = await claimBenefit(task.id, requestId);
      requestIds.settle();
      invalidateRewards(queryClient);
      void message.success(t('task.claimed', { amount: trim(answer.claim.amount), asset: answer.claim.asset }));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        setRefusal(error);
        invalidateRewards(queryClient);
        return;
      }
      // No answer: the same press may be retried with the same request id.
      void message.error(t('web:common.networkError'), 3);
    }
  }

  let button: ReactNode;
  if (task.status === 'claimable')
    button = (
      <Tooltip title={rewardsAvailable ? undefined : t('unavailable.short')}>
        <Button
          type="primary"
          block={block}
          icon={<GiftOutlined />}
          loading={busy}
          disabled={!rewardsAvailable}
          onClick={() => void run(claim)}
          data-testid="task-claim"
        >
          {t('task.claim', { amount: trim(task.reward), asset: task.asset })}
        </Button>
      </Tooltip>
    );
  else if (task.status === 'in_progress')
    button = (
      <LinkButton block={block} to={to(KIND_PATHS[task.kind])} data-testid="task-go">
        {t(`kinds.${task.kind}.go`)}
      </LinkButton>
    );
  else if (task.status === 'claimed')
    button = (
      <LinkButton block={block} to={to('/benefitsRecords')} data-testid="task-record">
        {t('task.viewRecord')}
      </LinkButton>
    );
  else
    button = (
      <Button block={block} disabled data-testid="task-closed">
        {task.status === 'upcoming' && task.period_start ? t('task.startsAt', { start: format.dateTime(task.period_start) }) : t(`status.${task.status}`)}
      </Button>
    );
  return (
    <div className={block ? 'vx-rw-action vx-rw-action--block' : 'vx-rw-action'}>
      {button}
      {refusal ? <RefusalAlert error={refusal} onClose={() => setRefusal(null)} /> : null}
    </div>
  );
}

/** A fact of a task: an icon, a label and its value. */
export function Fact({ icon, label, children, testId, value }: { icon?: ReactNode; label: ReactNode; children: ReactNode; testId?: string; value?: string }) {
  return (
    <div className="vx-rw-fact" data-testid={testId} data-value={value}>
      <dt>
        {icon ? <span aria-hidden="true">{icon}</span> : null} {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Budget left, with how many more claims it pays. */
export function BudgetLeft({ task }: { task: BenefitTask }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const left = claimsLeft(task);
  const empty = sign(task.budget_left) <= 0;
  return (
    <span className={empty ? 'vx-rw-budget vx-rw-budget--empty' : 'vx-rw-budget'}>
      <Reward value={task.budget_left} asset={task.asset} />
      {left !== undefined ? (
        <span className="vx-muted vx-small"> · {t('task.claimsLeft', { count: Number(left), formatted: format.fixed(String(left), 0) })}</span>
      ) : null}
    </span>
  );
}

export const PeriodIcon = FieldTimeOutlined;

/** What completes the task, in words, with its target (trading volume) where it has one. */
export function howText(t: TFunction, format: { fixed(value: string, decimals: number): string }, task: BenefitTask): string {
  return t(`kinds.${task.kind}.how`, { target: format.fixed(trim(task.target), 0), asset: task.asset });
}

/** How every benefit reward works, on the page before any claim. */
export function BenefitRules() {
  const { t } = useTranslation('rewards');
  const items: { key: string; icon: ReactNode }[] = [
    { key: 'measured', icon: <FileSearchOutlined /> },
    { key: 'once', icon: <NumberOutlined /> },
    { key: 'paid', icon: <BankOutlined /> },
    { key: 'budget', icon: <SafetyCertificateOutlined /> },
  ];
  return (
    <section className="vx-rw-card vx-rw-benefit-rules" data-testid="benefit-rules" aria-labelledby="benefit-rules-title">
      <h2 className="vx-rw-section-title" id="benefit-rules-title">
        {t('benefits.rulesTitle')}
      </h2>
      <ul className="vx-rw-rules">
        {items.map((item) => (
          <li key={item.key} className="vx-rw-rules__item" data-testid={`benefit-rule-${item.key}`}>
            <span className="vx-rw-rules__icon" aria-hidden="true">
              {item.icon}
            </span>
            <span>{t(`benefits.rules.${item.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
