import { LoginOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { EarnProduct } from '@veritex/shared';
import { Button, Progress, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../components/coin/CoinIcon';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { compare, percentOf, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { takenOf } from './earnMaths';
import { useEarnProducts, useEarnTotals } from './earnQueries';
import { EarlyRuleTag, earlyRuleText, HowYieldIsPaid, RateBlock, RuleExample, TotalsStrip, Usdt } from './parts';
import './earn.css';

/** The example amount of a product's rule: 1,000 USDT when the bounds allow it, else the minimum. */
function exampleAmount(product: EarnProduct): string {
  return compare(product.min_amount, '1000') <= 0 && compare(product.max_amount, '1000') >= 0 ? '1000' : trim(product.min_amount);
}

function Fact({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId?: string; value?: string }) {
  return (
    <div className="vx-earn-fact" data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One product: term, daily and simple yearly rate, bounds, capacity left with its bar, the early rule with its exact effect. */
function ProductCard({ product, signedIn }: { product: EarnProduct; signedIn: boolean }) {
  const { t } = useTranslation('earn');
  const format = useFormat();
  const to = useTo();
  const taken = takenOf(product.capacity, product.remaining);
  const full = compare(product.remaining, product.min_amount) < 0;
  const buyTo = to(`/profit_buy?id=${product.id}`);
  return (
    <article className="vx-earn-card" data-testid="earn-product" data-id={product.id} data-term={product.term_days} data-rule={product.early_rule}>
      <header className="vx-earn-card__head">
        <div className="vx-earn-title">
          <CoinIcon asset={product.asset} size="md" />
          <div>
            <h3 className="vx-earn-card__term">{t('product.term', { count: product.term_days })}</h3>
            <span className="vx-muted vx-small">{t('product.asset', { asset: product.asset })}</span>
          </div>
        </div>
        <EarlyRuleTag product={product} />
      </header>
      <RateBlock dailyPct={product.daily_rate_pct} />
      <dl className="vx-earn-card__facts">
        <Fact label={t('product.bounds')} testId="earn-bounds" value={`${product.min_amount}-${product.max_amount}`}>
          <span className="vx-ltr">
            <Usdt value={trim(product.min_amount)} unit={false} /> – <Usdt value={trim(product.max_amount)} />
          </span>
        </Fact>
        <Fact label={t('product.remaining')} testId="earn-remaining" value={product.remaining}>
          <Usdt value={product.remaining} decimals={2} />
        </Fact>
      </dl>
      <div className="vx-earn-capacity">
        <Progress percent={percentOf(taken, product.capacity)} showInfo={false} size="small" status={full ? 'exception' : 'normal'} />
        <span className="vx-muted vx-small vx-num">
          {t('product.capacity', { taken: format.fixed(taken, 2), capacity: format.fixed(product.capacity, 2), pct: percentOf(taken, product.capacity, 2) })}
        </span>
      </div>
      <div className="vx-earn-card__rule" data-testid="earn-rule-text">
        <strong>{t('product.early')}</strong> {earlyRuleText(t, product)}
        <RuleExample product={product} amount={exampleAmount(product)} />
      </div>
      <footer className="vx-earn-card__foot">
        {full ? (
          <Button block disabled data-testid="earn-full">
            {t('product.full')}
          </Button>
        ) : signedIn ? (
          <LinkButton type="primary" block to={buyTo} data-testid="earn-subscribe">
            {t('product.subscribe', { count: product.term_days })}
          </LinkButton>
        ) : (
          <LinkButton block icon={<LoginOutlined />} to={to(`/login?redirect=${encodeURIComponent(buyTo)}`)} data-testid="earn-sign-in">
            {t('product.signIn')}
          </LinkButton>
        )}
      </footer>
    </article>
  );
}

function Totals({ signedIn }: { signedIn: boolean }) {
  const totals = useEarnTotals(signedIn);
  if (!signedIn) return null;
  if (totals.isPending) return <Skeleton.Input active block className="vx-earn-totals-skeleton" />;
  if (totals.isError || !totals.data) return <ErrorState error={totals.error} onRetry={() => void totals.refetch()} retrying={totals.isFetching} compact />;
  return <TotalsStrip totals={totals.data} />;
}

/** Earn (/profit_index): products, my totals, and how the yield is paid. */
function EarnContent() {
  const { t } = useTranslation('earn');
  const { phone } = useLayout();
  const to = useTo();
  const { token } = useSession();
  const signedIn = Boolean(token);
  const products = useEarnProducts();
  const active = (products.data?.items ?? []).filter((product) => product.active).sort((a, b) => a.term_days - b.term_days);
  let body: ReactNode;
  if (products.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (products.isError || !products.data)
    body = <ErrorState error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  else
    body = (
      <>
        <section aria-labelledby="earn-products-title">
          <h2 className="vx-earn-section-title" id="earn-products-title">
            {t('index.productsTitle')}
          </h2>
          {active.length === 0 ? (
            <EmptyState text={t('index.empty')} testId="earn-products-empty" />
          ) : (
            <div className="vx-earn-grid" data-testid="earn-products">
              {active.map((product) => (
                <ProductCard key={product.id} product={product} signedIn={signedIn} />
              ))}
            </div>
          )}
        </section>
        <HowYieldIsPaid rules={products.data.rules} />
      </>
    );
  return (
    <PageFrame
      title={t('index.title')}
      testId="page-earn"
      extra={
        signedIn ? (
          <LinkButton to={to('/profit_wdtg')} icon={<UnorderedListOutlined />} size={phone ? 'small' : undefined} data-testid="earn-my-orders">
            {t('index.myOrders')}
          </LinkButton>
        ) : null
      }
    >
      <div className="vx-earn">
        <p className="vx-earn-lead">{t('index.lead')}</p>
        <Totals signedIn={signedIn} />
        {body}
      </div>
    </PageFrame>
  );
}

export default function EarnPage() {
  return (
    <NamespaceFrame titleKey="profitIndex" testId="page-earn">
      <EarnContent />
    </NamespaceFrame>
  );
}
