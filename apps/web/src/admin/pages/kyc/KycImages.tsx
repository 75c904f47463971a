import { EyeOutlined, FileExclamationOutlined, LoadingOutlined } from '@ant-design/icons';
import type { VerificationImageView } from '@veritex/shared';
import { Button, Flex, Image, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { EmptyState } from '../../components';
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
    <Image.PreviewGroup>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }} data-testid="kyc-images">
        {images.map((image) => (
          <KycImage key={image.upload_id} image={image} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

function KycImage({ image }: { image: VerificationImageView }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const url = useKycImageUrl(image.upload_id);
  const slot = t(`kyc.slots.${image.slot}`, { defaultValue: image.slot });
  const box = {
    width: '100%',
    height: IMAGE_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    color: token.colorTextTertiary,
  } as const;

  let picture: ReactNode;
  if (url.data) {
    picture = (
      <Image
        src={url.data}
        width="100%"
        height={IMAGE_HEIGHT}
        alt={slot}
        style={{ objectFit: 'contain', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
        preview={{
          cover: (
            <span>
              <EyeOutlined /> {t('kyc.review.zoom')}
            </span>
          ),
        }}
        data-testid="kyc-image"
        data-slot={image.slot}
      />
    );
  } else if (url.isError) {
    picture = (
      <Button type="text" style={box} onClick={() => void url.refetch()} title={t('common.retry')}>
        <Flex vertical align="center" gap={6}>
          <FileExclamationOutlined style={{ color: token.colorWarning, fontSize: 22 }} />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {t('kyc.review.imageError')} {serverMessage(url.error) ?? t('common.networkError')}
          </Typography.Text>
        </Flex>
      </Button>
    );
  } else {
    picture = (
      <span style={box} role="status" title={t('kyc.review.imageLoading')}>
        <LoadingOutlined />
      </span>
    );
  }

  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      {picture}
      <figcaption style={{ marginTop: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{slot}</figcaption>
    </figure>
  );
}
