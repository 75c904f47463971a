import { BankOutlined, WalletOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { useLayout, useTo } from '../../router/layout-context';
import { HowItWorks } from './HowItWorks';
import { MyOrders } from './MyOrders';
import { MerchantCentre } from './merchant';
import { OfferMarket } from './OfferList';
import { useP2pRules } from './p2pApi';
import './quickBuy.css';

const TABS = ['buy', 'sell', 'orders', 'merchant'] as const;
type QuickBuyTab = (typeof TABS)[number];

/** Buying or selling: the offers of that side, then how the escrow works and the rules that bind. */
function MarketTab({ trade }: { trade: 'buy' | 'sell' }) {
  const rules = useP2pRules();
  return (
    <div className="vx-p2p-stack">
      <OfferMarket trade={trade} />
      <HowItWorks rules={rules.data} />
    </div>
  );
}

function QuickBuyContent() {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const to = useTo();
  const [params, setParams] = useSearchParams();
  const tab: QuickBuyTab = TABS.find((key) => key === params.get('tab')) ?? 'buy';
  const choose = (key: string) =>
    setParams(
      (before) => {
        // The offer filters are kept between buying and selling; the order list's page is not.
        const next = new URLSearchParams(before);
        next.set('tab', key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const label = (key: QuickBuyTab) => (
    <span data-testid={`p2p-tab-${key}`} className={key === 'buy' || key === 'sell' ? `vx-p2p-tab vx-p2p-tab--${key}` : 'vx-p2p-tab'}>
      {t(phone ? `tabs.${key}Short` : `tabs.${key}`)}
    </span>
  );
  return (
    <PageFrame
      title={t('page.title')}
      testId="page-kjmbSelect"
      extra={
        <div className="vx-page-actions">
          <LinkButton to={to('/receive')} icon={<BankOutlined />} size={phone ? 'small' : undefined} data-testid="p2p-receive-link">
            {t('page.receiving')}
          </LinkButton>
          {phone ? null : (
            <LinkButton to={to('/asset')} icon={<WalletOutlined />} data-testid="p2p-assets-link">
              {t('page.assets')}
            </LinkButton>
          )}
        </div>
      }
    >
      <p className="vx-page-lead vx-p2p-lead">{t('page.lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={choose}
        className="vx-p2p-tabs"
        destroyOnHidden
        items={[
          { key: 'buy', label: label('buy'), children: <MarketTab trade="buy" /> },
          { key: 'sell', label: label('sell'), children: <MarketTab trade="sell" /> },
          { key: 'orders', label: label('orders'), children: <MyOrders /> },
          { key: 'merchant', label: label('merchant'), children: <MerchantCentre /> },
        ]}
      />
    </PageFrame>
  );
}

/**
 * Quick buy (/kjmbSelect, spec §2, issue 15): buy or sell USDT for fiat with merchants, the seller's
 * USDT held in escrow from the moment an order opens; the user's orders; the merchant centre.
 */
export default function QuickBuyPage() {
  return (
    <NamespaceFrame titleKey="kjmbSelect" testId="page-kjmbSelect">
      <QuickBuyContent />
    </NamespaceFrame>
  );
}
