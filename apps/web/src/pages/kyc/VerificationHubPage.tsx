import {
  ArrowRightOutlined,
  AuditOutlined,
  CheckOutlined,
  EnvironmentOutlined,
  IdcardOutlined,
  LockOutlined,
  MailOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { LARGE_WITHDRAWAL_USDT, VERIFICATION_LEVELS, type VerificationHub, type VerificationLevel } from '@veritex/shared';
import { Skeleton, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerificationHub } from '../../api/kyc';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { creditPointsOf, featuresOpenedBy, LEVEL_PATH, type LevelAction, levelAction } from './levels';
import { StatusTag } from './parts';
import '../../kyc.css';
import { NamespaceFrame } from '../../components/NamespaceFrame';

const LEVEL_ICON: Record<'kyc' | VerificationLevel, ReactNode> = {
  kyc: <SafetyCertificateOutlined />,
  junior: <IdcardOutlined />,
  senior: <AuditOutlined />,
  address: <EnvironmentOutlined />,
};

/** What a level opens, in words: features from the gate table, then its credit points. */
function useUnlocks(level: VerificationLevel): string[] {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const items = featuresOpenedBy(level).map((feature) => t(`feature.${feature}`, { amount: format.fixed(LARGE_WITHDRAWAL_USDT, 0) }));
  items.push(t('hub.creditPoints', { points: creditPointsOf(level) }));
  if (level === 'address') items.push(t('hub.higherLoanLimit'));
  return items;
}

function UnlockList({ items }: { items: string[] }) {
  const { t } = useTranslation('kyc');
  return (
    <div className="vx-kyc-card__unlocks">
      <span className="vx-kyc-card__label">{t('hub.unlocks')}</span>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <CheckOutlined className="vx-kyc-card__tick" /> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ActionButton({ level, action }: { level: VerificationLevel; action: LevelAction }) {
  const { t } = useTranslation('kyc');
  const to = useTo();
  const testId = `kyc-hub-${level}-action`;
  if (action === 'locked') {
    return (
      <span className="vx-kyc-card__locked" data-testid={testId} data-action={action}>
        <LockOutlined /> {t('hub.lockedUntilJunior')}
      </span>
    );
  }
  const label = { start: t('hub.start'), resubmit: t('hub.resubmit'), view: t('hub.view') }[action];
  return (
    <LinkButton
      to={to(LEVEL_PATH[level])}
      type={action === 'view' ? 'default' : 'primary'}
      icon={<ArrowRightOutlined className="vx-flip-rtl" />}
      iconPlacement="end"
      data-testid={testId}
      data-action={action}
    >
      {label}
    </LinkButton>
  );
}

function LevelCard({ hub, level }: { hub: VerificationHub; level: VerificationLevel }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const view = hub[level];
  const unlocks = useUnlocks(level);
  return (
    <article className="vx-kyc-card" data-testid={`kyc-hub-${level}`} data-status={view.status}>
      <header className="vx-kyc-card__head">
        <span className="vx-kyc-card__icon">{LEVEL_ICON[level]}</span>
        <h2 className="vx-kyc-card__title">{t(`level.${level}.title`)}</h2>
        <StatusTag status={view.status} testId={`kyc-hub-${level}-status`} />
      </header>
      <p className="vx-kyc-card__asks">{t(`level.${level}.asks`)}</p>
      {view.status === 'rejected' ? (
        <div className="vx-kyc-card__failed" data-testid={`kyc-hub-${level}-reason`}>
          <strong>{t('errors:verification_failed')}</strong>
          {view.reason ? <span>{t('state.reason', { reason: view.reason })}</span> : null}
        </div>
      ) : null}
      {view.status === 'pending' && view.submitted_at ? (
        <p className="vx-kyc-card__when vx-muted">{t('hub.submittedAt', { time: format.dateTime(view.submitted_at) })}</p>
      ) : null}
      {view.status === 'approved' && view.reviewed_at ? (
        <p className="vx-kyc-card__when vx-muted">{t('hub.approvedAt', { time: format.dateTime(view.reviewed_at) })}</p>
      ) : null}
      <UnlockList items={unlocks} />
      <footer className="vx-kyc-card__foot">
        <ActionButton level={level} action={levelAction(hub, level)} />
      </footer>
    </article>
  );
}

/** The account level: confirmed at registration by a code sent to the e-mail or phone. */
function KycCard({ hub }: { hub: VerificationHub }) {
  const { t } = useTranslation('kyc');
  return (
    <article className="vx-kyc-card" data-testid="kyc-hub-kyc" data-status="approved">
      <header className="vx-kyc-card__head">
        <span className="vx-kyc-card__icon">{LEVEL_ICON.kyc}</span>
        <h2 className="vx-kyc-card__title">{t('level.kyc.title')}</h2>
        <StatusTag status="approved" testId="kyc-hub-kyc-status" />
      </header>
      <p className="vx-kyc-card__asks">{t('level.kyc.asks')}</p>
      <p className="vx-kyc-card__when vx-muted">
        <MailOutlined /> {t(hub.kyc.contact === 'phone' ? 'hub.contactPhone' : 'hub.contactEmail')}
      </p>
      <UnlockList items={[t('hub.kycUnlocks')]} />
    </article>
  );
}

/** KYC → junior → senior → address as steps: done, under review, failed, or waiting. */
function LevelSteps({ hub }: { hub: VerificationHub }) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const stepStatus = { none: 'wait', pending: 'process', approved: 'finish', rejected: 'error' } as const;
  // A phone's column has no room for four steps side by side; the cards below say the same.
  if (phone) return null;
  return (
    <Steps
      className="vx-kyc-steps"
      size="small"
      items={[
        { title: t('level.kyc.title'), status: 'finish', icon: LEVEL_ICON.kyc },
        ...VERIFICATION_LEVELS.map((level) => ({
          title: t(`level.${level}.title`),
          content: t(`status.${hub[level].status}`),
          status: stepStatus[hub[level].status],
          icon: LEVEL_ICON[level],
        })),
      ]}
    />
  );
}

function HubBody({ hub }: { hub: VerificationHub }) {
  const { t } = useTranslation('kyc');
  const to = useTo();
  return (
    <div className="vx-kyc-stack">
      <section className="vx-kyc-summary" data-testid="kyc-hub-summary" data-level={hub.level}>
        <div className="vx-kyc-summary__level">
          <span className="vx-muted">{t('hub.yourLevel')}</span>
          <strong data-testid="kyc-hub-level">{t(`level.${hub.level}.title`)}</strong>
        </div>
        <LevelSteps hub={hub} />
      </section>
      <div className="vx-kyc-cards">
        <KycCard hub={hub} />
        {VERIFICATION_LEVELS.map((level) => (
          <LevelCard key={level} hub={hub} level={level} />
        ))}
      </div>
      <p className="vx-kyc-note vx-muted">
        <RiseOutlined /> {t('hub.creditNote')}{' '}
        <LinkButton type="link" size="small" to={to('/credit')} className="vx-kyc-inline-link" data-testid="kyc-hub-credit">
          {t('hub.seeCredit')}
        </LinkButton>
      </p>
    </div>
  );
}

/** The verification hub (/sfyz and /authentication): every level, its state, what it opens, and where to go next. */
function VerificationHubContent() {
  const { t } = useTranslation('kyc');
  const hub = useVerificationHub();
  let body: ReactNode;
  if (hub.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (hub.isError || !hub.data) body = <ErrorState error={hub.error} onRetry={() => void hub.refetch()} retrying={hub.isFetching} />;
  else body = <HubBody hub={hub.data} />;
  return (
    <PageFrame title={t('hub.title')} testId="page-sfyz">
      {body}
    </PageFrame>
  );
}

export default function VerificationHubPage() {
  return (
    <NamespaceFrame titleKey="sfyz" testId="page-sfyz">
      <VerificationHubContent />
    </NamespaceFrame>
  );
}
