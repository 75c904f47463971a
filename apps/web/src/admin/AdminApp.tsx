import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from './AdminLayout';
import { ADMIN_NAMESPACE, completeAdminBundle } from './i18n';
import { LoginPage } from './LoginPage';
import { ADMIN_KEY, useMe } from './queries';
import { dropStaffToken, useStaffSession } from './staffSession';

/** Mounted by the web app's router at `/admin/*` (lazily, as the default export). */
export default function AdminApp() {
  const { i18n, ready } = useTranslation(ADMIN_NAMESPACE);
  if (!ready) return <Loading />;
  // Before any child renders a string.
  completeAdminBundle(i18n);
  // The app already provides antd's <App>; this one keeps `App.useApp()` working if the console is mounted elsewhere.
  return (
    <App component={false}>
      <StaffConsole />
    </App>
  );
}

function Loading({ text }: { text?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      {text && <Typography.Text type="secondary">{text}</Typography.Text>}
    </Flex>
  );
}

function StaffConsole() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const me = useMe(session.token !== null);

  useEffect(() => {
    // Nothing a previous staff member loaded may show after the session ends.
    if (session.token === null) queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
  }, [session.token, queryClient]);

  useEffect(() => {
    const previous = document.title;
    document.title = t('title');
    return () => {
      document.title = previous;
    };
  }, [t]);

  if (session.token === null) return <LoginPage signedOutReason={session.signedOutReason} />;
  if (me.data) return <AdminLayout staff={me.data} />;
  if (me.isError) {
    return (
      <Result
        status="warning"
        title={t('layout.sessionError')}
        extra={[
          <Button key="retry" type="primary" loading={me.isFetching} onClick={() => void me.refetch()}>
            {t('common.retry')}
          </Button>,
          <Button key="signOut" onClick={() => dropStaffToken('signed_out')}>
            {t('layout.signOut')}
          </Button>,
        ]}
      />
    );
  }
  return <Loading text={t('layout.loadingSession')} />;
}
