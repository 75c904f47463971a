import { ArrowRightOutlined, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { REQUIREMENT_FIX_PATH, type Requirement } from '@veritex/shared';
import { Alert } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawRules } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { compare, isDecimal } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import '../../kyc.css';

/** Where to fix a requirement; the transaction-password page comes back here afterwards. */
function fixPath(requirement: Requirement, back: string): string {
  const path = REQUIREMENT_FIX_PATH[requirement];
  return requirement === 'tpwd' ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}

function GatesList({ missing, back }: { missing: Requirement[]; back: string }) {
  const { t } = useTranslation('kyc');
  const to = useTo();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      className="vx-gates"
      title={t('gates.title')}
      description={
        <ol className="vx-gates__list">
          {missing.map((requirement) => (
            <li key={requirement} className="vx-gates__item" data-testid={`withdraw-gate-${requirement}`}>
              <span>{t(`requirement.${requirement}.missing`)}</span>
              <Link to={to(fixPath(requirement, back))} className="vx-gates__fix" data-testid={`withdraw-gate-${requirement}-fix`}>
                {t(`requirement.${requirement}.fix`)} <ArrowRightOutlined className="vx-flip-rtl" />
              </Link>
            </li>
          ))}
        </ol>
      }
      data-testid="withdraw-gates"
    />
  );
}

function HoldBanner({ rules }: { rules: WithdrawRules }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const hold = rules.withdraw_hold;
  if (!hold) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<ClockCircleOutlined />}
      title={t('hold.title', { time: format.dateTime(hold.until), change: t(`hold.kind.${hold.kind}`, { defaultValue: t('hold.kind.other') }) })}
      description={t('hold.text', { at: format.dateTime(hold.at) })}
      data-testid="withdraw-hold"
      data-until={hold.until}
    />
  );
}

/**
 * Spec §6 and §9 on the withdrawal form: what is still missing before any withdrawal (each with
 * where to fix it), and the hold after a security change with the moment it ends. Nothing when
 * the server sends neither.
 */
export function WithdrawGates({ rules, back }: { rules: WithdrawRules; back: string }) {
  const missing = rules.gates?.withdraw ?? [];
  if (!missing.length && !rules.withdraw_hold) return null;
  return (
    <Suspense fallback={null}>
      <div className="vx-blockers">
        <HoldBanner rules={rules} />
        {missing.length ? <GatesList missing={missing} back={back} /> : null}
      </div>
    </Suspense>
  );
}

function LargeNote({ threshold }: { threshold: string }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const to = useTo();
  return (
    <span className="vx-gates__large" data-testid="withdraw-large-note">
      <LockOutlined /> {t('gates.large', { amount: format.fixed(threshold, 0) })}{' '}
      <Link to={to(REQUIREMENT_FIX_PATH.senior)} data-testid="withdraw-large-fix">
        {t('requirement.senior.fix')}
      </Link>
    </span>
  );
}

/** By the amount: a withdrawal of the large threshold or more needs senior verification, when that is missing. */
export function LargeWithdrawalNote({ rules, amount }: { rules: WithdrawRules; amount: string | undefined }) {
  const gates = rules.gates;
  if (!gates?.withdraw_large.includes('senior') || !amount || !isDecimal(amount) || !isDecimal(gates.large_threshold)) return null;
  if (compare(amount, gates.large_threshold) < 0) return null;
  return (
    <Suspense fallback={null}>
      <LargeNote threshold={gates.large_threshold} />
    </Suspense>
  );
}
