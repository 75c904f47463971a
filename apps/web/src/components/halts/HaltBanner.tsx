import { PauseCircleFilled, PauseCircleOutlined } from '@ant-design/icons';
import type { ActiveHalt, HaltScope } from '@veritex/shared';
import { Alert, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useHaltedTargets } from './useTradingHalt';
import './halts.css';

/**
 * Shown above an order form while its market is halted: the platform's reason in the reader's
 * language, the staff note as written, and since when. The server refuses orders all the same.
 */
export function HaltBanner({ halt, name }: { halt: ActiveHalt | undefined; name?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!halt) return null;
  return (
    <Alert
      type="error"
      showIcon
      icon={<PauseCircleOutlined />}
      className="vx-halt-banner"
      data-testid="halt-banner"
      data-reason={halt.reason}
      title={t('halts.banner', { target: name ?? halt.target, since: format.dateTime(halt.since) })}
      description={
        <>
          <span className="vx-halt-banner__reason" data-testid="halt-reason">
            {t(`halts.reason.${halt.reason}`)}
          </span>
          {halt.note ? (
            <span className="vx-halt-banner__note" data-testid="halt-note">
              {t('halts.note', { note: halt.note })}
            </span>
          ) : null}
        </>
      }
    />
  );
}

/**
 * The "Halted" mark in market lists, shown while the market or instrument is halted: a tag in
 * roomy tables, an icon (named for screen readers and on hover) in the narrow pair lists.
 */
export function HaltMark({ scope, target, compact = false }: { scope: HaltScope; target: string; compact?: boolean }) {
  const { t } = useTranslation();
  const halted = useHaltedTargets(scope).has(target);
  if (!halted) return null;
  if (compact) {
    return (
      <Tooltip title={t('halts.tag')}>
        <PauseCircleFilled className="vx-halted-icon" role="img" aria-label={t('halts.tag')} data-testid="halted-tag" />
      </Tooltip>
    );
  }
  return (
    <Tag color="red" className="vx-halted-tag" data-testid="halted-tag">
      {t('halts.tag')}
    </Tag>
  );
}
