import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import type { KycQueueItem } from '@veritex/shared';
import { Alert, App, Button, Descriptions, type DescriptionsProps, Drawer, Flex, Popconfirm, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { EMPTY_VALUE, Mono, TimeText } from '../../components';
import { UserRef } from '../finance/financeUi';
import { KycImages } from './KycImages';
import { KycRejectModal } from './KycRejectModal';
import { useApproveKyc, useRejectKyc } from './kycQueries';
import { KycStatusTag, LevelTag, nationalitiesDiffer, useCountryText, useIdTypeText } from './kycUi';

interface KycReviewDrawerProps {
  /** The submission under review; undefined closes the drawer. */
  item: KycQueueItem | undefined;
  /** The staff member may approve and reject (kyc.review); otherwise the drawer only shows. */
  mayReview: boolean;
  linkUsers: boolean;
  onClose: () => void;
}

/** One submission with everything needed to decide it: the fields, the user's registration nationality, the pictures, and the decision. */
export function KycReviewDrawer({ item, mayReview, linkUsers, onClose }: KycReviewDrawerProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  // Keeps showing the last submission while the drawer slides shut.
  const [shown, setShown] = useState(item);
  if (item !== undefined && item !== shown) setShown(item);
  const approve = useApproveKyc();
  const reject = useRejectKyc();
  const [rejecting, setRejecting] = useState(false);
  const pending = approve.isPending || reject.isPending;

  // A new submission starts without the previous one's refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the submission's id matters.
  useEffect(() => {
    approve.reset();
    reject.reset();
    setRejecting(false);
  }, [item?.id]);

  if (!shown) return null;
  // Every queued submission has its id; only a level never submitted lacks one.
  const id = shown.id ?? '';
  const subject = t('kyc.review.subject', { level: t(`kyc.levels.${shown.level}`), user: shown.user_id });
  const decided = (key: string) => () => {
    setRejecting(false);
    void message.success(t(key, { subject }));
    onClose();
  };
  const reviewable = mayReview && shown.status === 'pending';

  return (
    <Drawer
      open={item !== undefined}
      onClose={() => {
        if (!pending) onClose();
      }}
      // Wide enough for three large pictures side by side; wider still on a large screen.
      size="min(1160px, 100vw, max(760px, 72vw))"
      title={
        <Space size={8}>
          <span>{t('kyc.review.title', { id: shown.id })}</span>
          <LevelTag level={shown.level} />
          <KycStatusTag status={shown.status} />
        </Space>
      }
      footer={
        reviewable ? (
          <DecisionBar
            approving={approve.isPending}
            disabled={pending}
            error={approve.error}
            onApprove={() => approve.mutate({ id }, { onSuccess: decided('kyc.review.approved') })}
            onReject={() => {
              approve.reset();
              reject.reset();
              setRejecting(true);
            }}
          />
        ) : null
      }
      data-testid="kyc-drawer"
      data-id={shown.id}
    >
      <Flex vertical gap={16}>
        {shown.status === 'rejected' && shown.reason ? <Alert type="error" showIcon title={t('kyc.review.rejectedReason')} description={shown.reason} /> : null}
        {mayReview ? null : <Alert type="info" showIcon title={t('kyc.review.readOnly')} />}
        <SubmissionFields item={shown} linkUser={linkUsers} />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('kyc.review.images', { count: shown.images.length })}
          </Typography.Title>
          <KycImages images={shown.images} />
        </div>
      </Flex>
      <KycRejectModal
        open={rejecting}
        subject={subject}
        pending={reject.isPending}
        error={reject.error}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => reject.mutate({ id, reason }, { onSuccess: decided('kyc.review.rejected') })}
      />
    </Drawer>
  );
}

interface DecisionBarProps {
  approving: boolean;
  disabled: boolean;
  error: unknown;
  onApprove: () => void;
  onReject: () => void;
}

function DecisionBar({ approving, disabled, error, onApprove, onReject }: DecisionBarProps) {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap={8}>
      {error && !approving ? (
        <Alert
          type="error"
          showIcon
          title={t('kyc.review.refused')}
          description={serverMessage(error) ?? t('common.networkError')}
          data-testid="kyc-approve-error"
        />
      ) : null}
      <Flex justify="flex-end" gap={8}>
        <Button danger icon={<CloseOutlined />} disabled={disabled} onClick={onReject} data-testid="kyc-reject">
          {t('kyc.review.reject')}
        </Button>
        <Popconfirm
          title={t('kyc.review.approveTitle')}
          description={<div style={{ maxWidth: 320 }}>{t('kyc.review.approveEffect')}</div>}
          okText={t('kyc.review.approve')}
          cancelText={t('common.cancel')}
          okButtonProps={{ 'data-testid': 'kyc-approve-confirm' }}
          onConfirm={onApprove}
          disabled={disabled}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={approving} disabled={disabled && !approving} data-testid="kyc-approve">
            {t('kyc.review.approve')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

function SubmissionFields({ item, linkUser }: { item: KycQueueItem; linkUser: boolean }) {
  const { t } = useTranslation('admin');
  const idType = useIdTypeText();
  const country = useCountryText();
  const differs = nationalitiesDiffer(item);
  const field = (key: string, children: ReactNode, span = 1) => ({ key, label: t(`kyc.fields.${key}`), children, span });
  const items: DescriptionsProps['items'] = [
    field('user', <UserRef id={item.user_id} account={item.account} linkable={linkUser} />),
    field('submittedAt', <TimeText iso={item.submitted_at} />),
  ];
  if (item.level === 'junior') {
    items.push(
      field(
        'nationality',
        <Typography.Text type={differs ? 'warning' : undefined} strong={differs} data-testid="kyc-nationality">
          {differs ? <WarningOutlined style={{ marginInlineEnd: 4 }} /> : null}
          {country(item.nationality)}
        </Typography.Text>,
      ),
    );
  }
  items.push(field('userNationality', <span data-testid="kyc-user-nationality">{country(item.user_nationality)}</span>));
  if (item.level !== 'address') items.push(field('idType', idType(item)));
  if (item.level === 'junior') {
    items.push(
      field('realName', <BigText text={item.real_name} testId="kyc-real-name" />),
      field('idNumber', item.id_number ? <BigText text={item.id_number} mono testId="kyc-id-number" /> : EMPTY_VALUE),
    );
  }
  if (item.level === 'address') items.push(field('address', <BigText text={item.address} testId="kyc-address" />, 2));
  if (item.status !== 'pending') {
    items.push(field('reviewedAt', <TimeText iso={item.reviewed_at} />), field('reviewedBy', item.reviewed_by || EMPTY_VALUE));
  }
  return (
    <>
      <Descriptions size="small" bordered column={2} items={items} styles={{ label: { width: 150 } }} />
      {differs ? (
        <Alert
          type="warning"
          showIcon
          title={t('kyc.nationalityDiffers', { registered: country(item.user_nationality) })}
          data-testid="kyc-nationality-warning"
        />
      ) : null}
    </>
  );
}

/** What the reviewer compares with the pictures: larger than the table's text, copyable. */
function BigText({ text, mono = false, testId }: { text: string; mono?: boolean; testId: string }) {
  if (!text) return <span>{EMPTY_VALUE}</span>;
  const content = mono ? <Mono style={{ fontSize: 15 }}>{text}</Mono> : text;
  return (
    <Typography.Text strong copyable={{ text }} style={{ fontSize: 15 }} dir="auto" data-testid={testId}>
      {content}
    </Typography.Text>
  );
}
