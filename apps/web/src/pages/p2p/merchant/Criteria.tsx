import { ArrowRightOutlined, CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { type MerchantRequirement, REQUIREMENT_FIX_PATH } from '@veritex/shared';
import { Progress } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGates } from '../../../api/kyc';
import { useFormat } from '../../../i18n/format';
import { isDecimal, percentOf, trim } from '../../../lib/decimal';
import { useTo } from '../../../router/layout-context';
import { Usdt } from './parts';

function useCount(): (value: string) => string {
  const format = useFormat();
  return (value) => (isDecimal(value) ? format.fixed(trim(value), 0) : value);
}

function usePercent(): (value: string) => string {
  const format = useFormat();
  return (value) => (isDecimal(value) ? `${format.fixed(value, 2)}\u00a0%` : value);
}

/** "12 / 30 days", "91.30 % / 80.00 %", "junior / senior": where the applicant stands against what is required. */
function Standing({ requirement }: { requirement: MerchantRequirement }) {
  const { t } = useTranslation('p2p');
  const count = useCount();
  const percent = usePercent();
  const { key, current, required } = requirement;
  if (key === 'verification') {
    return (
      <span>
        {t(`merchant.level.${current}`, { defaultValue: current })}{' '}
        <span className="vx-muted">/ {t(`merchant.level.${required}`, { defaultValue: required })}</span>
      </span>
    );
  }
  if (key === 'security_deposit') {
    return (
      <span>
        <Usdt value={current} /> <span className="vx-muted">/</span> <Usdt value={required} />
      </span>
    );
  }
  if (key === 'completion_rate_pct') {
    return (
      <span className="vx-num vx-ltr">
        {percent(current)} <span className="vx-muted">/ {percent(required)}</span>
      </span>
    );
  }
  const text = key === 'account_age_days' ? t('merchant.criteria.days', { count: Number(required), current: count(current), required: count(required) }) : null;
  return (
    <span className="vx-num">
      {text ?? (
        <>
          {count(current)} <span className="vx-muted">/ {count(required)}</span>
        </>
      )}
    </span>
  );
}

/**
 * The verification criterion is the `p2p_merchant` feature gate: senior verification, a contact and
 * the transaction password. Each missing one with the page where it is fixed (spec §6).
 */
function GateSteps() {
  const { t } = useTranslation(['p2p', 'kyc']);
  const to = useTo();
  const gates = useGates();
  const missing = gates.data?.missing.p2p_merchant ?? [];
  if (missing.length === 0) return null;
  return (
    <ul className="vx-mc-gates" data-testid="merchant-criterion-verification-missing">
      {missing.map((requirement) => (
        <li key={requirement}>
          <span className="vx-muted vx-small">{t(`kyc:requirement.${requirement}.missing`)}</span>
          <Link to={to(REQUIREMENT_FIX_PATH[requirement])} className="vx-mc-criterion__fix" data-testid={`merchant-criterion-verification-fix-${requirement}`}>
            {t(`kyc:requirement.${requirement}.fix`)} <ArrowRightOutlined className="vx-flip-rtl" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the applicant does about an unmet criterion: a link where one exists, else what moves it. */
function NextStep({ requirement }: { requirement: MerchantRequirement }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  if (requirement.met) return null;
  const link = (path: string, text: string) => (
    <Link to={to(path)} className="vx-mc-criterion__fix" data-testid={`merchant-criterion-${requirement.key}-fix`}>
      {text} <ArrowRightOutlined className="vx-flip-rtl" />
    </Link>
  );
  if (requirement.key === 'verification') return null;
  if (requirement.key === 'security_deposit') return link('/recharge', t('merchant.criteria.depositFix'));
  return <span className="vx-muted vx-small">{t(`merchant.criteria.hint.${requirement.key}`)}</span>;
}

function progressOf(requirement: MerchantRequirement): number | undefined {
  if (requirement.key === 'verification') return undefined;
  if (!isDecimal(requirement.current) || !isDecimal(requirement.required)) return undefined;
  return requirement.met ? 100 : percentOf(requirement.current, requirement.required);
}

function Criterion({ requirement }: { requirement: MerchantRequirement }) {
  const { t } = useTranslation('p2p');
  const progress = progressOf(requirement);
  const icon: ReactNode = requirement.met ? <CheckCircleFilled className="vx-mc-criterion__ok" /> : <ClockCircleOutlined className="vx-mc-criterion__todo" />;
  return (
    <li className="vx-mc-criterion" data-testid={`merchant-criterion-${requirement.key}`} data-met={requirement.met ? 'true' : 'false'}>
      <span className="vx-mc-criterion__icon" aria-hidden>
        {icon}
      </span>
      <div className="vx-mc-criterion__body">
        <div className="vx-mc-criterion__line">
          <span className="vx-mc-criterion__label">{t(`merchant.criteria.${requirement.key}`)}</span>
          <span className="vx-mc-criterion__value" data-testid={`merchant-criterion-${requirement.key}-value`}>
            <Standing requirement={requirement} />
          </span>
        </div>
        {progress === undefined ? null : (
          <Progress percent={progress} showInfo={false} size="small" status={requirement.met ? 'success' : 'normal'} className="vx-mc-criterion__bar" />
        )}
        <div className="vx-mc-criterion__foot">
          <span className="vx-muted vx-small">{requirement.met ? t('merchant.criteria.met') : t('merchant.criteria.notMet')}</span>
          <NextStep requirement={requirement} />
        </div>
        {requirement.key === 'verification' && !requirement.met ? <GateSteps /> : null}
      </div>
    </li>
  );
}

/** The published merchant criteria, each with where the applicant stands and what moves it (issue 15). */
export function CriteriaList({ requirements }: { requirements: readonly MerchantRequirement[] }) {
  const { t } = useTranslation('p2p');
  const met = requirements.filter((requirement) => requirement.met).length;
  return (
    <div className="vx-mc-criteria" data-testid="merchant-criteria">
      <div className="vx-mc-criteria__summary">
        <span data-testid="merchant-criteria-count" data-met={met} data-total={requirements.length}>
          {t('merchant.criteria.progress', { met, total: requirements.length })}
        </span>
        <Progress
          percent={requirements.length ? Math.floor((met * 100) / requirements.length) : 0}
          steps={requirements.length || 1}
          showInfo={false}
          size="small"
          className="vx-mc-criteria__steps"
        />
      </div>
      <ol className="vx-mc-criteria__list">
        {requirements.map((requirement) => (
          <Criterion key={requirement.key} requirement={requirement} />
        ))}
      </ol>
    </div>
  );
}
