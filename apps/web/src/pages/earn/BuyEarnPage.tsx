import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { EarnProduct } from '@veritex/shared';
import { Segmented, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAssetOverview } from '../../api/funds';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { LiveIndicator } from '../../components/LiveIndicator';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { BuyForm } from './BuyForm';
import { useEarnProduct, useEarnProducts } from './earnQueries';
import './earn.css';

/** The exchange account's available USDT (earn is bought from it); undefined while loading. */
function useExchangeUsdt(): string | undefined {
  const overview = useAssetOverview();
  if (!overview.data) return undefined;
  const exchange = overview.data.accounts.find((account) => account.type === 'exchange');
  return exchange?.rows.find((row) => row.asset === 'USDT')?.available ?? '0';
}

/** The other terms on offer, to switch between without going back. */
function TermSwitch({ current }: { current: EarnProduct }) {
  const { t } = useTranslation('earn');
  const [, setParams] = useSearchParams();
  const products = useEarnProducts();
  const active = (products.data?.items ?? []).filter((product) => product.active).sort((a, b) => a.term_days - b.term_days);
  if (active.length < 2) return null;
  return (
    <Segmented
      className="vx-earn-terms"
      value={current.id}
      onChange={(id) => setParams({ id: String(id) }, { replace: true })}
      options={active.map((product) => ({
        value: product.id,
        label: (
          <span className="vx-earn-terms__option" data-testid="earn-term-option" data-id={product.id}>
            <span>{t('product.term', { count: product.term_days })}</span>
            <span className="vx-num vx-ltr vx-small">{t('rate.short', { daily: product.daily_rate_pct })}</span>
          </span>
        ),
      }))}
      data-testid="earn-terms"
    />
  );
}

/** Buy an Earn plan (/profit_buy?id=…): amount, projected income, the rules, then a confirmation. */
function BuyContent() {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const info = useEarnProduct(id);
  const available = useExchangeUsdt();
  const live = useLiveBalances();
  let body: ReactNode;
  const unknown = (
    <EmptyState
      text={t('buy.unknown')}
      testId="earn-buy-unknown"
      action={
        <LinkButton type="primary" to={to('/profit_index')} data-testid="earn-back-products">
          {t('buy.chooseProduct')}
        </LinkButton>
      }
    />
  );
  if (!/^\d+$/.test(id)) body = unknown;
  else if (info.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (info.isError || !info.data) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else if (!info.data.product.active) body = unknown;
  else
    body = (
      <>
        <TermSwitch current={info.data.product} />
        <BuyForm product={info.data.product} rules={info.data.rules} available={available} />
      </>
    );
  return (
    <PageFrame
      title={t('buy.title')}
      testId="page-earn-buy"
      extra={
        <div className="vx-page-actions">
          <LiveIndicator state={live} />
          <LinkButton to={to('/profit_index')} icon={<AppstoreOutlined />} size={phone ? 'small' : undefined} data-testid="earn-products-link">
            {t('buy.allProducts')}
          </LinkButton>
          <LinkButton to={to('/profit_wdtg')} icon={<UnorderedListOutlined />} size={phone ? 'small' : undefined} data-testid="earn-my-orders">
            {t('index.myOrders')}
          </LinkButton>
        </div>
      }
    >
      <div className="vx-earn">{body}</div>
    </PageFrame>
  );
}

export default function BuyEarnPage() {
  return (
    <NamespaceFrame titleKey="profitBuy" testId="page-earn-buy">
      <BuyContent />
    </NamespaceFrame>
  );
}
