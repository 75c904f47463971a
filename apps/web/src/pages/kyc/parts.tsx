import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, FileImageOutlined, LockOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { ID_TYPE_KEYS, type VerificationLevel, type VerificationStatus, type VerificationView } from '@veritex/shared';
import { Alert, Image, Result, Spin, Tag } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdImage } from '../../api/kyc';
import { LinkButton } from '../../components/LinkButton';
import { useCountryOptions } from '../../i18n/countries';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import { LEVEL_PATH } from './levels';

const STATUS_LOOK: Record<VerificationStatus, { color: string; icon: ReactNode }> = {
  none: { color: 'default', icon: <MinusCircleOutlined /> },
  pending: { color: 'processing', icon: <ClockCircleFilled /> },
  approved: { color: 'success', icon: <CheckCircleFilled /> },
  rejected: { color: 'error', icon: <CloseCircleFilled /> },
};

/** A level's state in words and colour (spec §4: not submitted, under review, approved, failed). */
export function StatusTag({ status, testId }: { status: VerificationStatus; testId?: string }) {
  const { t } = useTranslation('kyc');
  const look = STATUS_LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} variant="filled" className="vx-kyc-status" data-testid={testId ?? 'kyc-status'} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The country's name in the interface language; the code itself when unknown. */
export function useCountryName(code: string): string {
  const countries = useCountryOptions();
  return useMemo(() => countries.find((country) => country.code === code)?.name ?? code, [countries, code]);
}

/** The label of an ID type number of a level (`kyc:idType.<key>`). */
export function useIdTypeLabel(level: VerificationLevel): (id: number | null) => string {
  const { t } = useTranslation('kyc');
  return (id) => {
    const key = id === null ? undefined : ID_TYPE_KEYS[level][id];
    return key ? t(`idType.${key}`) : '—';
  };
}

/**
 * Where a level stands, above its form: under review (since when), failed (the reviewer's reason and
 * "please re-verify"), or approved (the data can no longer change).
 */
export function LevelStateAlert({ view }: { view: VerificationView }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  if (view.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<ClockCircleFilled />}
        title={t('state.pendingTitle')}
        description={view.submitted_at ? t('state.pendingText', { time: format.dateTime(view.submitted_at) }) : t('state.pendingTextNoTime')}
        data-testid="kyc-state-pending"
      />
    );
  }
  if (view.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('errors:verification_failed')}
        description={
          <>
            {view.reason ? (
              <p className="vx-kyc-reason" data-testid="kyc-reason">
                {t('state.reason', { reason: view.reason })}
              </p>
            ) : null}
            <p className="vx-kyc-reason__next">{t('state.rejectedNext')}</p>
          </>
        }
        data-testid="kyc-state-rejected"
      />
    );
  }
  if (view.status === 'approved') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('state.approvedTitle')}
        description={view.reviewed_at ? t('state.approvedText', { time: format.dateTime(view.reviewed_at) }) : t('state.approvedTextNoTime')}
        data-testid="kyc-state-approved"
      />
    );
  }
  return null;
}

/** An uploaded picture, fetched for its owner with the session token and shown from an object URL. */
export function IdImage({ uploadId, label, testId }: { uploadId: string; label: string; testId?: string }) {
  const { t } = useTranslation('kyc');
  const query = useIdImage(uploadId);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [query.data]);
  let content: ReactNode;
  if (url) content = <Image src={url} alt={label} className="vx-kyc-image__img" />;
  else if (query.isError)
    content = (
      <span className="vx-kyc-image__empty" title={t('image.loadFailed')}>
        <FileImageOutlined />
      </span>
    );
  else
    content = (
      <span className="vx-kyc-image__empty" aria-busy="true">
        <Spin size="small" />
      </span>
    );
  return (
    <figure className="vx-kyc-image" data-testid={testId ?? 'kyc-image'}>
      <div className="vx-kyc-image__frame">{content}</div>
      <figcaption className="vx-muted">{label}</figcaption>
    </figure>
  );
}

/** What was submitted, read-only: under review or approved data cannot be edited (spec §4); the ID number arrives masked once approved. */
export function SubmittedData({ view }: { view: VerificationView }) {
  const { t } = useTranslation('kyc');
  const nationality = useCountryName(view.nationality);
  const idTypeLabel = useIdTypeLabel(view.level);
  const rows: { key: string; label: string; value: ReactNode; ltr?: boolean }[] = [];
  if (view.level === 'junior') {
    rows.push({ key: 'nationality', label: t('field.nationality'), value: nationality || '—' });
    rows.push({ key: 'real_name', label: t('field.realName'), value: view.real_name || '—' });
  }
  if (view.level !== 'address') rows.push({ key: 'id_type', label: t('field.idType'), value: idTypeLabel(view.id_type) });
  if (view.level === 'junior') rows.push({ key: 'id_number', label: t('field.idNumber'), value: view.id_number || '—', ltr: true });
  if (view.level === 'address') rows.push({ key: 'address', label: t('field.address'), value: view.address || '—' });
  return (
    <div className="vx-kyc-submitted" data-testid="kyc-submitted">
      <dl className="vx-kyc-submitted__list">
        {rows.map((row) => (
          <div key={row.key} className="vx-kyc-submitted__row">
            <dt className="vx-muted">{row.label}</dt>
            <dd className={row.ltr ? 'vx-ltr vx-num' : undefined} data-testid={`kyc-submitted-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {view.images.length ? (
        <div className="vx-kyc-submitted__images">
          {view.images.map((image) => (
            <IdImage key={image.slot} uploadId={image.upload_id} label={t(`slot.${image.slot}.title`)} testId={`kyc-image-${image.slot}`} />
          ))}
        </div>
      ) : null}
      {view.status === 'approved' ? (
        <p className="vx-kyc-note">
          <LockOutlined /> {t('state.locked')}
        </p>
      ) : null}
    </div>
  );
}

/** Senior and address verification wait for junior approval: say so and link there. */
export function NeedsJunior({ juniorStatus }: { juniorStatus: VerificationStatus }) {
  const { t } = useTranslation('kyc');
  const to = useTo();
  const pending = juniorStatus === 'pending';
  return (
    <Result
      status="info"
      icon={<LockOutlined />}
      title={t('errors:junior_required')}
      subTitle={pending ? t('locked.juniorPending') : t('locked.juniorFirst')}
      extra={
        <LinkButton type="primary" to={to(LEVEL_PATH.junior)} data-testid="kyc-go-junior">
          {t('locked.goJunior')}
        </LinkButton>
      }
      data-testid="kyc-needs-junior"
    />
  );
}
