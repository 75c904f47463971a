import { Alert, Flex, Form, Input, Modal, Tag, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../../api';

/** The server keeps the first 500 characters of a reason (kycDecisionInputSchema). */
const REASON_MAX = 500;

/** The refusals compliance gives most often; "other" leaves the text to the reviewer. */
export const PRESET_REASONS = ['blurry', 'expired', 'nameMismatch', 'faceHidden', 'other'] as const;
type PresetReason = (typeof PRESET_REASONS)[number];

interface KycRejectModalProps {
  open: boolean;
  /** Who and what is refused, e.g. "Junior verification of user 1002". */
  subject: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the refusal's reason before sending it. The user reads this reason in their message
 * and on their verification page, so a preset fills the box with a complete sentence that the
 * reviewer may still edit.
 */
export function KycRejectModal({ open, subject, pending, error, onConfirm, onCancel }: KycRejectModalProps) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ reason: string }>();
  const [preset, setPreset] = useState<PresetReason | null>(null);
  const textArea = useRef<TextAreaRef>(null);

  useEffect(() => {
    if (!open) setPreset(null);
  }, [open]);

  // The server names the parameter it refuses (reason_required): show its message under the box too.
  useEffect(() => {
    const text = serverMessage(error);
    if (text && errorField(error) === 'reason') form.setFields([{ name: 'reason', errors: [text] }]);
  }, [error, form]);

  const choose = (next: PresetReason) => {
    setPreset(next);
    form.setFieldsValue({ reason: next === 'other' ? '' : t(`kyc.reject.presets.${next}.text`) });
    form.setFields([{ name: 'reason', errors: [] }]);
    textArea.current?.focus();
  };

  const errorText = error && errorField(error) !== 'reason' ? (serverMessage(error) ?? t('common.networkError')) : undefined;

  return (
    <Modal
      open={open}
      width={560}
      title={t('kyc.reject.title')}
      okText={t('kyc.reject.confirm')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': 'kyc-reject-confirm' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => {
        if (!pending) form.submit();
      }}
      onCancel={() => {
        if (!pending) onCancel();
      }}
      closable={!pending}
      keyboard={!pending}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={subject} description={t('kyc.reject.effect')} />
        <Flex wrap gap={6} role="group" aria-label={t('kyc.reject.presetsLabel')}>
          {PRESET_REASONS.map((key) => (
            <Tag.CheckableTag
              key={key}
              checked={preset === key}
              onChange={() => choose(key)}
              style={{ paddingBlock: 3, paddingInline: 10, border: `1px solid ${preset === key ? token.colorPrimary : token.colorBorder}` }}
              data-testid={`kyc-reject-preset-${key}`}
            >
              {t(`kyc.reject.presets.${key}.label`)}
            </Tag.CheckableTag>
          ))}
        </Flex>
        <Form form={form} layout="vertical" requiredMark={false} disabled={pending} preserve={false} onFinish={({ reason }) => onConfirm(reason.trim())}>
          <Form.Item
            name="reason"
            label={t('kyc.reject.reason')}
            extra={t('kyc.reject.reasonHelp')}
            rules={[{ required: true, whitespace: true, message: t('kyc.reject.reasonRequired') }]}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea
              ref={textArea}
              rows={3}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('kyc.reject.reasonPlaceholder')}
              data-testid="kyc-reject-reason"
            />
          </Form.Item>
        </Form>
        {errorText && !pending && <Alert type="error" showIcon title={t('kyc.review.refused')} description={errorText} data-testid="kyc-reject-error" />}
      </Flex>
    </Modal>
  );
}
