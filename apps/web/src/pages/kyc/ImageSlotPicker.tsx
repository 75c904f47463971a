import { CheckCircleFilled, DeleteOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ImageSlot } from '@veritex/shared';
import { Button, Image, Progress, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { uploadIdImage } from '../../api/kyc';
import { newRequestId } from '../../api/requestId';
import { useObjectUrl, voucherProblem } from '../../components/form/inputs';
import { SlotDrawing } from './illustrations';

/**
 * A picture slot's value in the form: the server's upload id once the upload finished, or why
 * there is none yet (still uploading, or a problem in the user's language).
 */
export interface SlotValue {
  uploadId?: string;
  busy?: boolean;
  problem?: string;
  file?: File;
}

/**
 * The form rule of a picture slot: uploaded and without a problem (spec §5: please upload pictures).
 * A slot still uploading passes: the progress bar is its state, and the submit waits for it.
 */
export function slotRule(t: TFunction) {
  return {
    validator: async (_: unknown, value: SlotValue | undefined) => {
      if (value?.busy) return;
      if (value?.problem) throw new Error(value.problem);
      if (!value?.uploadId) throw new Error(t('errors:upload_required'));
    },
  };
}

function problemText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError || error instanceof SessionEndedError) return error.msg || t('errors:request_error');
  return t('kyc:image.uploadFailed');
}

/**
 * One picture of a verification: a drop zone with a drawing of what to photograph, checked here
 * (JPG, JPEG or PNG, under 8 MB) before it is sent, uploaded at once with its progress, then
 * shown as a preview with replace and remove. The server checks the content again.
 */
export function ImageSlotPicker({
  slot,
  hint,
  value,
  onChange,
  id,
}: {
  slot: ImageSlot;
  /** What this level asks of the picture, when it differs from the slot's usual hint. */
  hint?: string;
  value?: SlotValue;
  onChange?: (value: SlotValue | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation('kyc');
  const [percent, setPercent] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const url = useObjectUrl(value?.problem ? undefined : value?.file);
  useEffect(() => () => abort.current?.abort(), []);

  async function pick(file: File) {
    abort.current?.abort();
    const problem = voucherProblem(file);
    if (problem) {
      onChange?.({ problem: t(`errors:${problem}`) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    onChange?.({ file, busy: true });
    // One request id per picture chosen: sending it again (after a lost answer) stores it once.
    const requestId = newRequestId();
    try {
      const uploaded = await uploadIdImage(slot, file, requestId, setPercent, controller.signal);
      if (!controller.signal.aborted) onChange?.({ file, uploadId: uploaded.upload_id });
    } catch (error) {
      if (!controller.signal.aborted) onChange?.({ problem: problemText(t, error) });
    }
  }

  const filled = Boolean(value?.file && url);
  const testId = `kyc-slot-${slot}`;
  return (
    <div className="vx-kyc-slot" id={id} data-testid={testId} data-uploaded={value?.uploadId ? 'true' : 'false'}>
      <div className="vx-kyc-slot__head">
        <span className="vx-kyc-slot__title">{t(`slot.${slot}.title`)}</span>
        {value?.uploadId ? <CheckCircleFilled className="vx-kyc-slot__done" aria-label={t('image.uploaded')} /> : null}
      </div>
      <Upload.Dragger
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple={false}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
        className={filled ? 'vx-kyc-slot__drop vx-kyc-slot__drop--filled' : 'vx-kyc-slot__drop'}
        data-testid={`${testId}-input`}
      >
        {filled && url ? (
          <div className="vx-kyc-slot__preview">
            <img src={url} alt={t(`slot.${slot}.title`)} className="vx-kyc-slot__img" />
            {value?.busy ? (
              <div className="vx-kyc-slot__progress" data-testid={`${testId}-progress`}>
                <Progress percent={percent} size="small" status="active" />
              </div>
            ) : (
              <span className="vx-kyc-slot__replace">
                <ReloadOutlined /> {t('image.replace')}
              </span>
            )}
          </div>
        ) : (
          <div className="vx-kyc-slot__empty">
            <SlotDrawing slot={slot} />
            <span className="vx-kyc-slot__prompt">{t('image.prompt')}</span>
            <span className="vx-muted">{t('image.rule')}</span>
          </div>
        )}
      </Upload.Dragger>
      <p className="vx-kyc-slot__hint vx-muted">{hint ?? t(`slot.${slot}.hint`)}</p>
      {filled && !value?.busy ? (
        <div className="vx-kyc-slot__actions">
          <Button size="small" type="text" icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)} data-testid={`${testId}-preview`}>
            {t('image.preview')}
          </Button>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)} data-testid={`${testId}-remove`}>
            {t('image.remove')}
          </Button>
        </div>
      ) : null}
      {url ? <Image src={url} alt="" style={{ display: 'none' }} preview={{ open: previewOpen, onOpenChange: setPreviewOpen, src: url }} /> : null}
    </div>
  );
}
