import { EyeOutlined, FileExclamationOutlined, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { LOAN_DOCUMENT_SLOTS, type LoanReview, REQUIRED_LOAN_DOCUMENTS } from '@veritex/shared';
import { Button, Flex, Image, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { useLoanDocumentUrl } from './loanQueries';

const IMAGE_HEIGHT = 220;

/**
 * The application's documents, one tile per slot of spec §3 (a missing required one says so);
 * a click opens antd's viewer (zoom, rotate, and the arrows to step through the others).
 */
export function LoanDocuments({ loan }: { loan: LoanReview }) {
  const { t } = useTranslation('admin');
  return (
    <Image.PreviewGroup>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }} data-testid="loan-documents">
        {LOAN_DOCUMENT_SLOTS.map((slot) => {
          const uploadId = loan.document_ids[slot];
          const caption = t(`loanDesk.slots.${slot}`, { defaultValue: slot });
          return (
            <figure key={slot} style={{ margin: 0, minWidth: 0 }}>
              {uploadId ? (
                <LoanImage uploadId={uploadId} alt={caption} testId={`loan-document-${slot}`} />
              ) : (
                <MissingDocument required={REQUIRED_LOAN_DOCUMENTS.includes(slot)} />
              )}
              <Caption>{caption}</Caption>
            </figure>
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}

/** The repayment voucher the borrower uploaded, large enough to read the transfer's details. */
export function LoanVoucherImage({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('admin');
  return (
    <figure style={{ margin: 0, maxWidth: 420 }}>
      <LoanImage uploadId={uploadId} alt={t('loanDesk.review.voucherImage')} testId="loan-voucher-image" height={300} />
      <Caption>{t('loanDesk.review.voucherImage')}</Caption>
    </figure>
  );
}

function Caption({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <figcaption style={{ marginTop: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{children}</figcaption>;
}

function useTileStyle(height: number) {
  const { token } = theme.useToken();
  return {
    width: '100%',
    height,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    color: token.colorTextTertiary,
  } as const;
}

function MissingDocument({ required }: { required: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const tile = useTileStyle(IMAGE_HEIGHT);
  return (
    <div style={{ ...tile, borderStyle: 'dashed', borderColor: required ? token.colorErrorBorder : token.colorBorderSecondary }}>
      <Flex vertical align="center" gap={6}>
        <FileOutlined style={{ fontSize: 22 }} />
        <Typography.Text type={required ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {t(required ? 'loanDesk.review.requiredMissing' : 'loanDesk.review.notProvided')}
        </Typography.Text>
      </Flex>
    </div>
  );
}

function LoanImage({ uploadId, alt, testId, height = IMAGE_HEIGHT }: { uploadId: string; alt: string; testId: string; height?: number }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const url = useLoanDocumentUrl(uploadId);
  const tile = useTileStyle(height);
  if (url.data) {
    return (
      <Image
        src={url.data}
        width="100%"
        height={height}
        alt={alt}
        style={{ objectFit: 'contain', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
        preview={{
          cover: (
            <span>
              <EyeOutlined /> {t('loanDesk.review.zoom')}
            </span>
          ),
        }}
        data-testid={testId}
        data-upload-id={uploadId}
      />
    );
  }
  if (url.isError) {
    return (
      <Button type="text" style={tile} onClick={() => void url.refetch()} title={t('common.retry')}>
        <Flex vertical align="center" gap={6}>
          <FileExclamationOutlined style={{ color: token.colorWarning, fontSize: 22 }} />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {t('loanDesk.review.imageError')} {serverMessage(url.error) ?? t('common.networkError')}
          </Typography.Text>
        </Flex>
      </Button>
    );
  }
  return (
    <span style={tile} role="status" title={t('loanDesk.review.imageLoading')}>
      <LoadingOutlined />
    </span>
  );
}
