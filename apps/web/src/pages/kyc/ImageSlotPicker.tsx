import { CheckCircleFilled, DeleteOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ImageSlot } from '@veritex/shared';
import { Button, Image, Progress } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadIdImage } from '../../api/kyc';
import { ImageDropZone, type ImageSlotValue, imageSlotRule, useImageSlotUpload } from '../../components/form/imageSlot';
import { SlotDrawing } from './illustrations';

/**
 * A picture slot's value in the form: the server's upload id once the upload finished, or why
 * there is none yet (still uploading, or a problem in the user's language).
 */
export type SlotValue = ImageSlotValue;

/**
 * The form rule of a picture slot: uploaded and without a problem (spec §5: please upload pictures).
 * A slot still uploading passes: the progress bar is its state, and the submit waits for it.
 */
export function slotRule(t: TFunction) {
  return imageSlotRule(t, true);
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
  const [previewOpen, setPreviewOpen] = useState(false);
  const { pick, remove, percent, url, filled } = useImageSlotUpload({
    value,
    onChange,
    send: (file, requestId, onProgress, signal) => uploadIdImage(slot, file, requestId, onProgress, signal),
    t,
    failedText: t('kyc:image.uploadFailed'),
  });

  const testId = `kyc-slot-${slot}`;
  return (
    <div className="vx-kyc-slot" id={id} data-testid={testId} data-uploaded={value?.uploadId ? 'true' : 'false'}>
      <div className="vx-kyc-slot__head">
        <span className="vx-kyc-slot__title">{t(`slot.${slot}.title`)}</span>
        {value?.uploadId ? <CheckCircleFilled className="vx-kyc-slot__done" aria-label={t('image.uploaded')} /> : null}
      </div>
      <ImageDropZone
        onPick={(file) => void pick(file)}
        className={filled ? 'vx-kyc-slot__drop vx-kyc-slot__drop--filled' : 'vx-kyc-slot__drop'}
        testId={`${testId}-input`}
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
      </ImageDropZone>
      <p className="vx-kyc-slot__hint vx-muted">{hint ?? t(`slot.${slot}.hint`)}</p>
      {filled && !value?.busy ? (
        <div className="vx-kyc-slot__actions">
          <Button size="small" type="text" icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)} data-testid={`${testId}-preview`}>
            {t('image.preview')}
          </Button>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={remove} data-testid={`${testId}-remove`}>
            {t('image.remove')}
          </Button>
        </div>
      ) : null}
      {url ? <Image src={url} alt="" style={{ display: 'none' }} preview={{ open: previewOpen, onOpenChange: setPreviewOpen, src: url }} /> : null}
    </div>
  );
}
