import {
  dailyAccrual,
  EARLY_REDEMPTION_RULES,
  type EarlyRedemptionRule,
  type EarnProductAdmin,
  formatUnits,
  parsePositiveUnits,
  percentToPpm,
  termInterest,
} from '@veritex/shared';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Switch, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldError, unplacedError } from '../../components';
import { Amount, useDecimalFormat } from '../finance/financeUi';
import { type EarnProductInput, useSaveEarnProduct } from './earnQueries';
import { EARN_ASSET, USDT_SCALE, yearlyPercent } from './earnUi';

const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;
const FIELD_NAMES: ReadonlySet<string> = new Set([
  'term_days',
  'daily_rate_pct',
  'min_amount',
  'max_amount',
  'capacity',
  'early_rule',
  'penalty_interest_pct',
  'penalty_principal_pct',
  'active',
]);

/** What is being edited: a product, or `new` for one to create. */
export type EarnEditing = EarnProductAdmin | 'new' | null;

interface ProductFields {
  term_days: number | null;
  daily_rate_pct: string;
  min_amount: string;
  max_amount: string;
  capacity: string;
  early_rule: EarlyRedemptionRule;
  penalty_interest_pct: string;
  penalty_principal_pct: string;
  active: boolean;
}

const NEW_PRODUCT: ProductFields = {
  term_days: 30,
  daily_rate_pct: '',
  min_amount: '',
  max_amount: '',
  capacity: '',
  early_rule: 'forfeit',
  penalty_interest_pct: '0',
  penalty_principal_pct: '0',
  active: true,
};

/** Create or change an earn product. Orders already bought keep the terms they were bought with. */
export function EarnProductEditor({ editing, onClose }: { editing: EarnEditing; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductFields>();
  const save = useSaveEarnProduct();
  const product = editing === 'new' ? null : editing;
  const rule = Form.useWatch('early_rule', form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the product as listed, without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(product ? fieldsOf(product) : NEW_PRODUCT);
  }, [editing]);

  const submit = (fields: ProductFields) => {
    save.mutate(toInput(fields, product?.id), {
      onSuccess: (saved) => {
        void message.success(t(product ? 'earnDesk.products.saved' : 'earnDesk.products.created', { id: saved.id, days: saved.term_days }));
        onClose();
      },
      onError: (error) => placeFieldError(form, error, FIELD_NAMES),
    });
  };

  const refusal = unplacedError(save.error, FIELD_NAMES, t('common.networkError'));

  return (
    <Modal
      open={editing !== null}
      width={680}
      title={product ? t('earnDesk.products.editTitle', { id: product.id, days: product.term_days }) : t('earnDesk.products.newTitle')}
      okText={t('earnDesk.products.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'earn-product-save' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: save.isPending }}
      onOk={() => {
        if (!save.isPending) form.submit();
      }}
      onCancel={() => {
        if (!save.isPending) onClose();
      }}
      closable={!save.isPending}
      mask={{ closable: !save.isPending }}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={
          <span style={{ fontSize: 13 }}>
            {t('earnDesk.products.keepTerms')}
            {product && product.orders_active > 0 ? ` ${t('earnDesk.products.keepTermsCount', { count: product.orders_active })}` : null}
          </span>
        }
        style={{ marginBottom: 12 }}
      />
      <Form<ProductFields> form={form} layout="vertical" requiredMark={false} disabled={save.isPending} onFinish={submit} data-testid="earn-product-form">
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="term_days"
              label={t('earnDesk.form.termDays')}
              rules={[{ required: true, type: 'integer', min: 1, max: 366, message: t('earnDesk.form.termInvalid') }]}
            >
              <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} data-testid="earn-product-term" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="daily_rate_pct" label={t('earnDesk.form.dailyRate')} extra={<YearlyHint />} rules={percentRules(t)}>
              <Input inputMode="decimal" suffix="%" data-testid="earn-product-rate" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="active" label={t('earnDesk.form.active')} valuePropName="checked" extra={t('earnDesk.form.activeHelp')}>
              <Switch data-testid="earn-product-active" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="min_amount" label={t('earnDesk.form.minAmount', { asset: EARN_ASSET })} rules={amountRules(t)}>
              <Input inputMode="decimal" suffix={EARN_ASSET} data-testid="earn-product-min" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="max_amount"
              label={t('earnDesk.form.maxAmount', { asset: EARN_ASSET })}
              dependencies={['min_amount']}
              rules={[...amountRules(t), notBelow('min_amount', t)]}
            >
              <Input inputMode="decimal" suffix={EARN_ASSET} data-testid="earn-product-max" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="capacity"
              label={t('earnDesk.form.capacity', { asset: EARN_ASSET })}
              extra={t('earnDesk.form.capacityHelp')}
              dependencies={['max_amount']}
              rules={[...amountRules(t), notBelow('max_amount', t)]}
            >
              <Input inputMode="decimal" suffix={EARN_ASSET} data-testid="earn-product-capacity" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="early_rule"
              label={t('earnDesk.form.earlyRule')}
              extra={rule ? t(`earnDesk.rules.${rule}Help`) : undefined}
              rules={[{ required: true }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={EARLY_REDEMPTION_RULES.map((value) => ({
                  value,
                  label: <span data-testid={`earn-product-rule-${value}`}>{t(`earnDesk.rules.${value}`)}</span>,
                }))}
              />
            </Form.Item>
          </Col>
          {rule === 'penalty' ? (
            <>
              <Col span={12}>
                <Form.Item
                  name="penalty_interest_pct"
                  label={t('earnDesk.form.penaltyInterest')}
                  extra={t('earnDesk.form.penaltyInterestHelp')}
                  rules={sharePercentRules(t)}
                >
                  <Input inputMode="decimal" suffix="%" data-testid="earn-product-penalty-interest" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="penalty_principal_pct"
                  label={t('earnDesk.form.penaltyPrincipal')}
                  extra={t('earnDesk.form.penaltyPrincipalHelp')}
                  rules={sharePercentRules(t)}
                >
                  <Input inputMode="decimal" suffix="%" data-testid="earn-product-penalty-principal" />
                </Form.Item>
              </Col>
            </>
          ) : null}
        </Row>
        <InterestPreview />
      </Form>
      {refusal && !save.isPending ? (
        <Alert type="error" showIcon title={t('finance.review.refused')} description={refusal} data-testid="earn-product-error" />
      ) : null}
    </Modal>
  );
}

function fieldsOf(product: EarnProductAdmin): ProductFields {
  return {
    term_days: product.term_days,
    daily_rate_pct: product.daily_rate_pct,
    min_amount: product.min_amount,
    max_amount: product.max_amount,
    capacity: product.capacity,
    early_rule: product.early_rule,
    penalty_interest_pct: product.penalty_interest_pct,
    penalty_principal_pct: product.penalty_principal_pct,
    active: product.active,
  };
}

function toInput(fields: ProductFields, id: string | undefined): EarnProductInput {
  const penalty = fields.early_rule === 'penalty';
  return {
    ...(id ? { id } : {}),
    term_days: fields.term_days ?? 0,
    daily_rate_pct: fields.daily_rate_pct.trim(),
    min_amount: fields.min_amount.trim(),
    max_amount: fields.max_amount.trim(),
    capacity: fields.capacity.trim(),
    early_rule: fields.early_rule,
    // Shares bind only under the penalty rule; any other rule stores none.
    penalty_interest_pct: penalty ? fields.penalty_interest_pct.trim() : '0',
    penalty_principal_pct: penalty ? fields.penalty_principal_pct.trim() : '0',
    active: fields.active,
  };
}

function amountRules(t: TFunction) {
  return [
    { required: true, message: t('earnDesk.form.amountRequired') },
    { pattern: AMOUNT_PATTERN, message: t('earnDesk.form.amountInvalid') },
  ];
}

function percentRules(t: TFunction) {
  return [
    { required: true, message: t('earnDesk.form.percentInvalid') },
    { pattern: PERCENT_PATTERN, message: t('earnDesk.form.percentInvalid') },
  ];
}

/** A withheld share: a percent of at most 100. */
function sharePercentRules(t: TFunction) {
  return [
    ...percentRules(t),
    {
      validator: (_rule: unknown, value: string) => {
        const ppm = percentToPpm(value ?? '');
        return ppm !== undefined && ppm > 1_000_000n ? Promise.reject(new Error(t('earnDesk.form.shareTooLarge'))) : Promise.resolve();
      },
    },
  ];
}

/** This amount may not be below the one in `other` (max ≥ min, capacity ≥ max). */
function notBelow(other: keyof ProductFields, t: TFunction) {
  return ({ getFieldValue }: { getFieldValue: (name: keyof ProductFields) => unknown }) => ({
    validator: (_rule: unknown, value: string) => {
      const mine = parsePositiveUnits(value ?? '', USDT_SCALE);
      const theirs = parsePositiveUnits(String(getFieldValue(other) ?? ''), USDT_SCALE);
      return mine !== undefined && theirs !== undefined && mine < theirs ? Promise.reject(new Error(t(`earnDesk.form.below.${other}`))) : Promise.resolve();
    },
  });
}

function YearlyHint() {
  const { t } = useTranslation('admin');
  const rate = Form.useWatch('daily_rate_pct', Form.useFormInstance<ProductFields>()) ?? '';
  const yearly = yearlyPercent(rate);
  return <span>{yearly ? t('earnDesk.yearly', { rate: yearly }) : t('earnDesk.form.dailyRateHelp')}</span>;
}

/**
 * What the terms cost, from the shared arithmetic the accrual job posts: the largest single
 * order's first day and whole term, and the whole capacity's term if it fills.
 */
function InterestPreview() {
  const { t } = useTranslation('admin');
  const format = useDecimalFormat();
  const form = Form.useFormInstance<ProductFields>();
  const rate = percentToPpm(Form.useWatch('daily_rate_pct', form) ?? '');
  const term = Form.useWatch('term_days', form);
  const maxText = Form.useWatch('max_amount', form) ?? '';
  const max = parsePositiveUnits(maxText, USDT_SCALE);
  const capacity = parsePositiveUnits(Form.useWatch('capacity', form) ?? '', USDT_SCALE);
  if (rate === undefined || !term || term < 1 || max === undefined) return null;
  const money = (units: bigint) => <Amount value={formatUnits(units, USDT_SCALE)} asset={EARN_ASSET} strong />;
  return (
    <Alert
      type="success"
      showIcon={false}
      data-testid="earn-product-preview"
      title={
        <Typography.Text style={{ fontSize: 12 }}>
          {t('earnDesk.form.previewOrder', { amount: format(maxText), days: term })} {money(dailyAccrual(max, rate, 1))} {t('earnDesk.form.previewFirstDay')} ·{' '}
          {money(termInterest(max, rate, term))} {t('earnDesk.form.previewTerm')}
          {capacity !== undefined ? (
            <>
              <br />
              {t('earnDesk.form.previewCapacity')} {money(termInterest(capacity, rate, term))}
            </>
          ) : null}
        </Typography.Text>
      }
    />
  );
}
