import { LinkOutlined } from '@ant-design/icons';
import type { ChainDepositView, DepositAddressView } from '@veritex/shared';
import { Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChainDeposits, useDepositAddress, useLiveChainDeposits } from '../../api/chain';
import { useAssetOverview } from '../../api/funds';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { EmptyState, ErrorState } from '../States';
import { Amount } from './Amount';
import { DepositAddressCard, DepositStep, type DepositTerm } from './DepositAddressCard';
import { useLiveBalances } from './LiveBalances';

const STATE_COLOURS: Record<ChainDepositView['status'], string> = {
  seen: 'processing',
  credited: 'success',
  reorged: 'error',
  below_minimum: 'warning',
};

/** A transaction hash shortened for a list (the full one is the title and is copied whole). */
function shortHash(hash: string): string {
  return hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/** The user's own address: QR code, copy, and every term that binds the deposit (network, token, minimum, confirmations). */
function ChainAddressCard({ view }: { view: DepositAddressView }) {
  const { t } = useTranslation();
  // Ethereum by its name; any other chain (a test network) by its id, in the reader's language.
  const networkLabel = view.chain_id === 1 ? view.network : t('funds.chain.otherNetwork', { id: view.chain_id });
  const network = t('funds.chain.networkValue', { network: networkLabel, standard: view.standard });
  const terms: DepositTerm[] = [
    { key: 'network', label: t('funds.deposit.network'), value: network, className: 'vx-ltr', testId: 'chain-network' },
    {
      key: 'token',
      label: t('funds.chain.token'),
      value: (
        <>
          {view.asset} · <code>{view.token_contract}</code>
        </>
      ),
      className: 'vx-ltr vx-break',
      testId: 'chain-token',
    },
    { key: 'minimum', label: t('funds.deposit.minimum'), value: <Amount value={trim(view.min_amount)} asset={view.asset} testId="chain-minimum" /> },
    {
      key: 'confirmations',
      label: t('funds.chain.confirmations'),
      value: t('funds.chain.confirmationsValue', { n: view.confirmations }),
      className: 'vx-num',
      testId: 'chain-confirmations',
    },
  ];
  return (
    <DepositAddressCard
      idPrefix="chain"
      address={view.address}
      label={t('funds.chain.addressLabel', { asset: view.asset, network })}
      terms={terms}
      notice={t('funds.chain.notice', { asset: view.asset, network, n: view.confirmations })}
    />
  );
}

/** One transfer on its way: amount, confirmations counting up (live), its transaction. */
function ChainDepositRow({ deposit }: { deposit: ChainDepositView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = Math.min(deposit.confirmations, deposit.required_confirmations);
  return (
    <li className="vx-chaindep" data-testid="chain-deposit" data-status={deposit.status} data-confirmations={deposit.confirmations}>
      <div className="vx-chaindep__head">
        <Amount value={trim(deposit.amount)} asset={deposit.asset} className="vx-strong" />
        <Tag color={STATE_COLOURS[deposit.status]} variant="filled" data-testid="chain-deposit-state">
          {t(`funds.chain.states.${deposit.status}`)}
        </Tag>
      </div>
      {deposit.status === 'seen' || deposit.status === 'credited' ? (
        <div className="vx-chaindep__progress">
          <Progress
            percent={Math.round((done / deposit.required_confirmations) * 100)}
            showInfo={false}
            size="small"
            status={deposit.status === 'credited' ? 'success' : 'active'}
          />
          <span className="vx-num vx-nowrap" data-testid="chain-deposit-progress">
            {t('funds.chain.progress', { n: done, required: deposit.required_confirmations })}
          </span>
        </div>
      ) : null}
      <div className="vx-chaindep__line vx-muted">
        <span className="vx-ltr" title={deposit.tx_hash}>
          <LinkOutlined /> {shortHash(deposit.tx_hash)}
        </span>
        <span className="vx-num">{format.dateTime(deposit.seen_at)}</span>
      </div>
    </li>
  );
}

function PendingDeposits() {
  const { t } = useTranslation();
  const query = useChainDeposits({ open: false });
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  // The ones still confirming first, then the latest settled few.
  const items = [...query.data.items.filter((d) => d.status === 'seen'), ...query.data.items.filter((d) => d.status !== 'seen').slice(0, 5)];
  if (items.length === 0) return <EmptyState text={t('funds.chain.pendingEmpty')} testId="chain-deposits-empty" />;
  return (
    <ul className="vx-chaindeps" data-testid="chain-deposits">
      {items.map((deposit) => (
        <ChainDepositRow key={deposit.id} deposit={deposit} />
      ))}
    </ul>
  );
}

/** The exchange account's USDT, live: a credit shows here the moment it is posted. */
function ExchangeBalance({ asset }: { asset: string }) {
  const { t } = useTranslation();
  const overview = useAssetOverview();
  const row = overview.data?.accounts.find((account) => account.type === 'exchange')?.rows.find((candidate) => candidate.asset === asset);
  return (
    <div className="vx-chaindep__balance">
      <span className="vx-muted">{t('funds.chain.balance')}</span>
      {row ? <Amount value={row.available} asset={asset} className="vx-strong" testId="chain-balance" /> : <Skeleton.Input active size="small" />}
    </div>
  );
}

/**
 * Deposit in chain mode (/recharge): the user's own USDT (ERC-20) address with its terms, and the
 * transfers seen to it with their confirmations counting up over the live socket.
 */
export function ChainDepositPanel() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const address = useDepositAddress(true);
  useLiveBalances();
  useLiveChainDeposits();
  if (address.isPending) {
    return (
      <div className="vx-funds-card" aria-busy="true" data-testid="chain-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (address.isError) return <ErrorState error={address.error} onRetry={() => void address.refetch()} retrying={address.isFetching} />;
  return (
    <div className={phone ? 'vx-deposit vx-deposit--phone' : 'vx-deposit'} data-testid="chain-deposit-panel">
      <section className="vx-funds-card">
        <DepositStep number={1}>{t('funds.chain.step1')}</DepositStep>
        <ChainAddressCard view={address.data} />
      </section>
      <section className="vx-funds-card">
        <DepositStep number={2}>{t('funds.chain.step2')}</DepositStep>
        <p className="vx-funds-card__lead">{t('funds.chain.step2Text', { n: address.data.confirmations })}</p>
        <ExchangeBalance asset={address.data.asset} />
        <PendingDeposits />
      </section>
    </div>
  );
}
