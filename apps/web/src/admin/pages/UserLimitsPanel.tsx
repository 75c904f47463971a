import { useQuery } from '@tanstack/react-query';
import { AMOUNT_LIMIT_KINDS, type LimitKind } from '@veritex/shared';
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminCall, retryNetworkOnce } from '../api';
import { EMPTY_VALUE, LoadError, TimeText } from '../components';
import { ADMIN_KEY } from '../queries';

/** A limit's value as staff read it: exact USDT, leverage, minutes. */
function limitText(kind: LimitKind, value: string | null, none: string): string {
  if (value === null) return none;
  if (AMOUNT_LIMIT_KINDS.includes(kind)) return `${value} USDT`;
  return kind === 'max_leverage' ? `${value}x` : `${value} min`;
}

/**
 * The user drawer's responsible-trading section (issue 18 item 6): limits in force, loosenings
 * waiting with their time, usage, and the cool-off or self-exclusion. Read-only on purpose: the
 * contract has no staff call that changes any of it.
 */
export function UserLimitsPanel({ userId }: { userId: string }) {
  const { t, ready } = useTranslation('limits', { useSuspense: false });
  const limits = useQuery({
    queryKey: [ADMIN_KEY, 'userTradingLimits', userId],
    queryFn: () => adminCall('userTradingLimits', { id: userId }),
    retry: retryNetworkOnce,
  });
  if (!ready || limits.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (limits.isError || !limits.data) return <LoadError error={limits.error} onRetry={() => void limits.refetch()} retrying={limits.isFetching} />;
  const data = limits.data;
  const exclusion = data.exclusion;
  return (
    <section data-testid="admin-user-limits">
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('staff.title')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('staff.note')} style={{ marginBottom: 12 }} />
      {exclusion ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="admin-user-exclusion"
          title={
            <span>
              {t(`exclusion.${exclusion.kind}`)} · {t(`exclusion.periods.${exclusion.period}`)} · <TimeText iso={exclusion.starts_at} /> →{' '}
              {exclusion.ends_at ? <TimeText iso={exclusion.ends_at} /> : t('exclusion.periods.permanent')}
            </span>
          }
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('staff.noExclusion')}</Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 200 } }}
        items={[
          ...data.limits.map((limit) => ({
            key: limit.kind,
            label: t(`kinds.${limit.kind}`),
            children: (
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                {limitText(limit.kind, limit.value, t('none'))}
                {limit.pending ? (
                  <Tag color="gold" style={{ marginInlineStart: 8 }}>
                    {limit.pending.value === null ? t('pendingRemoval', { time: '' }) : `→ ${limitText(limit.kind, limit.pending.value, t('none'))}`}{' '}
                    <TimeText iso={limit.pending.effective_at} />
                  </Tag>
                ) : null}
              </span>
            ),
          })),
          { key: 'deposits', label: t('usage.deposits_month'), children: `${data.usage.deposits_month} USDT` },
          { key: 'loss', label: t('usage.loss_today'), children: data.usage.loss_today === '0' ? EMPTY_VALUE : `${data.usage.loss_today} USDT` },
        ]}
      />
    </section>
  );
}
