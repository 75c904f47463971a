import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorName, type VerificationHub, type VerificationLevel, type VerificationView } from '@veritex/shared';
import { App as AntApp, type FormInstance, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { invalidateVerification, KYC_KEYS, useVerificationHub } from '../../api/kyc';
import { useRequestIds } from '../../api/requestId';
import { handleSubmitError, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { LEVEL_PATH, NEEDS_JUNIOR } from './levels';
import { LevelStateAlert, NeedsJunior, StatusTag, SubmittedData } from './parts';
import '../../kyc.css';

/** Refusals that name no field but belong next to one. */
const FIELD_OF_ERROR: Partial<Record<ErrorName, string>> = {
  real_name_invalid: 'real_name',
  id_number_invalid: 'id_number',
  id_number_taken: 'id_number',
  id_type_invalid: 'id_type',
  nationality_mismatch: 'nationality',
  address_empty: 'address',
};

/**
 * A level's submit: one press at a time; on success the hub shows the level under review at once
 * (then is read again with the gates and the score); a refusal goes next to its field, else above
 * the button.
 */
export function useLevelSubmit(level: VerificationLevel) {
  const { t } = useTranslation('kyc');
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const { busy, run } = useSubmitGuard();
  const requestIds = useRequestIds();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  /** Sends `payload` with its request id: the same id while the same payload is retried after no answer. */
  function submit<P>(form: FormInstance, payload: P, send: (payload: P, requestId: string) => Promise<VerificationView>) {
    return run(async () => {
      setRefusal(null);
      const requestId = requestIds.take(payload);
      try {
        const view = await send(payload, requestId);
        requestIds.settle();
        queryClient.setQueryData<VerificationHub>(KYC_KEYS.hub, (hub) => (hub ? { ...hub, [level]: view } : hub));
        invalidateVerification(queryClient);
        void message.success(t('form.submitted'));
        // The form gives way to the state and the submitted data, which start at the top.
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        // An upload the server no longer knows must be chosen again: its slot says so.
        if (error instanceof ApiError && error.code === ERROR_CODES.upload_unknown && error.field) {
          requestIds.settle();
          form.setFields([{ name: error.field, value: undefined, errors: [error.msg] }]);
          return;
        }
        const failure = handleSubmitError(form, error, t('web:common.networkError'), FIELD_OF_ERROR);
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  }
  return { busy, submit, refusal, clearRefusal: () => setRefusal(null) };
}

function BackToHub() {
  const { t } = useTranslation('kyc');
  const to = useTo();
  const { phone } = useLayout();
  return (
    <LinkButton to={to('/sfyz')} icon={<ArrowLeftOutlined className="vx-flip-rtl" />} size={phone ? 'small' : undefined} data-testid="kyc-back-hub">
      {t('hub.back')}
    </LinkButton>
  );
}

/**
 * The frame of the junior, senior and address pages: the level's state first; its data read-only
 * while under review or once approved (spec §4: verified information cannot be modified); the form
 * when never submitted or failed; nothing but the way to junior while junior is not approved.
 */
export function LevelFrame({
  level,
  title,
  intro,
  aside,
  children,
}: {
  level: VerificationLevel;
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  children: (view: VerificationView, hub: VerificationHub) => ReactNode;
}) {
  const hub = useVerificationHub();
  const { phone } = useLayout();
  const testId = `page-${LEVEL_PATH[level].slice(1)}`;
  let body: ReactNode;
  if (hub.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (hub.isError || !hub.data) body = <ErrorState error={hub.error} onRetry={() => void hub.refetch()} retrying={hub.isFetching} />;
  else {
    const view = hub.data[level];
    const open = view.status === 'none' || view.status === 'rejected';
    if (open && NEEDS_JUNIOR[level] && hub.data.junior.status !== 'approved') body = <NeedsJunior juniorStatus={hub.data.junior.status} />;
    else if (!open)
      body = (
        <div className="vx-kyc-stack">
          <LevelStateAlert view={view} />
          <SubmittedData view={view} />
        </div>
      );
    else
      body = (
        <div className={aside && !phone ? 'vx-kyc-layout' : 'vx-kyc-stack'}>
          <div className="vx-kyc-stack">
            <LevelStateAlert view={view} />
            <p className="vx-kyc-intro">{intro}</p>
            {phone ? aside : null}
            {children(view, hub.data)}
          </div>
          {phone ? null : aside}
        </div>
      );
  }
  return (
    <PageFrame
      title={
        <span className="vx-kyc-title">
          {title}
          {hub.data ? <StatusTag status={hub.data[level].status} testId="kyc-level-status" /> : null}
        </span>
      }
      testId={testId}
      extra={<BackToHub />}
    >
      {body}
    </PageFrame>
  );
}
