import { ExclamationCircleOutlined, WarningFilled } from '@ant-design/icons';
import type { P2pOrderView, P2pPaymentMethod, PaymentDetails } from '@veritex/shared';
import { Alert, Button, Checkbox, Form, Radio, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageSlotValue, imageSlotRule } from '../../../components/form/imageSlot';
import { RefusalAlert } from '../../../components/form/submit';
import { useFormat } from '../../../i18n/format';
import { p2pCalls, useP2pRules } from '../p2pApi';
import { OrderDialog } from './OrderDialog';
import { useWindowLeft } from './OrderOverview';
import { CopyValue, Fiat, OrderImage, OrderImageSlot, useOrderAction } from './parts';

/** The rows of one payment method's details, each copyable; the account name first (it must match). */
function detailRows(payment: PaymentDetails): { key: string; value: string }[] {
  const rows: { key: string; value: string | undefined }[] = [{ key: 'name', value: payment.name }];
  if (payment.method === 'bank') rows.push({ key: 'bank_name', value: payment.bank_name }, { key: 'bank_number', value: payment.bank_number });
  if (payment.method === 'alipay') rows.push({ key: 'alipay_account', value: payment.alipay_account });
  if (payment.method === 'wechat')
    rows.push({ key: 'weixin_nickname', value: payment.weixin_nickname }, { key: 'weixin_account', value: payment.weixin_account });
  return rows.filter((row): row is { key: string; value: string } => Boolean(row.value));
}

/** One method's details as the buyer copies them into their bank or wallet app. */
export function PaymentDetailsList({ payment, testId }: { payment: PaymentDetails; testId: string }) {
  const { t } = useTranslation('p2p');
  return (
    <dl className="vx-p2po-details" data-testid={testId} data-method={payment.method}>
      {detailRows(payment).map((row) => (
        <div key={row.key}>
          <dt>{t(`order.details.${row.key}`)}</dt>
          <dd>
            <CopyValue value={row.value} testId={`${testId}-${row.key}`} strong={row.key === 'name'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface PaidValues {
  method?: P2pPaymentMethod;
  proof?: ImageSlotValue;
}

/** "I have paid": only after paying; a false confirmation can freeze the account. */
function ConfirmPaidDialog({
  order,
  values,
  open,
  onClose,
  onConfirm,
  busy,
}: {
  order: P2pOrderView;
  values: PaidValues;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('p2p');
  const [checked, setChecked] = useState(false);
  const payee = order.payment.find((payment) => payment.method === values.method);
  return (
    <OrderDialog open={open} title={t('order.pay.confirmTitle')} onClose={onClose} busy={busy} testId="p2p-paid-dialog">
      <div className="vx-p2po-dialog">
        <Alert type="warning" showIcon title={t('order.pay.confirmWarning')} />
        <dl className="vx-p2po-details">
          <div>
            <dt>{t('order.pay.amount')}</dt>
            <dd>
              <Fiat value={order.fiat_amount} fiat={order.fiat} />
            </dd>
          </div>
          <div>
            <dt>{t('order.pay.method')}</dt>
            <dd>{values.method ? t(`method.${values.method}`) : '—'}</dd>
          </div>
          {payee ? (
            <div>
              <dt>{t('order.details.name')}</dt>
              <dd dir="auto">{payee.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('order.pay.proof')}</dt>
            <dd>{values.proof?.uploadId ? t('order.pay.proofAttached') : t('order.pay.proofNone')}</dd>
          </div>
        </dl>
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} data-testid="p2p-paid-check">
          {t('order.pay.confirmCheck')}
        </Checkbox>
        <div className="vx-p2po-dialog__actions">
          <Button onClick={onClose} disabled={busy}>
            {t('order.back')}
          </Button>
          <Button type="primary" disabled={!checked} loading={busy} onClick={onConfirm} data-testid="p2p-paid-confirm">
            {t('order.pay.confirm')}
          </Button>
        </div>
      </div>
    </OrderDialog>
  );
}

/**
 * The buyer while unpaid (Binance's two steps): 1. pay the seller to one of their accounts (copy
 * buttons, the name that must match, no crypto words in the note); 2. say which method was used,
 * optionally attach the transfer's receipt, and confirm after paying. Cancelling sits below.
 */
export function BuyerPayPanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const [form] = Form.useForm<PaidValues>();
  const action = useOrderAction(order.id);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<PaidValues>({});
  const expired = useWindowLeft(order) <= 0;
  const first = order.payment[0]?.method;
  const [tab, setTab] = useState<P2pPaymentMethod | undefined>(first);
  const amount = `${format.fixed(order.fiat_amount, 2)} ${order.fiat}`;

  async function markPaid() {
    const method = values.method;
    if (!method) return;
    const proof = values.proof?.uploadId;
    const done = await action.perform({ method, proof }, (requestId) => p2pCalls.markPaid(order.id, method, proof, requestId));
    setConfirming(false);
    if (done) form.resetFields();
  }

  return (
    <section className="vx-p2po-card" data-testid="p2p-pay">
      <ol className="vx-p2po-steps">
        <li className="vx-p2po-step">
          <h3 className="vx-p2po-step__title">{t('order.pay.step1')}</h3>
          <p className="vx-p2po-step__text">{t('order.pay.step1Text', { amount })}</p>
          <div className="vx-p2po-topay">
            <span className="vx-muted">{t('order.pay.amount')}</span>
            <CopyValue value={order.fiat_amount} testId="p2p-pay-amount" strong />
            <span className="vx-muted">{order.fiat}</span>
          </div>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key as P2pPaymentMethod);
              form.setFieldValue('method', key);
            }}
            size="small"
            className="vx-p2po-methods"
            items={order.payment.map((payment) => ({
              key: payment.method,
              label: <span data-testid={`p2p-method-tab-${payment.method}`}>{t(`method.${payment.method}`)}</span>,
              children: <PaymentDetailsList payment={payment} testId={`p2p-details-${payment.method}`} />,
            }))}
          />
          <ul className="vx-p2po-warnings" data-testid="p2p-pay-warnings">
            <li>
              <WarningFilled /> {t('order.pay.nameMatch')}
            </li>
            <li>
              <WarningFilled /> {t('order.pay.noCryptoWords')}
            </li>
          </ul>
        </li>
        <li className="vx-p2po-step">
          <h3 className="vx-p2po-step__title">{t('order.pay.step2')}</h3>
          <Form<PaidValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ method: first }}
            onValuesChange={() => action.clearRefusal()}
            onFinish={(next) => {
              setValues(next);
              setConfirming(true);
            }}
            data-testid="p2p-paid-form"
          >
            <Form.Item name="method" label={t('order.pay.methodUsed')} rules={[{ required: true, message: t('order.pay.methodRequired') }]}>
              <Radio.Group
                onChange={(event) => setTab(event.target.value as P2pPaymentMethod)}
                options={order.payment.map((payment) => ({ value: payment.method, label: t(`method.${payment.method}`) }))}
                data-testid="p2p-paid-method"
              />
            </Form.Item>
            <Form.Item name="proof" label={t('order.pay.proofLabel')} rules={[imageSlotRule(t, false)]} extra={t('order.pay.proofHint')}>
              <OrderImageSlot prompt={t('order.pay.proofPrompt')} testId="p2p-proof" />
            </Form.Item>
            <RefusalAlert error={action.refusal} onClose={action.clearRefusal} />
            {expired ? <Alert type="error" showIcon title={t('order.pay.expired')} data-testid="p2p-pay-expired" /> : null}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              disabled={!order.can.mark_paid || expired}
              loading={action.busy}
              data-testid="p2p-mark-paid"
            >
              {t('order.pay.markPaid')}
            </Button>
          </Form>
        </li>
      </ol>
      <ConfirmPaidDialog
        key={confirming ? 'open' : 'closed'}
        order={order}
        values={values}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void markPaid()}
        busy={action.busy}
      />
      {order.can.cancel ? <CancelOrder order={order} /> : null}
    </section>
  );
}

/** The buyer after "paid": what they told the seller, and that the seller now checks and releases. */
export function BuyerPaidPanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  return (
    <section className="vx-p2po-card" data-testid="p2p-buyer-paid">
      <h3 className="vx-p2po-card__title">{t('order.paid.buyerTitle')}</h3>
      <p>
        {t('order.paid.buyerText', {
          method: order.paid_method ? t(`method.${order.paid_method}`) : '—',
          time: order.paid_at ? format.dateTime(order.paid_at) : '—',
          quantity: `${format.fixed(order.quantity, 6)} USDT`,
        })}
      </p>
      {order.proof_image_id ? (
        <div className="vx-p2po-proof">
          <span className="vx-muted">{t('order.pay.proof')}</span>
          <OrderImage imageId={order.proof_image_id} alt={t('order.pay.proof')} testId="p2p-proof-image" />
        </div>
      ) : null}
      <p className="vx-muted vx-small">{t('order.paid.buyerWait')}</p>
      {order.can.cancel ? <CancelOrder order={order} /> : null}
    </section>
  );
}

/** Cancel, confirmed: only when not paid; the daily cancellation limit is said before it binds. */
function CancelOrder({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const rules = useP2pRules();
  const action = useOrderAction(order.id);
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const limit = rules.data?.daily_cancel_limit;

  async function cancel() {
    const done = await action.perform({ cancel: order.id }, (requestId) => p2pCalls.cancel(order.id, requestId));
    if (done) setOpen(false);
  }

  return (
    <div className="vx-p2po-cancel">
      <RefusalAlert error={open ? null : action.refusal} onClose={action.clearRefusal} />
      <Button
        type="link"
        danger
        onClick={() => {
          action.clearRefusal();
          setChecked(false);
          setOpen(true);
        }}
        data-testid="p2p-cancel"
      >
        {t('order.cancel.button')}
      </Button>
      <OrderDialog open={open} title={t('order.cancel.title')} onClose={() => setOpen(false)} busy={action.busy} testId="p2p-cancel-dialog">
        <div className="vx-p2po-dialog">
          <p>
            <ExclamationCircleOutlined className="vx-p2po-dialog__icon" /> {t(order.status === 'unpaid' ? 'order.cancel.text' : 'order.cancel.textPaid')}
          </p>
          {limit !== undefined ? <p className="vx-muted">{t('order.cancel.limit', { count: limit })}</p> : null}
          <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} data-testid="p2p-cancel-check">
            {t('order.cancel.check')}
          </Checkbox>
          <RefusalAlert error={action.refusal} onClose={action.clearRefusal} />
          <div className="vx-p2po-dialog__actions">
            <Button onClick={() => setOpen(false)} disabled={action.busy}>
              {t('order.back')}
            </Button>
            <Button type="primary" danger disabled={!checked} loading={action.busy} onClick={() => void cancel()} data-testid="p2p-cancel-confirm">
              {t('order.cancel.confirm')}
            </Button>
          </div>
        </div>
      </OrderDialog>
    </div>
  );
}
