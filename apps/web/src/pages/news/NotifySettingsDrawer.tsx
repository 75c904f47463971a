import { useQueryClient } from '@tanstack/react-query';
import type { SwitchableNotifyGroup } from '@veritex/shared';
import { Alert, App as AntApp, Drawer, Switch, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { GroupIcon } from './GroupIcon';
import { INBOX_KEYS, inboxCalls, useNotifyPrefs } from './inboxApi';

/** Inside the themed root: the drawer's icons and tags use the --vx-* colours set there. */
const insideThemedRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/**
 * Which messages also come by e-mail (web/getNotifyPrefs, setNotifyPrefs): security always (not
 * switchable), the other groups by a switch that saves at once. Says where mails go and whether
 * they carry the anti-phishing code, with the way to set one.
 */
export function NotifySettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const to = useTo();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const prefs = useNotifyPrefs(open);
  const [saving, setSaving] = useState<SwitchableNotifyGroup | null>(null);

  async function toggle(group: SwitchableNotifyGroup, on: boolean) {
    setSaving(group);
    try {
      queryClient.setQueryData(INBOX_KEYS.prefs, await inboxCalls.setNotifyPref(group, on));
      void message.success(t('news.saved'));
    } catch {
      void message.error(t('web:common.networkError'));
    } finally {
      setSaving(null);
    }
  }

  let body: ReactNode;
  if (prefs.isPending) body = <ListSkeleton rows={6} testId="notify-loading" />;
  else if (prefs.isError || !prefs.data) body = <ErrorState error={prefs.error} onRetry={() => void prefs.refetch()} retrying={prefs.isFetching} compact />;
  else {
    const { email, anti_phishing: antiPhishing, groups } = prefs.data;
    body = (
      <>
        <p className="vx-notify__intro">{email ? t('news.settingsIntro', { email }) : t('news.settingsNoEmail')}</p>
        <ul className="vx-notify__list" data-testid="notify-groups">
          {groups.map(({ group, email: mailed, switchable }) => (
            <li key={group} className="vx-notify__row" data-testid={`notify-${group}`}>
              <GroupIcon group={group} />
              <span className="vx-notify__text">
                <span className="vx-notify__name">{t(`news.groups.${group}`)}</span>
                <span className="vx-notify__hint">{switchable ? t(`news.groupHints.${group}`) : t('news.alwaysOnHint')}</span>
              </span>
              {switchable ? (
                <Switch
                  checked={mailed}
                  loading={saving === group}
                  disabled={!email || (saving !== null && saving !== group)}
                  onChange={(on) => void toggle(group as SwitchableNotifyGroup, on)}
                  aria-label={`${t(`news.groups.${group}`)}: ${t('news.emailColumn')}`}
                  data-testid={`notify-switch-${group}`}
                />
              ) : (
                <Tag color="gold">{t('news.alwaysOn')}</Tag>
              )}
            </li>
          ))}
        </ul>
        <Alert
          className="vx-notify__phishing"
          type={antiPhishing ? 'success' : 'info'}
          showIcon
          title={antiPhishing ? t('news.antiPhishingOn') : t('news.antiPhishingOff')}
          action={
            antiPhishing ? undefined : (
              <LinkButton to={to('/security')} size="small" type="link">
                {t('news.toSecurity')}
              </LinkButton>
            )
          }
          data-testid="notify-anti-phishing"
        />
      </>
    );
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('news.settings')}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? 'auto' : 440}
      className={phone ? 'vx-sheet' : undefined}
      getContainer={insideThemedRoot}
      data-testid="notify-settings"
    >
      {body}
    </Drawer>
  );
}
