import { AuditOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import type { P2pOrderView } from '@veritex/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageSlotValue, imageSlotRule } from '../../../components/form/imageSlot';
import { RefusalAlert } from '../../../components/form/submit';
import { useFormat } from '../../../i18n/format';
import { p2pCalls } from '../p2pApi';
import { OrderImage, OrderImageSlot, useOrderAction } from './parts';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface AppealValues {
  reason?: string;
  image?: ImageSlotValue;
}

/**
 * Appeal (either party, once the buyer said "paid"): a reason and an optional image; support then
 * decides with the chat and proofs in front of them, and the escrow stays held until they do.
 */
export function AppealForm({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const [form] = Form.useForm<AppealValues>();
  const action = useOrderAction(order.id);
  const [open, setOpen] = useState(false);

  async function submit(values: AppealValues) {
    const reason = (values.reason ?? '').trim();
    const image = values.image?.uploadId;
    const done = await action.perform({ reason, image }, (requestId) => p2pCalls.appeal(order.id, reason, image, requestId), { form });
    if (done) form.resetFields();
  }

  if (!open) {
    return (
      <section className="vx-p2po-card vx-p2po-appeal-entry" data-testid="p2p-appeal-entry">
        <span>
          <AuditOutlined /> {t('appeal.entry')}
        </span>
        <Button onClick={() => setOpen(true)} data-testid="p2p-appeal-open">
          {t('appeal.open')}
        </Button>
      </section>
    );
  }
  return (
    <section className="vx-p2po-card" data-testid="p2p-appeal-form">
      <h3 className="vx-p2po-card__title">
        <AuditOutlined /> {t('appeal.title')}
      </h3>
      <p className="vx-muted">{t('appeal.intro')}</p>
      <Form<AppealValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => action.clearRefusal()}
      >
        <Form.Item
          name="reason"
          label={t('appeal.reason')}
          rules={[
            { required: true, whitespace: true, message: t('errors:reason_required') },
            { min: REASON_MIN, message: t('errors:reason_required') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('appeal.reasonPlaceholder')} data-testid="p2p-appeal-reason" dir="auto" />
        </Form.Item>
        <Form.Item name="image" label={t('appeal.image')} rules={[imageSlotRule(t, false)]}>
          <OrderImageSlot prompt={t('appeal.imagePrompt')} testId="p2p-appeal-image" />
        </Form.Item>
        <RefusalAlert error={action.refusal} onClose={action.clearRefusal} />
        <div className="vx-p2po-dialog__actions">
          <Button onClick={() => setOpen(false)} disabled={action.busy}>
            {t('order.back')}
          </Button>
          <Button type="primary" danger htmlType="submit" loading={action.busy} disabled={!order.can.appeal} data-testid="p2p-appeal-submit">
            {t('appeal.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** An appeal once opened: by whom, why, the evidence; under review or decided, with staff's reason. */
export function AppealState({ order }: { order: P2pOrderView }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const appeal = order.appeal;
  if (!appeal) return null;
  const byMe = appeal.by === order.role;
  return (
    <section className="vx-p2po-card" data-testid="p2p-appeal" data-outcome={appeal.outcome ?? ''}>
      <h3 className="vx-p2po-card__title">
        <AuditOutlined /> {t('appeal.stateTitle')}
      </h3>
      <dl className="vx-p2po-details">
        <div>
          <dt>{t('appeal.by')}</dt>
          <dd data-testid="p2p-appeal-by">{byMe ? t('appeal.byMe') : t(`appeal.byThem_${appeal.by}`)}</dd>
        </div>
        <div>
          <dt>{t('appeal.opened')}</dt>
          <dd className="vx-num">{format.dateTime(appeal.opened_at)}</dd>
        </div>
      </dl>
      <p className="vx-p2po-appeal__reason" dir="auto" data-testid="p2p-appeal-reason-text">
        {appeal.reason}
      </p>
      {appeal.image_id ? <OrderImage imageId={appeal.image_id} alt={t('appeal.image')} testId="p2p-appeal-image-view" /> : null}
      {appeal.outcome ? (
        <Alert
          type={appeal.outcome === 'released' ? 'success' : 'info'}
          showIcon
          title={t(`appeal.outcome.${appeal.outcome}`)}
          description={
            <>
              {appeal.decision_reason ? (
                <span className="vx-p2po-appeal__decision" dir="auto" data-testid="p2p-appeal-decision">
                  {t('appeal.decisionReason', { reason: appeal.decision_reason })}
                </span>
              ) : null}
              {appeal.decided_at ? <span className="vx-muted vx-small vx-num"> {format.dateTime(appeal.decided_at)}</span> : null}
            </>
          }
          data-testid="p2p-appeal-outcome"
        />
      ) : (
        <Alert
          type="info"
          showIcon
          icon={<CustomerServiceOutlined />}
          title={t('appeal.reviewing')}
          description={t('appeal.reviewingText')}
          data-testid="p2p-appeal-reviewing"
        />
      )}
    </section>
  );
}
