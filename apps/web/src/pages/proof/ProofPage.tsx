import { CalculatorOutlined, DeploymentUnitOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { LatestSnapshot, SnapshotHistory } from './SnapshotTables';
import { MyProofCheck, ProofFileCheck } from './VerifyPanels';
import './proof.css';

const STEPS = [
  { key: 'tree', icon: <DeploymentUnitOutlined /> },
  { key: 'leaf', icon: <SafetyCertificateOutlined /> },
  { key: 'check', icon: <CalculatorOutlined /> },
] as const;

/** Script the offline check runs (docs/proof.md): a command, the same in every language. */
const OFFLINE_COMMAND = 'npx tsx scripts/verify-liabilities.ts proof.json';

function HowItWorks() {
  const { t } = useTranslation('proof');
  return (
    <ol className="vx-proof-how" aria-label={t('how.title')}>
      {STEPS.map((step) => (
        <li key={step.key} className="vx-proof-how__step">
          <span className="vx-proof-how__icon">{step.icon}</span>
          <span>
            <strong>{t(`how.${step.key}.title`)}</strong>
            <span className="vx-proof-how__text">{t(`how.${step.key}.text`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function VerifyCard() {
  const { t } = useTranslation('proof');
  const { token } = useSession();
  const to = useTo();
  return (
    <section className="vx-proof-card" data-testid="proof-verify">
      <h2 className="vx-proof-card__title">{t('verify.title')}</h2>
      {token ? (
        <MyProofCheck />
      ) : (
        <div className="vx-proof-signin">
          <p className="vx-muted">{t('verify.signedOut')}</p>
          <LinkButton to={to(`/login?redirect=${encodeURIComponent(to('/proof'))}`)} type="primary" data-testid="proof-login">
            {t('verify.logIn')}
          </LinkButton>
        </div>
      )}
      <h3 className="vx-proof-card__subtitle">{t('verify.fileTitle')}</h3>
      <ProofFileCheck />
      <h3 className="vx-proof-card__subtitle">{t('offline.title')}</h3>
      <p className="vx-muted vx-small">{t('offline.text')}</p>
      <pre className="vx-proof-command vx-ltr">{OFFLINE_COMMAND}</pre>
    </section>
  );
}

function ProofContent() {
  const { t } = useTranslation('proof');
  const { phone } = useLayout();
  const [page, setPage] = useState(1);
  return (
    <PageFrame title={t('title')} testId="page-proof">
      <p className="vx-proof-intro">{t('intro')}</p>
      <HowItWorks />
      <div className={phone ? 'vx-proof-grid vx-proof-grid--phone' : 'vx-proof-grid'}>
        <section className="vx-proof-card vx-proof-grid__main">
          <h2 className="vx-proof-card__title">{t('latest.title')}</h2>
          <LatestSnapshot />
        </section>
        <VerifyCard />
      </div>
      <section className="vx-proof-card">
        <h2 className="vx-proof-card__title">{t('history.title')}</h2>
        <p className="vx-muted vx-small">{t('history.text')}</p>
        <SnapshotHistory page={page} onPage={setPage} />
      </section>
    </PageFrame>
  );
}

/** /proof (public): the published roots and totals, their history, and the inclusion check. */
export default function ProofPage() {
  return (
    <NamespaceFrame titleKey="proof" testId="page-proof">
      <ProofContent />
    </NamespaceFrame>
  );
}
