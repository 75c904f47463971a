import { AndroidOutlined, AppleOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrcode } from '../api/queries';
import { PageFrame } from '../components/PageFrame';
import { ErrorState } from '../components/States';
import { useLayout } from '../router/layout-context';
import { QR_COLOURS } from '../theme/palette';

/** App download (/downLoad): the "app" is the mobile web site, added to the home screen; no store listing is claimed. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const query = useQrcode();

  let code: ReactNode;
  if (query.isPending) code = <Skeleton.Node active style={{ width: '14rem', height: '14rem' }} />;
  else if (query.isError) code = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else
    code = (
      <>
        <div className="vx-qr__code" data-testid="download-qr">
          <QRCodeSVG
            value={query.data.url}
            size={phone ? 168 : 200}
            marginSize={2}
            bgColor={QR_COLOURS.background}
            fgColor={QR_COLOURS.foreground}
            title={t('download.qrTitle')}
          />
        </div>
        <Typography.Text copyable={{ text: query.data.url }} className="vx-qr__url" data-testid="download-url">
          {query.data.url}
        </Typography.Text>
      </>
    );

  return (
    <PageFrame title={t('download.title')} testId="page-downLoad">
      {query.data?.loopback ? (
        <Alert
          type="warning"
          showIcon
          className="vx-download__loopback"
          title={t('download.loopbackTitle')}
          description={t('download.loopbackText', { host: new URL(query.data.url).host })}
          data-testid="download-loopback"
        />
      ) : null}
      <div className={phone ? 'vx-download vx-download--phone' : 'vx-download'}>
        <div className="vx-qr">
          {code}
          <p className="vx-muted">{t('download.scan')}</p>
        </div>
        <div className="vx-download__text">
          <p className="vx-download__lead">
            <MobileOutlined /> {t('download.lead')}
          </p>
          <p>{t('download.noStore')}</p>
          <h2>
            <AppleOutlined /> {t('download.iosTitle')}
          </h2>
          <ol>
            <li>{t('download.ios.step1')}</li>
            <li>{t('download.ios.step2')}</li>
            <li>{t('download.ios.step3')}</li>
          </ol>
          <h2>
            <AndroidOutlined /> {t('download.androidTitle')}
          </h2>
          <ol>
            <li>{t('download.android.step1')}</li>
            <li>{t('download.android.step2')}</li>
            <li>{t('download.android.step3')}</li>
          </ol>
          <p className="vx-muted">{t('download.sameAccount')}</p>
        </div>
      </div>
    </PageFrame>
  );
}
