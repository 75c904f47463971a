import { InfoCircleOutlined } from '@ant-design/icons';
import { LOAN_LIMIT_BANDS, type LoanLimit, type LoanProduct } from '@veritex/shared';
import { Alert, Button, Progress, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowLine } from '../../components/lists/PagedList';
import { isZero, percentOf } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { LoanCard, Percent, Usdt } from './parts';

/** The lowest score that sets a loan limit (the published bands). */
const FIRST_BAND = Math.min(...LOAN_LIMIT_BANDS.filter((band) => band.limitUsdt > 0).map((band) => band.minScore));

/** The user's credit limit (from the score's published bands): limit, used by open loans, still available. */
export function CreditLimitCard({ limit }: { limit: LoanLimit | null }) {
  const { t } = useTranslation('loans');
  const to = useTo();
  if (!limit) return null;
  const used = isZero(limit.limit) ? 0 : percentOf(limit.used, limit.limit);
  return (
    <LoanCard title={t('limit.title')} testId="loan-limit">
      <div className="vx-loan-limit">
        <div className="vx-loan-limit__score">
          <span className="vx-muted">{t('limit.score')}</span>
          <strong className="vx-num" data-testid="loan-limit-score" data-value={limit.score}>
            {limit.score}
          </strong>
        </div>
        <div className="vx-loan-limit__available">
          <span className="vx-muted">{t('limit.available')}</span>
          <Usdt value={limit.available} testId="loan-limit-available" className="vx-loan-limit__big" />
        </div>
      </div>
      <Progress percent={used} showInfo={false} size="small" className="vx-loan-limit__bar" />
      <dl className="vx-loan-limit__lines">
        <div>
          <dt>{t('limit.limit')}</dt>
          <dd>
            <Usdt value={limit.limit} testId="loan-limit-limit" />
          </dd>
        </div>
        <div>
          <dt>{t('limit.used')}</dt>
          <dd>
            <Usdt value={limit.used} testId="loan-limit-used" />
          </dd>
        </div>
      </dl>
      {isZero(limit.limit) ? (
        <Alert
          type="info"
          showIcon
          className="vx-loan-limit__none"
          title={t('limit.none', { score: limit.score, first: FIRST_BAND })}
          data-testid="loan-limit-none"
        />
      ) : null}
      <p className="vx-loan-note vx-muted">
        <InfoCircleOutlined /> {t('limit.how')}{' '}
        <Link to={to('/credit')} data-testid="loan-limit-credit">
          {t('limit.bandsLink')}
        </Link>
      </p>
    </LoanCard>
  );
}

/** "100 – 50,000 USDT" */
function AmountRange({ product }: { product: LoanProduct }) {
  return (
    <span className="vx-nowrap">
      <Usdt value={product.min_amount} asset="" /> – <Usdt value={product.max_amount} />
    </span>
  );
}

/** Loan products (spec §3): amount range, term, daily rate, late fee per day and who lends. */
export function ProductsCard({ products, onChoose }: { products: readonly LoanProduct[]; onChoose: (product: LoanProduct) => void }) {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const columns: TableColumnsType<LoanProduct> = [
    { key: 'term', title: t('product.term'), render: (_, product) => <strong>{t('product.days', { count: product.term_days })}</strong> },
    { key: 'amount', title: t('product.amount'), render: (_, product) => <AmountRange product={product} /> },
    { key: 'rate', title: t('product.dailyRate'), align: 'end', render: (_, product) => <Percent value={product.daily_rate_pct} /> },
    {
      key: 'late',
      title: t('product.lateFee'),
      align: 'end',
      render: (_, product) => (
        <span>
          <Percent value={product.late_fee_pct} /> <span className="vx-muted">{t('product.ofPrincipal')}</span>
        </span>
      ),
    },
    { key: 'lender', title: t('product.lender'), render: (_, product) => product.lender },
    {
      key: 'choose',
      align: 'end',
      render: (_, product) => (
        <Button size="small" onClick={() => onChoose(product)} data-testid={`loan-product-${product.id}-choose`}>
          {t('product.choose')}
        </Button>
      ),
    },
  ];
  return (
    <LoanCard title={t('product.title')} sub={t('product.sub')} testId="loan-products" flush={!phone}>
      {phone ? (
        <ul className="vx-mrows vx-loan-mrows">
          {products.map((product) => (
            <li key={product.id} className="vx-mrow" data-testid={`loan-product-${product.id}`}>
              <div className="vx-mrow__head">
                <strong>{t('product.days', { count: product.term_days })}</strong>
                <Button size="small" onClick={() => onChoose(product)} data-testid={`loan-product-${product.id}-choose`}>
                  {t('product.choose')}
                </Button>
              </div>
              <RowLine label={t('product.amount')}>
                <AmountRange product={product} />
              </RowLine>
              <RowLine label={t('product.dailyRate')}>
                <Percent value={product.daily_rate_pct} />
              </RowLine>
              <RowLine label={t('product.lateFee')}>
                <Percent value={product.late_fee_pct} />
              </RowLine>
              <RowLine label={t('product.lender')}>{product.lender}</RowLine>
            </li>
          ))}
        </ul>
      ) : (
        <Table<LoanProduct>
          className="vx-quiet-table"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={[...products]}
          pagination={false}
          onRow={(product) => ({ 'data-testid': `loan-product-${product.id}` }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </LoanCard>
  );
}
