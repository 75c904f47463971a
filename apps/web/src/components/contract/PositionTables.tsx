import { EditOutlined } from '@ant-design/icons';
import type { InstrumentView, PositionView } from '@veritex/shared';
import { App, Button, Popconfirm, type TableColumnsType, Tag } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { contractCalls, type PositionTab } from '../../api/contract';
import { newRequestId } from '../../api/requestId';
import { useFormat } from '../../i18n/format';
import { isDecimal } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { LinkButton } from '../LinkButton';
import { type ListState, PagedRows, PagedTable, RowLine } from '../lists/PagedList';
import { TickStamp } from '../provenance';
import { InstrumentPair, Money, Num, SideLabel, symbolPair } from './labels';
import { useRefusalText } from './refusals';

export interface PositionActions {
  onEditTargets: (position: PositionView) => void;
  onClose: (position: PositionView) => void;
  /** Opens the position's detail: its entry and close ticks and its carry charges. */
  onDetails: (position: PositionView) => void;
}

interface Field {
  key: string;
  title: ReactNode;
  /** Numbers align to the end. */
  numeric?: boolean;
  render: (position: PositionView) => ReactNode;
}

function rowProps(position: PositionView): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': 'position-row',
    'data-id': position.id,
    'data-status': position.status,
    'data-side': position.side,
    'data-symbol': position.symbol,
    'data-reason': position.close_reason ?? undefined,
  } as HTMLAttributes<HTMLElement>;
}

/** Why a position closed; a liquidation is marked as forced. */
export function CloseReasonTag({ position }: { position: PositionView }) {
  const { t } = useTranslation('contract');
  if (!position.close_reason) return <span className="vx-muted">—</span>;
  const colour =
    position.close_reason === 'liquidation'
      ? 'error'
      : position.close_reason === 'take_profit'
        ? 'success'
        : position.close_reason === 'stop_loss'
          ? 'warning'
          : 'default';
  return (
    <Tag color={colour} variant="filled" data-testid="close-reason" data-reason={position.close_reason}>
      {t(`reasons.${position.close_reason}`)}
    </Tag>
  );
}

function CancelPendingButton({ position }: { position: PositionView }) {
  const { t } = useTranslation('contract');
  const { phone } = useLayout();
  const { message } = App.useApp();
  const refusalText = useRefusalText();
  return (
    <Popconfirm
      title={t('positions.cancelConfirm')}
      okText={t('positions.cancel')}
      cancelText={t('confirm.back')}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await contractCalls.cancelPosition(position.id, newRequestId());
          void message.success(t('positions.cancelled'));
        } catch (error) {
          if (error instanceof ApiError) void message.warning(refusalText(error));
          else void message.error(t('web:common.networkError'));
        }
      }}
    >
      <Button size={phone ? 'middle' : 'small'} type="link" danger data-testid="position-cancel">
        {t('positions.cancel')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The position lists of the four tabs (spec §4): in transaction (live P&L, margin ratio,
 * liquidation price, TP/SL with edit, close), pending limit entries (cancel), closed (with the
 * reason, liquidations marked forced, realised P&L, fees and carry paid) and cancelled. A table on
 * the desktop, cards on the phone.
 */
export function PositionTable({
  tab,
  state,
  instrumentOf,
  actions,
  showTrade,
}: {
  tab: PositionTab;
  state: ListState<PositionView>;
  instrumentOf: (symbol: string) => InstrumentView | undefined;
  actions: PositionActions;
  /** A link to the instrument's trading page on each row (the positions page). */
  showTrade?: boolean;
}) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { phone } = useLayout();
  const to = useTo();
  const scaleOf = (position: PositionView) => instrumentOf(position.symbol)?.price_scale;
  const price = (value: string | null, position: PositionView, testId?: string) => <Num value={value} scale={scaleOf(position)} testId={testId} />;
  const time = (iso: string | null) => (iso ? <span className="vx-num vx-nowrap">{format.dateTime(iso)}</span> : <span className="vx-muted">—</span>);
  const targets = (position: PositionView, editable: boolean) => (
    <span className="vx-ctargets">
      <span className="vx-stack">
        <span>
          <span className="vx-muted vx-small">{t('positions.tp')} </span>
          {price(position.take_profit, position, 'position-tp')}
        </span>
        <span>
          <span className="vx-muted vx-small">{t('positions.sl')} </span>
          {price(position.stop_loss, position, 'position-sl')}
        </span>
      </span>
      {editable ? (
        <Button
          size={phone ? 'middle' : 'small'}
          type="text"
          icon={<EditOutlined />}
          onClick={() => actions.onEditTargets(position)}
          aria-label={t('tpsl.title')}
          data-testid="position-edit-tpsl"
        />
      ) : null}
    </span>
  );
  const detailsButton = (position: PositionView) => (
    <Button size={phone ? 'middle' : 'small'} type="link" onClick={() => actions.onDetails(position)} data-testid="position-details">
      {t('provenance.details')}
    </Button>
  );
  const instrumentCell = (position: PositionView) => (
    <span className="vx-stack">
      <InstrumentPair instrument={instrumentOf(position.symbol) ?? symbolPair(position.symbol)} />
      {showTrade ? (
        <LinkButton to={to(`/deal_c?symbol=${position.symbol}`)} type="link" size="small" className="vx-ctrade-link" data-testid="position-trade-link">
          {t('positions.trade')}
        </LinkButton>
      ) : null}
    </span>
  );

  const common: Field[] = [
    { key: 'symbol', title: t('positions.instrument'), render: instrumentCell },
    { key: 'side', title: t('positions.side'), render: (position) => <SideLabel side={position.side} /> },
    {
      key: 'lots',
      title: t('positions.lots'),
      numeric: true,
      render: (position) => (
        <span className="vx-num" data-testid="position-lots">
          {position.lots}
        </span>
      ),
    },
    { key: 'leverage', title: t('positions.leverage'), numeric: true, render: (position) => <span className="vx-num vx-ltr">{position.leverage}x</span> },
  ];

  let fields: Field[];
  if (tab === 'open') {
    fields = [
      ...common,
      { key: 'entry', title: t('positions.entry'), numeric: true, render: (position) => price(position.entry_price, position, 'position-entry') },
      { key: 'mark', title: t('positions.mark'), numeric: true, render: (position) => price(position.mark, position, 'position-mark') },
      {
        key: 'closeNow',
        title: t('positions.closePriceNow'),
        numeric: true,
        render: (position) => price(position.close_price_now, position, 'position-close-now'),
      },
      {
        key: 'pnl',
        title: t('positions.pnl'),
        numeric: true,
        render: (position) => <Money value={position.unrealised_pnl} signed coloured testId="position-pnl" />,
      },
      { key: 'margin', title: t('positions.margin'), numeric: true, render: (position) => <Money value={position.margin} /> },
      {
        key: 'ratio',
        title: t('positions.marginRatio'),
        numeric: true,
        render: (position) =>
          position.margin_ratio_pct && isDecimal(position.margin_ratio_pct) ? (
            <span className="vx-num vx-ltr" data-testid="position-ratio">
              {format.fixed(position.margin_ratio_pct, 2)}%
            </span>
          ) : (
            <span className="vx-muted">—</span>
          ),
      },
      {
        key: 'liquidation',
        title: t('positions.liquidation'),
        numeric: true,
        render: (position) => price(position.liquidation_price, position, 'position-liquidation'),
      },
      { key: 'targets', title: t('positions.targets'), render: (position) => targets(position, true) },
      { key: 'opened', title: t('positions.openedAt'), render: (position) => time(position.opened_at) },
      {
        key: 'action',
        title: '',
        render: (position) => (
          <span className="vx-cactions">
            {detailsButton(position)}
            <Button size={phone ? 'middle' : 'small'} danger onClick={() => actions.onClose(position)} data-testid="position-close">
              {t('positions.close')}
            </Button>
          </span>
        ),
      },
    ];
  } else if (tab === 'pending') {
    fields = [
      ...common,
      { key: 'limit', title: t('positions.limitPrice'), numeric: true, render: (position) => price(position.limit_price, position) },
      { key: 'margin', title: t('positions.marginFrozen'), numeric: true, render: (position) => <Money value={position.margin} /> },
      { key: 'fee', title: t('positions.openFee'), numeric: true, render: (position) => <Money value={position.open_fee} /> },
      { key: 'targets', title: t('positions.targets'), render: (position) => targets(position, true) },
      { key: 'created', title: t('positions.createdAt'), render: (position) => time(position.created_at) },
      { key: 'action', title: '', render: (position) => <CancelPendingButton position={position} /> },
    ];
  } else if (tab === 'closed') {
    fields = [
      ...common,
      { key: 'entry', title: t('positions.entry'), numeric: true, render: (position) => price(position.entry_price, position) },
      { key: 'close', title: t('positions.closePrice'), numeric: true, render: (position) => price(position.close_price, position, 'position-close-price') },
      {
        key: 'tick',
        title: t('provenance.closeTick'),
        render: (position) => (position.close_tick ? <TickStamp tick={position.close_tick} testId="position-close-tick" /> : time(position.close_tick_at)),
      },
      { key: 'reason', title: t('positions.reason'), render: (position) => <CloseReasonTag position={position} /> },
      {
        key: 'pnl',
        title: t('positions.realised'),
        numeric: true,
        render: (position) => <Money value={position.realised_pnl} signed coloured testId="position-realised" />,
      },
      { key: 'openFee', title: t('positions.openFee'), numeric: true, render: (position) => <Money value={position.open_fee} /> },
      { key: 'closeFee', title: t('positions.closeFee'), numeric: true, render: (position) => <Money value={position.close_fee} /> },
      {
        key: 'carry',
        title: t('positions.carryPaid'),
        numeric: true,
        render: (position) => <Money value={position.carry_paid} />,
      },
      { key: 'closed', title: t('positions.closedAt'), render: (position) => time(position.closed_at) },
      { key: 'details', title: '', render: detailsButton },
    ];
  } else {
    fields = [
      ...common,
      { key: 'limit', title: t('positions.limitPrice'), numeric: true, render: (position) => price(position.limit_price, position) },
      { key: 'created', title: t('positions.createdAt'), render: (position) => time(position.created_at) },
      { key: 'cancelled', title: t('positions.cancelledAt'), render: (position) => time(position.closed_at) },
    ];
  }

  const testId = `positions-${tab}`;
  if (phone) {
    const [, , , , ...rest] = fields;
    const action = rest.find((entry) => entry.key === 'action' || entry.key === 'details');
    return (
      <PagedRows
        state={state}
        testId={testId}
        renderRow={(position) => (
          <li key={position.id} className={position.close_reason === 'liquidation' ? 'vx-mrow vx-mrow--liquidated' : 'vx-mrow'} {...rowProps(position)}>
            <div className="vx-mrow__head">
              <span className="vx-cmrow__title">
                <SideLabel side={position.side} /> <InstrumentPair instrument={instrumentOf(position.symbol) ?? symbolPair(position.symbol)} />{' '}
                <span className="vx-num vx-muted">
                  {t('positions.lotsValue', { lots: position.lots })} · <span className="vx-ltr">{position.leverage}x</span>
                </span>
              </span>
              {tab === 'closed' ? <CloseReasonTag position={position} /> : null}
            </div>
            {rest
              .filter((entry) => entry.key !== 'action' && entry.key !== 'reason' && entry.key !== 'details')
              .map((entry) => (
                <RowLine key={entry.key} label={entry.title}>
                  {entry.render(position)}
                </RowLine>
              ))}
            {action || showTrade ? (
              <div className="vx-mrow__line vx-cmrow__actions">
                {showTrade ? (
                  <LinkButton to={to(`/deal_c?symbol=${position.symbol}`)} size="middle" data-testid="position-trade-link">
                    {t('positions.trade')}
                  </LinkButton>
                ) : (
                  <span />
                )}
                {action?.render(position)}
              </div>
            ) : null}
          </li>
        )}
      />
    );
  }

  // The instrument and the actions stay in view while the wide table scrolls sideways.
  const columns: TableColumnsType<PositionView> = fields.map((entry) => ({
    key: entry.key,
    title: entry.title,
    align: entry.numeric || entry.key === 'action' || entry.key === 'details' ? 'end' : undefined,
    fixed: entry.key === 'symbol' ? 'start' : entry.key === 'action' || entry.key === 'details' ? 'end' : undefined,
    render: (_: unknown, position: PositionView) => entry.render(position),
  }));
  return (
    <PagedTable<PositionView>
      state={state}
      testId={testId}
      className="vx-cpositions-table"
      columns={columns}
      rowClassName={(position) => (position.close_reason === 'liquidation' ? 'vx-cpositions__liquidated' : '')}
      onRow={rowProps}
    />
  );
}
