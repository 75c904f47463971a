import type { StaffSignInRecord } from '@veritex/shared';
import { Alert, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, Mono, TimeText } from '../../components';

/** A sign-in's outcome: green for a session, blue for the setup step, red for a refusal. */
export function OutcomeTag({ outcome }: { outcome: StaffSignInRecord['outcome'] }) {
  const { t } = useTranslation('admin');
  const color = outcome === 'ok' ? 'success' : outcome === 'setup_required' ? 'processing' : 'error';
  return <Tag color={color}>{t(`staffDesk.outcomes.${outcome}`)}</Tag>;
}

/** Time, address and outcome of one sign-in, on one line. */
export function SignInLine({ record }: { record: StaffSignInRecord | null }) {
  if (!record) return <span>{EMPTY_VALUE}</span>;
  return (
    <span>
      <TimeText iso={record.at} /> <Mono>{record.ip}</Mono> <OutcomeTag outcome={record.outcome} />
    </span>
  );
}

/**
 * The one-time password of a new member or a reset, shown this once: the server keeps only its
 * hash and answers it to no one again.
 */
export function OneTimePasswordModal({ shown, onClose }: { shown: { username: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={shown !== null}
      title={t('staffDesk.oneTime.title', { username: shown?.username ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'staff-one-time-done' }}
      okText={t('staffDesk.oneTime.done')}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('staffDesk.oneTime.warning')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: shown?.password ?? '' }}>
        <Typography.Text code dir="ltr" style={{ fontSize: 18 }} data-testid="staff-one-time-password">
          {shown?.password}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('staffDesk.oneTime.next')}
      </Typography.Paragraph>
    </Modal>
  );
}
