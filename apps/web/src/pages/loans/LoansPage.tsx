import { DollarOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { LoanProduct } from '@veritex/shared';
import { Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGates } from '../../api/kyc';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { ApplyForm } from './ApplyForm';
import { CollateralSection } from './CollateralSection';
import { CreditLimitCard, ProductsCard } from './LimitAndProducts';
import { useLendList, useMyLoans } from './loansApi';
import { MY_LOANS_PAGE_SIZE, MyLoans } from './MyLoans';
import { GatesNotice, LoanCard } from './parts';
import '../../kyc.css';
import './loans.css';

type LoansTab = 'usdt' | 'crypto';

/** Unsecured USDT loans: products and the credit limit, the application, the user's loans. */
function UnsecuredLoans({ data }: { data: NonNullable<ReturnType<typeof useLendList>['data']> }) {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const gates = useGates();
  // One application at a time (the server refuses a second): the one under review is shown instead of the form.
  const underReview = useMyLoans(1, MY_LOANS_PAGE_SIZE).data?.items.find((loan) => loan.status === 'unreviewed');
  const [chosen, setChosen] = useState<{ id: string; at: number }>();
  const products = data.items.filter((product) => product.active);
  const choose = (product: LoanProduct) => {
    setChosen({ id: product.id, at: Date.now() });
    document.getElementById('loan-apply')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="vx-loan-stack">
      <div className={phone ? 'vx-loan-top vx-loan-top--one' : 'vx-loan-top'}>
        <ProductsCard products={products} onChoose={choose} />
        <CreditLimitCard limit={data.limit} />
      </div>
      <div id="loan-apply">
        <LoanCard title={t('apply.title')} sub={t('apply.sub')} testId="loan-apply">
          <GatesNotice missing={gates.data?.missing.loan ?? []} testId="loan-gates" />
          {products.length ? (
            <ApplyForm products={products} limit={data.limit} chosen={chosen} underReview={underReview} />
          ) : (
            <p className="vx-muted">{t('product.none')}</p>
          )}
        </LoanCard>
      </div>
      <MyLoans />
    </div>
  );
}

function LoansContent() {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const to = useTo();
  const [params, setParams] = useSearchParams();
  const tab: LoansTab = params.get('tab') === 'crypto' ? 'crypto' : 'usdt';
  const list = useLendList();
  let body = <Skeleton active paragraph={{ rows: 12 }} />;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (list.data)
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'crypto' ? { tab: 'crypto' } : {}, { replace: true })}
        className="vx-loan-tabs"
        destroyOnHidden
        items={[
          { key: 'usdt', label: <span data-testid="loan-tab-usdt">{t('tabs.usdt')}</span>, children: <UnsecuredLoans data={list.data} /> },
          { key: 'crypto', label: <span data-testid="loan-tab-crypto">{t('tabs.crypto')}</span>, children: <CollateralSection terms={list.data.collateral} /> },
        ]}
      />
    );
  return (
    <PageFrame
      title={t('title')}
      testId="page-repayment"
      extra={
        <div className="vx-page-actions">
          <LinkButton to={to('/credit')} icon={<SafetyCertificateOutlined />} size={phone ? 'small' : undefined} data-testid="loan-credit-link">
            {t('creditLink')}
          </LinkButton>
          <LinkButton to={to('/asset')} icon={<DollarOutlined />} size={phone ? 'small' : undefined} data-testid="loan-assets-link">
            {t('assetsLink')}
          </LinkButton>
        </div>
      }
    >
      <p className="vx-page-lead vx-loan-lead">{t('lead')}</p>
      {body}
    </PageFrame>
  );
}

/** Loans (/repayment, spec §2): USDT loans from the platform's lending desk, and crypto-backed loans. */
export default function LoansPage() {
  return (
    <NamespaceFrame titleKey="repayment" testId="page-repayment">
      <LoansContent />
    </NamespaceFrame>
  );
}
