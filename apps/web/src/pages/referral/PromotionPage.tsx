import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { InviteCard, LevelGrid, RulesCard, TotalsCard } from './parts';
import { ReferralLists } from './ReferralLists';
import { useReferralSummary } from './referralQueries';
import './referral.css';

/**
 * Invitation promotion (/mypromotion): the code and link with their QR code, income and head-count
 * per level, the profit and head-count rows, and the rules with every share, the depth and the hold.
 */
function PromotionContent() {
  const { t } = useTranslation('referral');
  const summary = useReferralSummary();
  let body: ReactNode;
  if (summary.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (summary.isError || !summary.data) body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  else {
    const data = summary.data;
    body = (
      <>
        <div className="vx-ref-top">
          <InviteCard summary={data} />
          <TotalsCard summary={data} />
        </div>
        <LevelGrid levels={data.levels} asset={data.asset} />
        <div className="vx-ref-main">
          <ReferralLists depth={data.rules.max_depth} />
          <RulesCard rules={data.rules} />
        </div>
      </>
    );
  }
  return (
    <PageFrame title={t('title')} testId="page-promotion">
      <div className="vx-ref">
        <p className="vx-ref-lead">{t('lead')}</p>
        {body}
      </div>
    </PageFrame>
  );
}

export default function PromotionPage() {
  return (
    <NamespaceFrame titleKey="mypromotion" testId="page-promotion">
      <PromotionContent />
    </NamespaceFrame>
  );
}
