import { SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { fundsCalls, invalidateFunds, useAssetOverview } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { ACCOUNT_TYPES, type AccountType } from '../../api/types';
import { compare, isAmount, trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { assetOptions } from '../coin/CoinIcon';
import { AmountInput, amountProblem, useAssetScales } from '../form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../form/submit';
import { ErrorState } from '../States';
import { Amount } from './Amount';

interface TransferValues {
  from: AccountType;
  to: AccountType;
  asset: string;
  amount?: string;
}

function isAccountType(value: string | null | undefined): value is AccountType {
  return ACCOUNT_TYPES.includes(value as AccountType);
}

/** Transfer between the user's own accounts (exchange, contract, futures): instant, no fee. */
export function TransferPanel({ initialFrom, initialAsset }: { initialFrom?: string | null; initialAsset?: string | null }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const overview = useAssetOverview();
  const scaleOf = useAssetScales();
  const [form] = Form.useForm<TransferValues>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const from = Form.useWatch('from', form);
  const to = Form.useWatch('to', form);
  const asset = Form.useWatch('asset', form);
  const amount = Form.useWatch('amount', form);

  if (overview.isPending) {
    return (
      <div className="vx-funds-card" aria-busy="true" data-testid="transfer-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;

  const accounts = overview.data.accounts;
  const assets = [...new Set(accounts.flatMap((account) => account.rows.map((row) => row.asset)))];
  const availableOf = (type: AccountType | undefined, code: string | undefined) =>
    accounts.find((account) => account.type === type)?.rows.find((row) => row.asset === code)?.available ?? '0';
  const startFrom: AccountType = isAccountType(initialFrom) ? initialFrom : 'exchange';
  const startTo: AccountType = startFrom === 'exchange' ? 'contract' : 'exchange';
  const startAsset = initialAsset && assets.includes(initialAsset) ? initialAsset : assets.includes('USDT') ? 'USDT' : assets[0];
  const fromAvailable = availableOf(from, asset);
  const toAvailable = availableOf(to, asset);
  const scale = scaleOf(asset);
  const amountOk = typeof amount === 'string' && isAmount(amount, scale);
  const accountOptions = ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`funds.accounts.${type}`) }));

  function swap() {
    form.setFieldsValue({ from: to, to: from });
    void form.validateFields(['to', 'amount']).catch(() => undefined);
  }

  async function submit(values: TransferValues) {
    const input = { asset: values.asset, amount: values.amount ?? '', from: values.from, to: values.to };
    const requestId = requestIds.take(input);
    setRefusal(null);
    try {
      await fundsCalls.transfer(input, requestId);
      requestIds.settle();
      invalidateFunds(queryClient);
      void message.success(
        t('funds.transfer.done', {
          amount: trim(input.amount),
          asset: input.asset,
          from: t(`funds.accounts.${input.from}`),
          to: t(`funds.accounts.${input.to}`),
        }),
      );
      form.setFieldValue('amount', '');
    } catch (error) {
      const failure = handleSubmitError(form, error, t('common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <div className={phone ? 'vx-transfer-layout vx-transfer-layout--phone' : 'vx-transfer-layout'}>
      <section className={phone ? 'vx-funds-card vx-transfer vx-transfer--phone' : 'vx-funds-card vx-transfer'} data-testid="transfer-panel">
        <p className="vx-funds-card__lead">{t('funds.transfer.lead')}</p>
        <Form<TransferValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ from: startFrom, to: startTo, asset: startAsset }}
          onFinish={(values) => void run(() => submit(values))}
          onValuesChange={() => setRefusal(null)}
          data-testid="transfer-form"
        >
          <div className="vx-transfer__accounts">
            <Form.Item name="from" label={t('funds.transfer.from')}>
              <Select options={accountOptions} data-testid="transfer-from" data-value={from} />
            </Form.Item>
            <Button
              className="vx-transfer__swap"
              shape="circle"
              icon={<SwapOutlined className={phone ? 'vx-rotate' : undefined} />}
              onClick={swap}
              aria-label={t('funds.transfer.swap')}
              data-testid="transfer-swap"
            />
            <Form.Item
              name="to"
              label={t('funds.transfer.to')}
              dependencies={['from']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string) => {
                    if (value === getFieldValue('from')) throw new Error(t('errors:transfer_same_account'));
                  },
                }),
              ]}
            >
              <Select options={accountOptions} data-testid="transfer-to" data-value={to} />
            </Form.Item>
          </div>
          <Form.Item name="asset" label={t('funds.common.asset')}>
            <Select
              showSearch
              options={assetOptions(assets)}
              data-testid="transfer-asset"
              data-value={asset}
              onChange={() => void form.validateFields(['amount']).catch(() => undefined)}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('funds.transfer.amount')}
            dependencies={['from', 'asset']}
            validateFirst
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const problem = amountProblem(t, value, scale);
                  if (problem) throw new Error(problem);
                  if (value && compare(value, fromAvailable) > 0) throw new Error(t('errors:insufficient_balance'));
                },
              },
            ]}
            extra={
              <div className="vx-transfer__balances">
                <span data-testid="transfer-available" data-value={fromAvailable}>
                  <span className="vx-muted">{t('funds.transfer.availableIn', { account: from ? t(`funds.accounts.${from}`) : '' })}</span>{' '}
                  <Amount value={fromAvailable} asset={asset} />
                </span>
                <span>
                  <span className="vx-muted">{t('funds.transfer.balanceIn', { account: to ? t(`funds.accounts.${to}`) : '' })}</span>{' '}
                  <Amount value={toAvailable} asset={asset} />
                </span>
              </div>
            }
          >
            <AmountInput
              asset={asset}
              testId="transfer-amount"
              placeholder={t('funds.transfer.amountPlaceholder')}
              onMax={() => {
                form.setFieldValue('amount', trim(fromAvailable));
                void form.validateFields(['amount']).catch(() => undefined);
              }}
              maxDisabled={compare(fromAvailable, '0') <= 0}
            />
          </Form.Item>
          <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
          <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="transfer-submit">
            {amountOk ? t('funds.transfer.submitAmount', { amount: trim(amount), asset }) : t('funds.transfer.submit')}
          </Button>
          <p className="vx-funds-note">{t('funds.transfer.note')}</p>
        </Form>
      </section>
      {asset ? (
        <aside className="vx-funds-card vx-spread" data-testid="transfer-spread">
          <header className="vx-funds-card__head">
            <h3 className="vx-funds-card__title">{t('funds.transfer.spreadTitle', { asset })}</h3>
          </header>
          <ul className="vx-spread__list">
            {ACCOUNT_TYPES.map((type) => (
              <li key={type} className="vx-spread__item">
                <span className="vx-spread__name">
                  {t(`funds.accounts.${type}`)}
                  {type === from ? (
                    <Tag color="processing" variant="filled" className="vx-spread__role">
                      {t('funds.transfer.from')}
                    </Tag>
                  ) : type === to ? (
                    <Tag variant="filled" className="vx-spread__role">
                      {t('funds.transfer.to')}
                    </Tag>
                  ) : null}
                </span>
                <Amount value={availableOf(type, asset)} coin={asset} className="vx-strong" />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
