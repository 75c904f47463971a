import { FileOutlined } from '@ant-design/icons';
import { LOAN_DOCUMENT_SLOTS, type LoanReview, REQUIRED_LOAN_DOCUMENTS } from '@veritex/shared';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageCaption, ImageGrid, StaffImage, useImageTileStyle } from '../../images';
import { useLoanDocumentUrl } from './loanQueries';

const IMAGE_HEIGHT = 220;

/**
 * The application's documents, one tile per slot of spec §3 (a missing required one says so);
 * a click opens antd's viewer (zoom, rotate, and the arrows to step through the others).
 */
export function LoanDocuments({ loan }: { loan: LoanReview }) {
  const { t } = useTranslation('admin');
  return (
    <ImageGrid minTileWidth={220} testId="loan-documents">
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
            <ImageCaption>{caption}</ImageCaption>
          </figure>
        );
      })}
    </ImageGrid>
  );
}

/** The repayment voucher the borrower uploaded, large enough to read the transfer's details. */
export function LoanVoucherImage({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('admin');
  return (
    <figure style={{ margin: 0, maxWidth: 420 }}>
      <LoanImage uploadId={uploadId} alt={t('loanDesk.review.voucherImage')} testId="loan-voucher-image" height={300} />
      <ImageCaption>{t('loanDesk.review.voucherImage')}</ImageCaption>
    </figure>
  );
}

function MissingDocument({ required }: { required: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const tile = useImageTileStyle(IMAGE_HEIGHT);
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
  const url = useLoanDocumentUrl(uploadId);
  return (
    <StaffImage
      url={url}
      alt={alt}
      height={height}
      labels={{ zoom: t('loanDesk.review.zoom'), error: t('loanDesk.review.imageError'), loading: t('loanDesk.review.imageLoading') }}
      data={{ 'data-testid': testId, 'data-upload-id': uploadId }}
    />
  );
}
