import { Button, Checkbox, Segmented, Skeleton, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDepositChannels, useWithdrawRules } from '../../api/funds';
import type { AccountType, AssetAccount, AssetOverview, AssetRow } from '../../api/types';
import { useDemoMode } from '../../demo/demoApi';
import { useFormat } from '../../i18n/format';
import { isZero } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';
import { CoinIcon } from '../coin/CoinIcon';
import { Amount } from './Amount';

export type FundsAction = 'deposit' | 'withdraw' | 'transfer';

/** Accounts users cannot transfer out of, and the page that governs each. */
const OWN_PAGES: Partial<Record<AssetAccount['type'], { path: string; titleKey: string }>> = {
  earn: { path: '/profit_wdtg', titleKey: 'profitMine' },
  locked: { path: '/subscriptionList', titleKey: 'subscriptionList' },
  commission: { path: '/mypromotion', titleKey: 'mypromotion' },
  p2p_reserve: { path: '/kjmbSelect', titleKey: 'kjmbSelect' },
  p2p_escrow: { path: '/kjmbSelect', titleKey: 'kjmbSelect' },
  merchant_deposit: { path: '/kjmbSelect', titleKey: 'kjmbSelect' },
};

/** A coin's badge in the asset lists: its icon (components/coin). */
export function AssetBadge({ asset }: { asset: string }) {
  return <CoinIcon asset={asset} size="md" />;
}

function AssetCell({ row }: { row: AssetRow }) {
  return (
    <span className="vx-asset-cell">
      <AssetBadge asset={row.asset} />
      <span className="vx-asset-cell__text">
        <span className="vx-asset-cell__code vx-ltr">{row.asset}</span>
        <span className="vx-asset-cell__name">{row.name}</span>
      </span>
    </span>
  );
}

/** The grand total in USDT, each account's total (the three types and earn), and the main actions. */
export function AssetSummary({ overview, live, onAction }: { overview: AssetOverview | undefined; live: ReactNode; onAction: (action: FundsAction) => void }) {
  const { t } = useTranslation();
  const demo = useDemoMode();
  const { phone } = useLayout();
  const format = useFormat();
  return (
    <section className={phone ? 'vx-funds-hero vx-funds-hero--phone' : 'vx-funds-hero'} data-testid="asset-summary">
      <div className="vx-funds-hero__main">
        <div className="vx-funds-hero__label">
          <span>{t('funds.asset.total')}</span>
          {live}
        </div>
        {overview ? (
          <div className="vx-funds-hero__total" data-testid="asset-total" data-value={overview.total_usdt} title={`${overview.total_usdt} USDT`}>
            <span className="vx-num vx-ltr">{format.amount(overview.total_usdt, 2)}</span>
            <span className="vx-funds-hero__unit">USDT</span>
          </div>
        ) : (
          <Skeleton.Input active size="large" className="vx-funds-hero__skeleton" />
        )}
        <div className="vx-funds-hero__accounts">
          {(overview?.accounts ?? []).map((account) => (
            <div key={account.type} className="vx-funds-hero__account" data-testid={`asset-account-total-${account.type}`} data-value={account.total_usdt}>
              <span className="vx-muted">{t(`funds.accounts.${account.type}`)}</span>
              <span className="vx-num vx-ltr vx-strong">{format.amount(account.total_usdt, 2)} USDT</span>
            </div>
          ))}
        </div>
      </div>
      <div className="vx-funds-hero__actions">
        {/* Demo money never enters or leaves the demo account: it only moves between its own accounts. */}
        {demo ? null : (
          <>
            <Button type="primary" size={phone ? 'middle' : 'large'} onClick={() => onAction('deposit')} data-testid="asset-action-deposit">
              {t('funds.tabs.deposit')}
            </Button>
            <Button size={phone ? 'middle' : 'large'} onClick={() => onAction('withdraw')} data-testid="asset-action-withdraw">
              {t('funds.tabs.withdraw')}
            </Button>
          </>
        )}
        <Button type={demo ? 'primary' : 'default'} size={phone ? 'middle' : 'large'} onClick={() => onAction('transfer')} data-testid="asset-action-transfer">
          {t('funds.tabs.transfer')}
        </Button>
      </div>
    </section>
  );
}

function rowTestAttributes(type: string, row: AssetRow): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': `asset-row-${type}-${row.asset}`,
    'data-available': row.available,
    'data-frozen': row.frozen,
  } as HTMLAttributes<HTMLElement>;
}

/** One account type: its total and a row per asset (currency, available, frozen, value in USDT). */
function AccountSection({
  account,
  hideZero,
  onAction,
  depositable,
  withdrawable,
  hidden = false,
}: {
  account: AssetAccount;
  /** Phone layout: only the chosen account is shown; the others stay in the page, hidden. */
  hidden?: boolean;
  hideZero: boolean;
  onAction: (action: FundsAction, params: { from?: string; asset?: string }) => void;
  depositable: ReadonlySet<string>;
  withdrawable: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const format = useFormat();
  const rows = hideZero ? account.rows.filter((row) => !isZero(row.available) || !isZero(row.frozen)) : account.rows;
  const spot = account.type === 'exchange';
  const to = useTo();

  // Custody, locked coins and pending commissions leave only by their own rules, never by a
  // transfer: those accounts link to where the rules are.
  const ownPage = OWN_PAGES[account.type];
  const actions = (row: AssetRow) =>
    ownPage ? (
      <span className="vx-row-actions">
        <Link to={to(ownPage.path)} data-testid={`asset-${account.type}-page`}>
          {t(`routes.${ownPage.titleKey}`)}
        </Link>
      </span>
    ) : (
      <span className="vx-row-actions">
        {spot && depositable.has(row.asset) ? (
          <Button type="link" size="small" onClick={() => onAction('deposit', { asset: row.asset })}>
            {t('funds.tabs.deposit')}
          </Button>
        ) : null}
        {spot && withdrawable.has(row.asset) ? (
          <Button type="link" size="small" onClick={() => onAction('withdraw', { asset: row.asset })}>
            {t('funds.tabs.withdraw')}
          </Button>
        ) : null}
        <Button type="link" size="small" onClick={() => onAction('transfer', { from: account.type, asset: row.asset })}>
          {t('funds.tabs.transfer')}
        </Button>
      </span>
    );

  let body: ReactNode;
  if (rows.length === 0) {
    body = <p className="vx-funds-card__empty">{t('funds.asset.allZero')}</p>;
  } else if (phone) {
    body = (
      <ul className="vx-mrows">
        {rows.map((row) => (
          <li key={row.asset} className="vx-mrow vx-mrow--asset" {...rowTestAttributes(account.type, row)}>
            <div className="vx-mrow__head">
              <AssetCell row={row} />
              <span className="vx-mrow__value">
                <Amount value={row.available} decimals={row.display_scale} coin={row.asset} className="vx-strong" />
                <span className="vx-muted vx-num vx-ltr vx-small">≈ {format.amount(row.value_usdt, 2)} USDT</span>
              </span>
            </div>
            {isZero(row.frozen) ? null : (
              <div className="vx-mrow__line">
                <span className="vx-muted">{t('funds.asset.frozen')}</span>
                <Amount value={row.frozen} decimals={row.display_scale} coin={row.asset} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<AssetRow> = [
      { key: 'asset', title: t('funds.asset.currency'), width: '22%', render: (_, row) => <AssetCell row={row} /> },
      {
        key: 'available',
        title: t('funds.asset.available'),
        width: '20%',
        align: 'end',
        render: (_, row) => <Amount value={row.available} decimals={row.display_scale} coin={row.asset} />,
      },
      {
        key: 'frozen',
        title: t('funds.asset.frozen'),
        width: '20%',
        align: 'end',
        render: (_, row) => <Amount value={row.frozen} decimals={row.display_scale} coin={row.asset} />,
      },
      {
        key: 'value',
        title: t('funds.asset.value'),
        width: '16%',
        align: 'end',
        render: (_, row) => <span className="vx-num vx-ltr">{format.amount(row.value_usdt, 2)}</span>,
      },
      { key: 'action', title: t('funds.common.action'), width: '22%', align: 'end', render: (_, row) => actions(row) },
    ];
    body = (
      <Table<AssetRow>
        className="vx-quiet-table vx-asset-table"
        rowKey="asset"
        size="small"
        tableLayout="fixed"
        columns={columns}
        dataSource={rows}
        pagination={false}
        onRow={(row) => rowTestAttributes(account.type, row)}
      />
    );
  }

  return (
    <section
      className="vx-funds-card vx-funds-card--flush vx-account"
      data-testid={`asset-account-${account.type}`}
      data-total={account.total_usdt}
      hidden={hidden}
      aria-hidden={hidden || undefined}
    >
      <header className="vx-funds-card__head">
        <div>
          <h3 className="vx-funds-card__title">{t(`funds.accounts.${account.type}`)}</h3>
          <p className="vx-card__sub">{t(`funds.accounts.${account.type}Hint`)}</p>
        </div>
        <div className="vx-account__total">
          <span className="vx-muted">{t('funds.asset.accountTotal')}</span>
          <span className="vx-num vx-ltr vx-strong">{format.amount(account.total_usdt, 2)} USDT</span>
        </div>
      </header>
      {body}
    </section>
  );
}

/**
 * Whether zero balances are hidden: yes by default (a list of "0.00" rows hides what the user
 * owns), remembered per browser once the user chooses.
 */
export function useHideZeroBalances(): [boolean, (hide: boolean) => void] {
  const [hide, setHide] = useState(() => storage.get(STORAGE_KEYS.showZeroBalances) !== '1');
  const choose = useCallback((next: boolean) => {
    setHide(next);
    storage.set(STORAGE_KEYS.showZeroBalances, next ? '0' : '1');
  }, []);
  return [hide, choose];
}

/** Every account type with its rows; zero balances are hidden unless the user shows them. */
export function AccountBalances({
  overview,
  onAction,
}: {
  overview: AssetOverview;
  onAction: (action: FundsAction, params: { from?: string; asset?: string }) => void;
}) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const format = useFormat();
  const [hideZero, setHideZero] = useHideZeroBalances();
  const [shown, setShown] = useState<AccountType>('exchange');
  const channels = useDepositChannels();
  const rules = useWithdrawRules();
  const depositable = new Set((channels.data?.channels ?? []).map((channel) => channel.asset));
  const withdrawable = new Set((rules.data?.allowed ?? []).map((entry) => entry.asset));
  return (
    <div className="vx-accounts" data-testid="asset-accounts">
      <div className="vx-accounts__bar">
        {phone ? (
          <Segmented
            block
            value={shown}
            onChange={(value) => setShown(value as AccountType)}
            options={overview.accounts.map((account) => ({
              value: account.type,
              label: (
                <span className="vx-account-switch" data-testid={`asset-switch-${account.type}`}>
                  <span>{t(`funds.accounts.${account.type}Short`)}</span>
                  <span className="vx-num vx-ltr vx-small vx-muted">{format.amount(account.total_usdt, 2)}</span>
                </span>
              ),
            }))}
            className="vx-accounts__switch"
          />
        ) : null}
        <Checkbox checked={!hideZero} onChange={(event) => setHideZero(!event.target.checked)} data-testid="asset-show-zero">
          {t('funds.asset.showZero')}
        </Checkbox>
      </div>
      {overview.accounts.map((account) => (
        <AccountSection
          key={account.type}
          account={account}
          hideZero={hideZero}
          onAction={onAction}
          depositable={depositable}
          withdrawable={withdrawable}
          hidden={phone && account.type !== shown}
        />
      ))}
    </div>
  );
}
