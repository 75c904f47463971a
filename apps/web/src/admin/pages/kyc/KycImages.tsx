import type { VerificationImageView } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components';
import { ImageCaption, ImageGrid, StaffImage } from '../../images';
import { useKycImageUrl } from './kycQueries';

const IMAGE_HEIGHT = 260;

/**
 * The submission's pictures, large, side by side; a click opens antd's viewer (zoom, rotate,
 * and the arrows to step through the others of the same submission).
 */
export function KycImages({ images }: { images: readonly VerificationImageView[] }) {
  const { t } = useTranslation('admin');
  if (images.length === 0) return <EmptyState text={t('kyc.review.noImages')} />;
  return (
    <ImageGrid minTileWidth={240} testId="kyc-images">
      {images.map((image) => (
        <KycImage key={image.upload_id} image={image} />
      ))}
    </ImageGrid>
  );
}

function KycImage({ image }: { image: VerificationImageView }) {
  const { t } = useTranslation('admin');
  const url = useKycImageUrl(image.upload_id);
  const slot = t(`kyc.slots.${image.slot}`, { defaultValue: image.slot });
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <StaffImage
        url={url}
        alt={slot}
        height={IMAGE_HEIGHT}
        labels={{ zoom: t('kyc.review.zoom'), error: t('kyc.review.imageError'), loading: t('kyc.review.imageLoading') }}
        data={{ 'data-testid': 'kyc-image', 'data-slot': image.slot }}
      />
      <ImageCaption>{slot}</ImageCaption>
    </figure>
  );
}
