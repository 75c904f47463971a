import { useQueryClient } from '@tanstack/react-query';
import { type CollateralLoanView, type CollateralTerms, collateralDailyInterest, parsePositiveUnits, percentToPpm } from '@veritex/shared';
import { Button, Form, Radio, Result } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useAssetOverview } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { AmountInput, useAssetScales } from '../../components/form/inputs';
import { handleSubmitError, useSubmitGuard } from '../../components/form/submit';
import { compare, isAmount, trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { collateralValueOf, ltvPercent, maxAtLtv, priceAtLtv } from './collateralMaths';
import { LtvBar } from './LtvBar';
import { USDT_SCALE, usdt } from './loanMaths';
import { invalidateLoans, loansCalls } from './loansApi';
import { LoanDialog, LoanRefusal, Terms, Usdt, usePlain } from './parts';

interface BorrowValues {
  asset?: string;
  collateral_amount?: string;
  amount?: string;
}

/** What the user holds of `asset` in the exchange account (collateral is frozen there). */
export function useExchangeAvailable(asset: string | undefined): string | undefined {
  const overview = useAssetOverview();
  if (!overview.data || !asset) return undefined;
  const exchange = overview.data.accounts.find((account) => account.type === 'exchange');
  return exchange?.rows.find((row) => row.asset === asset)?.available ?? '0';
}

function collateralRule(t: TFunction, scale: number, available: string | undefined) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) throw new Error(t('loans:borrow.collateralRequired'));
      if (!isAmount(value, scale)) throw new Error(t('errors:amount_invalid', { scale }));
      if (available !== undefined && compare(value, available) > 0) throw new Error(t('errors:insufficient_balance'));
    },
  };
}

function borrowRule(t: TFunction, max: string | undefined) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) throw new Error(t('loans:borrow.amountRequired'));
      if (!isAmount(value, USDT_SCALE)) throw new Error(t('errors:amount_invalid', { scale: USDT_SCALE }));
      if (max !== undefined && compare(value, max) > 0) throw new Error(t('errors:ltv_too_high', { max_amount: trim(max) }));
    },
  };
}

/** The figures of a borrow as typed: value, LTV, prices of margin call and liquidation, interest a day. */
function borrowFigures(terms: CollateralTerms, values: BorrowValues | undefined, scale: number) {
  const entry = terms.assets.find((candidate) => candidate.asset === values?.asset);
  const value = collateralValueOf(values?.collateral_amount, scale, entry?.price);
  const amount = values?.amount && isAmount(values.amount, USDT_SCALE) ? values.amount : undefined;
  const ratePpm = percentToPpm(terms.daily_rate_pct) ?? 0n;
  const principal = amount ? parsePositiveUnits(amount, USDT_SCALE) : undefined;
  return {
    entry,
    value,
    amount,
    max: maxAtLtv(values?.collateral_amount, scale, entry?.price, terms.opening_ltv_pct),
    ltv: amount ? ltvPercent(amount, value) : undefined,
    marginPrice: amount && values?.collateral_amount ? priceAtLtv(amount, values.collateral_amount, scale, entry?.price, terms.margin_call_ltv_pct) : undefined,
    liquidationPrice:
      amount && values?.collateral_amount ? priceAtLtv(amount, values.collateral_amount, scale, entry?.price, terms.liquidation_ltv_pct) : undefined,
    dailyInterest: principal === undefined ? undefined : usdt(collateralDailyInterest(principal, ratePpm)),
  };
}

function Figures({ terms, figures }: { terms: CollateralTerms; figures: ReturnType<typeof borrowFigures> }) {
  const { t } = useTranslation('loans');
  const dash = <span className="vx-muted">—</span>;
  return (
    <div className="vx-loan-figures" data-testid="borrow-figures">
      <LtvBar
        ltv={figures.ltv}
        opening={terms.opening_ltv_pct}
        marginCall={terms.margin_call_ltv_pct}
        liquidation={terms.liquidation_ltv_pct}
        testId="borrow-ltv"
      />
      <Terms
        testId="borrow-terms"
        rows={[
          { key: 'value', label: t('borrow.value'), value: figures.value ? <Usdt value={figures.value} testId="borrow-value" /> : dash },
          {
            key: 'max',
            label: t('borrow.max', { ltv: trim(terms.opening_ltv_pct) }),
            value: figures.max ? <Usdt value={figures.max} testId="borrow-max" /> : dash,
          },
          {
            key: 'marginPrice',
            label: t('borrow.marginPrice', { asset: figures.entry?.asset ?? '' }),
            value: figures.marginPrice ? <Usdt value={figures.marginPrice} /> : dash,
          },
          {
            key: 'liquidationPrice',
            label: t('borrow.liquidationPrice', { asset: figures.entry?.asset ?? '' }),
            value: figures.liquidationPrice ? <Usdt value={figures.liquidationPrice} testId="borrow-liquidation-price" /> : dash,
          },
          {
            key: 'interest',
            label: t('borrow.dailyInterest'),
            value: figures.dailyInterest ? <Usdt value={figures.dailyInterest} testId="borrow-daily-interest" /> : dash,
          },
        ]}
      />
    </div>
  );
}

function Borrowed({ loan, onAgain }: { loan: CollateralLoanView; onAgain: () => void }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  return (
    <Result
      status="success"
      title={t('borrow.doneTitle', { amount: plain(loan.principal), collateral: plain(loan.collateral_amount), asset: loan.collateral_asset })}
      subTitle={t('borrow.doneText')}
      data-testid="borrow-done"
      extra={
        <Button onClick={onAgain} data-testid="borrow-again">
          {t('borrow.again')}
        </Button>
      }
    />
  );
}

/**
 * Borrow USDT against BTC or ETH (issue 13): collateral from the exchange account, the amount up to
 * the opening LTV, the LTV and the prices of margin call and liquidation as they are typed, then a
 * confirmation before anything is frozen.
 */
export function BorrowForm({ terms }: { terms: CollateralTerms }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const { phone } = useLayout();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BorrowValues>();
  const values = Form.useWatch([], form) as BorrowValues | undefined;
  const scales = useAssetScales();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<Required<BorrowValues> | null>(null);
  const [done, setDone] = useState<CollateralLoanView | null>(null);
  const asset = values?.asset ?? terms.assets[0]?.asset;
  const scale = scales(asset);
  const available = useExchangeAvailable(asset);
  const figures = borrowFigures(terms, { ...values, asset }, scale);

  if (done)
    return (
      <Borrowed
        loan={done}
        onAgain={() => {
          form.resetFields();
          setDone(null);
        }}
      />
    );
  if (!terms.assets.length) return <p className="vx-muted">{t('collateral.none')}</p>;

  async function submit(fields: Required<BorrowValues>) {
    const payload = { collateral_asset: fields.asset, collateral_amount: fields.collateral_amount, amount: fields.amount };
    const requestId = requestIds.take(payload);
    setRefusal(null);
    try {
      const loan = await loansCalls.borrow(payload, requestId);
      requestIds.settle();
      invalidateLoans(queryClient);
      setDone(loan);
    } catch (error) {
      const failure = handleSubmitError(form, error, t('web:common.networkError'), { ltv_too_high: 'amount', insufficient_balance: 'collateral_amount' });
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <div className={phone ? 'vx-loan-borrow vx-loan-borrow--one' : 'vx-loan-borrow'}>
      <Form<BorrowValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ asset: terms.assets[0]?.asset }}
        onFinish={(fields) => setConfirming({ asset: asset ?? '', collateral_amount: fields.collateral_amount ?? '', amount: fields.amount ?? '' })}
        onValuesChange={() => setRefusal(null)}
        data-testid="borrow-form"
      >
        <Form.Item name="asset" label={t('borrow.asset')}>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="borrow-asset">
            {terms.assets.map((entry) => (
              <Radio.Button key={entry.asset} value={entry.asset} disabled={!entry.price}>
                <span data-testid={`borrow-asset-${entry.asset}`}>{entry.asset}</span>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="collateral_amount"
          label={t('borrow.collateral')}
          rules={[collateralRule(t, scale, available)]}
          extra={available !== undefined ? t('borrow.available', { amount: plain(available), asset }) : undefined}
        >
          <AmountInput
            asset={asset}
            testId="borrow-collateral"
            onMax={
              available
                ? () => {
                    form.setFieldValue('collateral_amount', trim(available));
                    void form.validateFields(['collateral_amount']);
                  }
                : undefined
            }
            maxDisabled={!available || compare(available, '0') <= 0}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('borrow.amount')} rules={[borrowRule(t, figures.max)]} dependencies={['collateral_amount', 'asset']}>
          <AmountInput
            asset="USDT"
            testId="borrow-amount"
            onMax={
              figures.max
                ? () => {
                    form.setFieldValue('amount', trim(figures.max ?? '0'));
                    void form.validateFields(['amount']);
                  }
                : undefined
            }
            maxDisabled={!figures.max || compare(figures.max, '0') <= 0}
          />
        </Form.Item>
        {phone ? <Figures terms={terms} figures={figures} /> : null}
        <LoanRefusal error={refusal} onClose={() => setRefusal(null)} />
        <Button type="primary" htmlType="submit" size="large" block disabled={!figures.entry?.price} data-testid="borrow-submit">
          {figures.amount && isAmount(values?.collateral_amount ?? '', scale)
            ? t('borrow.submitAmount', { amount: plain(figures.amount), collateral: plain(values?.collateral_amount ?? ''), asset })
            : t('borrow.submit')}
        </Button>
      </Form>
      {phone ? null : <Figures terms={terms} figures={figures} />}
      <LoanDialog open={confirming !== null} title={t('borrow.confirmTitle')} onClose={() => setConfirming(null)} busy={busy} testId="borrow-confirm">
        <Figures terms={terms} figures={figures} />
        <p className="vx-loan-note vx-muted">{t('borrow.confirmNote', { asset })}</p>
        <div className="vx-loan-dialog__actions">
          <Button onClick={() => setConfirming(null)} disabled={busy}>
            {t('apply.back')}
          </Button>
          <Button
            type="primary"
            loading={busy}
            data-testid="borrow-confirm-submit"
            onClick={() =>
              confirming &&
              void run(async () => {
                await submit(confirming);
                setConfirming(null);
              })
            }
          >
            {t('borrow.confirmSubmit', { amount: plain(confirming?.amount || '0') })}
          </Button>
        </div>
      </LoanDialog>
    </div>
  );
}
