import { EyeOutlined, FileExclamationOutlined, LoadingOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Image, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from './api';

/**
 * A grid of uploaded pictures a staff member reviews (identity pictures, loan documents) under one
 * antd viewer: a click zooms and rotates, the arrows step through the others of the grid.
 */
export function ImageGrid({ minTileWidth, testId, children }: { minTileWidth: number; testId: string; children: ReactNode }) {
  return (
    <Image.PreviewGroup>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`, gap: 12 }} data-testid={testId}>
        {children}
      </div>
    </Image.PreviewGroup>
  );
}

export function ImageCaption({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <figcaption style={{ marginTop: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{children}</figcaption>;
}

/** The box a picture stands in while it loads, fails, or is missing: the picture's size, so the grid does not jump. */
export function useImageTileStyle(height: number): CSSProperties {
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
  };
}

export interface StaffImageLabels {
  zoom: string;
  error: string;
  loading: string;
}

/**
 * One uploaded picture fetched as an object URL (the upload is served only through the staff API):
 * the picture with a zoom cover, a retry button when the fetch failed, or a loading box.
 * `data` carries the attributes tests find the picture by.
 */
export function StaffImage({
  url,
  alt,
  height,
  labels,
  data,
}: {
  url: UseQueryResult<string, unknown>;
  alt: string;
  height: number;
  labels: StaffImageLabels;
  data: Record<`data-${string}`, string>;
}) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const tile = useImageTileStyle(height);
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
              <EyeOutlined /> {labels.zoom}
            </span>
          ),
        }}
        {...data}
      />
    );
  }
  if (url.isError) {
    return (
      <Button type="text" style={tile} onClick={() => void url.refetch()} title={t('common.retry')}>
        <Flex vertical align="center" gap={6}>
          <FileExclamationOutlined style={{ color: token.colorWarning, fontSize: 22 }} />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {labels.error} {serverMessage(url.error) ?? t('common.networkError')}
          </Typography.Text>
        </Flex>
      </Button>
    );
  }
  return (
    <span style={tile} role="status" title={labels.loading}>
      <LoadingOutlined />
    </span>
  );
}
