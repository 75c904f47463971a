import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { SecurityOverview } from '@veritex/shared';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLayout, useTo } from '../../router/layout-context';

/** The dialogs this page opens. */
export type SecurityDialogKey = 'email' | 'password' | 'two_factor_on' | 'two_factor_off' | 'question' | 'anti_phishing';

function State({ on, onText, offText, testId }: { on: boolean; onText: string; offText: string; testId: string }) {
  return on ? (
    <Tag color="success" icon={<CheckCircleFilled />} variant="filled" data-testid={testId} data-on="true">
      {onText}
    </Tag>
  ) : (
    <Tag color="warning" icon={<ExclamationCircleFilled />} variant="filled" data-testid={testId} data-on="false">
      {offText}
    </Tag>
  );
}

/** One protection: what it is, whether it is on (and its value), and the action that changes it. */
function Row({
  id,
  icon,
  title,
  state,
  value,
  hint,
  action,
  counts,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  state: ReactNode;
  value?: ReactNode;
  hint: string;
  action: ReactNode;
  counts: boolean;
}) {
  const { t } = useTranslation('security');
  return (
    <div className="vx-secrow vx-sec-row" id={id} data-testid={`security-row-${id}`}>
      <span className="vx-secrow__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="vx-secrow__text">
        <div className="vx-secrow__title">
          <span>{title}</span>
          {state}
          {counts ? null : <span className="vx-sec-row__extra">{t('notCounted')}</span>}
        </div>
        {value ? <div className="vx-sec-row__value">{value}</div> : null}
        <p className="vx-secrow__hint">{hint}</p>
      </div>
      <div className="vx-secrow__action">{action}</div>
    </div>
  );
}

/** Every protection of the account with its state and its action (spec §2 /security). */
export function ProtectionList({ overview, onOpen }: { overview: SecurityOverview; onOpen: (dialog: SecurityDialogKey) => void }) {
  const { t } = useTranslation('security');
  const { phone } = useLayout();
  const to = useTo();
  const { factors } = overview;
  const size = phone ? 'large' : 'medium';
  const action = (on: boolean, key: SecurityDialogKey, testId: string, labels: { on: string; off: string }) => (
    <Button size={size} block={phone} type={on ? 'default' : 'primary'} ghost={!on} onClick={() => onOpen(key)} data-testid={testId}>
      {on ? labels.on : labels.off}
    </Button>
  );
  const change = { on: t('change'), off: t('set') };
  const bind = { on: t('change'), off: t('bind') };

  return (
    <section className="vx-card vx-sec-list" data-testid="security-protections" aria-labelledby="security-protections-title">
      <header className="vx-card__head">
        <div className="vx-card__heading">
          <h2 className="vx-card__title" id="security-protections-title">
            {t('protections.title')}
          </h2>
          <p className="vx-card__sub">{t('protections.subtitle')}</p>
        </div>
      </header>
      <Row
        id="phone"
        icon={<MobileOutlined />}
        title={t('factors.phone')}
        counts
        state={<State on={factors.phone} onText={t('bound')} offText={t('notBound')} testId="security-state-phone" />}
        value={factors.phone ? <span className="vx-ltr vx-num">{overview.phone}</span> : undefined}
        hint={t('hints.phone')}
        action={
          <LinkButton
            to={to(`/bindphone?redirect=${encodeURIComponent('/security')}`)}
            size={size}
            block={phone}
            type={factors.phone ? 'default' : 'primary'}
            ghost={!factors.phone}
            data-testid="security-phone-action"
          >
            {factors.phone ? bind.on : bind.off}
          </LinkButton>
        }
      />
      <Row
        id="email"
        icon={<MailOutlined />}
        title={t('factors.email')}
        counts
        state={<State on={factors.email} onText={t('bound')} offText={t('notBound')} testId="security-state-email" />}
        value={factors.email ? <span className="vx-ltr">{overview.email}</span> : undefined}
        hint={t('hints.email')}
        action={action(factors.email, 'email', 'security-email-action', bind)}
      />
      <Row
        id="password"
        icon={<LockOutlined />}
        title={t('factors.password')}
        counts={false}
        state={<State on onText={t('isSet')} offText={t('notSet')} testId="security-state-password" />}
        hint={t('hints.password')}
        action={
          <Button size={size} block={phone} onClick={() => onOpen('password')} data-testid="security-password-action">
            {t('change')}
          </Button>
        }
      />
      <Row
        id="tpwd"
        icon={<SafetyOutlined />}
        title={t('factors.tpwd')}
        counts
        state={<State on={factors.tpwd} onText={t('isSet')} offText={t('notSet')} testId="security-state-tpwd" />}
        hint={t('hints.tpwd')}
        action={
          <LinkButton
            to={to(`/bindmpwd?redirect=${encodeURIComponent('/security')}`)}
            size={size}
            block={phone}
            type={factors.tpwd ? 'default' : 'primary'}
            ghost={!factors.tpwd}
            data-testid="security-tpwd-action"
          >
            {factors.tpwd ? change.on : change.off}
          </LinkButton>
        }
      />
      <Row
        id="two-factor"
        icon={<KeyOutlined />}
        title={t('factors.two_factor')}
        counts
        state={<State on={factors.two_factor} onText={t('on')} offText={t('off')} testId="security-state-two_factor" />}
        value={
          factors.two_factor ? (
            <span className="vx-muted" data-testid="security-recovery-left">
              {t('twoFactor.codesLeft', { left: overview.recovery_codes_left })}
            </span>
          ) : undefined
        }
        hint={t('hints.two_factor')}
        action={
          factors.two_factor ? (
            <Button size={size} block={phone} danger onClick={() => onOpen('two_factor_off')} data-testid="security-two_factor-action">
              {t('turnOff')}
            </Button>
          ) : (
            <Button size={size} block={phone} type="primary" ghost onClick={() => onOpen('two_factor_on')} data-testid="security-two_factor-action">
              {t('turnOn')}
            </Button>
          )
        }
      />
      <Row
        id="question"
        icon={<QuestionCircleOutlined />}
        title={t('factors.question')}
        counts
        state={<State on={factors.question} onText={t('isSet')} offText={t('notSet')} testId="security-state-question" />}
        value={overview.question_id ? <span>{t(`question.q${overview.question_id}`)}</span> : undefined}
        hint={t('hints.question')}
        action={action(factors.question, 'question', 'security-question-action', change)}
      />
      <Row
        id="anti-phishing"
        icon={<TagOutlined />}
        title={t('factors.anti_phishing')}
        counts={false}
        state={<State on={overview.anti_phishing !== ''} onText={t('isSet')} offText={t('notSet')} testId="security-state-anti_phishing" />}
        value={overview.anti_phishing ? <code className="vx-ltr vx-sec-code">{overview.anti_phishing}</code> : undefined}
        hint={t('hints.anti_phishing')}
        action={action(overview.anti_phishing !== '', 'anti_phishing', 'security-anti_phishing-action', change)}
      />
    </section>
  );
}
