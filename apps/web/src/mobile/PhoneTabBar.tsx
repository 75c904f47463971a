import { FundOutlined, HomeOutlined, LineChartOutlined, RiseOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PHONE_TAB_PATHS, PHONE_TABS, type PhoneTab, phoneTabFor } from './phoneTabs';

const ICONS: Readonly<Record<PhoneTab, ReactNode>> = {
  home: <HomeOutlined />,
  markets: <LineChartOutlined />,
  trade: <SwapOutlined />,
  contracts: <FundOutlined />,
  earn: <RiseOutlined />,
  assets: <WalletOutlined />,
};

/** The phone's bottom bar; the tab of the screen's family stays lit on its child screens (phoneTabFor). */
export function PhoneTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lit = phoneTabFor(pathname);
  return (
    <nav className="vx-tabbar" aria-label={t('nav.main')} data-testid="tabbar">
      {PHONE_TABS.map((tab) => (
        <Link
          key={tab}
          to={PHONE_TAB_PATHS[tab] === '/' ? '/m' : `/m${PHONE_TAB_PATHS[tab]}`}
          className={tab === lit ? 'vx-tabbar__item active' : 'vx-tabbar__item'}
          aria-current={tab === lit ? 'page' : undefined}
          data-testid={`tab-${tab}`}
        >
          <span className="vx-tabbar__icon">{ICONS[tab]}</span>
          <span className="vx-tabbar__label">{t(`mobile.tabs.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
