import { DownOutlined, LogoutOutlined, MoonOutlined, RiseOutlined, UserOutlined } from '@ant-design/icons';
import { App as AntApp, Avatar, Button, Dropdown, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../api/web';
import { ACCOUNT_ENTRIES, entryItem } from '../layout/navigation';
import { useTo } from '../router/layout-context';
import { session, useSession } from '../session/store';
import { setRedUp, setThemePreference, useRedUp, useThemeMode } from '../theme/store';

/** Signs out locally and returns to the home page at once; the server ends the session meanwhile. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const to = useTo();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  async function signOut(): Promise<void> {
    if (signingOut) return;
    setSigningOut(true);
    try {
      // Signing out of the demo session ends it and goes back to the real account (or the visitor).
      const wasDemo = session.get().demo;
      // logout() forgets the session before its first await: the page leaves for home at once, not
      // when the server answers (a "Log in" clicked meanwhile would otherwise be replaced by home).
      const ending = logout();
      navigate(to('/'), { replace: true });
      void message.success(wasDemo ? t('demo:signedOut') : t('nav.signedOut'));
      await ending;
    } finally {
      setSigningOut(false);
    }
  }
  return { signOut, signingOut };
}

/** The theme switch; in the desktop menu the whole row toggles it, on the phone sheet the switch itself. */
export function ThemeSwitch({ interactive = false }: { interactive?: boolean }) {
  const { t } = useTranslation();
  const mode = useThemeMode();
  return (
    <span className="vx-menu-row">
      <span>
        <MoonOutlined /> {t('nav.darkTheme')}
      </span>
      <Switch
        size={interactive ? 'default' : 'small'}
        checked={mode === 'dark'}
        onChange={interactive ? () => toggleTheme(mode) : undefined}
        data-testid="theme-switch"
        aria-label={t('nav.darkTheme')}
      />
    </span>
  );
}

/** UI.md "Up and down colours": the setting that makes rises red (the convention in Chinese markets). */
export function RedUpSwitch({ interactive = false }: { interactive?: boolean }) {
  const { t } = useTranslation();
  const redUp = useRedUp();
  return (
    <span className="vx-menu-row">
      <span>
        <RiseOutlined /> {t('nav.redUp')}
      </span>
      <Switch
        size={interactive ? 'default' : 'small'}
        checked={redUp}
        onChange={interactive ? () => setRedUp(!redUp) : undefined}
        data-testid="red-up-switch"
        aria-label={t('nav.redUp')}
      />
    </span>
  );
}

export function toggleTheme(current: 'light' | 'dark'): void {
  setThemePreference(current === 'dark' ? 'light' : 'dark');
}

/** Desktop user menu: the displayed account, User Center, theme and up-colour switches, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mode = useThemeMode();
  const redUp = useRedUp();
  const { signOut } = useSignOut();
  const [open, setOpen] = useState(false);
  // A demo identity has no e-mail or phone: it is named as what it is.
  const account = user?.demo ? t('demo:account') : (user?.account ?? '');
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={(next, info) => {
        if (info.source === 'trigger' || next) setOpen(next);
      }}
      menu={{
        onClick: ({ key }) => {
          if (key === 'theme') {
            toggleTheme(mode);
            return;
          }
          if (key === 'redUp') {
            setRedUp(!redUp);
            return;
          }
          // The account entries are links (layout/navigation.tsx): they navigate themselves.
          setOpen(false);
          if (key === 'logout') void signOut();
        },
        items: [
          {
            type: 'group',
            key: 'who',
            label: (
              <span className="vx-menu-who">
                <span className="vx-menu-who__account" data-testid="user-menu-account">
                  {account}
                </span>
                {user?.id && !user.demo ? <span className="vx-menu-who__uid">{t('nav.uid', { id: user.id })}</span> : null}
              </span>
            ),
          },
          { type: 'divider' },
          // User Center, security, verification, messages, invitations, rewards, service: one click once open (UI.md "Reach").
          ...ACCOUNT_ENTRIES.map((item) => entryItem(item, t(item.label), 'user-menu')),
          { type: 'divider' },
          { key: 'theme', label: <ThemeSwitch /> },
          { key: 'redUp', label: <RedUpSwitch /> },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('nav.signOut')}</span> },
        ],
      }}
    >
      <Button type="text" className="vx-header__button vx-user-trigger" data-testid="user-menu" aria-label={t('nav.userMenu')}>
        <Avatar size="small" icon={<UserOutlined />} className="vx-user-trigger__avatar" />
        <span className="vx-user-trigger__account" data-testid="user-account">
          {account}
        </span>
        <DownOutlined className="vx-user-trigger__caret" />
      </Button>
    </Dropdown>
  );
}
