import { AppstoreOutlined, LockOutlined, SafetyCertificateOutlined, UnlockOutlined } from '@ant-design/icons';
import type { SubscriptionRecord } from '@veritex/shared';
import { Button, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { listStateOf, PagedRows, PagedTable, RowLine } from '../../components/lists/PagedList';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { Coins, RecordStatusTag, Usdt } from './parts';
import { useMySubscriptions } from './subscriptionQueries';
import { VerifyPanel } from './VerifyPanel';
import './subscription.css';

const PAGE_SIZE = 10;

/** Locked until a date, unlocked on a date, or nothing (no coins passed). */
function Unlock({ record }: { record: SubscriptionRecord }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  if (record.unlocked_at)
    return (
      <span className="vx-sub-unlock vx-sub-unlock--done" data-testid="sub-record-unlock" data-state="unlocked" data-value={record.unlocked_at}>
        <UnlockOutlined /> {t('records.unlocked')}
        <span className="vx-muted vx-small vx-num">{format.dateTime(record.unlocked_at)}</span>
      </span>
    );
  if (record.unlocks_at)
    return (
      <span className="vx-sub-unlock" data-testid="sub-record-unlock" data-state="locked" data-value={record.unlocks_at}>
        <LockOutlined /> {t('records.lockedUntil')}
        <span className="vx-muted vx-small vx-num">{format.dateTime(record.unlocks_at)}</span>
      </span>
    );
  return (
    <span className="vx-muted" data-testid="sub-record-unlock" data-state="none">
      —
    </span>
  );
}

/** An outcome column: a dash while the commitment is under review. */
function Outcome({ record, children }: { record: SubscriptionRecord; children: ReactNode }) {
  return record.status === 'review' ? <span className="vx-muted">—</span> : children;
}

function rowData(record: SubscriptionRecord, highlight: string | null): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'sub-record',
    'data-id': record.id,
    'data-project': record.project_id,
    'data-status': record.status,
    'data-amount': record.amount,
    'data-allotted': record.allotted ?? '',
    'data-refunded': record.refunded ?? '',
    'data-highlight': record.id === highlight ? 'true' : undefined,
  } as HTMLAttributes<HTMLElement>;
}

function VerifyButton({ record, onVerify, block }: { record: SubscriptionRecord; onVerify: (record: SubscriptionRecord) => void; block?: boolean }) {
  const { t } = useTranslation('subscription');
  const { phone } = useLayout();
  return (
    <Button size={phone ? 'middle' : 'small'} block={block} icon={<SafetyCertificateOutlined />} onClick={() => onVerify(record)} data-testid="sub-verify">
      {t('records.verify')}
    </Button>
  );
}

function useColumns(onVerify: (record: SubscriptionRecord) => void): TableColumnsType<SubscriptionRecord> {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  return [
    {
      key: 'project',
      title: t('records.project'),
      render: (_, record) => (
        <span className="vx-stack">
          <span>{record.project_name}</span>
          <span className="vx-muted vx-small vx-num">{format.dateTime(record.created_at)}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('records.amount'),
      align: 'end',
      render: (_, record) => (
        <span className="vx-stack vx-stack--end">
          <Usdt value={trim(record.amount)} />
          <span className="vx-muted vx-small vx-num">{t('records.atPrice', { price: trim(record.issue_price), coin: record.coin })}</span>
        </span>
      ),
    },
    { key: 'status', title: t('records.status'), render: (_, record) => <RecordStatusTag record={record} /> },
    {
      key: 'allotted',
      title: t('records.allotted'),
      align: 'end',
      render: (_, record) => (
        <Outcome record={record}>
          <Coins value={trim(record.allotted ?? '0')} coin={record.coin} testId="sub-record-allotted" />
        </Outcome>
      ),
    },
    {
      key: 'settled',
      title: t('records.paidRefunded'),
      align: 'end',
      render: (_, record) => (
        <Outcome record={record}>
          <span className="vx-stack vx-stack--end">
            <Usdt value={trim(record.paid ?? '0')} />
            <span className="vx-small">
              <span className="vx-muted">{t('records.refundedShort')}</span> <Usdt value={trim(record.refunded ?? '0')} testId="sub-record-refunded" />
            </span>
          </span>
        </Outcome>
      ),
    },
    { key: 'unlock', title: t('records.unlock'), render: (_, record) => <Unlock record={record} /> },
    { key: 'verify', title: '', align: 'end', render: (_, record) => <VerifyButton record={record} onVerify={onVerify} /> },
  ];
}

function PhoneRow({ record, highlight, onVerify }: { record: SubscriptionRecord; highlight: string | null; onVerify: (record: SubscriptionRecord) => void }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  return (
    <li className={record.id === highlight ? 'vx-mrow vx-sub-mrow--new' : 'vx-mrow'} {...rowData(record, highlight)}>
      <div className="vx-mrow__head">
        <span>
          {record.project_name} <span className="vx-muted vx-small">{record.coin}</span>
        </span>
        <RecordStatusTag record={record} />
      </div>
      <RowLine label={t('records.amount')}>
        <Usdt value={trim(record.amount)} />
      </RowLine>
      {record.status === 'review' ? null : (
        <>
          <RowLine label={t('records.allotted')}>
            <Coins value={trim(record.allotted ?? '0')} coin={record.coin} testId="sub-record-allotted" />
          </RowLine>
          <RowLine label={t('records.refunded')}>
            <Usdt value={trim(record.refunded ?? '0')} testId="sub-record-refunded" />
          </RowLine>
        </>
      )}
      <RowLine label={t('records.unlock')}>
        <Unlock record={record} />
      </RowLine>
      <RowLine label={t('records.time')}>
        <span className="vx-num">{format.dateTime(record.created_at)}</span>
      </RowLine>
      <VerifyButton record={record} onVerify={onVerify} block />
    </li>
  );
}

/** My subscription records (/subscriptionList): status, allotted quantity, refund, unlock date, and "Verify my allocation". */
function SubscriptionListContent() {
  const { t } = useTranslation('subscription');
  const { phone } = useLayout();
  const to = useTo();
  const [params] = useSearchParams();
  const highlight = params.get('record');
  const [page, setPage] = useState(1);
  const [verifying, setVerifying] = useState<SubscriptionRecord>();
  const query = useMySubscriptions(page, PAGE_SIZE);
  const columns = useColumns(setVerifying);
  const state = listStateOf(query, {
    page,
    onPage: setPage,
    pageSize: PAGE_SIZE,
    empty: t('records.empty'),
    emptyAction: (
      <LinkButton type="primary" to={to('/subscription')} data-testid="sub-empty-browse">
        {t('records.browse')}
      </LinkButton>
    ),
  });
  return (
    <PageFrame
      title={t('records.title')}
      testId="page-subscription-list"
      extra={
        <LinkButton to={to('/subscription')} icon={<AppstoreOutlined />} size={phone ? 'small' : undefined} data-testid="sub-all-projects">
          {t('records.browse')}
        </LinkButton>
      }
    >
      <div className="vx-sub">
        <p className="vx-sub-lead">{t('records.lead')}</p>
        {phone ? (
          <PagedRows
            state={state}
            testId="sub-records"
            renderRow={(record) => <PhoneRow key={record.id} record={record} highlight={highlight} onVerify={setVerifying} />}
          />
        ) : (
          <PagedTable<SubscriptionRecord>
            state={state}
            testId="sub-records"
            columns={columns}
            rowClassName={(record) => (record.id === highlight ? 'vx-sub-row--new' : '')}
            onRow={(record) => rowData(record, highlight)}
          />
        )}
        <VerifyPanel record={verifying} onClose={() => setVerifying(undefined)} />
      </div>
    </PageFrame>
  );
}

export default function SubscriptionListPage() {
  return (
    <NamespaceFrame titleKey="subscriptionList" testId="page-subscription-list">
      <SubscriptionListContent />
    </NamespaceFrame>
  );
}
