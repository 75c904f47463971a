import { InfoCircleOutlined, LinkOutlined } from '@ant-design/icons';
import type { ChainDepositView, DepositAddressView } from '@veritex/shared';
import { Progress, Skeleton, Tag } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useChainDeposits, useDepositAddress, useLiveChainDeposits } from '../../api/chain';
import { useAssetOverview } from '../../api/funds';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { QR_COLOURS } from '../../theme/palette';
import { EmptyState, ErrorState } from '../States';
import { Amount } from './Amount';
import { CopyButton } from './DepositPanel';
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
  return (
    <div className="vx-depaddr" data-testid="chain-address-card">
      <div className="vx-depaddr__body">
        <div className="vx-depaddr__qr">
          <QRCodeSVG
            value={view.address}
            size={148}
            marginSize={1}
            fgColor={QR_COLOURS.foreground}
            bgColor={QR_COLOURS.background}
            title={t('funds.deposit.qrTitle')}
          />
        </div>
        <div className="vx-depaddr__text">
          <span className="vx-depaddr__label">{t('funds.chain.addressLabel', { asset: view.asset, network })}</span>
          <code className="vx-depaddr__address vx-ltr" data-testid="chain-address">
            {view.address}
          </code>
          <div className="vx-depaddr__actions">
            <CopyButton text={view.address} testId="chain-address-copy" />
          </div>
          <dl className="vx-kv vx-kv--compact">
            <div>
              <dt>{t('funds.deposit.network')}</dt>
              <dd className="vx-ltr" data-testid="chain-network">
                {network}
              </dd>
            </div>
            <div>
              <dt>{t('funds.chain.token')}</dt>
              <dd className="vx-ltr vx-break" data-testid="chain-token">
                {view.asset} · <code>{view.token_contract}</code>
              </dd>
            </div>
            <div>
              <dt>{t('funds.deposit.minimum')}</dt>
              <dd>
                <Amount value={trim(view.min_amount)} asset={view.asset} testId="chain-minimum" />
              </dd>
            </div>
            <div>
              <dt>{t('funds.chain.confirmations')}</dt>
              <dd className="vx-num" data-testid="chain-confirmations">
                {t('funds.chain.confirmationsValue', { n: view.confirmations })}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="vx-depaddr__notice" data-testid="chain-notice">
        <InfoCircleOutlined /> <span>{t('funds.chain.notice', { asset: view.asset, network, n: view.confirmations })}</span>
      </p>
    </div>
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
        <h3 className="vx-step">
          <span className="vx-step__no">1</span>
          {t('funds.chain.step1')}
        </h3>
        <ChainAddressCard view={address.data} />
      </section>
      <section className="vx-funds-card">
        <h3 className="vx-step">
          <span className="vx-step__no">2</span>
          {t('funds.chain.step2')}
        </h3>
        <p className="vx-funds-card__lead">{t('funds.chain.step2Text', { n: address.data.confirmations })}</p>
        <ExchangeBalance asset={address.data.asset} />
        <PendingDeposits />
      </section>
    </div>
  );
}
