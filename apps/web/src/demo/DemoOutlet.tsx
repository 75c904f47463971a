import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { PageFrame } from '../components/PageFrame';
import { useSession } from '../session/store';
import { DemoUnavailable } from './DemoUnavailable';
import { useDemoBalanceFollowsTrades } from './demoApi';
import { DEMO_UNAVAILABLE_ROUTES } from './demoRoutes';

function routeKey(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && typeof handle.titleKey === 'string' ? handle.titleKey : undefined;
}

/**
 * The shells' page outlet: in demo mode a page that needs the real account shows why instead of
 * failing call by call, and the document carries `data-demo` for the demo tint (demo.css).
 */
export function DemoOutlet() {
  const { t } = useTranslation();
  const { demo } = useSession();
  const matches = useMatches();
  useDemoBalanceFollowsTrades();
  useEffect(() => {
    if (demo) document.documentElement.dataset.demo = '1';
    else delete document.documentElement.dataset.demo;
  }, [demo]);
  const key = matches.map((match) => routeKey(match.handle)).findLast((value) => value !== undefined);
  if (demo && key && DEMO_UNAVAILABLE_ROUTES.has(key)) {
    return (
      <PageFrame title={t(`routes.${key}`)} testId="page-demo-unavailable">
        <DemoUnavailable />
      </PageFrame>
    );
  }
  return <Outlet />;
}
