import { HourglassOutlined, WarningFilled } from '@ant-design/icons';
import { ERROR_CODES, type P2pOrderView } from '@veritex/shared';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { useTpasswordState } from '../../../api/funds';
import { TPWD_PATTERN, TpwdInput } from '../../../components/form/inputs';
import { RefusalAlert } from '../../../components/form/submit';
import { LinkButton } from '../../../components/LinkButton';
import { useFormat } from '../../../i18n/format';
import { useTo } from '../../../router/layout-context';
import { p2pCalls } from '../p2pApi';
import { PaymentDetailsList } from './BuyerPanels';
import { OrderDialog } from './OrderDialog';
import { Fiat, OrderImage, useOrderAction } from './parts';

/** The seller while unpaid: the buyer pays to these accounts of theirs; nothing to release yet. */
export function SellerWaitingPanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  return (
    <section className="vx-p2po-card" data-testid="p2p-seller-waiting">
      <h3 className="vx-p2po-card__title">
        <HourglassOutlined /> {t('order.seller.waitingTitle')}
      </h3>
      <p>{t('order.seller.waitingText', { amount: `${format.fixed(order.fiat_amount, 2)} ${order.fiat}` })}</p>
      <p className="vx-muted vx-small">{t('order.seller.yourAccounts')}</p>
      <div className="vx-p2po-own-accounts">
        {order.payment.map((payment) => (
          <div key={payment.method} className="vx-p2po-own-account">
            <strong>{t(`method.${payment.method}`)}</strong>
            <PaymentDetailsList payment={payment} testId={`p2p-own-${payment.method}`} />
          </div>
        ))}
      </div>
      <p className="vx-p2po-note">
        <WarningFilled /> {t('order.seller.neverEarly')}
      </p>
    </section>
  );
}

/** Password refusals are shown at the password field; the others above the button. */
const PASSWORD_ERRORS = { tpwd_wrong: 'tpwd', tpwd_format: 'tpwd', tpwd_required: 'tpwd' } as const;
const PASSWORD_CODES: number[] = [ERROR_CODES.tpwd_wrong, ERROR_CODES.tpwd_format, ERROR_CODES.tpwd_locked];

/** "Confirm receipt and release": the transaction password moves the escrow to the buyer, once. */
function ReleaseDialog({ order, open, onClose }: { order: P2pOrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  const location = useLocation();
  const format = useFormat();
  const tpwdState = useTpasswordState();
  const [form] = Form.useForm<{ tpwd?: string; checked?: boolean }>();
  const action = useOrderAction(order.id);
  const noPassword = tpwdState.data?.set === 0;
  const here = `${location.pathname}${location.search}`;

  async function release(values: { tpwd?: string }) {
    const tpwd = values.tpwd ?? '';
    const done = await action.perform({ release: order.id, tpwd }, (requestId) => p2pCalls.release(order.id, tpwd, requestId), {
      form,
      fieldOfError: PASSWORD_ERRORS,
      onFailure: (error) => {
        // A refused password is typed again from scratch.
        if (error instanceof ApiError && (PASSWORD_CODES.includes(error.code) || error.field === 'tpwd')) form.setFieldValue('tpwd', '');
      },
    });
    if (done) onClose();
  }

  return (
    <OrderDialog open={open} title={t('order.release.title')} onClose={onClose} busy={action.busy} testId="p2p-release-dialog">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void release(values)}
        onValuesChange={() => action.clearRefusal()}
        className="vx-p2po-dialog"
      >
        <Alert
          type="warning"
          showIcon
          title={t('order.release.warning', { amount: `${format.fixed(order.fiat_amount, 2)} ${order.fiat}` })}
          description={t('order.release.warningText')}
        />
        <p>{t('order.release.text', { quantity: `${format.fixed(order.quantity, 6)} USDT`, nickname: order.counterparty.nickname })}</p>
        {noPassword ? (
          <Alert
            type="error"
            showIcon
            title={t('errors:tpwd_required')}
            action={
              <LinkButton size="small" type="primary" to={to(`/bindmpwd?redirect=${encodeURIComponent(here)}`)} data-testid="p2p-set-tpwd">
                {t('order.release.setPassword')}
              </LinkButton>
            }
            data-testid="p2p-need-tpwd"
          />
        ) : null}
        <Form.Item
          name="checked"
          valuePropName="checked"
          rules={[{ validator: async (_, value) => (value ? undefined : Promise.reject(new Error(t('order.release.checkRequired')))) }]}
        >
          <Checkbox data-testid="p2p-release-check">{t('order.release.check', { amount: `${format.fixed(order.fiat_amount, 2)} ${order.fiat}` })}</Checkbox>
        </Form.Item>
        <Form.Item
          name="tpwd"
          label={t('order.release.tpwd')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!value || !TPWD_PATTERN.test(value)) throw new Error(t('errors:tpwd_format'));
              },
            },
          ]}
        >
          <TpwdInput testId="p2p-release-tpwd" />
        </Form.Item>
        <RefusalAlert error={action.refusal} onClose={action.clearRefusal} />
        <div className="vx-p2po-dialog__actions">
          <Button onClick={onClose} disabled={action.busy}>
            {t('order.back')}
          </Button>
          <Button type="primary" htmlType="submit" loading={action.busy} disabled={noPassword} data-testid="p2p-release-confirm">
            {t('order.release.confirm')}
          </Button>
        </div>
      </Form>
    </OrderDialog>
  );
}

/**
 * The seller once the buyer says they paid: how much, by which method, the receipt if attached,
 * and the release behind a check of their own account and the transaction password.
 */
export function SellerReleasePanel({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <section className="vx-p2po-card vx-p2po-card--attention" data-testid="p2p-seller-release">
      {order.status === 'paid' ? (
        <>
          <h3 className="vx-p2po-card__title" data-testid="p2p-buyer-says-paid">
            {t('order.seller.paidTitle', { amount: `${format.fixed(order.fiat_amount, 2)} ${order.fiat}` })}
          </h3>
          <dl className="vx-p2po-details">
            <div>
              <dt>{t('order.pay.method')}</dt>
              <dd>{order.paid_method ? t(`method.${order.paid_method}`) : '—'}</dd>
            </div>
            <div>
              <dt>{t('order.seller.paidAt')}</dt>
              <dd className="vx-num">{order.paid_at ? format.dateTime(order.paid_at) : '—'}</dd>
            </div>
            <div>
              <dt>{t('order.pay.amount')}</dt>
              <dd>
                <Fiat value={order.fiat_amount} fiat={order.fiat} />
              </dd>
            </div>
          </dl>
          {order.proof_image_id ? (
            <div className="vx-p2po-proof">
              <span className="vx-muted">{t('order.pay.proof')}</span>
              <OrderImage imageId={order.proof_image_id} alt={t('order.pay.proof')} testId="p2p-proof-image" />
            </div>
          ) : (
            <p className="vx-muted vx-small">{t('order.seller.noProof')}</p>
          )}
        </>
      ) : null}
      <Alert type="warning" showIcon title={t('order.seller.checkTitle')} description={t('order.seller.checkText')} className="vx-p2po-check" />
      <Button
        type="primary"
        size="large"
        block
        disabled={!order.can.release}
        onClick={() => setOpen(true)}
        data-testid="p2p-release"
        className="vx-p2po-release"
      >
        {t('order.release.button')}
      </Button>
      <ReleaseDialog key={open ? 'open' : 'closed'} order={order} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
