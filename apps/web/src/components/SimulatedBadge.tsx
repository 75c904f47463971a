import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicParams } from '../api/queries';

/** UI.md "Truthful labels": when prices come from the simulator, say so wherever prices are shown. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  const { data } = usePublicParams();
  if (!data?.simulated_prices) return null;
  return (
    <Tooltip title={t('common.simulatedPricesHint')}>
      <Tag color="warning" icon={<ExperimentOutlined />} className="vx-sim-badge" data-testid="simulated-badge">
        {t('common.simulatedPrices')}
      </Tag>
    </Tooltip>
  );
}
