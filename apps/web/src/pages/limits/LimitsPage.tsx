import { HourglassOutlined, InfoCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  AMOUNT_LIMIT_KINDS,
  LEVERAGE_LIMIT_RANGE,
  type LimitKind,
  type LimitView,
  parseUnits,
  SESSION_MINUTES_RANGE,
  type TradingLimits,
} from '@veritex/shared';
import { Alert, App, Button, Input, Progress, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { ActiveExclusion, ExclusionCard } from './ExclusionCard';
import { limitsApi, storeLimits, useTradingLimits } from './limitsApi';
import './limits.css';

/** A limit's value as the user reads it: USDT with its unit, leverage as "10x", minutes in words. */
export function useLimitValue(): (kind: LimitKind, value: string | null) => string {
  const { t } = useTranslation('limits');
  const format = useFormat();
  return (kind, value) => {
    if (value === null) return t('none');
    if (AMOUNT_LIMIT_KINDS.includes(kind)) return `${format.fixed(value, 2)} USDT`;
    if (kind === 'max_leverage') return `${value}x`;
    return t('minutes', { value });
  };
}

/** How much of a USDT limit is used, in percent for the bar (exact in bigint, rounded down to 0.01%). */
function usedPercent(used: string, limit: string | null): number {
  const usedUnits = parseUnits(used, 6) ?? 0n;
  const limitUnits = limit === null ? undefined : parseUnits(limit, 6);
  if (limitUnits === undefined || limitUnits <= 0n) return 0;
  const basisPoints = (usedUnits * 10_000n) / limitUnits;
  return basisPoints >= 10_000n ? 100 : Number(basisPoints) / 100;
}

function UsageBar({ label, used, limit, testId }: { label: string; used: string; limit: string | null; testId: string }) {
  const { t } = useTranslation('limits');
  const format = useFormat();
  const percent = usedPercent(used, limit);
  return (
    <div className="vx-limits-usage__item" data-testid={testId} data-used={used}>
      <div className="vx-limits-usage__label">{label}</div>
      <div className="vx-limits-usage__value vx-num vx-ltr">
        <strong>{format.fixed(used, 2)}</strong>{' '}
        {limit === null ? (
          <span className="vx-muted">USDT · {t('usage.noLimit')}</span>
        ) : (
          <span className="vx-muted">{t('usage.of', { limit: format.fixed(limit, 2) })}</span>
        )}
      </div>
      <Progress percent={percent} showInfo={false} size="small" status={percent >= 100 ? 'exception' : 'normal'} />
    </div>
  );
}

function UsagePanel({ data }: { data: TradingLimits }) {
  const { t } = useTranslation('limits');
  const format = useFormat();
  const limitOf = (kind: LimitKind) => data.limits.find((limit) => limit.kind === kind)?.value ?? null;
  return (
    <section className="vx-limits-section" data-testid="limits-usage">
      <h2 className="vx-limits-subtitle">{t('usage.title')}</h2>
      <div className="vx-limits-usage">
        <UsageBar label={t('usage.deposits_day')} used={data.usage.deposits_day} limit={limitOf('deposit_day')} testId="usage-deposits-day" />
        <UsageBar label={t('usage.deposits_week')} used={data.usage.deposits_week} limit={limitOf('deposit_week')} testId="usage-deposits-week" />
        <UsageBar label={t('usage.deposits_month')} used={data.usage.deposits_month} limit={limitOf('deposit_month')} testId="usage-deposits-month" />
        <UsageBar label={t('usage.loss_today')} used={data.usage.loss_today} limit={limitOf('loss_day')} testId="usage-loss-today" />
      </div>
      <p className="vx-muted vx-limits-note">{t('usage.resets', { time: format.dateTime(data.usage.day_ends_at) })}</p>
    </section>
  );
}

/** One limit: what binds now, a loosening waiting with its time (cancellable), and the field to change it. */
function LimitRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation('limits');
  const { message } = App.useApp();
  const format = useFormat();
  const show = useLimitValue();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'remove' | 'cancel'>();
  const amount = AMOUNT_LIMIT_KINDS.includes(limit.kind);

  const run = async (action: 'save' | 'remove' | 'cancel') => {
    setBusy(action);
    setError(undefined);
    const value = action === 'remove' ? '' : draft.trim();
    try {
      const answer =
        action === 'cancel'
          ? await limitsApi.cancel(limit.kind, requestIds.take({ cancel: limit.kind }))
          : await limitsApi.set(limit.kind, value, requestIds.take({ kind: limit.kind, value }));
      requestIds.settle();
      storeLimits(queryClient, answer);
      setDraft('');
      const now = answer.limits.find((item) => item.kind === limit.kind);
      if (action === 'cancel') void message.success(t('cancelled'));
      else if (now?.pending) void message.info(t('savedPending', { time: format.dateTime(now.pending.effective_at) }));
      else void message.success(t('savedNow'));
    } catch (caught) {
      if (caught instanceof ApiError) {
        requestIds.settle();
        setError(caught.msg);
      }
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="vx-limits-row" data-testid={`limit-${limit.kind}`} data-value={limit.value ?? ''}>
      <div className="vx-limits-row__what">
        <strong>{t(`kinds.${limit.kind}`)}</strong>
        <span className="vx-muted">{t(`hints.${limit.kind}`)}</span>
      </div>
      <div className="vx-limits-row__now">
        <span className="vx-limits-row__value vx-num" data-testid={`limit-${limit.kind}-value`}>
          {show(limit.kind, limit.value)}
        </span>
        {limit.pending ? (
          <span className="vx-limits-row__pending" data-testid={`limit-${limit.kind}-pending`} data-effective-at={limit.pending.effective_at}>
            <Tag color="gold" icon={<HourglassOutlined />} variant="filled">
              {limit.pending.value === null
                ? t('pendingRemoval', { time: format.dateTime(limit.pending.effective_at) })
                : t('pending', { value: show(limit.kind, limit.pending.value), time: format.dateTime(limit.pending.effective_at) })}
            </Tag>
            <Button
              size="small"
              type="link"
              loading={busy === 'cancel'}
              disabled={busy !== undefined}
              onClick={() => void run('cancel')}
              data-testid={`limit-${limit.kind}-cancel`}
            >
              {t('cancelPending')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className="vx-limits-row__edit">
        <Space.Compact block>
          <Input
            value={draft}
            inputMode={amount ? 'decimal' : 'numeric'}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={() => draft.trim() !== '' && void run('save')}
            placeholder={amount ? t('placeholderAmount') : t('placeholderWhole', limit.kind === 'max_leverage' ? LEVERAGE_LIMIT_RANGE : SESSION_MINUTES_RANGE)}
            suffix={amount ? 'USDT' : undefined}
            status={error ? 'error' : undefined}
            aria-label={t(`kinds.${limit.kind}`)}
            data-testid={`limit-${limit.kind}-input`}
          />
          <Button
            type="primary"
            loading={busy === 'save'}
            disabled={draft.trim() === '' || busy !== undefined}
            onClick={() => void run('save')}
            data-testid={`limit-${limit.kind}-save`}
          >
            {t('save')}
          </Button>
        </Space.Compact>
        {limit.value !== null && !(limit.pending && limit.pending.value === null) ? (
          <Button
            size="small"
            type="link"
            danger
            loading={busy === 'remove'}
            disabled={busy !== undefined}
            onClick={() => void run('remove')}
            data-testid={`limit-${limit.kind}-remove`}
          >
            {t('remove')}
          </Button>
        ) : null}
        {error ? (
          <div className="vx-limits-row__error" role="alert" data-testid={`limit-${limit.kind}-error`}>
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function LimitsContent() {
  const { t } = useTranslation('limits');
  const { phone } = useLayout();
  const limits = useTradingLimits();
  let body: ReactNode;
  if (limits.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (limits.isError || !limits.data) body = <ErrorState error={limits.error} onRetry={() => void limits.refetch()} retrying={limits.isFetching} />;
  else if (limits.data.demo) body = <Alert type="info" showIcon title={t('demo')} data-testid="limits-demo" />;
  else
    body = (
      <div className="vx-limits" data-phone={phone ? 'true' : undefined}>
        <p className="vx-muted vx-limits-intro">
          <InfoCircleOutlined /> {t('intro')}
        </p>
        {limits.data.exclusion ? <ActiveExclusion exclusion={limits.data.exclusion} /> : null}
        <UsagePanel data={limits.data} />
        <section className="vx-limits-section" data-testid="limits-list">
          <h2 className="vx-limits-subtitle">
            <StopOutlined /> {t('columns.limit')}
          </h2>
          {limits.data.limits.map((limit) => (
            <LimitRow key={limit.kind} limit={limit} />
          ))}
        </section>
        <ExclusionCard data={limits.data} />
      </div>
    );
  return (
    <PageFrame title={t('title')} testId="page-limits">
      {body}
    </PageFrame>
  );
}

/** Responsible trading (/limits, /person/limits, /m/limits): the user's own limits, usage, cool-off and self-exclusion. */
export default function LimitsPage() {
  return (
    <NamespaceFrame titleKey="limits" testId="page-limits">
      <LimitsContent />
    </NamespaceFrame>
  );
}
