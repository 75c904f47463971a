import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';
import { useLayout, useTo } from '../router/layout-context';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  return (
    <section className={phone ? 'vx-phone-page vx-notfound' : 'vx-page vx-container vx-notfound'} data-testid="page-notFound">
      <Result
        status="404"
        title={<span data-testid="page-title">{t('notFound.title')}</span>}
        subTitle={t('notFound.text')}
        extra={
          <LinkButton to={to('/')} type="primary" size="large" data-testid="notfound-home">
            {t('notFound.home')}
          </LinkButton>
        }
      />
    </section>
  );
}
