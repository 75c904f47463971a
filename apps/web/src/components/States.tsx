import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../api/client';
import { DemoUnavailable } from '../demo/DemoUnavailable';
import { isDemoNotAllowed } from '../demo/demoApi';

/** The message to show for a failed read: the server's own text (a refusal, an ended session), or a connection hint. */
export function useErrorText(error: unknown): string {
  const { t } = useTranslation();
  if ((error instanceof ApiError || error instanceof SessionEndedError) && error.msg) return error.msg;
  return t('common.loadFailedText');
}

/** A list or page that could not load: what happened and a retry button (UI.md "States"). */
export function ErrorState({ error, onRetry, retrying, compact }: { error: unknown; onRetry: () => void; retrying?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const text = useErrorText(error);
  // In demo mode a part that needs the real account says so, with the way back, instead of a retry.
  if (isDemoNotAllowed(error)) return <DemoUnavailable compact={compact} />;
  return (
    <div className={compact ? 'vx-state vx-state--compact' : 'vx-state'} data-testid="error-state" role="alert">
      <Result
        status="warning"
        title={t('common.loadFailedTitle')}
        subTitle={text}
        extra={
          <Button icon={<ReloadOutlined />} onClick={onRetry} loading={retrying} data-testid="retry">
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ text, action, testId }: { text: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="vx-state vx-state--compact" data-testid={testId ?? 'empty-state'}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
        {action}
      </Empty>
    </div>
  );
}
