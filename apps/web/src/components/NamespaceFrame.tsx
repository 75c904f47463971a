import { Skeleton } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';

/**
 * The `kyc` strings (verification, credit score, inbox) load with the first page that needs them; until
 * then the page keeps its frame and title (from the always-loaded `web` namespace) instead of the whole
 * site's boot screen.
 */
export function NamespaceFrame({ titleKey, testId, children }: { titleKey: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <PageFrame title={t(`routes.${titleKey}`)} testId={testId}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </PageFrame>
      }
    >
      {children}
    </Suspense>
  );
}
