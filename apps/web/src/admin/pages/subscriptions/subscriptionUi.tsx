import type { SubscriptionProjectStatus } from '@veritex/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Subscriptions are paid in USDT. */
export const QUOTE_ASSET = 'USDT';
/** The server's staff amount on the subscription desk: up to 20 digits and 18 decimals. */
export const PROJECT_AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

const STATUS_COLORS: Record<SubscriptionProjectStatus, string> = {
  upcoming: 'default',
  open: 'processing',
  closed: 'warning',
  allocated: 'success',
  listed: 'purple',
};

export function ProjectStatusTag({ status }: { status: SubscriptionProjectStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-status={status}>
      {t(`subscriptionDesk.status.${status}`)}
    </Tag>
  );
}

const COMMITMENT_COLORS: Record<string, string> = { review: 'processing', failed: 'error', passed: 'success' };

export function CommitmentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={COMMITMENT_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`subscriptionDesk.commitmentStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
