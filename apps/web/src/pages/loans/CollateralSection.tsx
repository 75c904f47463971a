import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { CollateralTerms } from '@veritex/shared';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGates } from '../../api/kyc';
import { AssetBadge } from '../../components/funds/AssetBalances';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { BorrowForm } from './BorrowForm';
import { CollateralLoans } from './CollateralLoans';
import { GatesNotice, LoanCard, Percent, Terms, Usdt } from './parts';

type AssetTerm = CollateralTerms['assets'][number];

function PriceCell({ entry }: { entry: AssetTerm }) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  if (!entry.price) return <span className="vx-muted">{t('collateral.noPrice')}</span>;
  return (
    <span className="vx-stack vx-stack--end">
      <Usdt value={entry.price} testId={`collateral-price-${entry.asset}`} />
      {entry.price_at ? <span className="vx-muted vx-small">{t('collateral.priceAt', { time: format.clock(entry.price_at) })}</span> : null}
    </span>
  );
}

/** The settings of crypto-backed loans, valued from the reference feed, and the liquidation rule in plain words. */
function TermsCard({ terms }: { terms: CollateralTerms }) {
  const { t } = useTranslation('loans');
  const columns: TableColumnsType<AssetTerm> = [
    {
      key: 'asset',
      title: t('collateral.asset'),
      render: (_, entry) => (
        <span className="vx-asset-cell">
          <AssetBadge asset={entry.asset} />
          <span className="vx-ltr vx-strong">{entry.asset}</span>
        </span>
      ),
    },
    { key: 'price', title: t('collateral.price'), align: 'end', render: (_, entry) => <PriceCell entry={entry} /> },
  ];
  const words = {
    opening: trim(terms.opening_ltv_pct),
    margin: trim(terms.margin_call_ltv_pct),
    liquidation: trim(terms.liquidation_ltv_pct),
    fee: trim(terms.liquidation_fee_pct),
  };
  return (
    <LoanCard title={t('collateral.termsTitle')} sub={t('collateral.termsSub')} testId="collateral-terms">
      <Table<AssetTerm> className="vx-quiet-table" rowKey="asset" size="small" columns={columns} dataSource={terms.assets} pagination={false} />
      <Terms
        className="vx-loan-terms--spaced"
        testId="collateral-terms-list"
        rows={[
          { key: 'opening', label: t('collateral.opening'), value: <Percent value={terms.opening_ltv_pct} /> },
          { key: 'marginCall', label: t('collateral.marginCall'), value: <Percent value={terms.margin_call_ltv_pct} /> },
          { key: 'liquidation', label: t('collateral.liquidation'), value: <Percent value={terms.liquidation_ltv_pct} /> },
          { key: 'rate', label: t('collateral.dailyRate'), value: <Percent value={terms.daily_rate_pct} /> },
          { key: 'fee', label: t('collateral.liquidationFee'), value: <Percent value={terms.liquidation_fee_pct} /> },
        ]}
      />
      <div className="vx-loan-rule" data-testid="collateral-rule">
        <p>
          <WarningOutlined /> {t('collateral.ruleMarginCall', words)}
        </p>
        <p>
          <InfoCircleOutlined /> {t('collateral.ruleLiquidation', words)}
        </p>
        <p className="vx-muted">{t('collateral.ruleSource')}</p>
      </div>
    </LoanCard>
  );
}

/** Crypto-backed loans: the terms, the borrow form, the user's loans with their LTV and statements. */
export function CollateralSection({ terms }: { terms: CollateralTerms }) {
  const { t } = useTranslation('loans');
  const { phone } = useLayout();
  const gates = useGates();
  return (
    <div className="vx-loan-stack">
      <div className={phone ? 'vx-loan-top vx-loan-top--one vx-loan-top--borrow' : 'vx-loan-top vx-loan-top--borrow'}>
        <LoanCard title={t('borrow.title')} sub={t('borrow.sub')} testId="collateral-borrow">
          <GatesNotice missing={gates.data?.missing.collateral_loan ?? []} testId="collateral-gates" />
          <BorrowForm terms={terms} />
        </LoanCard>
        <TermsCard terms={terms} />
      </div>
      <CollateralLoans terms={terms} />
    </div>
  );
}
