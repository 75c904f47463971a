import { BankOutlined, BookOutlined, WalletOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BankDetails, ERROR_CODES } from '@veritex/shared';
import { Alert, AutoComplete, Button, Form, type FormInstance, Input, Result, Select, Skeleton, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { type BankWithdrawalFields, fundsCalls, invalidateFunds, useReceiveSettings, useWithdrawAddresses, useWithdrawRules } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import type { WithdrawRules } from '../../api/types';
import { useFormat } from '../../i18n/format';
import { compare, decimalsOf, isAmount, isDecimal, min as minOf, sign, sub, toScale, trim } from '../../lib/decimal';
import { firstIsoMoment } from '../../lib/zoned';
import { useLayout, useTo } from '../../router/layout-context';
import { assetOptions } from '../coin/CoinIcon';
import { AmountInput, TPWD_PATTERN, TpwdInput, useAssetScales } from '../form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../form/submit';
import { LinkButton } from '../LinkButton';
import { ErrorState } from '../States';
import { Amount } from './Amount';
import { LargeWithdrawalNote, WithdrawGates } from './WithdrawGates';
import { WithdrawRulesCard } from './WithdrawRulesCard';

/** Client-side checks of an amount against the published rules (the server checks them again). */
function amountRule(t: TFunction, rules: WithdrawRules, scale: number, emptyText = t('errors:withdraw_fields_empty')) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) throw new Error(emptyText);
      if (!isAmount(value, scale)) throw new Error(t('errors:amount_invalid', { scale }));
      if (compare(value, rules.min) < 0) throw new Error(t('errors:withdraw_min', { min: `${trim(rules.min)} ${rules.asset}` }));
      if (compare(value, rules.max) > 0) throw new Error(t('errors:withdraw_max', { max: `${trim(rules.max)} ${rules.asset}` }));
      if (compare(value, rules.available) > 0) throw new Error(t('errors:insufficient_balance'));
      if (compare(value, rules.fee) <= 0) throw new Error(t('funds.withdraw.belowFee', { fee: `${trim(rules.fee)} ${rules.asset}` }));
    },
  };
}

function tpwdRule(t: TFunction, rules: WithdrawRules) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (rules.transaction_password !== 1) throw new Error(t('errors:tpwd_required'));
      if (!value || !TPWD_PATTERN.test(value)) throw new Error(t('errors:tpwd_format'));
    },
  };
}

/** Password refusals are shown at the password field. */
const PASSWORD_ERRORS = { tpwd_wrong: 'tpwd', tpwd_format: 'tpwd', tpwd_required: 'tpwd' } as const;

/** A refused password is typed again from scratch; other refusals keep it. */
function clearWrongPassword(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const codes: number[] = [ERROR_CODES.tpwd_wrong, ERROR_CODES.tpwd_format, ERROR_CODES.tpwd_locked];
  if (codes.includes(error.code) || error.field === 'tpwd') form.setFieldValue('tpwd', '');
}

/** What arrives: amount − fee, exactly, at the asset's scale; undefined while the amount is not usable. */
function arriveOf(amount: string | undefined, rules: WithdrawRules, scale: number): string | undefined {
  if (!amount || !isAmount(amount, scale)) return undefined;
  const rest = sub(amount, rules.fee);
  return sign(rest) > 0 ? toScale(rest, scale) : undefined;
}

/** Fee and amount to arrive, computed as the user types. */
function Breakdown({ rules, amount, scale }: { rules: WithdrawRules; amount: string | undefined; scale: number }) {
  const { t } = useTranslation();
  const arrive = arriveOf(amount, rules, scale);
  return (
    <dl className="vx-breakdown">
      <div>
        <dt>{t('funds.withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee" data-value={toScale(rules.fee, scale)}>
          <Amount value={toScale(rules.fee, scale)} asset={rules.asset} />
        </dd>
      </div>
      <div className="vx-breakdown__total">
        <dt>{t('funds.withdraw.arrive')}</dt>
        <dd data-testid="withdraw-arrive" data-value={arrive ?? ''}>
          {arrive ? <Amount value={arrive} asset={rules.asset} /> : <span className="vx-muted">—</span>}
        </dd>
      </div>
    </dl>
  );
}

function AvailableLine({ rules }: { rules: WithdrawRules }) {
  const { t } = useTranslation();
  return (
    <div className="vx-available" data-testid="withdraw-available" data-value={rules.available}>
      <span className="vx-muted">{t('funds.withdraw.available')}</span> <Amount value={rules.available} asset={rules.asset} />
    </div>
  );
}

function Done({ amount, asset, recordsTo, onAgain }: { amount: string; asset: string; recordsTo: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('funds.withdraw.doneTitle', { amount: trim(amount), asset })}
      subTitle={t('funds.withdraw.doneText')}
      data-testid="withdraw-done"
      extra={[
        <LinkButton key="records" type="primary" to={recordsTo} data-testid="withdraw-records-link">
          {t('funds.withdraw.viewRecords')}
        </LinkButton>,
        <Button key="again" onClick={onAgain} data-testid="withdraw-again">
          {t('funds.withdraw.again')}
        </Button>,
      ]}
    />
  );
}

interface ChainValues {
  address?: string;
  tag?: string;
  amount?: string;
  tpwd?: string;
}

/** On-chain withdrawal form: address (from the book or typed), tag, amount with max, fee and arrival, transaction password. */
function ChainForm({ rules, recordsTo, addressesTo }: { rules: WithdrawRules; recordsTo: string; addressesTo: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const scale = useAssetScales()(rules.asset);
  const addresses = useWithdrawAddresses();
  const [form] = Form.useForm<ChainValues>();
  const amount = Form.useWatch('amount', form);
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const book = (addresses.data?.items ?? []).filter((entry) => entry.currency === rules.asset && entry.chain === rules.chain);
  const amountOk = typeof amount === 'string' && isAmount(amount, scale);
  const maxAmount = minOf(rules.available, rules.max);

  if (done) {
    return (
      <Done
        amount={done}
        asset={rules.asset}
        recordsTo={recordsTo}
        onAgain={() => {
          form.resetFields();
          setDone(null);
        }}
      />
    );
  }

  async function submit(values: ChainValues) {
    const fields = {
      asset: rules.asset,
      chain: rules.chain,
      address: (values.address ?? '').trim(),
      amount: values.amount ?? '',
      tag: (values.tag ?? '').trim(),
      tpwd: values.tpwd ?? '',
    };
    const requestId = requestIds.take(fields);
    setRefusal(null);
    try {
      await fundsCalls.withdraw(fields, requestId);
      requestIds.settle();
      invalidateFunds(queryClient);
      setDone(fields.amount);
    } catch (error) {
      clearWrongPassword(form, error);
      const failure = handleSubmitError(form, error, t('common.networkError'), PASSWORD_ERRORS);
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <Form<ChainValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void run(() => submit(values))}
      onValuesChange={() => setRefusal(null)}
      data-testid="withdraw-form"
    >
      <Form.Item
        name="address"
        label={
          <span className="vx-label-row">
            {t('funds.withdraw.address')}
            <Link to={addressesTo} className="vx-label-row__link" data-testid="withdraw-manage-addresses">
              <BookOutlined /> {t('funds.withdraw.manageAddresses')}
            </Link>
          </span>
        }
        rules={[{ required: true, whitespace: true, message: t('errors:withdraw_fields_empty') }]}
        extra={t('funds.withdraw.addressHint', { asset: rules.asset, chain: rules.chain })}
      >
        <AutoComplete
          options={book.map((entry) => ({
            value: entry.address,
            label: (
              <span className="vx-book-option">
                <span className="vx-book-option__remark">{entry.remark || t('funds.addresses.noRemark')}</span>
                <span className="vx-book-option__address vx-ltr">{entry.address}</span>
              </span>
            ),
          }))}
          onSelect={(value: string) => {
            const entry = book.find((candidate) => candidate.address === value);
            if (entry) form.setFieldValue('tag', entry.tag);
          }}
          filterOption={(input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
        >
          <Input
            maxLength={120}
            className="vx-ltr-input"
            placeholder={t('funds.withdraw.addressPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            data-testid="withdraw-address"
          />
        </AutoComplete>
      </Form.Item>
      <Form.Item name="tag" label={t('funds.withdraw.tag')} extra={t('funds.withdraw.tagHint')}>
        <Input placeholder={t('funds.withdraw.tagPlaceholder')} autoComplete="off" data-testid="withdraw-tag" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('funds.withdraw.amount')}
        rules={[amountRule(t, rules, scale)]}
        extra={
          <>
            <AvailableLine rules={rules} />
            <LargeWithdrawalNote rules={rules} amount={amount} />
          </>
        }
      >
        <AmountInput
          asset={rules.asset}
          testId="withdraw-amount"
          placeholder={t('funds.withdraw.amountPlaceholder', {
            min: format.fixed(trim(rules.min), decimalsOf(trim(rules.min))),
            max: format.fixed(trim(rules.max), decimalsOf(trim(rules.max))),
          })}
          onMax={() => {
            form.setFieldValue('amount', trim(maxAmount));
            void form.validateFields(['amount']);
          }}
          maxDisabled={sign(maxAmount) <= 0}
        />
      </Form.Item>
      <Breakdown rules={rules} amount={amount} scale={scale} />
      <Form.Item name="tpwd" label={t('funds.withdraw.tpwd')} rules={[tpwdRule(t, rules)]}>
        <TpwdInput testId="withdraw-tpwd" autoComplete="off" />
      </Form.Item>
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="withdraw-submit">
        {amountOk ? t('funds.withdraw.submitAmount', { amount: trim(amount), asset: rules.asset }) : t('funds.withdraw.submit')}
      </Button>
    </Form>
  );
}

type BankValues = Partial<BankDetails> & { amount?: string; tpwd?: string };

/** SWIFT / BIC: 4 letters bank, 2 letters country, 2 location, optional 3 branch. */
const SWIFT_PATTERN = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

const BANK_FIELDS: readonly { name: keyof BankValues; required: boolean; max: number; ltr?: boolean; pattern?: RegExp }[] = [
  { name: 'bank_name', required: true, max: 100 },
  { name: 'bank_account', required: true, max: 64, ltr: true },
  { name: 'swift', required: true, max: 11, ltr: true, pattern: SWIFT_PATTERN },
  { name: 'bank_address', required: false, max: 200 },
  { name: 'payee_name', required: true, max: 100 },
  { name: 'payee_phone', required: false, max: 32, ltr: true },
  { name: 'payee_address', required: false, max: 200 },
];

/** Bank-card withdrawal (spec §3): bank and payee details; prefilled from the receiving settings. */
function BankForm({ rules, recordsTo }: { rules: WithdrawRules; recordsTo: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { phone } = useLayout();
  const queryClient = useQueryClient();
  const scale = useAssetScales()(rules.asset);
  const receive = useReceiveSettings();
  const [form] = Form.useForm<BankValues>();
  const amount = Form.useWatch('amount', form);
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [prefilled, setPrefilled] = useState(false);
  const amountOk = typeof amount === 'string' && isAmount(amount, scale);
  const maxAmount = minOf(rules.available, rules.max);

  if (receive.data && !prefilled) {
    setPrefilled(true);
    const current = form.getFieldsValue();
    form.setFieldsValue({
      bank_name: current.bank_name || receive.data.bank_name,
      bank_account: current.bank_account || receive.data.bank_number,
      payee_name: current.payee_name || receive.data.name,
    });
  }

  if (done) {
    return (
      <Done
        amount={done}
        asset={rules.asset}
        recordsTo={recordsTo}
        onAgain={() => {
          form.resetFields(['amount', 'tpwd']);
          setDone(null);
        }}
      />
    );
  }

  async function submit(values: BankValues) {
    const text = (name: keyof BankDetails) => (values[name] ?? '').trim();
    const fields: BankWithdrawalFields = {
      bank_name: text('bank_name'),
      bank_account: text('bank_account'),
      swift: text('swift'),
      bank_address: text('bank_address'),
      payee_name: text('payee_name'),
      payee_phone: text('payee_phone'),
      payee_address: text('payee_address'),
      amount: values.amount ?? '',
      tpwd: values.tpwd ?? '',
    };
    const requestId = requestIds.take(fields);
    setRefusal(null);
    try {
      await fundsCalls.withdrawBank(fields, requestId);
      requestIds.settle();
      invalidateFunds(queryClient);
      setDone(fields.amount ?? '');
    } catch (error) {
      clearWrongPassword(form, error);
      const failure = handleSubmitError(form, error, t('common.networkError'), PASSWORD_ERRORS);
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <Form<BankValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={(values) => void run(() => submit(values))}
      onValuesChange={() => setRefusal(null)}
      data-testid="withdraw-bank-form"
    >
      <Form.Item
        name="amount"
        label={t('funds.withdraw.amount')}
        rules={[amountRule(t, rules, scale, t('funds.common.amountRequired'))]}
        extra={
          <>
            <AvailableLine rules={rules} />
            <LargeWithdrawalNote rules={rules} amount={amount} />
          </>
        }
        required
      >
        <AmountInput
          asset={rules.asset}
          testId="withdraw-bank-amount"
          placeholder={t('funds.withdraw.amountPlaceholder', {
            min: format.fixed(trim(rules.min), decimalsOf(trim(rules.min))),
            max: format.fixed(trim(rules.max), decimalsOf(trim(rules.max))),
          })}
          onMax={() => {
            form.setFieldValue('amount', trim(maxAmount));
            void form.validateFields(['amount']);
          }}
          maxDisabled={sign(maxAmount) <= 0}
        />
      </Form.Item>
      <div className={phone ? 'vx-form-grid vx-form-grid--one' : 'vx-form-grid'}>
        {BANK_FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(`funds.bank.${field.name}`)}
            required={field.required}
            validateFirst
            rules={[
              ...(field.required ? [{ required: true, whitespace: true, message: t('funds.bank.required', { field: t(`funds.bank.${field.name}`) }) }] : []),
              ...(field.pattern ? [{ pattern: field.pattern, message: t(`funds.bank.${field.name}Invalid`) }] : []),
            ]}
          >
            <Input maxLength={field.max} className={field.ltr ? 'vx-ltr-input' : undefined} autoComplete="off" data-testid={`withdraw-bank-${field.name}`} />
          </Form.Item>
        ))}
      </div>
      <Breakdown rules={rules} amount={amount} scale={scale} />
      <Form.Item name="tpwd" label={t('funds.withdraw.tpwd')} rules={[tpwdRule(t, rules)]} required>
        <TpwdInput testId="withdraw-bank-tpwd" />
      </Form.Item>
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="withdraw-bank-submit">
        {amountOk ? t('funds.withdraw.submitBankAmount', { amount: trim(amount), asset: rules.asset }) : t('funds.withdraw.submitBank')}
      </Button>
    </Form>
  );
}

/** The state of the window and the password, said once above the form so nobody types in vain. */
function Blockers({ rules, passwordRedirect }: { rules: WithdrawRules; passwordRedirect: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useTo();
  const notes: ReactNode[] = [];
  // A server that sends the gates lists the missing password among them (WithdrawGates).
  if (rules.transaction_password !== 1 && !rules.gates) {
    notes.push(
      <Alert
        key="tpwd"
        type="warning"
        showIcon
        title={t('errors:tpwd_required')}
        action={
          <LinkButton size="small" type="primary" to={to(`/bindmpwd?redirect=${encodeURIComponent(passwordRedirect)}`)} data-testid="withdraw-setup-tpwd">
            {t('funds.rules.setPassword')}
          </LinkButton>
        }
        data-testid="withdraw-need-tpwd"
      />,
    );
  }
  if (rules.requests_today >= rules.per_day) {
    notes.push(<Alert key="daily" type="info" showIcon title={t('funds.withdraw.dailyUsed', { perDay: rules.per_day })} data-testid="withdraw-daily-note" />);
  }
  if (isDecimal(rules.turnover.remaining) && sign(rules.turnover.remaining) > 0) {
    notes.push(
      <Alert
        key="turnover"
        type="info"
        showIcon
        title={t('funds.withdraw.turnoverShort', { remaining: format.fixed(rules.turnover.remaining, 2) })}
        data-testid="withdraw-turnover-note"
      />,
    );
  }
  if (!rules.window.open) {
    const opensAt = firstIsoMoment(rules.window.opens_at_iso, rules.window.opens_at);
    notes.push(
      <Alert
        key="closed"
        type="info"
        showIcon
        title={t('funds.withdraw.closedNow')}
        description={opensAt ? t('funds.withdraw.opensLocal', { time: format.dateTime(opensAt) }) : undefined}
        data-testid="withdraw-closed-note"
      />,
    );
  }
  return notes.length ? <div className="vx-blockers">{notes}</div> : null;
}

/**
 * Withdraw (/money, and the Withdraw tab of /asset): the rules first, then the on-chain form
 * or the bank-card form.
 */
export function WithdrawPanel({ recordsTo, addressesTo, passwordRedirect }: { recordsTo: string; addressesTo: string; passwordRedirect: string }) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const [asset, setAsset] = useState('USDT');
  const [method, setMethod] = useState<'chain' | 'bank'>('chain');
  const rulesQuery = useWithdrawRules(asset);
  const rules = rulesQuery.data;

  if (rulesQuery.isPending) {
    return (
      <div className="vx-withdraw" data-testid="withdraw-loading" aria-busy="true">
        <div className="vx-funds-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
        <div className="vx-funds-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }
  if (rulesQuery.isError || !rules) {
    return <ErrorState error={rulesQuery.error} onRetry={() => void rulesQuery.refetch()} retrying={rulesQuery.isFetching} />;
  }

  const allowedAssets = [...new Set(rules.allowed.map((entry) => entry.asset))];
  const rulesCard = <WithdrawRulesCard rules={rules} passwordRedirect={passwordRedirect} />;
  return (
    <div className={phone ? 'vx-withdraw vx-withdraw--phone' : 'vx-withdraw'} data-testid="withdraw-panel">
      {phone ? rulesCard : null}
      <section className="vx-funds-card vx-withdraw__form">
        {allowedAssets.length > 1 ? (
          <div className="vx-field">
            <span className="vx-field__label">{t('funds.common.asset')}</span>
            <Select value={asset} onChange={setAsset} options={assetOptions(allowedAssets)} data-testid="withdraw-asset" aria-label={t('funds.common.asset')} />
          </div>
        ) : null}
        <Tabs
          activeKey={method}
          onChange={(key) => setMethod(key as 'chain' | 'bank')}
          className="vx-subtabs"
          items={[
            {
              key: 'chain',
              icon: <WalletOutlined />,
              label: <span data-testid="withdraw-tab-chain">{t('funds.withdraw.tabChain', { asset: rules.asset, chain: rules.chain })}</span>,
            },
            { key: 'bank', icon: <BankOutlined />, label: <span data-testid="withdraw-tab-bank">{t('funds.withdraw.tabBank')}</span> },
          ]}
        />
        <WithdrawGates rules={rules} back={passwordRedirect} />
        <Blockers rules={rules} passwordRedirect={passwordRedirect} />
        {method === 'chain' ? <ChainForm rules={rules} recordsTo={recordsTo} addressesTo={addressesTo} /> : <BankForm rules={rules} recordsTo={recordsTo} />}
      </section>
      {phone ? null : rulesCard}
    </div>
  );
}
