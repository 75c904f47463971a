import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { P2pMyAd, P2pRules } from '@veritex/shared';
import { App, Button, type TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useRequestIds } from '../../../api/requestId';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../../components/form/submit';
import { type ListState, PagedRows, PagedTable, RowLine } from '../../../components/lists/PagedList';
import { useFormat } from '../../../i18n/format';
import { isZero } from '../../../lib/decimal';
import { useLayout } from '../../../router/layout-context';
import { invalidateP2pOrder, P2P_KEYS, p2pCalls, useMyAds } from '../p2pApi';
import { AdEditor } from './AdEditor';
import { AdSideTag, AdStatusTag, Fiat, MerchantCard, MerchantDialog, MethodTags, Usdt } from './parts';
import { type UsdtBalances, WalletStrip } from './WalletStrip';

export const MY_ADS_PAGE_SIZE = 10;

function PriceCell({ ad }: { ad: P2pMyAd }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  return (
    <span className="vx-stack">
      <strong>
        <Fiat value={ad.price} fiat={ad.fiat} testId="ad-price" />
      </strong>
      <span className="vx-muted vx-small" data-testid="ad-price-type" data-type={ad.price_type}>
        {ad.price_type === 'floating' && ad.margin_pct
          ? t('ads.floatingAt', { margin: `${format.fixed(ad.margin_pct, 2)}\u00a0%` })
          : t(`ads.priceType.${ad.price_type}`)}
      </span>
    </span>
  );
}

function LimitsCell({ ad }: { ad: P2pMyAd }) {
  const { t } = useTranslation('p2p');
  const capped = ad.max_fiat !== ad.max_fiat_entered;
  return (
    <span className="vx-stack">
      <span className="vx-nowrap" data-testid="ad-limits">
        <Fiat value={ad.min_fiat} /> – <Fiat value={ad.max_fiat_entered} fiat={ad.fiat} />
      </span>
      {capped ? (
        <span className="vx-muted vx-small">
          {t('ads.cappedAt')} <Fiat value={ad.max_fiat} fiat={ad.fiat} />
        </span>
      ) : null}
    </span>
  );
}

function InOrdersCell({ ad }: { ad: P2pMyAd }) {
  const { t } = useTranslation('p2p');
  return (
    <span className="vx-stack vx-stack--end">
      <Usdt value={ad.in_orders} testId="ad-in-orders" />
      {ad.open_orders > 0 ? <span className="vx-muted vx-small">{t('ads.openOrders', { count: ad.open_orders })}</span> : null}
    </span>
  );
}

function StatusCell({ ad }: { ad: P2pMyAd }) {
  const { t } = useTranslation('p2p');
  return (
    <div className="vx-status-cell">
      <AdStatusTag status={ad.status} />
      {ad.status === 'suspended' ? (
        <span className="vx-reason" data-testid="ad-suspended-reason">
          {t('ads.suspendedBy', { reason: ad.suspended_reason ?? '' })}
        </span>
      ) : null}
    </div>
  );
}

interface AdActions {
  edit: (ad: P2pMyAd) => void;
  toggle: (ad: P2pMyAd) => void;
  close: (ad: P2pMyAd) => void;
  /** The ad whose status change is running. */
  switching: string | null;
}

function ActionsCell({ ad, actions }: { ad: P2pMyAd; actions: AdActions }) {
  const { t } = useTranslation('p2p');
  if (ad.status === 'closed') return <span className="vx-muted">—</span>;
  const online = ad.status === 'online';
  return (
    <span className="vx-mc-actions">
      <Button size="small" type="link" icon={<EditOutlined />} onClick={() => actions.edit(ad)} data-testid="ad-edit">
        {t('ads.action.edit')}
      </Button>
      <Button
        size="small"
        type="link"
        onClick={() => actions.toggle(ad)}
        loading={actions.switching === ad.id}
        disabled={ad.status === 'suspended'}
        data-testid={online ? 'ad-offline' : 'ad-online'}
      >
        {online ? t('ads.action.offline') : t('ads.action.online')}
      </Button>
      <Button size="small" type="link" danger onClick={() => actions.close(ad)} data-testid="ad-close">
        {t('ads.action.close')}
      </Button>
    </span>
  );
}

function useColumns(actions: AdActions): TableColumnsType<P2pMyAd> {
  const { t } = useTranslation('p2p');
  return [
    {
      key: 'side',
      title: `${t('ads.col.side')} / ${t('ads.col.status')}`,
      render: (_, ad) => (
        <div className="vx-mc-stackcell">
          <AdSideTag side={ad.side} />
          <StatusCell ad={ad} />
        </div>
      ),
    },
    { key: 'price', title: t('ads.col.price'), align: 'end', render: (_, ad) => <PriceCell ad={ad} /> },
    { key: 'available', title: t('ads.col.available'), align: 'end', render: (_, ad) => <Usdt value={ad.available} testId="ad-available" /> },
    { key: 'inOrders', title: t('ads.col.inOrders'), align: 'end', render: (_, ad) => <InOrdersCell ad={ad} /> },
    { key: 'limits', title: t('ads.col.limits'), render: (_, ad) => <LimitsCell ad={ad} /> },
    {
      key: 'methods',
      title: t('ads.col.methods'),
      render: (_, ad) => (
        <div className="vx-mc-stackcell vx-mc-stackcell--wrap">
          <MethodTags methods={ad.methods} />
          <span className="vx-nowrap vx-muted vx-small">
            {t('ads.col.window')}: {t('ads.minutes', { count: ad.window_minutes })}
          </span>
        </div>
      ),
    },
    // Kept in view while the rest scrolls: the card is narrower than every column at once.
    { key: 'actions', title: t('ads.col.actions'), align: 'end', fixed: 'end', render: (_, ad) => <ActionsCell ad={ad} actions={actions} /> },
  ];
}

function AdCard({ ad, actions }: { ad: P2pMyAd; actions: AdActions }) {
  const { t } = useTranslation('p2p');
  return (
    <li className="vx-mrow vx-mc-adcard" data-testid={`ad-row-${ad.id}`} data-status={ad.status} data-side={ad.side}>
      <div className="vx-mrow__head">
        <span className="vx-mc-adcard__title">
          <AdSideTag side={ad.side} /> <span className="vx-ltr">USDT / {ad.fiat}</span>
        </span>
        <StatusCell ad={ad} />
      </div>
      <RowLine label={t('ads.col.price')}>
        <PriceCell ad={ad} />
      </RowLine>
      <RowLine label={t('ads.col.available')}>
        <Usdt value={ad.available} testId="ad-available" />
      </RowLine>
      <RowLine label={t('ads.col.inOrders')}>
        <InOrdersCell ad={ad} />
      </RowLine>
      <RowLine label={t('ads.col.limits')}>
        <LimitsCell ad={ad} />
      </RowLine>
      <RowLine label={t('ads.col.methods')}>
        <MethodTags methods={ad.methods} />
      </RowLine>
      <RowLine label={t('ads.col.window')}>{t('ads.minutes', { count: ad.window_minutes })}</RowLine>
      <div className="vx-mrow__actions">
        <ActionsCell ad={ad} actions={actions} />
      </div>
    </li>
  );
}

/** Close an ad (web/p2pSetAdStatus closed), confirmed with what returns; the server's refusal (open orders) shown in the dialog. */
function CloseDialog({ ad, onClose }: { ad: P2pMyAd | null; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = (target: P2pMyAd) =>
    run(async () => {
      setRefusal(null);
      try {
        await p2pCalls.setAdStatus(target.id, 'closed', requestIds.take({ close: target.id }));
        requestIds.settle();
        void queryClient.invalidateQueries({ queryKey: P2P_KEYS.myAds });
        invalidateP2pOrder(queryClient);
        close();
      } catch (error) {
        const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  const returns = ad && ad.side === 'sell' && !isZero(ad.available);
  return (
    <MerchantDialog open={ad !== null} onClose={close} busy={busy} title={t('ads.closeDialog.title')} testId="ad-close-dialog">
      <p className="vx-mc-dialog__text">{t('ads.closeDialog.text')}</p>
      {ad && returns ? (
        <p className="vx-mc-dialog__text" data-testid="ad-close-returns">
          {t('ads.closeDialog.returns')} <Usdt value={ad.available} />
        </p>
      ) : null}
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <div className="vx-mc-dialog__actions">
        <Button onClick={close} disabled={busy} data-testid="ad-close-cancel">
          {t('ads.closeDialog.keep')}
        </Button>
        <Button type="primary" danger loading={busy} onClick={() => ad && void confirm(ad)} data-testid="ad-close-confirm">
          {returns ? t('ads.closeDialog.confirmReturn') : t('ads.closeDialog.confirm')}
        </Button>
      </div>
    </MerchantDialog>
  );
}

/** Online ⇄ offline at a press; a refusal (a suspended ad, an ad without receiving details) toasts the server's words. */
function useToggle() {
  const { t } = useTranslation('p2p');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { run } = useSubmitGuard();
  const [switching, setSwitching] = useState<string | null>(null);
  const toggle = (ad: P2pMyAd) =>
    run(async () => {
      const status = ad.status === 'online' ? 'offline' : 'online';
      setSwitching(ad.id);
      try {
        await p2pCalls.setAdStatus(ad.id, status, requestIds.take({ id: ad.id, status }));
        requestIds.settle();
        void message.success(status === 'online' ? t('ads.nowOnline') : t('ads.nowOffline'));
      } catch (error) {
        if (error instanceof ApiError) {
          requestIds.settle();
          void message.error(error.msg || t('errors:request_error'));
        } else handleSubmitError(undefined, error, t('web:common.networkError'));
      } finally {
        setSwitching(null);
        void queryClient.invalidateQueries({ queryKey: P2P_KEYS.myAds });
      }
    });
  return { toggle, switching };
}

/** An approved merchant's ads (web/p2pMyAds, every status): a table on the desktop, cards on the phone; post, edit, online/offline, close. */
export function MyAds({ rules, balances }: { rules: P2pRules; balances: UsdtBalances }) {
  const { t } = useTranslation('p2p');
  const { message } = App.useApp();
  const { phone } = useLayout();
  const [page, setPage] = useState(1);
  const query = useMyAds(page, MY_ADS_PAGE_SIZE);
  const [editing, setEditing] = useState<{ ad?: P2pMyAd } | null>(null);
  const [closing, setClosing] = useState<P2pMyAd | null>(null);
  const { toggle, switching } = useToggle();
  const actions: AdActions = { edit: (ad) => setEditing({ ad }), toggle: (ad) => void toggle(ad), close: setClosing, switching };
  const columns = useColumns(actions);
  const post = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="ad-new">
      {t('ads.new')}
    </Button>
  );
  const state: ListState<P2pMyAd> = {
    rows: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize: MY_ADS_PAGE_SIZE,
    onPage: setPage,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty: t('ads.empty'),
    emptyAction: post,
  };
  return (
    <MerchantCard title={t('ads.title')} sub={t('ads.sub')} extra={state.rows.length ? post : null} testId="merchant-ads" flush>
      <WalletStrip balances={balances} />
      {phone ? (
        <PagedRows state={state} testId="merchant-ads-list" renderRow={(ad) => <AdCard key={ad.id} ad={ad} actions={actions} />} />
      ) : (
        <PagedTable
          state={state}
          testId="merchant-ads-list"
          columns={columns}
          className="vx-mc-table"
          rowClassName={(ad) => (ad.status === 'closed' ? 'vx-mc-row-closed' : '')}
          onRow={(ad) => ({ 'data-testid': `ad-row-${ad.id}`, 'data-status': ad.status, 'data-side': ad.side }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <AdEditor
        open={editing !== null}
        ad={editing?.ad}
        rules={rules}
        exchangeAvailable={balances.exchange}
        onClose={() => setEditing(null)}
        onSaved={(ad) => {
          setEditing(null);
          void message.success(editing?.ad ? t('ads.saved') : t('ads.posted', { id: ad.id }));
        }}
      />
      <CloseDialog ad={closing} onClose={() => setClosing(null)} />
    </MerchantCard>
  );
}
