import { useTranslation } from 'react-i18next';
import { StaffImage } from '../../images';
import { useP2pImageUrl } from './p2pQueries';

/** A chat image, payment proof or appeal picture, fetched through the staff API; a click zooms it. */
export function P2pImage({ imageId, alt, height, testId }: { imageId: string; alt: string; height: number; testId: string }) {
  const { t } = useTranslation('admin');
  const url = useP2pImageUrl(imageId);
  return (
    <StaffImage
      url={url}
      alt={alt}
      height={height}
      labels={{ zoom: t('p2pDesk.images.zoom'), error: t('p2pDesk.images.error'), loading: t('p2pDesk.images.loading') }}
      data={{ 'data-testid': testId, 'data-image-id': imageId }}
    />
  );
}
