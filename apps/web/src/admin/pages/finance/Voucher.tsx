import { EyeOutlined, FileExclamationOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Image, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { useVoucherUrl } from '../../queries';

/**
 * The proof of payment the user uploaded with a deposit. The file is fetched with the staff token
 * and shown from an object URL; a click opens antd's viewer (zoom, rotate) over the page.
 */
export function Voucher({ depositId, width, height, testId }: { depositId: string; width: number; height: number; testId?: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const voucher = useVoucherUrl(depositId);
  const box = {
    width,
    height,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    color: token.colorTextTertiary,
  } as const;

  if (voucher.data) {
    return (
      <Image
        src={voucher.data}
        width={width}
        height={height}
        alt={t('deposits.voucherAlt', { id: depositId })}
        style={{ objectFit: width > 120 ? 'contain' : 'cover', borderRadius: token.borderRadiusSM, background: token.colorFillQuaternary }}
        preview={{
          cover: (
            <span title={t('deposits.voucherOpen')}>
              <EyeOutlined /> {width > 120 ? t('deposits.voucherOpen') : null}
            </span>
          ),
        }}
        data-testid={testId}
        data-deposit-id={depositId}
      />
    );
  }
  if (voucher.isError) {
    return (
      <Tooltip title={`${t('deposits.voucherError')} ${serverMessage(voucher.error) ?? t('common.networkError')}`}>
        <Button
          type="text"
          size="small"
          style={{ ...box, padding: 0 }}
          icon={<FileExclamationOutlined style={{ color: token.colorWarning }} />}
          onClick={() => void voucher.refetch()}
          aria-label={t('common.retry')}
        />
      </Tooltip>
    );
  }
  return (
    <span style={box} role="status" title={t('deposits.voucherLoading')}>
      <LoadingOutlined />
    </span>
  );
}
