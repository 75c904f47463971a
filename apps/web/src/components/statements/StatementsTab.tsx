import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../ListSkeleton';
import { StatementsPanel } from './StatementsPanel';

/** The tab's label, from the `statements` strings (loaded with it; empty for the moment they take). */
export function StatementsTabLabel() {
  const { t, ready } = useTranslation('statements', { useSuspense: false });
  return <span data-testid="asset-tab-statements">{ready ? t('tab') : ''}</span>;
}

/** The Statements tab of /asset, waiting for its strings inside the tab rather than blanking the page. */
export function StatementsTab() {
  return (
    <Suspense fallback={<ListSkeleton rows={6} testId="statements-loading" />}>
      <StatementsPanel />
    </Suspense>
  );
}
