import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import type { InstrumentView, Paged, PositionView } from '@veritex/shared';
import { App, Button, type ButtonProps, Checkbox, Popconfirm } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { contractCalls, invalidatePositions, POSITION_TABS, type PositionTab, usePositions } from '../../api/contract';
import { invalidateFunds } from '../../api/funds';
import { newRequestId } from '../../api/requestId';
import { useLayout } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { ListTabs, usePagesByTab } from '../lists/ListTabs';
import { listStateOf } from '../lists/PagedList';
import { PositionDetailDrawer } from './PositionDetailDrawer';
import { PositionTable } from './PositionTables';
import { useRefusalText } from './refusals';
import { ClosePositionModal, TpSlModal } from './TpSlModal';

/** One-click close of every open position (of one instrument, or all), after a confirmation. */
function CloseAllButton({ symbol, disabled }: { symbol?: string; disabled: boolean }) {
  const { t } = useTranslation('contract');
  const { phone } = useLayout();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  return (
    <Popconfirm
      title={symbol ? t('positions.closeAllSymbolConfirm', { symbol: symbol.replace(/_PERP$/, '').replace('_', '/') }) : t('positions.closeAllConfirm')}
      description={t('positions.closeAllNote')}
      okText={t('positions.closeAll')}
      cancelText={t('confirm.back')}
      okButtonProps={{ danger: true, 'data-testid': 'close-all-confirm' } as ButtonProps}
      disabled={disabled}
      onConfirm={async () => {
        try {
          const { closed, skipped } = await contractCalls.closeAllPositions(symbol, newRequestId());
          if (skipped > 0) void message.warning(t('positions.closedSkipped', { closed, skipped }));
          else void message.success(t('positions.closedAll', { closed }));
          invalidatePositions(queryClient);
          invalidateFunds(queryClient);
        } catch (error) {
          if (error instanceof ApiError) void message.warning(refusalText(error));
          else void message.error(t('web:common.networkError'));
        }
      }}
    >
      <Button size={phone ? 'middle' : 'small'} danger disabled={disabled} data-testid="close-all">
        {t('positions.closeAll')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The contract order tabs (spec §4): in transaction, pending, closed (incl. forced liquidation)
 * and cancelled, with paging; on the trade page optionally only the shown instrument. The lists
 * move by themselves: `positions` frames patch them each second and re-read them on a change.
 */
export const PositionTabs = memo(function PositionTabs({
  symbol,
  instruments,
  fullPage,
}: {
  /** The trade page's instrument (offered as a filter); none on the positions page. */
  symbol?: string;
  instruments: readonly InstrumentView[] | undefined;
  fullPage?: boolean;
}) {
  const { t } = useTranslation('contract');
  const { phone } = useLayout();
  const [tab, setTab] = useState<PositionTab>('open');
  const [onlyThis, setOnlyThis] = useState(false);
  const { pages, onPage, resetPages } = usePagesByTab(POSITION_TABS);
  const [editing, setEditing] = useState<PositionView>();
  const [closing, setClosing] = useState<PositionView>();
  const [detailId, setDetailId] = useState<string>();
  const filterSymbol = symbol && onlyThis ? symbol : undefined;
  const limit = SETTINGS.ordersPageSize;
  // The open and pending counts show on their tabs, so those two are always read.
  const open = usePositions({ tab: 'open', symbol: filterSymbol, page: pages.open, limit });
  const pending = usePositions({ tab: 'pending', symbol: filterSymbol, page: pages.pending, limit });
  const closed = usePositions({ tab: 'closed', symbol: filterSymbol, page: pages.closed, limit }, tab === 'closed');
  const cancelled = usePositions({ tab: 'cancelled', symbol: filterSymbol, page: pages.cancelled, limit }, tab === 'cancelled');
  const queries: Record<PositionTab, UseQueryResult<Paged<PositionView>>> = { open, pending, closed, cancelled };
  const instrumentOf = (code: string) => instruments?.find((instrument) => instrument.symbol === code);
  const openCount = open.data?.total ?? 0;
  const pendingCount = pending.data?.total ?? 0;
  const actions = { onEditTargets: setEditing, onClose: setClosing, onDetails: (position: PositionView) => setDetailId(position.id) };
  // The dialogs show the row as it is now (live prices), not as it was when opened.
  const latest = (position: PositionView) => [...(open.data?.list ?? []), ...(pending.data?.list ?? [])].find((row) => row.id === position.id) ?? position;
  const empties: Record<PositionTab, string> = {
    open: t('positions.emptyOpen'),
    pending: t('positions.emptyPending'),
    closed: t('positions.emptyClosed'),
    cancelled: t('positions.emptyCancelled'),
  };
  const labels: Record<PositionTab, string> = {
    open: openCount > 0 ? t('tabs.openCount', { count: openCount }) : t('tabs.open'),
    pending: pendingCount > 0 ? t('tabs.pendingCount', { count: pendingCount }) : t('tabs.pending'),
    closed: t('tabs.closed'),
    cancelled: t('tabs.cancelled'),
  };

  const extra = (
    <span className="vx-order-tabs__extra">
      {symbol ? (
        <Checkbox
          checked={onlyThis}
          onChange={(event) => {
            setOnlyThis(event.target.checked);
            resetPages();
          }}
          data-testid="positions-this-instrument"
        >
          {t('positions.onlyThis')}
        </Checkbox>
      ) : null}
      {tab === 'open' ? <CloseAllButton symbol={filterSymbol} disabled={openCount === 0} /> : null}
    </span>
  );

  return (
    <ListTabs
      className={fullPage ? 'vx-order-tabs vx-cposition-tabs vx-cposition-tabs--page' : 'vx-order-tabs vx-deal-card vx-cposition-tabs'}
      testId="position-tabs"
      active={tab}
      onChange={setTab}
      size={fullPage ? 'middle' : 'small'}
      extra={extra}
      tabs={POSITION_TABS.map((key) => ({
        key,
        label: labels[key],
        testId: `positions-tab-${key}`,
        content: (
          <PositionTable
            tab={key}
            state={listStateOf(queries[key], { page: pages[key], onPage: onPage(key), empty: empties[key] })}
            instrumentOf={instrumentOf}
            actions={actions}
            showTrade={fullPage}
          />
        ),
      }))}
    >
      {editing ? (
        <TpSlModal key={editing.id} position={latest(editing)} instrument={instrumentOf(editing.symbol)} phone={phone} onClose={() => setEditing(undefined)} />
      ) : null}
      <PositionDetailDrawer positionId={detailId} instrumentOf={instrumentOf} onClose={() => setDetailId(undefined)} />
      {closing ? (
        <ClosePositionModal
          key={closing.id}
          position={latest(closing)}
          instrument={instrumentOf(closing.symbol)}
          phone={phone}
          onClose={() => setClosing(undefined)}
        />
      ) : null}
    </ListTabs>
  );
});
