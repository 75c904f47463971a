import { QrcodeOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../components/LanguageMenu';
import { LinkButton } from '../components/LinkButton';
import { Logo } from '../components/Logo';
import { UserMenu } from '../components/UserMenu';
import { DemoControl } from '../demo/DemoControl';
import { InboxBell } from '../pages/news/index';
import { useSession } from '../session/store';
import { HeaderNav } from './HeaderMenus';

export function DesktopHeader() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <header className="vx-header" data-testid="site-header">
      <div className="vx-header__inner">
        <Logo />
        {/* Spec §2 sections, each with its family on hover, and Orders (layout/navigation.tsx). */}
        <HeaderNav />
        <div className="vx-header__actions">
          <DemoControl />
          {token ? (
            <>
              <InboxBell />
              <UserMenu />
            </>
          ) : (
            <>
              <LinkButton to="/login" type="text" className="vx-header__button" data-testid="nav-login">
                {t('nav.login')}
              </LinkButton>
              <LinkButton to="/register" type="primary" data-testid="nav-register">
                {t('nav.register')}
              </LinkButton>
            </>
          )}
          <Tooltip title={t('nav.download')}>
            <LinkButton
              to="/downLoad"
              type="text"
              icon={<QrcodeOutlined />}
              className="vx-header__button"
              data-testid="nav-download"
              aria-label={t('nav.download')}
            />
          </Tooltip>
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
