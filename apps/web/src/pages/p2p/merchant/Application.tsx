import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { MerchantStanding } from '@veritex/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { useRequestIds } from '../../../api/requestId';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../../components/form/submit';
import { useFormat } from '../../../i18n/format';
import { isDecimal, isZero, trim } from '../../../lib/decimal';
import { useLayout } from '../../../router/layout-context';
import { invalidateP2pOrder, P2P_KEYS, p2pCalls } from '../p2pApi';
import { CriteriaList } from './Criteria';
import { MerchantCard, MerchantDialog, Usdt } from './parts';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/** The security deposit the criteria ask for ("0" when none). */
export function depositRequired(standing: MerchantStanding): string {
  const required = standing.requirements.find((requirement) => requirement.key === 'security_deposit')?.required ?? '0';
  return isDecimal(required) ? required : '0';
}

/** What a merchant takes on: where the deposit and the ads' USDT are held, and when they come back. */
function Commitments({ deposit }: { deposit: string }) {
  const { t } = useTranslation('p2p');
  const none = isZero(deposit);
  return (
    <ul className="vx-mc-commit" data-testid="merchant-commitments">
      <li data-testid="merchant-commit-deposit">
        <strong>{t('merchant.commit.depositTitle')}</strong>
        <span>{none ? t('merchant.commit.depositNone') : t('merchant.commit.deposit', { amount: trim(deposit) })}</span>
      </li>
      <li data-testid="merchant-commit-reserve">
        <strong>{t('merchant.commit.reserveTitle')}</strong>
        <span>{t('merchant.commit.reserve')}</span>
      </li>
      <li data-testid="merchant-commit-release">
        <strong>{t('merchant.commit.releaseTitle')}</strong>
        <span>{t('merchant.commit.release')}</span>
      </li>
      <li data-testid="merchant-commit-conduct">
        <strong>{t('merchant.commit.conductTitle')}</strong>
        <span>{t('merchant.commit.conduct')}</span>
      </li>
    </ul>
  );
}

interface ApplyValues {
  nickname: string;
}

/** The nickname and "Apply": enabled only when every criterion is met; refusals next to the field or above the button. */
function ApplyForm({ standing }: { standing: MerchantStanding }) {
  const { t } = useTranslation('p2p');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const deposit = depositRequired(standing);

  const submit = (values: ApplyValues) =>
    run(async () => {
      const nickname = values.nickname.trim();
      setRefusal(null);
      try {
        const answer = await p2pCalls.apply(nickname, requestIds.take({ nickname }));
        requestIds.settle();
        queryClient.setQueryData(P2P_KEYS.merchant, answer);
        invalidateP2pOrder(queryClient);
      } catch (error) {
        const failure = handleSubmitError(form, error, t('web:common.networkError'), { p2p_nickname_taken: 'nickname', p2p_nickname_invalid: 'nickname' });
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ nickname: standing.nickname ?? '' }}
      onFinish={submit}
      onValuesChange={() => setRefusal(null)}
      className="vx-mc-apply"
      data-testid="merchant-apply-form"
    >
      <Form.Item
        name="nickname"
        label={t('merchant.apply.nickname')}
        extra={t('merchant.apply.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        rules={[
          {
            validator: async (_: unknown, value: string | undefined) => {
              const length = (value ?? '').trim().length;
              if (length < NICKNAME_MIN || length > NICKNAME_MAX) throw new Error(t('errors:p2p_nickname_invalid'));
            },
          },
        ]}
      >
        <Input maxLength={NICKNAME_MAX} autoComplete="off" data-testid="merchant-nickname" />
      </Form.Item>
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      {standing.eligible ? null : (
        <p className="vx-muted vx-small vx-mc-apply__blocked" data-testid="merchant-apply-blocked">
          {t('merchant.apply.notEligible')}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={!standing.eligible} data-testid="merchant-apply">
        {isZero(deposit) ? t('merchant.apply.submit') : t('merchant.apply.submitWithDeposit', { amount: trim(deposit) })}
      </Button>
    </Form>
  );
}

/** Resign or withdraw a pending application (web/p2pResign), confirmed first; the server's refusal (open orders) shown in the dialog. */
export function ResignDialog({ open, onClose, standing }: { open: boolean; onClose: () => void; standing: MerchantStanding }) {
  const { t } = useTranslation('p2p');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const pending = standing.status === 'pending';
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = () =>
    run(async () => {
      setRefusal(null);
      try {
        const answer = await p2pCalls.resign(requestIds.take({ resign: standing.status }));
        requestIds.settle();
        queryClient.setQueryData(P2P_KEYS.merchant, answer);
        invalidateP2pOrder(queryClient);
        close();
      } catch (error) {
        const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  return (
    <MerchantDialog
      open={open}
      onClose={close}
      busy={busy}
      title={pending ? t('merchant.resign.withdrawTitle') : t('merchant.resign.title')}
      testId="merchant-resign-dialog"
    >
      <p className="vx-mc-dialog__text">{pending ? t('merchant.resign.withdrawText') : t('merchant.resign.text')}</p>
      {isZero(standing.deposit_held) ? null : (
        <p className="vx-mc-dialog__text" data-testid="merchant-resign-deposit">
          {t('merchant.resign.deposit')} <Usdt value={standing.deposit_held} />
        </p>
      )}
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <div className="vx-mc-dialog__actions">
        <Button onClick={close} disabled={busy} data-testid="merchant-resign-cancel">
          {t('merchant.resign.keep')}
        </Button>
        <Button danger type="primary" loading={busy} onClick={() => void confirm()} data-testid="merchant-resign-confirm">
          {pending ? t('merchant.resign.withdrawConfirm') : t('merchant.resign.confirm')}
        </Button>
      </div>
    </MerchantDialog>
  );
}

/** The application's state above the form: under review, rejected with the reason, or resigned. */
function ApplicationState({ standing }: { standing: MerchantStanding }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const [withdrawing, setWithdrawing] = useState(false);
  if (standing.status === 'pending') {
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t('merchant.pending.title', { time: standing.applied_at ? format.dateTime(standing.applied_at) : '' })}
          description={
            <>
              <p className="vx-mc-alert-text">{t('merchant.pending.text')}</p>
              {isZero(standing.deposit_held) ? null : (
                <p className="vx-mc-alert-text" data-testid="merchant-pending-deposit">
                  {t('merchant.pending.deposit')} <Usdt value={standing.deposit_held} />
                </p>
              )}
            </>
          }
          action={
            <Button size="small" onClick={() => setWithdrawing(true)} data-testid="merchant-withdraw">
              {t('merchant.pending.withdraw')}
            </Button>
          }
          data-testid="merchant-pending"
        />
        <ResignDialog open={withdrawing} onClose={() => setWithdrawing(false)} standing={standing} />
      </>
    );
  }
  if (standing.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('merchant.rejected.title', { time: standing.decided_at ? format.dateTime(standing.decided_at) : '' })}
        description={
          <>
            <p className="vx-mc-alert-text" data-testid="merchant-reject-reason">
              {standing.reject_reason || t('merchant.rejected.noReason')}
            </p>
            <p className="vx-mc-alert-text">{t('merchant.rejected.again')}</p>
          </>
        }
        data-testid="merchant-rejected"
      />
    );
  }
  if (standing.status === 'resigned') {
    return <Alert type="info" showIcon title={t('merchant.resigned.title')} description={t('merchant.resigned.text')} data-testid="merchant-resigned" />;
  }
  return null;
}

/**
 * Not (yet) a merchant: the published criteria with the applicant's progress, what a merchant
 * commits to, and the application (or its state while under review).
 */
export function Application({ standing }: { standing: MerchantStanding }) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const pending = standing.status === 'pending';
  const deposit = depositRequired(standing);
  return (
    <div className="vx-mc-stack" data-testid="merchant-application" data-status={standing.status}>
      <ApplicationState standing={standing} />
      <div className={phone ? 'vx-mc-grid vx-mc-grid--one' : 'vx-mc-grid'}>
        <MerchantCard title={t('merchant.criteria.title')} sub={t('merchant.criteria.sub')} testId="merchant-criteria-card">
          <CriteriaList requirements={standing.requirements} />
        </MerchantCard>
        <MerchantCard
          title={
            <span className="vx-mc-title-icon">
              <SafetyCertificateOutlined /> {t('merchant.commit.title')}
            </span>
          }
          testId="merchant-apply-card"
        >
          <Commitments deposit={deposit} />
          {pending ? null : <ApplyForm standing={standing} />}
        </MerchantCard>
      </div>
    </div>
  );
}
