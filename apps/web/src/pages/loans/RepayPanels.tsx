import { ArrowRightOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, WalletOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { LoanView } from '@veritex/shared';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { VoucherPicker } from '../../components/form/inputs';
import { handleSubmitError, useSubmitGuard } from '../../components/form/submit';
import { useFormat } from '../../i18n/format';
import { compare, sign, sub } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import { useExchangeAvailable } from './BorrowForm';
import { invalidateLoans, loansCalls } from './loansApi';
import { LoanCard, LoanDialog, LoanRefusal, Terms, Usdt, usePlain } from './parts';

/** What repaying now takes, split: principal, interest for the days borrowed, late fees charged. */
export function payoffParts(loan: LoanView) {
  const interest = sub(sub(loan.payoff_now, loan.amount), loan.late_fees);
  return { principal: loan.amount, interest: sign(interest) >= 0 ? interest : '0', lateFees: loan.late_fees, total: loan.payoff_now };
}

function PayoffTerms({ loan, testId }: { loan: LoanView; testId: string }) {
  const { t } = useTranslation('loans');
  const parts = payoffParts(loan);
  return (
    <Terms
      testId={testId}
      rows={[
        { key: 'principal', label: t('repay.principal'), value: <Usdt value={parts.principal} /> },
        { key: 'interest', label: t('repay.interestSoFar'), value: <Usdt value={parts.interest} /> },
        { key: 'late', label: t('repay.lateFees'), value: <Usdt value={parts.lateFees} /> },
        { key: 'total', label: t('repay.total'), value: <Usdt value={parts.total} testId={`${testId}-value`} />, total: true },
      ]}
    />
  );
}

/** Repay in full from the exchange account's USDT, after a confirmation repeating the amounts. */
export function RepayFromBalance({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const to = useTo();
  const queryClient = useQueryClient();
  const available = useExchangeAvailable('USDT');
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const short = available !== undefined && compare(available, loan.payoff_now) < 0;

  async function repay() {
    const requestId = requestIds.take({ id: loan.id });
    setRefusal(null);
    try {
      await loansCalls.repay(loan.id, requestId);
      requestIds.settle();
      invalidateLoans(queryClient);
      setOpen(false);
    } catch (error) {
      const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') {
        setRefusal(failure.error);
        setOpen(false);
      }
    }
  }

  return (
    <LoanCard title={t('repay.balanceTitle')} sub={t('repay.balanceSub')} testId="repay-balance">
      <PayoffTerms loan={loan} testId="repay-payoff" />
      <p className="vx-loan-available" data-testid="repay-available" data-value={available ?? ''}>
        <WalletOutlined /> <span className="vx-muted">{t('repay.available')}</span> {available !== undefined ? <Usdt value={available} /> : '—'}
      </p>
      {short ? (
        <p className="vx-loan-note vx-loan-overdue" data-testid="repay-short">
          {t('repay.shortNote', { missing: plain(sub(loan.payoff_now, available ?? '0')) })}{' '}
          <Link to={to('/recharge')} data-testid="repay-short-deposit">
            {t('repay.deposit')} <ArrowRightOutlined className="vx-flip-rtl" />
          </Link>
        </p>
      ) : null}
      <LoanRefusal error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" size="large" block icon={<WalletOutlined />} onClick={() => setOpen(true)} data-testid="repay-submit">
        {t('repay.submit', { amount: plain(loan.payoff_now) })}
      </Button>
      <LoanDialog open={open} title={t('repay.confirmTitle')} onClose={() => setOpen(false)} busy={busy} testId="repay-confirm">
        <PayoffTerms loan={loan} testId="repay-confirm-payoff" />
        <p className="vx-loan-note vx-muted">{t('repay.confirmNote')}</p>
        <div className="vx-loan-dialog__actions">
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('apply.back')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void run(repay)} data-testid="repay-confirm-submit">
            {t('repay.confirmSubmit', { amount: plain(loan.payoff_now) })}
          </Button>
        </div>
      </LoanDialog>
    </LoanCard>
  );
}

/** Where the repayment voucher stands: waiting for finance, confirmed, or refused with the reason. */
export function VoucherState({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const voucher = loan.voucher;
  if (!voucher) return null;
  const icon = { pending: <ClockCircleOutlined />, confirmed: <CheckCircleOutlined />, rejected: <CloseCircleOutlined /> }[voucher.status];
  const type = { pending: 'info', confirmed: 'success', rejected: 'warning' } as const;
  return (
    <Alert
      type={type[voucher.status]}
      showIcon
      icon={icon}
      title={t(`voucher.${voucher.status}`, { time: format.dateTime(voucher.submitted_at) })}
      description={voucher.status === 'rejected' && voucher.reason ? t('voucher.reason', { reason: voucher.reason }) : undefined}
      data-testid="repay-voucher-state"
      data-status={voucher.status}
    />
  );
}

/** Repay by a transfer made elsewhere: upload its voucher, which finance confirms (spec §5). */
export function RepayByVoucher({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ voucher?: File | null }>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const pending = loan.voucher?.status === 'pending';

  async function submit(file: File) {
    const requestId = requestIds.take({ id: loan.id, name: file.name, size: file.size, modified: file.lastModified });
    setRefusal(null);
    try {
      await loansCalls.repayVoucher(loan.id, file, requestId);
      requestIds.settle();
      invalidateLoans(queryClient);
      form.resetFields();
    } catch (error) {
      const failure = handleSubmitError(form, error, t('web:common.networkError'), { loan_voucher_required: 'voucher', upload_type: 'voucher' });
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <LoanCard title={t('repay.voucherTitle')} sub={t('repay.voucherSub', { amount: plain(loan.payoff_now) })} testId="repay-voucher">
      <VoucherState loan={loan} />
      {pending ? null : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => values.voucher && void run(() => submit(values.voucher as File))}
          onValuesChange={() => setRefusal(null)}
          data-testid="repay-voucher-form"
          className="vx-loan-voucher-form"
        >
          <Form.Item name="voucher" rules={[{ required: true, message: t('errors:loan_voucher_required') }]}>
            <VoucherPicker testId="repay-voucher-file" />
          </Form.Item>
          <LoanRefusal error={refusal} onClose={() => setRefusal(null)} />
          <Button htmlType="submit" size="large" block loading={busy} data-testid="repay-voucher-submit">
            {t('repay.voucherSubmit')}
          </Button>
        </Form>
      )}
    </LoanCard>
  );
}
