import { BankOutlined, IdcardOutlined, LineChartOutlined, SafetyCertificateOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import type { NotifyGroup } from '@veritex/shared';
import type { ReactNode } from 'react';

const ICONS: Record<NotifyGroup, ReactNode> = {
  security: <SafetyCertificateOutlined />,
  funds: <WalletOutlined />,
  trading: <LineChartOutlined />,
  earn_loans: <BankOutlined />,
  p2p: <SwapOutlined />,
  account: <IdcardOutlined />,
};

/** A message group's icon in its tinted badge (the list, the detail, the notification settings). */
export function GroupIcon({ group }: { group: NotifyGroup }) {
  return (
    <span className={`vx-inbox__icon vx-inbox__icon--${group}`} aria-hidden="true">
      {ICONS[group]}
    </span>
  );
}
