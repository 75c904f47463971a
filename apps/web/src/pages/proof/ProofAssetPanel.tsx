import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';
import { MyProofCheck } from './VerifyPanels';
import './proof.css';

function PanelContent() {
  const { t } = useTranslation('proof');
  const to = useTo();
  return (
    <section className="vx-proof-card" data-testid="asset-proof-panel">
      <h2 className="vx-proof-card__title">{t('asset.title')}</h2>
      <p className="vx-muted">{t('asset.text')}</p>
      <MyProofCheck compact />
      <LinkButton to={to('/proof')} type="link" data-testid="asset-proof-open">
        {t('asset.open')}
      </LinkButton>
    </section>
  );
}

/** The verify panel of /asset: the same inclusion check as /proof, inline, with the way to the public page. */
export function ProofAssetPanel() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <PanelContent />
    </Suspense>
  );
}

function TabLabelText() {
  const { t } = useTranslation('proof');
  return <>{t('asset.tab')}</>;
}

/** The /asset tab's label: its words load with the `proof` namespace, the icon shows meanwhile. */
export function ProofTabLabel() {
  return (
    <span data-testid="asset-tab-proof">
      <SafetyCertificateOutlined />{' '}
      <Suspense fallback={null}>
        <TabLabelText />
      </Suspense>
    </span>
  );
}
