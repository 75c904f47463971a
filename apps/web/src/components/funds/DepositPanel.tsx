import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Select, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { FUNDS_KEYS, fundsCalls, useDepositChannels } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import type { DepositChannel } from '../../api/types';
import { compare, isAmount, isDecimal, sign, trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { assetOptions } from '../coin/CoinIcon';
import { AmountInput, amountProblem, useAssetScales, VoucherPicker, voucherProblem } from '../form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../form/submit';
import { LinkButton } from '../LinkButton';
import { ErrorState } from '../States';
import { Amount } from './Amount';
import { DepositAddressCard, DepositStep, type DepositTerm } from './DepositAddressCard';

interface DepositValues {
  amount?: string;
  voucher?: File | null;
  description?: string;
}

/** USDT first, then the rest alphabetically. */
function assetOrder(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'USDT') return -1;
  if (b === 'USDT') return 1;
  return a.localeCompare(b);
}

/** The channel's notice: a code the catalogue words ("simple_send_only"), free text as sent, or the network rule. */
function noticeText(t: TFunction, channel: DepositChannel): string {
  const values = { asset: channel.asset, chain: channel.chain };
  if (!channel.notice) return t('funds.deposit.networkOnly', values);
  if (/^[a-z][a-z0-9_]*$/.test(channel.notice)) return t(`funds.deposit.notices.${channel.notice}`, { ...values, defaultValue: channel.notice });
  return channel.notice;
}

/** The platform's address for the chosen asset and chain: QR code, text, copy; a loud warning when it is not a real one. */
function AddressCard({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const hasMinimum = isDecimal(channel.min_amount) && sign(channel.min_amount) > 0;
  const terms: DepositTerm[] = [{ key: 'network', label: t('funds.deposit.network'), value: channel.chain, className: 'vx-ltr' }];
  if (hasMinimum)
    terms.push({
      key: 'minimum',
      label: t('funds.deposit.minimum'),
      value: <Amount value={trim(channel.min_amount)} asset={channel.asset} testId="deposit-min" />,
    });
  return (
    <DepositAddressCard
      idPrefix="deposit"
      address={channel.address}
      label={t('funds.deposit.addressLabel', { asset: channel.asset, chain: channel.chain })}
      terms={terms}
      notice={noticeText(t, channel)}
      unconfigured={!channel.configured}
    />
  );
}

/**
 * Deposit (/recharge, and the Deposit tab of /asset): choose asset and network, send to the
 * platform's address, then report the transfer with its voucher for finance to review.
 */
export function DepositPanel({ recordsTo, initialAsset }: { recordsTo: string; initialAsset?: string | null }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const queryClient = useQueryClient();
  const channelsQuery = useDepositChannels();
  const scaleOf = useAssetScales();
  const [form] = Form.useForm<DepositValues>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [doneId, setDoneId] = useState<string | null>(null);

  const channels = channelsQuery.data?.channels ?? [];
  const assets = useMemo(() => [...new Set(channels.map((channel) => channel.asset))].sort(assetOrder), [channels]);
  const [asset, setAsset] = useState<string | undefined>(initialAsset ?? undefined);
  const [chain, setChain] = useState<string>();
  const currentAsset = asset && assets.includes(asset) ? asset : assets[0];
  const chains = channels.filter((channel) => channel.asset === currentAsset);
  const channel = chains.find((candidate) => candidate.chain === chain) ?? chains[0];
  const scale = scaleOf(channel?.asset);
  const amount = Form.useWatch('amount', form);

  if (channelsQuery.isPending) {
    return (
      <div className="vx-funds-card" data-testid="deposit-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (channelsQuery.isError) {
    return <ErrorState error={channelsQuery.error} onRetry={() => void channelsQuery.refetch()} retrying={channelsQuery.isFetching} />;
  }
  if (!channel) {
    return <Alert type="info" showIcon title={t('funds.deposit.noChannels')} data-testid="deposit-none" />;
  }

  if (doneId) {
    return (
      <div className="vx-funds-card">
        <Result
          status="success"
          title={t('funds.deposit.doneTitle')}
          subTitle={t('funds.deposit.doneText')}
          data-testid="deposit-done"
          extra={[
            <LinkButton key="records" type="primary" to={recordsTo} data-testid="deposit-records-link">
              {t('funds.deposit.viewRecords')}
            </LinkButton>,
            <Button
              key="again"
              onClick={() => {
                form.resetFields();
                setDoneId(null);
              }}
              data-testid="deposit-again"
            >
              {t('funds.deposit.again')}
            </Button>,
          ]}
        />
      </div>
    );
  }

  const amountOk = typeof amount === 'string' && isAmount(amount, scale);

  async function submit(values: DepositValues) {
    if (!channel) return;
    const voucher = values.voucher;
    if (!voucher) return;
    const fields = { asset: channel.asset, chain: channel.chain, amount: values.amount ?? '', description: (values.description ?? '').trim() };
    const requestId = requestIds.take({ ...fields, file: [voucher.name, voucher.size, voucher.lastModified] });
    setRefusal(null);
    try {
      const answer = await fundsCalls.recharge(fields, voucher, requestId);
      requestIds.settle();
      void queryClient.invalidateQueries({ queryKey: FUNDS_KEYS.deposits });
      setDoneId(answer.id);
    } catch (error) {
      const failure = handleSubmitError(form, error, t('common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <div className={phone ? 'vx-deposit vx-deposit--phone' : 'vx-deposit'} data-testid="deposit-panel">
      <section className="vx-funds-card vx-deposit__where">
        <DepositStep number={1}>{t('funds.deposit.step1')}</DepositStep>
        <div className="vx-field-row">
          <div className="vx-field">
            <span className="vx-field__label">{t('funds.common.asset')}</span>
            <Select
              value={currentAsset}
              onChange={(next: string) => {
                setAsset(next);
                setChain(undefined);
                setRefusal(null);
              }}
              options={assetOptions(assets)}
              data-testid="deposit-asset"
              data-value={currentAsset}
              aria-label={t('funds.common.asset')}
            />
          </div>
          <div className="vx-field">
            <span className="vx-field__label">{t('funds.deposit.network')}</span>
            <Select
              value={channel.chain}
              onChange={(next: string) => {
                setChain(next);
                setRefusal(null);
              }}
              options={chains.map((candidate) => ({ value: candidate.chain, label: candidate.chain }))}
              data-testid="deposit-chain"
              data-value={channel.chain}
              aria-label={t('funds.deposit.network')}
            />
          </div>
        </div>
        <AddressCard channel={channel} />
      </section>

      <section className="vx-funds-card vx-deposit__report">
        <DepositStep number={2}>{t('funds.deposit.step2')}</DepositStep>
        <p className="vx-funds-card__lead">{t('funds.deposit.step2Text')}</p>
        <Form<DepositValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void run(() => submit(values))}
          onValuesChange={() => setRefusal(null)}
          data-testid="deposit-form"
        >
          <Form.Item
            name="amount"
            label={t('funds.deposit.amount')}
            validateFirst
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const problem = amountProblem(t, value, scale);
                  if (problem) throw new Error(problem);
                  if (value && isDecimal(channel.min_amount) && compare(value, channel.min_amount) < 0)
                    throw new Error(t('funds.deposit.belowMinimum', { min: trim(channel.min_amount), asset: channel.asset }));
                },
              },
            ]}
          >
            <AmountInput
              asset={channel.asset}
              testId="deposit-amount"
              placeholder={
                isDecimal(channel.min_amount) && sign(channel.min_amount) > 0
                  ? t('funds.deposit.amountPlaceholder', { min: trim(channel.min_amount) })
                  : t('funds.deposit.amountPlaceholderAny')
              }
            />
          </Form.Item>
          <Form.Item
            name="voucher"
            label={t('funds.deposit.voucher')}
            extra={t('funds.deposit.voucherHint')}
            rules={[
              {
                validator: async (_, value: File | null | undefined) => {
                  const problem = voucherProblem(value);
                  if (problem) throw new Error(t(`errors:${problem}`));
                },
              },
            ]}
          >
            <VoucherPicker testId="deposit-voucher" />
          </Form.Item>
          <Form.Item name="description" label={t('funds.deposit.description')}>
            <Input.TextArea rows={2} maxLength={500} showCount placeholder={t('funds.deposit.descriptionPlaceholder')} data-testid="deposit-description" />
          </Form.Item>
          <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
          <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="deposit-submit">
            {amountOk ? t('funds.deposit.submitAmount', { amount: trim(amount), asset: channel.asset }) : t('funds.deposit.submit')}
          </Button>
          <p className="vx-funds-note">{t('funds.deposit.reviewNote')}</p>
        </Form>
      </section>
    </div>
  );
}
