import { ExperimentOutlined, LineChartOutlined, LockOutlined, PlusCircleOutlined, ReloadOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import { DEMO_START_USDT, DEMO_TOP_UP_CEILING_USDT, DEMO_TOP_UP_USDT, type DemoView } from '@veritex/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

/** The amounts that bind a demo identity: the server's when known, else the shared constants (the same). */
export function useDemoAmounts(view?: DemoView) {
  const format = useFormat();
  return {
    start: format.amount(view?.start_usdt ?? DEMO_START_USDT, 0),
    topUp: format.amount(view?.top_up_usdt ?? DEMO_TOP_UP_USDT, 0),
    ceiling: format.amount(view?.top_up_ceiling_usdt ?? DEMO_TOP_UP_CEILING_USDT, 0),
  };
}

/**
 * The rules of demo mode, shown before they bind (the "Try demo" dialog) and in the demo panel:
 * the starting money, top-ups and their ceiling, that demo money never reaches a real account, how
 * spot orders fill, that prices and rules are the real ones, what a reset does, and what is left out.
 */
export function DemoRules({ view, compact = false }: { view?: DemoView; compact?: boolean }) {
  const { t } = useTranslation('demo');
  const amounts = useDemoAmounts(view);
  const rules: readonly { key: string; icon: ReactNode; text: string }[] = [
    { key: 'start', icon: <WalletOutlined />, text: t('rule.start', { amount: amounts.start }) },
    { key: 'topUp', icon: <PlusCircleOutlined />, text: t('rule.topUp', { amount: amounts.topUp, ceiling: amounts.ceiling }) },
    { key: 'never', icon: <LockOutlined />, text: t('rule.never') },
    { key: 'spot', icon: <ExperimentOutlined />, text: t('rule.spot') },
    { key: 'same', icon: <LineChartOutlined />, text: t('rule.same') },
    { key: 'reset', icon: <ReloadOutlined />, text: t('rule.reset', { amount: amounts.start }) },
    { key: 'unavailable', icon: <StopOutlined />, text: t('rule.unavailable') },
  ];
  return (
    <ul className={compact ? 'vx-demo-rules vx-demo-rules--compact' : 'vx-demo-rules'} data-testid="demo-rules">
      {rules.map((rule) => (
        <li key={rule.key} className="vx-demo-rules__item" data-testid={`demo-rule-${rule.key}`}>
          <span className="vx-demo-rules__icon" aria-hidden="true">
            {rule.icon}
          </span>
          <span>{rule.text}</span>
        </li>
      ))}
    </ul>
  );
}
