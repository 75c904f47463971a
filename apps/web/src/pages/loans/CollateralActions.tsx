import { useQueryClient } from '@tanstack/react-query';
import type { CollateralLoanView, CollateralTerms } from '@veritex/shared';
import { Button, Form } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { AmountInput, useAssetScales } from '../../components/form/inputs';
import { handleSubmitError, useSubmitGuard } from '../../components/form/submit';
import { add, compare, decimalsOf, isAmount, min, sign, sub, toScale, trim } from '../../lib/decimal';
import { useExchangeAvailable } from './BorrowForm';
import { collateralValueOf, ltvPercent } from './collateralMaths';
import { LtvBar } from './LtvBar';
import { USDT_SCALE } from './loanMaths';
import { invalidateLoans, loansCalls } from './loansApi';
import { LoanDialog, LoanRefusal, Terms, Usdt, usePlain } from './parts';

type Kind = 'add' | 'repay';

function amountRule(t: TFunction, scale: number, ceiling: string | undefined, overText: string) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) throw new Error(t('loans:collateral.amountRequired'));
      if (!isAmount(value, scale)) throw new Error(t('errors:amount_invalid', { scale }));
      if (ceiling !== undefined && compare(value, ceiling) > 0) throw new Error(overText);
    },
  };
}

/** The loan after the typed action, at the latest price: its debt, collateral and LTV. */
function after(kind: Kind, loan: CollateralLoanView, price: string | null | undefined, amount: string | undefined, scale: number) {
  const usable = amount && isAmount(amount, scale) ? amount : undefined;
  const collateral = kind === 'add' && usable ? add(loan.collateral_amount, usable) : loan.collateral_amount;
  const paid = kind === 'repay' && usable ? min(usable, loan.debt) : '0';
  const debt = sub(loan.debt, paid);
  const assetScale = decimalsOf(loan.collateral_amount);
  return {
    collateral: toScale(collateral, assetScale),
    debt,
    ltv: sign(debt) > 0 ? ltvPercent(debt, collateralValueOf(toScale(collateral, assetScale), assetScale, price)) : '0.00',
  };
}

function ActionForm({ kind, loan, terms, onDone }: { kind: Kind; loan: CollateralLoanView; terms: CollateralTerms; onDone: () => void }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ amount?: string }>();
  const amount = Form.useWatch('amount', form);
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const asset = kind === 'add' ? loan.collateral_asset : 'USDT';
  const scale = useAssetScales()(asset) || USDT_SCALE;
  const available = useExchangeAvailable(asset);
  const price = terms.assets.find((entry) => entry.asset === loan.collateral_asset)?.price;
  const next = after(kind, loan, price, amount, scale);
  const ceiling = kind === 'repay' ? (available === undefined ? loan.debt : min(loan.debt, available)) : available;
  const overText =
    kind === 'repay' && available !== undefined && compare(available, loan.debt) < 0 ? t('errors:insufficient_balance') : t('collateral.overDebt');

  async function submit(value: string) {
    const payload = { id: loan.id, amount: value };
    const requestId = requestIds.take(payload);
    setRefusal(null);
    try {
      await (kind === 'add' ? loansCalls.addCollateral(loan.id, value, requestId) : loansCalls.repayCollateral(loan.id, value, requestId));
      requestIds.settle();
      invalidateLoans(queryClient);
      onDone();
    } catch (error) {
      const failure = handleSubmitError(form, error, t('web:common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void run(() => submit(values.amount ?? ''))}
      onValuesChange={() => setRefusal(null)}
      data-testid={`collateral-${kind}-form`}
    >
      <Form.Item
        name="amount"
        label={kind === 'add' ? t('collateral.addAmount', { asset }) : t('collateral.repayAmount')}
        rules={[amountRule(t, scale, ceiling, kind === 'add' ? t('errors:insufficient_balance') : overText)]}
        extra={available !== undefined ? t('borrow.available', { amount: plain(available), asset }) : undefined}
      >
        <AmountInput
          asset={asset}
          testId={`collateral-${kind}-amount`}
          onMax={
            ceiling
              ? () => {
                  form.setFieldValue('amount', trim(ceiling));
                  void form.validateFields(['amount']);
                }
              : undefined
          }
          maxDisabled={!ceiling || sign(ceiling) <= 0}
        />
      </Form.Item>
      <Terms
        rows={[
          { key: 'debt', label: t('collateral.debtAfter'), value: <Usdt value={next.debt} testId={`collateral-${kind}-debt-after`} /> },
          { key: 'collateral', label: t('collateral.collateralAfter'), value: <Usdt value={next.collateral} asset={loan.collateral_asset} /> },
        ]}
      />
      <LtvBar
        ltv={next.ltv}
        opening={terms.opening_ltv_pct}
        marginCall={loan.margin_call_ltv_pct}
        liquidation={loan.liquidation_ltv_pct}
        testId={`collateral-${kind}-ltv`}
      />
      <p className="vx-loan-note vx-muted">{kind === 'repay' ? t('collateral.repayNote', { asset: loan.collateral_asset }) : t('collateral.addNote')}</p>
      <LoanRefusal error={refusal} onClose={() => setRefusal(null)} />
      <div className="vx-loan-dialog__actions">
        <Button type="primary" htmlType="submit" loading={busy} block data-testid={`collateral-${kind}-submit`}>
          {amount && isAmount(amount, scale)
            ? t(kind === 'add' ? 'collateral.addSubmit' : 'collateral.repaySubmit', { amount: plain(amount), asset })
            : t(kind === 'add' ? 'collateral.add' : 'collateral.repay')}
        </Button>
      </div>
    </Form>
  );
}

/** Add collateral to, or repay part or all of, an open crypto-backed loan. */
export function CollateralActionDialog({
  action,
  terms,
  onClose,
}: {
  action: { kind: Kind; loan: CollateralLoanView } | null;
  terms: CollateralTerms;
  onClose: () => void;
}) {
  const { t } = useTranslation('loans');
  return (
    <LoanDialog
      open={action !== null}
      title={action?.kind === 'add' ? t('collateral.addTitle', { asset: action.loan.collateral_asset }) : t('collateral.repayTitle')}
      onClose={onClose}
      testId="collateral-action"
    >
      {action ? <ActionForm kind={action.kind} loan={action.loan} terms={terms} onDone={onClose} /> : null}
    </LoanDialog>
  );
}
