import { formatUnits, type LoanProduct, loanSchedule, parsePositiveUnits, percentToPpm } from '@veritex/shared';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldError, unplacedError } from '../../components';
import { Amount, useDecimalFormat } from '../finance/financeUi';
import { type LoanProductInput, useSaveLoanProduct } from './loanQueries';
import { compareDecimals, LOAN_ASSET, USDT_SCALE } from './loanUi';

const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;
const FIELD_NAMES: ReadonlySet<string> = new Set(['lender', 'term_days', 'min_amount', 'max_amount', 'daily_rate_pct', 'late_fee_pct', 'active']);
const DEFAULT_LENDER = 'Veritex lending desk';

/** What is being edited: a product, or `new` for one to create. */
export type Editing = LoanProduct | 'new' | null;

interface ProductFields {
  lender: string;
  term_days: number | null;
  min_amount: string;
  max_amount: string;
  daily_rate_pct: string;
  late_fee_pct: string;
  active: boolean;
}

/** Create or change a loan product. Loans already applied for keep the terms they were applied under. */
export function LoanProductEditor({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductFields>();
  const save = useSaveLoanProduct();
  const product = editing === 'new' ? null : editing;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the product as listed, without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      product
        ? { ...product, term_days: product.term_days }
        : { lender: DEFAULT_LENDER, term_days: 30, min_amount: '', max_amount: '', daily_rate_pct: '', late_fee_pct: '', active: true },
    );
  }, [editing]);

  const submit = (fields: ProductFields) => {
    const input: LoanProductInput = {
      ...(product ? { id: product.id } : {}),
      lender: fields.lender.trim(),
      term_days: fields.term_days ?? 0,
      min_amount: fields.min_amount.trim(),
      max_amount: fields.max_amount.trim(),
      daily_rate_pct: fields.daily_rate_pct.trim(),
      late_fee_pct: fields.late_fee_pct.trim(),
      active: fields.active,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        void message.success(t(product ? 'loanDesk.products.saved' : 'loanDesk.products.created', { id: saved.id }));
        onClose();
      },
      onError: (error) => placeFieldError(form, error, FIELD_NAMES),
    });
  };

  const refusal = unplacedError(save.error, FIELD_NAMES, t('common.networkError'));

  return (
    <Modal
      open={editing !== null}
      width={640}
      title={product ? t('loanDesk.products.editTitle', { id: product.id }) : t('loanDesk.products.newTitle')}
      okText={t('loanDesk.products.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'loan-product-save' }}
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
      <Alert type="info" showIcon title={<span style={{ fontSize: 13 }}>{t('loanDesk.products.keepTerms')}</span>} style={{ marginBottom: 12 }} />
      <Form<ProductFields> form={form} layout="vertical" requiredMark={false} disabled={save.isPending} onFinish={submit} data-testid="loan-product-form">
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item
              name="lender"
              label={t('loanDesk.products.lender')}
              rules={[{ required: true, whitespace: true, min: 2, max: 80, message: t('loanDesk.form.lenderInvalid') }]}
            >
              <Input maxLength={80} data-testid="loan-product-lender" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="term_days"
              label={t('loanDesk.products.termDays')}
              rules={[{ required: true, type: 'integer', min: 1, max: 366, message: t('loanDesk.form.termInvalid') }]}
            >
              <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} data-testid="loan-product-term" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="min_amount" label={t('loanDesk.products.minAmount', { asset: LOAN_ASSET })} rules={amountRules(t)}>
              <Input inputMode="decimal" suffix={LOAN_ASSET} data-testid="loan-product-min" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="max_amount"
              label={t('loanDesk.products.maxAmount', { asset: LOAN_ASSET })}
              dependencies={['min_amount']}
              rules={[
                ...amountRules(t),
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string) =>
                    compareDecimals(value ?? '', getFieldValue('min_amount') ?? '') === -1
                      ? Promise.reject(new Error(t('loanDesk.form.maxBelowMin')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input inputMode="decimal" suffix={LOAN_ASSET} data-testid="loan-product-max" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="daily_rate_pct" label={t('loanDesk.products.dailyRate')} extra={t('loanDesk.products.dailyRateHelp')} rules={percentRules(t)}>
              <Input inputMode="decimal" suffix="%" data-testid="loan-product-rate" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="late_fee_pct" label={t('loanDesk.products.lateFee')} extra={t('loanDesk.products.lateFeeHelp')} rules={percentRules(t)}>
              <Input inputMode="decimal" suffix="%" data-testid="loan-product-late-fee" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="active" label={t('loanDesk.products.active')} valuePropName="checked" extra={t('loanDesk.products.activeHelp')}>
              <Switch data-testid="loan-product-active" />
            </Form.Item>
          </Col>
        </Row>
        <SchedulePreview />
      </Form>
      {refusal && !save.isPending ? (
        <Alert type="error" showIcon title={t('finance.review.refused')} description={refusal} data-testid="loan-product-error" />
      ) : null}
    </Modal>
  );
}

function amountRules(t: TFunction) {
  return [
    { required: true, message: t('loanDesk.form.amountRequired') },
    { pattern: AMOUNT_PATTERN, message: t('loanDesk.form.amountInvalid') },
  ];
}

function percentRules(t: TFunction) {
  return [
    { required: true, message: t('loanDesk.form.percentInvalid') },
    { pattern: PERCENT_PATTERN, message: t('loanDesk.form.percentInvalid') },
  ];
}

/** What a borrower of the largest amount would be shown: the shared arithmetic the server posts. */
function SchedulePreview() {
  const { t } = useTranslation('admin');
  const format = useDecimalFormat();
  const form = Form.useFormInstance<ProductFields>();
  const max = Form.useWatch('max_amount', form) ?? '';
  const rate = Form.useWatch('daily_rate_pct', form) ?? '';
  const lateFee = Form.useWatch('late_fee_pct', form) ?? '';
  const term = Form.useWatch('term_days', form);
  const principal = parsePositiveUnits(max, USDT_SCALE);
  const ratePpm = percentToPpm(rate);
  const latePpm = percentToPpm(lateFee);
  if (principal === undefined || ratePpm === undefined || latePpm === undefined || !term || term < 1) return null;
  const schedule = loanSchedule(principal, ratePpm, term, latePpm);
  const money = (units: bigint) => <Amount value={formatUnits(units, USDT_SCALE)} asset={LOAN_ASSET} strong />;
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }} data-testid="loan-product-preview">
      {t('loanDesk.products.preview', { amount: format(max), days: term })} {t('loanDesk.products.previewInterest')} {money(schedule.interest)} ·{' '}
      {t('loanDesk.products.previewTotal')} {money(schedule.totalRepayment)} · {t('loanDesk.products.previewLateFee')} {money(schedule.lateFeePerDay)}
    </Typography.Paragraph>
  );
}
