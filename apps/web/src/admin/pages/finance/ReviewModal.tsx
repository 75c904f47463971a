import { Alert, Form, Input, Modal, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../../api';
import { REASON_MAX, reasonRules } from './financeUi';

/** What the dialog asks for before it confirms: nothing, a reason, a chain transaction hash, or a bank payment reference. */
export type ReviewField = 'none' | 'reason' | 'txHash' | 'reference';

/** The request parameters the server may name in `data.field` for each field (a bank reference is stored as the payout's `tx_hash`). */
const PARAMS_OF: Record<Exclude<ReviewField, 'none'>, readonly string[]> = { reason: ['reason'], txHash: ['tx_hash'], reference: ['reference', 'tx_hash'] };

export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
const REFERENCE_MIN = 3;
const REFERENCE_MAX = 120;

interface ReviewModalProps {
  open: boolean;
  title: ReactNode;
  okText: string;
  danger?: boolean;
  /** What is decided: the record's key facts. */
  summary: ReactNode;
  /** What confirming does, in one or two sentences. */
  effect: ReactNode;
  effectType?: 'info' | 'warning';
  field?: ReviewField;
  pending: boolean;
  /** The last attempt's failure; the dialog stays open and shows the server's message. */
  error: unknown;
  onConfirm: (value: string) => void;
  onCancel: () => void;
  width?: number;
}

/**
 * Every decision of the finance desk goes through this dialog: it restates what is decided and
 * what will happen, asks for the reason or payment proof where one is needed, cannot be sent
 * twice, and keeps the server's refusal in view instead of closing.
 */
export function ReviewModal({
  open,
  title,
  okText,
  danger = false,
  summary,
  effect,
  effectType = 'info',
  field = 'none',
  pending,
  error,
  onConfirm,
  onCancel,
  width = 560,
}: ReviewModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ value: string }>();

  // The server names the parameter it refuses: show its message under the field too.
  useEffect(() => {
    if (!error || field === 'none') return;
    const text = serverMessage(error);
    if (text && PARAMS_OF[field].includes(errorField(error) ?? '')) form.setFields([{ name: 'value', errors: [text] }]);
  }, [error, field, form]);

  const onOk = () => {
    if (pending) return;
    if (field === 'none') onConfirm('');
    else form.submit();
  };

  const errorText = error ? (serverMessage(error) ?? t('common.networkError')) : undefined;

  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: pending, 'data-testid': 'review-confirm' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: pending, 'data-testid': 'review-cancel' }}
      onOk={onOk}
      onCancel={() => {
        if (!pending) onCancel();
      }}
      closable={!pending}
      keyboard={!pending}
      destroyOnHidden
      mask={{ closable: !pending }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {summary}
        <Alert type={effectType} showIcon title={effect} />
        {field !== 'none' && (
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={pending}
            preserve={false}
            onFinish={({ value }) => onConfirm(value.trim())}
            style={{ marginBottom: -8 }}
          >
            <ReviewFieldItem field={field} />
          </Form>
        )}
        {errorText && !pending && (
          <div data-testid="review-error">
            <Alert type="error" showIcon title={t('finance.review.refused')} description={errorText} />
          </div>
        )}
      </div>
    </Modal>
  );
}

function ReviewFieldItem({ field }: { field: Exclude<ReviewField, 'none'> }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  if (field === 'reason') {
    return (
      <Form.Item name="value" label={t('finance.review.reason')} extra={t('finance.review.reasonHelp')} validateFirst rules={reasonRules(t)}>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount autoFocus placeholder={t('finance.review.reasonPlaceholder')} data-testid="review-reason" />
      </Form.Item>
    );
  }
  if (field === 'txHash') {
    return (
      <Form.Item
        name="value"
        label={t('finance.review.txHash')}
        extra={t('finance.review.txHashHelp')}
        normalize={(value: string) => value.trim()}
        validateFirst
        rules={[
          { required: true, message: t('finance.review.txHashRequired') },
          { pattern: TX_HASH_PATTERN, message: t('finance.review.txHashInvalid') },
        ]}
      >
        <Input
          autoFocus
          spellCheck={false}
          autoComplete="off"
          maxLength={66}
          placeholder="0x…"
          style={{ fontFamily: token.fontFamilyCode }}
          data-testid="withdrawal-txhash"
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name="value"
      label={t('finance.review.reference')}
      extra={t('finance.review.referenceHelp')}
      validateFirst
      rules={[
        { required: true, whitespace: true, message: t('finance.review.referenceRequired') },
        {
          validator: (_rule, value: string | undefined) =>
            (value ?? '').trim().length >= REFERENCE_MIN
              ? Promise.resolve()
              : Promise.reject(new Error(t('finance.review.referenceTooShort', { count: REFERENCE_MIN }))),
        },
      ]}
    >
      <Input autoFocus spellCheck={false} autoComplete="off" maxLength={REFERENCE_MAX} data-testid="withdrawal-txhash" />
    </Form.Item>
  );
}
