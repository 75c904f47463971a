import { ProfileOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { LiveIndicator } from '../../components/LiveIndicator';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { SimulatedBadge } from '../../components/SimulatedBadge';
import { EmptyState, ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { Converter } from './Converter';
import { FlashRecords } from './FlashRecords';
import { FlashRules } from './FlashRules';
import { useFlashPairs } from './flashApi';
import './flash.css';

/** Flash exchange (/exchange): the convert form and its rules side by side, the records below. */
function ExchangeContent() {
  const { t } = useTranslation('flash');
  const { phone } = useLayout();
  const to = useTo();
  const live = useLiveBalances();
  const pairs = useFlashPairs();
  let body: ReactNode;
  if (pairs.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (pairs.isError || !pairs.data) body = <ErrorState error={pairs.error} onRetry={() => void pairs.refetch()} retrying={pairs.isFetching} />;
  else if (pairs.data.items.length === 0) body = <EmptyState text={t('noPairs')} testId="flash-no-pairs" />;
  else
    body = (
      <div className="vx-flash-grid">
        <Converter pairs={pairs.data.items} quoteSeconds={pairs.data.quote_seconds} />
        <FlashRules pairs={pairs.data.items} quoteSeconds={pairs.data.quote_seconds} />
      </div>
    );
  const size = phone ? 'small' : undefined;
  return (
    <PageFrame
      title={t('title')}
      testId="page-flash"
      extra={
        <div className="vx-page-actions">
          <SimulatedBadge />
          <LiveIndicator state={live} />
          <LinkButton to={to('/kjmbSelect')} icon={<ShoppingCartOutlined />} size={size} data-testid="flash-quick-buy">
            {t('quickBuy')}
          </LinkButton>
          <LinkButton to={to('/deallog')} icon={<ProfileOutlined />} size={size} data-testid="flash-account-log">
            {t('accountLog')}
          </LinkButton>
        </div>
      }
    >
      <p className="vx-page-lead">{t('lead')}</p>
      <div className="vx-flash">
        {body}
        <FlashRecords />
      </div>
    </PageFrame>
  );
}

export default function FlashExchangePage() {
  return (
    <NamespaceFrame titleKey="exchange" testId="page-flash">
      <ExchangeContent />
    </NamespaceFrame>
  );
}
