import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../api/ws';

/** The small connection indicator: a dot and a word; the test hook reads data-state (open or closed). */
export function LiveIndicator({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const label = t(`funds.live.${state}`);
  return (
    <Tooltip title={t(`funds.live.${state}Hint`)}>
      <span className={`vx-live vx-live--${state}`} data-testid="ws-status" data-state={state === 'open' ? 'open' : 'closed'} role="status" aria-live="polite">
        <span className="vx-live__dot" aria-hidden="true" />
        <span className="vx-live__label">{label}</span>
      </span>
    </Tooltip>
  );
}
