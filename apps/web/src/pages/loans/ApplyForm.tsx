import { FileProtectOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { LOAN_DOCUMENT_SLOTS, type LoanDocumentSlot, type LoanLimit, type LoanProduct, type LoanView } from '@veritex/shared';
import { Alert, Button, Checkbox, Form, type FormInstance, Radio, Result } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { AmountInput } from '../../components/form/inputs';
import { handleSubmitError, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { AgreementDialog } from './AgreementDialog';
import { DocumentSlot, type DocumentValue, documentRule } from './DocumentSlot';
import { applicationSchedule, checkLoanAmount, maxBorrowable, USDT_SCALE } from './loanMaths';
import { type ApplyFields, invalidateLoans, loansCalls } from './loansApi';
import { LoanDialog, LoanRefusal, usePlain } from './parts';
import { ScheduleCard } from './ScheduleCard';

export type ApplyValues = { product_id?: string; amount?: string; agree?: boolean } & Partial<Record<LoanDocumentSlot, DocumentValue>>;

/** The amount checks the server makes, in its words (errors namespace), before anything is sent. */
function amountRule(t: TFunction, product: LoanProduct | undefined, limit: LoanLimit | null) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!product) return;
      const check = checkLoanAmount(product, limit, value);
      if (check.ok) return;
      if (check.error === 'amount_required') throw new Error(t('loans:apply.amountRequired'));
      if (check.error === 'amount_invalid') throw new Error(t('errors:amount_invalid', { scale: USDT_SCALE }));
      if (check.error === 'amount_out_of_bounds') throw new Error(t('errors:amount_out_of_bounds', { min: trim(check.min), max: trim(check.max) }));
      throw new Error(t('errors:loan_over_limit', { available: trim(check.available), limit: trim(check.limit) }));
    },
  };
}

/** Spec §5: "please check the loan agreement", the server's own message. */
function agreementRule(t: TFunction) {
  return { validator: async (_: unknown, value: boolean | undefined) => (value ? undefined : Promise.reject(new Error(t('errors:loan_agreement_required')))) };
}

/** Server refusals the server does not tie to a field, shown at the field they concern. */
const FIELD_OF_ERROR = {
  loan_agreement_required: 'agree',
  loan_over_limit: 'amount',
  amount_out_of_bounds: 'amount',
  amount_invalid: 'amount',
  loan_documents_required: 'id_photo',
} as const;

function fieldsOf(values: ApplyValues, product: LoanProduct): ApplyFields {
  const documents: ApplyFields['documents'] = {};
  for (const slot of LOAN_DOCUMENT_SLOTS) {
    const uploadId = values[slot]?.uploadId;
    if (uploadId) documents[slot] = uploadId;
  }
  return { product_id: product.id, amount: values.amount ?? '', agree: values.agree === true, documents };
}

function Applied({ loan, onAgain }: { loan: LoanView; onAgain: () => void }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const to = useTo();
  return (
    <Result
      status="success"
      title={t('apply.doneTitle', { amount: plain(loan.amount), count: loan.term_days })}
      subTitle={t('apply.doneText')}
      data-testid="loan-applied"
      data-loan-id={loan.id}
      extra={[
        <LinkButton key="detail" type="primary" to={to(`/repayment2?id=${loan.id}`)} data-testid="loan-applied-detail">
          {t('apply.viewApplication')}
        </LinkButton>,
        <Button key="again" onClick={onAgain} data-testid="loan-applied-again">
          {t('apply.again')}
        </Button>,
      ]}
    />
  );
}

function OpenApplication({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const to = useTo();
  return (
    <Alert
      type="info"
      showIcon
      title={t('apply.openTitle', { amount: plain(loan.amount), count: loan.term_days })}
      description={t('apply.openText')}
      action={
        <LinkButton to={to(`/repayment2?id=${loan.id}`)} size="small" data-testid="loan-open-application">
          {t('apply.viewApplication')}
        </LinkButton>
      }
      data-testid="loan-apply-open"
    />
  );
}

function DocumentFields() {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  return (
    <>
      <h3 className="vx-loan-subtitle">{t('documents.title')}</h3>
      <p className="vx-loan-note vx-muted">{t('documents.intro')}</p>
      <div className={phone ? 'vx-loan-docs vx-loan-docs--one' : 'vx-loan-docs'}>
        {LOAN_DOCUMENT_SLOTS.map((slot) => (
          <Form.Item key={slot} name={slot} rules={[documentRule(t, slot)]} className="vx-loan-docs__item">
            <DocumentSlot slot={slot} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}

/** The product picker: one choice per term, with its daily rate. */
function ProductChoice({ products, value, onChange }: { products: readonly LoanProduct[]; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('loans');
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      className="vx-loan-choice"
      value={value}
      onChange={(event) => onChange?.(String(event.target.value))}
      data-testid="loan-apply-product"
    >
      {products.map((product) => (
        <Radio.Button key={product.id} value={product.id}>
          <span data-testid={`loan-apply-product-${product.id}`}>
            {t('apply.productOption', { count: product.term_days, rate: trim(product.daily_rate_pct) })}
          </span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}

function useApplySubmit(form: FormInstance<ApplyValues>) {
  const { t } = useTranslation('loans');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const guard = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [applied, setApplied] = useState<LoanView | null>(null);
  async function submit(fields: ApplyFields) {
    const requestId = requestIds.take(fields);
    setRefusal(null);
    try {
      const loan = await loansCalls.apply(fields, requestId);
      requestIds.settle();
      invalidateLoans(queryClient);
      setApplied(loan);
    } catch (error) {
      const failure = handleSubmitError(form, error, t('web:common.networkError'), FIELD_OF_ERROR);
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }
  return { ...guard, refusal, setRefusal, applied, setApplied, submit };
}

/**
 * Apply for a loan (spec §2 /repayment, §3): product, amount within the product and the credit
 * limit, the five documents, the agreement; the full schedule beside the form as it is typed, and
 * again in a confirmation before anything is sent.
 */
export function ApplyForm({
  products,
  limit,
  chosen,
  underReview,
}: {
  products: readonly LoanProduct[];
  limit: LoanLimit | null;
  chosen?: { id: string; at: number };
  /** An application already under review: shown instead of the form (one at a time). */
  underReview?: LoanView;
}) {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const [form] = Form.useForm<ApplyValues>();
  const productId = Form.useWatch('product_id', form);
  const amount = Form.useWatch('amount', form);
  const uploading = Form.useWatch((values: ApplyValues) => LOAN_DOCUMENT_SLOTS.some((slot) => values[slot]?.busy), form);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [confirming, setConfirming] = useState<ApplyFields | null>(null);
  const state = useApplySubmit(form);
  const plain = usePlain();
  const product = products.find((entry) => entry.id === productId) ?? products[0];
  const max = product ? maxBorrowable(product, limit) : '0';
  const schedule = product ? applicationSchedule(product, amount) : undefined;

  useEffect(() => {
    if (chosen) form.setFieldValue('product_id', chosen.id);
  }, [chosen, form]);

  if (state.applied) {
    return (
      <Applied
        loan={state.applied}
        onAgain={() => {
          form.resetFields();
          state.setApplied(null);
        }}
      />
    );
  }
  if (underReview) return <OpenApplication loan={underReview} />;
  if (!product) return null;

  return (
    <div className={phone ? 'vx-loan-apply vx-loan-apply--one' : 'vx-loan-apply'}>
      <Form<ApplyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ product_id: product.id, agree: false }}
        onFinish={(values) => setConfirming(fieldsOf(values, product))}
        onValuesChange={() => state.setRefusal(null)}
        data-testid="loan-apply-form"
      >
        <Form.Item name="product_id" label={t('apply.product')}>
          <ProductChoice products={products} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('apply.amount')}
          rules={[amountRule(t, product, limit)]}
          dependencies={['product_id']}
          extra={t('apply.amountHint', { min: plain(product.min_amount), max: plain(product.max_amount), available: plain(max) })}
        >
          <AmountInput
            asset="USDT"
            testId="loan-apply-amount"
            placeholder={t('apply.amountPlaceholder', { min: plain(product.min_amount), max: plain(max) })}
            onMax={() => {
              form.setFieldValue('amount', trim(max));
              void form.validateFields(['amount']);
            }}
            maxDisabled={trim(max) === '0'}
          />
        </Form.Item>
        {phone ? <ScheduleCard product={product} schedule={schedule} /> : null}
        <DocumentFields />
        <Form.Item name="agree" valuePropName="checked" rules={[agreementRule(t)]} className="vx-loan-agree">
          <Checkbox data-testid="loan-apply-agree">
            {t('apply.agreePrefix')}{' '}
            <Button
              type="link"
              className="vx-loan-inline-link"
              icon={<FileProtectOutlined />}
              onClick={(event) => {
                event.preventDefault();
                setAgreementOpen(true);
              }}
              data-testid="loan-apply-agreement"
            >
              {t('apply.agreementLink')}
            </Button>
          </Checkbox>
        </Form.Item>
        <LoanRefusal error={state.refusal} onClose={() => state.setRefusal(null)} />
        <Button type="primary" htmlType="submit" size="large" block={phone} disabled={uploading} data-testid="loan-apply-submit">
          {uploading ? t('documents.waitUploads') : schedule ? t('apply.reviewAmount', { amount: plain(amount ?? '') }) : t('apply.review')}
        </Button>
        <p className="vx-loan-note vx-muted">{t('apply.reviewNote')}</p>
      </Form>
      {phone ? null : <ScheduleCard product={product} schedule={schedule} sticky />}
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} product={product} schedule={schedule} />
      <ConfirmApplication
        fields={confirming}
        product={product}
        busy={state.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(fields) =>
          void state.run(async () => {
            await state.submit(fields);
            setConfirming(null);
          })
        }
      />
    </div>
  );
}

/** The confirmation repeating the schedule: nothing binds until this is pressed. */
function ConfirmApplication({
  fields,
  product,
  busy,
  onCancel,
  onConfirm,
}: {
  fields: ApplyFields | null;
  product: LoanProduct;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (fields: ApplyFields) => void;
}) {
  const { t } = useTranslation('loans');
  const plain = usePlain();
  const schedule = fields ? applicationSchedule(product, fields.amount) : undefined;
  const attached = fields ? LOAN_DOCUMENT_SLOTS.filter((slot) => fields.documents[slot]) : [];
  return (
    <LoanDialog open={fields !== null} title={t('apply.confirmTitle')} onClose={onCancel} busy={busy} testId="loan-apply-confirm">
      <ScheduleCard product={product} schedule={schedule} plain testId="loan-confirm" />
      <p className="vx-loan-note">
        <span className="vx-muted">{t('apply.confirmDocuments')}</span> {attached.map((slot) => t(`documents.${slot}.title`)).join(', ')}
      </p>
      <p className="vx-loan-note vx-muted">{t('apply.confirmNote')}</p>
      <div className="vx-loan-dialog__actions">
        <Button onClick={onCancel} disabled={busy} data-testid="loan-apply-confirm-cancel">
          {t('apply.back')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => fields && onConfirm(fields)} data-testid="loan-apply-confirm-submit">
          {t('apply.confirmSubmit', { amount: plain(fields?.amount || '0') })}
        </Button>
      </div>
    </LoanDialog>
  );
}
