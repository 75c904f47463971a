import { AppstoreOutlined, ProfileOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { listStateOf, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { CreditedBalance, KindIcon, Reward, TaskTitle } from './parts';
import { type BenefitClaim, useBenefitClaims } from './rewardsQueries';
import './rewards.css';

const PAGE_SIZE = 20;

function rowData(claim: BenefitClaim): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'benefit-claim',
    'data-id': claim.id,
    'data-task': claim.task_id,
    'data-kind': claim.kind,
    'data-amount': claim.amount,
  } as HTMLAttributes<HTMLElement>;
}

function ClaimTask({ claim }: { claim: BenefitClaim }) {
  const to = useTo();
  return (
    <Link to={to(`/benefitsDetail?id=${claim.task_id}`)} className="vx-rw-claim-task">
      <KindIcon kind={claim.kind} />
      <TaskTitle title={claim.title} titleLang={claim.title_lang} as="span" testId="claim-title" />
    </Link>
  );
}

function ClaimList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const format = useFormat();
  const to = useTo();
  const query = useBenefitClaims(page, PAGE_SIZE);
  const state = listStateOf(query, {
    page,
    onPage,
    pageSize: PAGE_SIZE,
    empty: t('records.empty'),
    emptyAction: (
      <LinkButton type="primary" to={to('/benefits')} data-testid="records-browse">
        {t('records.browse')}
      </LinkButton>
    ),
  });
  if (phone)
    return (
      <PagedRows<BenefitClaim>
        state={state}
        testId="benefit-claims"
        renderRow={(claim) => (
          <li key={claim.id} className="vx-mrow" {...rowData(claim)}>
            <div className="vx-mrow__head">
              <ClaimTask claim={claim} />
            </div>
            <RowLine label={t('records.amount')}>
              <Reward value={claim.amount} asset={claim.asset} signed />
            </RowLine>
            <RowLine label={t('records.kind')}>
              <span>{t(`kinds.${claim.kind}.name`)}</span>
            </RowLine>
            <RowLine label={t('records.time')}>
              <span className="vx-num">{format.dateTime(claim.created_at)}</span>
            </RowLine>
          </li>
        )}
      />
    );
  const columns: TableColumnsType<BenefitClaim> = [
    { key: 'time', title: t('records.time'), render: (_, claim) => <span className="vx-num vx-nowrap">{format.dateTime(claim.created_at)}</span> },
    { key: 'task', title: t('records.task'), render: (_, claim) => <ClaimTask claim={claim} /> },
    { key: 'kind', title: t('records.kind'), render: (_, claim) => <span className="vx-muted">{t(`kinds.${claim.kind}.name`)}</span> },
    { key: 'amount', title: t('records.amount'), align: 'end', render: (_, claim) => <Reward value={claim.amount} asset={claim.asset} signed /> },
    { key: 'where', title: t('records.where'), render: () => <span className="vx-muted">{t('records.exchange')}</span> },
  ];
  return <PagedTable<BenefitClaim> state={state} testId="benefit-claims" columns={columns} onRow={rowData} />;
}

/** My benefit records (/benefitsRecords): every claim, each a posting from the rewards account to the exchange account. */
function RecordsContent() {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const to = useTo();
  const [page, setPage] = useState(1);
  return (
    <PageFrame
      title={t('records.title')}
      testId="page-benefit-records"
      extra={
        <span className="vx-rw-extra">
          <LinkButton to={to('/benefits')} icon={<AppstoreOutlined />} type="primary" size={phone ? 'small' : undefined} data-testid="records-tasks">
            {t('records.browse')}
          </LinkButton>
          {phone ? null : (
            <LinkButton to={to('/deallog')} icon={<ProfileOutlined />} data-testid="records-account-log">
              {t('records.accountLog')}
            </LinkButton>
          )}
        </span>
      }
    >
      <div className="vx-rw">
        <div className="vx-rw-summary">
          <span className="vx-rw-summary__text vx-muted">{t('records.lead')}</span>
          <CreditedBalance />
        </div>
        <ClaimList page={page} onPage={setPage} />
      </div>
    </PageFrame>
  );
}

export default function BenefitsRecordsPage() {
  return (
    <NamespaceFrame titleKey="benefitsRecords" testId="page-benefit-records">
      <RecordsContent />
    </NamespaceFrame>
  );
}
