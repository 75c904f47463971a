import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page failed to load (often a stale chunk after a new release): offer a reload instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('[route]', error);
  const status = isRouteErrorResponse(error) && error.status === 404 ? '404' : 'warning';
  return (
    <div className="vx-boot" data-testid="route-error">
      <Result
        status={status}
        title={t('common.pageFailedTitle')}
        subTitle={t('common.pageFailedText')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
            {t('common.reload')}
          </Button>
        }
      />
    </div>
  );
}
