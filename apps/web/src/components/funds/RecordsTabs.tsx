import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDemoMode } from '../../demo/demoApi';
import { useTo } from '../../router/layout-context';
import { DealLog } from './DealLog';
import { DepositRecords, WithdrawalRecords } from './records';

const KINDS = ['deposits', 'withdrawals', 'log'] as const;
type RecordsKind = (typeof KINDS)[number];

const FULL_PAGE: Record<RecordsKind, string> = { deposits: '/cbjl', withdrawals: '/tbjl', log: '/deallog' };

/** The Records tab of /asset: deposits, withdrawals and the account log, each also a page of the user centre. */
export function RecordsTabs({ active, onChange }: { active: string | null; onChange: (kind: RecordsKind) => void }) {
  const { t } = useTranslation();
  const to = useTo();
  // A demo account has no deposits or withdrawals: its records are the account log.
  const kinds: readonly RecordsKind[] = useDemoMode() ? ['log'] : KINDS;
  const kind: RecordsKind = kinds.includes(active as RecordsKind) ? (active as RecordsKind) : (kinds[0] ?? 'log');
  return (
    <section className="vx-funds-card" data-testid="records-tabs">
      <div className="vx-records__bar">
        <Segmented
          value={kind}
          onChange={(value) => onChange(value as RecordsKind)}
          options={kinds.map((value) => ({ value, label: <span data-testid={`records-tab-${value}`}>{t(`funds.records.kinds.${value}`)}</span> }))}
        />
        <Link to={to(FULL_PAGE[kind])} className="vx-more" data-testid="records-full-page">
          {t('funds.records.openPage')}
        </Link>
      </div>
      {kind === 'deposits' ? <DepositRecords /> : kind === 'withdrawals' ? <WithdrawalRecords /> : <DealLog />}
    </section>
  );
}
