import { CheckCircleFilled, CheckOutlined, CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import { MERCHANT_STATUSES, type MerchantApplication, type MerchantRequirement, type MerchantStatus, P2P_ASSET } from '@veritex/shared';
import { App, Button, Descriptions, Flex, type TableColumnsType, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../components';
import { Amount, CompactTime, useOpaqueHeaderCell, WrapText } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { DeskTable, type Paging, StatusFilter } from './DeskTable';
import { approvable, unmetCriteria } from './p2pDesk';
import { useApplications, useDecideApplication } from './p2pQueries';
import { MerchantStatusTag, Party } from './p2pUi';

interface ApplicationsTabProps {
  status: MerchantStatus | undefined;
  onStatus: (status: string | undefined) => void;
  paging: Paging;
  mayReview: boolean;
  linkUsers: boolean;
}

type Decision = { application: MerchantApplication; decision: 'approve' | 'reject' };

/** Merchant applications, pending first, each published criterion checked now by the server. */
export function ApplicationsTab({ status, onStatus, paging, mayReview, linkUsers }: ApplicationsTabProps) {
  const { t } = useTranslation('admin');
  const query = useApplications(status, paging.page, paging.pageSize);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const columns = useApplicationColumns({ mayReview, linkUsers, onDecide: (application, decision) => setDeciding({ application, decision }) });
  return (
    <>
      <DeskTable<MerchantApplication>
        query={query}
        columns={columns}
        rowKey="user_id"
        rowProps={(row) => ({ 'data-testid': `p2p-application-row-${row.user_id}`, 'data-id': row.user_id, 'data-status': row.status })}
        explanation={t('p2pDesk.explanation.applications')}
        empty={t('p2pDesk.empty.applications')}
        filter={<StatusFilter statuses={MERCHANT_STATUSES} value={status} onChange={onStatus} labels="p2pDesk.merchantStatus" />}
        paging={paging}
        flexible={300}
        testId="p2p-applications"
      />
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

interface ColumnOptions {
  mayReview: boolean;
  linkUsers: boolean;
  onDecide: (application: MerchantApplication, decision: 'approve' | 'reject') => void;
}

function useApplicationColumns({ mayReview, linkUsers, onDecide }: ColumnOptions): TableColumnsType<MerchantApplication> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<MerchantApplication> = [
    {
      title: t('p2pDesk.columns.applicant'),
      key: 'applicant',
      width: 180,
      render: (_value: unknown, row) => <Party userId={row.user_id} account={row.account} nickname={row.nickname} linkable={linkUsers} />,
    },
    { title: t('p2pDesk.columns.appliedAt'), dataIndex: 'applied_at', width: 100, render: (value: string) => <CompactTime iso={value} /> },
    { title: t('p2pDesk.columns.criteria'), key: 'criteria', render: (_value: unknown, row) => <Criteria requirements={row.requirements} /> },
    {
      title: t('p2pDesk.columns.deposit'),
      dataIndex: 'deposit_held',
      width: 130,
      align: 'end',
      render: (value: string) => <Amount value={value} asset={P2P_ASSET} strong />,
    },
    {
      title: t('p2pDesk.columns.status'),
      key: 'status',
      width: 190,
      render: (_value: unknown, row) => (
        <Flex vertical gap={2} align="flex-start">
          <MerchantStatusTag status={row.status} />
          {row.decided_at ? <TimeText iso={row.decided_at} /> : null}
          {row.reject_reason ? <WrapText text={row.reject_reason} /> : null}
        </Flex>
      ),
    },
  ];
  if (mayReview) {
    columns.push({
      title: t('p2pDesk.columns.actions'),
      key: 'actions',
      width: 116,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => (row.status === 'pending' ? <DecisionButtons application={row} onDecide={onDecide} /> : null),
    });
  }
  return columns;
}

/** Approve only when every criterion but the held deposit is met (the server checks again); reject always. */
function DecisionButtons({ application, onDecide }: { application: MerchantApplication; onDecide: ColumnOptions['onDecide'] }) {
  const { t } = useTranslation('admin');
  const unmet = unmetCriteria(application.requirements);
  const ready = approvable(application);
  return (
    <Flex vertical gap={6} align="stretch">
      <Tooltip title={ready ? undefined : t('p2pDesk.applications.unmet', { criteria: unmet.map((key) => t(`p2pDesk.criteria.${key}`)).join(', ') })}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          disabled={!ready}
          onClick={() => onDecide(application, 'approve')}
          data-testid="p2p-approve"
        >
          {t('p2pDesk.applications.approve')}
        </Button>
      </Tooltip>
      <Button size="small" danger icon={<CloseOutlined />} onClick={() => onDecide(application, 'reject')} data-testid="p2p-reject">
        {t('p2pDesk.applications.reject')}
      </Button>
    </Flex>
  );
}

/** Each published criterion: met or not, where the applicant stands against what is required. */
function Criteria({ requirements }: { requirements: readonly MerchantRequirement[] }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', columnGap: 16, rowGap: 2 }}>
      {requirements.map((requirement) => (
        <div
          key={requirement.key}
          style={{ fontSize: token.fontSizeSM, lineHeight: 1.5, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          data-testid={`p2p-criterion-${requirement.key}`}
          data-met={requirement.met}
        >
          {requirement.met ? (
            <CheckCircleFilled style={{ color: token.colorSuccess, marginInlineEnd: 6 }} />
          ) : (
            <CloseCircleFilled style={{ color: requirement.key === 'security_deposit' ? token.colorWarning : token.colorError, marginInlineEnd: 6 }} />
          )}
          <span style={{ color: token.colorTextSecondary }}>{t(`p2pDesk.criteria.${requirement.key}`)}</span>{' '}
          <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <CriterionValue requirement={requirement} />
          </span>
        </div>
      ))}
    </div>
  );
}

function CriterionValue({ requirement }: { requirement: MerchantRequirement }) {
  const { t } = useTranslation('admin');
  const level = (value: string) => t(`kyc.levels.${value}`, { defaultValue: value === 'none' ? t('p2pDesk.criteria.noLevel') : value });
  if (requirement.key === 'verification')
    return <span>{t('p2pDesk.criteria.value', { current: level(requirement.current), required: level(requirement.required) })}</span>;
  const suffix = requirement.key === 'completion_rate_pct' ? '%' : requirement.key === 'account_age_days' ? t('p2pDesk.criteria.daysUnit') : '';
  if (requirement.key === 'security_deposit')
    return (
      <span>
        <Amount value={requirement.current} /> / <Amount value={requirement.required} asset={P2P_ASSET} />
      </span>
    );
  return <span>{t('p2pDesk.criteria.value', { current: `${requirement.current}${suffix}`, required: `${requirement.required}${suffix}` })}</span>;
}

/** Approve (nothing moves; the deposit stays held) or reject (the deposit returns) with the reason the applicant reads. */
function DecisionModal({ deciding, onClose }: { deciding: Decision | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const decide = useDecideApplication();
  const application = deciding?.application;
  const rejecting = deciding?.decision === 'reject';
  const values = { nickname: application?.nickname ?? '', deposit: application?.deposit_held ?? '0', asset: P2P_ASSET };
  const close = () => {
    decide.reset();
    onClose();
  };
  return (
    <ReviewModal
      open={deciding !== null}
      title={t(rejecting ? 'p2pDesk.applications.rejectTitle' : 'p2pDesk.applications.approveTitle', values)}
      okText={t(rejecting ? 'p2pDesk.applications.reject' : 'p2pDesk.applications.approve')}
      danger={rejecting}
      field={rejecting ? 'reason' : 'none'}
      effect={t(rejecting ? 'p2pDesk.applications.rejectEffect' : 'p2pDesk.applications.approveEffect', values)}
      effectType={rejecting ? 'warning' : 'info'}
      pending={decide.isPending}
      error={decide.error}
      onCancel={close}
      onConfirm={(reason) => {
        if (!deciding) return;
        decide.mutate(
          { user_id: deciding.application.user_id, decision: deciding.decision, reason },
          {
            onSuccess: () => {
              void message.success(t(rejecting ? 'p2pDesk.applications.rejected' : 'p2pDesk.applications.approved', values));
              close();
            },
          },
        );
      }}
      summary={
        application ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              {
                key: 'applicant',
                label: t('p2pDesk.columns.applicant'),
                children: <Party userId={application.user_id} account={application.account} nickname={application.nickname} linkable={false} />,
              },
              { key: 'criteria', label: t('p2pDesk.columns.criteria'), children: <Criteria requirements={application.requirements} /> },
              { key: 'deposit', label: t('p2pDesk.columns.deposit'), children: <Amount value={application.deposit_held} asset={P2P_ASSET} strong /> },
            ]}
          />
        ) : null
      }
    />
  );
}
