import {
  AuditOutlined,
  BankOutlined,
  CheckCircleFilled,
  DeleteOutlined,
  EyeOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { type LoanDocumentSlot, REQUIRED_LOAN_DOCUMENTS } from '@veritex/shared';
import { Button, Image, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropZone, type ImageSlotValue, imageSlotRule, useImageSlotUpload } from '../../components/form/imageSlot';
import { loansCalls } from './loansApi';

/** A document slot's value in the form: the server's upload id once stored, or why there is none yet. */
export type DocumentValue = ImageSlotValue;

const ICONS: Record<LoanDocumentSlot, ReactNode> = {
  id_photo: <IdcardOutlined />,
  income: <FileTextOutlined />,
  credit: <AuditOutlined />,
  housing: <HomeOutlined />,
  bank_statement: <BankOutlined />,
};

export function isRequiredDocument(slot: LoanDocumentSlot): boolean {
  return REQUIRED_LOAN_DOCUMENTS.includes(slot);
}

/** The form rule of a slot: required ones must be uploaded; any slot must be free of a problem. */
export function documentRule(t: TFunction, slot: LoanDocumentSlot) {
  return imageSlotRule(t, isRequiredDocument(slot));
}

/**
 * One loan document (spec §3): checked here (JPG, JPEG or PNG, under 8 MB) and sent at once through
 * web/lend_img, which checks the content and re-encodes it like identity pictures; then a preview
 * with replace and remove. One request id per file chosen, so a retry stores it once.
 */
export function DocumentSlot({
  slot,
  value,
  onChange,
  id,
}: {
  slot: LoanDocumentSlot;
  value?: DocumentValue;
  onChange?: (value: DocumentValue | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation('loans');
  const [previewOpen, setPreviewOpen] = useState(false);
  const { pick, remove, url, filled } = useImageSlotUpload({
    value,
    onChange,
    send: (file, requestId) => loansCalls.uploadDocument(slot, file, requestId),
    t,
    failedText: t('loans:documents.uploadFailed'),
  });

  const testId = `loan-doc-${slot}`;
  return (
    <div className="vx-loan-doc" id={id} data-testid={testId} data-uploaded={value?.uploadId ? 'true' : 'false'}>
      <div className="vx-loan-doc__head">
        <span className="vx-loan-doc__title">
          {t(`documents.${slot}.title`)} {value?.uploadId ? <CheckCircleFilled className="vx-loan-doc__done" aria-label={t('documents.uploaded')} /> : null}
        </span>
        <span className={isRequiredDocument(slot) ? 'vx-loan-doc__need' : 'vx-loan-doc__need vx-muted'}>
          {isRequiredDocument(slot) ? t('documents.required') : t('documents.optional')}
        </span>
      </div>
      <ImageDropZone onPick={(file) => void pick(file)} className="vx-loan-doc__drop" testId={`${testId}-input`}>
        {filled && url ? (
          <div className="vx-loan-doc__preview">
            <img src={url} alt={t(`documents.${slot}.title`)} className="vx-loan-doc__img" />
            {value?.busy ? (
              <Spin size="small" data-testid={`${testId}-busy`} />
            ) : (
              <span className="vx-loan-doc__replace">
                <ReloadOutlined /> {t('documents.replace')}
              </span>
            )}
          </div>
        ) : (
          <div className="vx-loan-doc__empty">
            <span className="vx-loan-doc__icon">{ICONS[slot]}</span>
            <span className="vx-loan-doc__prompt">{t('documents.prompt')}</span>
            <span className="vx-muted">{t('documents.rule')}</span>
          </div>
        )}
      </ImageDropZone>
      <p className="vx-loan-doc__hint vx-muted">{t(`documents.${slot}.hint`)}</p>
      {filled && !value?.busy ? (
        <div className="vx-loan-doc__actions">
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined />}
            onClick={() => setPreviewOpen(true)}
            title={t('documents.preview')}
            aria-label={t('documents.preview')}
            data-testid={`${testId}-preview`}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={remove}
            title={t('documents.remove')}
            aria-label={t('documents.remove')}
            data-testid={`${testId}-remove`}
          />
        </div>
      ) : null}
      {url ? <Image src={url} alt="" style={{ display: 'none' }} preview={{ open: previewOpen, onOpenChange: setPreviewOpen, src: url }} /> : null}
    </div>
  );
}
