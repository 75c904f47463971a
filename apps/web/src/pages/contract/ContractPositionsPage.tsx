import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstruments, useLivePositions } from '../../api/contract';
import { useContractAvailable } from '../../components/contract/ContractOrderPanel';
import { Money } from '../../components/contract/labels';
import { PositionTabs } from '../../components/contract/PositionTabs';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { LiveIndicator } from '../../components/LiveIndicator';
import { PageFrame } from '../../components/PageFrame';
import { RiskWarning } from '../../components/protection';
import { useTo } from '../../router/layout-context';
import '../../contract.css';

/**
 * Contract positions (/lt, spec §2 and §4): the four order tabs — in transaction, pending, closed
 * (forced liquidations marked), cancelled — for every instrument, with paging, live P&L, TP/SL,
 * closing, one-click close all, and a link to each instrument's trading page.
 */
export default function ContractPositionsPage() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <PageFrame title={t('routes.contractPositions')} testId="page-contract-positions">
          <Skeleton active paragraph={{ rows: 8 }} />
        </PageFrame>
      }
    >
      <ContractPositions />
    </Suspense>
  );
}

function ContractPositions() {
  const { t } = useTranslation('contract');
  const to = useTo();
  const instruments = useInstruments();
  const live = useLiveBalances();
  useLivePositions(true);
  const available = useContractAvailable(true);
  return (
    <PageFrame
      title={t('web:routes.contractPositions')}
      testId="page-contract-positions"
      extra={
        <span className="vx-cpage__extra">
          <LiveIndicator state={live} />
          <LinkButton to={to('/deal_c')} type="primary" data-testid="positions-trade">
            {t('page.trade')}
          </LinkButton>
        </span>
      }
    >
      <RiskWarning wrap />
      <div className="vx-cpage__summary" data-testid="contract-available" data-value={available}>
        <span className="vx-muted">{t('form.available')}</span>
        <strong>{available === undefined ? '—' : <Money value={available} />}</strong>
        <LinkButton to={to('/asset?tab=transfer&from=exchange&asset=USDT')} type="link" size="small">
          {t('form.transfer')}
        </LinkButton>
      </div>
      <PositionTabs instruments={instruments.data} fullPage />
    </PageFrame>
  );
}
