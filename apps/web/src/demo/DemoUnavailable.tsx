import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';
import { useTo } from '../router/layout-context';
import { switchToReal, useBackLabels } from './demoApi';

/**
 * What a page or panel shows in demo mode when it needs the real account (the server answers
 * `demo_not_allowed`): why, one click back to the real account, or on with demo trading.
 */
export function DemoUnavailable({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('demo');
  const to = useTo();
  const back = useBackLabels();
  return (
    <div className={compact ? 'vx-state vx-state--compact vx-demo-unavailable' : 'vx-state vx-demo-unavailable'} data-testid="demo-unavailable" role="status">
      <Result
        icon={<ExperimentOutlined className="vx-demo-unavailable__icon" />}
        title={t('unavailable.title')}
        subTitle={t('unavailable.text')}
        extra={[
          <Button key="real" type="primary" onClick={switchToReal} data-testid="demo-unavailable-switch">
            {back.long}
          </Button>,
          <LinkButton key="trade" to={to('/deal')} data-testid="demo-unavailable-trade">
            {t('unavailable.trade')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
