import { DesktopOutlined, LogoutOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRevokeSession, useSessions } from '../../api/queries';
import { newRequestId } from '../../api/requestId';
import { SECURITY_KEYS, securityCalls } from '../../api/security';
import type { UserSessionInfo } from '../../api/types';
import { ListSkeleton } from '../../components/ListSkeleton';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { usePlaceName } from '../../i18n/place';
import { type DeviceSummary, describeUserAgent } from '../../lib/userAgent';
import { useLayout } from '../../router/layout-context';

/** Relative times ("3 minutes ago") are redrawn on this beat. */
const NOW_TICK_MS = 30_000;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface SessionRow extends UserSessionInfo {
  device: DeviceSummary;
}

const DEVICE_ICONS: Record<DeviceSummary['kind'], ReactNode> = {
  desktop: <DesktopOutlined />,
  phone: <MobileOutlined />,
  tablet: <TabletOutlined />,
};

/** This device first, then the others by latest activity (the server's order). */
function toRows(sessions: readonly UserSessionInfo[]): SessionRow[] {
  const rows = sessions.map((session) => ({ ...session, device: describeUserAgent(session.user_agent) }));
  return [...rows.filter((row) => row.current), ...rows.filter((row) => !row.current)];
}

function DeviceCell({ row }: { row: SessionRow }) {
  const { t } = useTranslation();
  return (
    <span className="vx-device">
      <span className="vx-device__icon" aria-hidden="true">
        {DEVICE_ICONS[row.device.kind]}
      </span>
      <span className="vx-device__text">
        <span className="vx-device__name" title={row.user_agent || undefined} data-testid="session-device">
          {row.device.label || t('setting.sessions.unknownDevice')}
        </span>
        {row.current ? (
          <Tag color="processing" variant="filled" className="vx-device__tag" data-testid="session-current">
            {t('setting.sessions.thisDevice')}
          </Tag>
        ) : null}
      </span>
    </span>
  );
}

type Pending = { kind: 'one'; row: SessionRow } | { kind: 'others' } | null;

/** Phone confirmation: a bottom sheet with the consequence and two full-width buttons. */
function ConfirmSheet({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: Pending;
  busy: boolean;
  onConfirm: (pending: Exclude<Pending, null>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Exclude<Pending, null> | null>(pending);
  // Keep the texts while the sheet slides away.
  if (pending && pending !== shown) setShown(pending);
  const one = shown?.kind === 'one' ? shown.row : undefined;
  return (
    <Drawer
      placement="bottom"
      size="auto"
      open={pending !== null}
      onClose={busy ? undefined : onClose}
      className="vx-sheet vx-confirm-sheet"
      title={one ? t('setting.sessions.revokeTitle') : t('setting.sessions.revokeOthersTitle')}
      destroyOnHidden
    >
      <p className="vx-confirm-sheet__text">
        {one ? t('setting.sessions.revokeText', { device: one.device.label || t('setting.sessions.unknownDevice') }) : t('setting.sessions.revokeOthersText')}
      </p>
      <div className="vx-confirm-sheet__actions">
        <Button
          type="primary"
          danger
          block
          size="large"
          loading={busy}
          onClick={() => {
            if (pending) void onConfirm(pending);
          }}
          data-testid="session-revoke-confirm"
        >
          {one ? t('setting.sessions.revoke') : t('setting.sessions.revokeOthers')}
        </Button>
        <Button block size="large" disabled={busy} onClick={onClose}>
          {t('setting.sessions.cancel')}
        </Button>
      </div>
    </Drawer>
  );
}

/** Ends every other session in one call (web/revokeOtherSessions, one request id per press); the list is read again afterwards. */
function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => securityCalls.revokeOtherSessions(newRequestId()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.overview });
    },
  });
}

/** Devices and sessions: where the account is signed in, with sign-out for every other device. */
export function SessionsCard() {
  const { t } = useTranslation(['web', 'security']);
  const placeName = usePlaceName();
  const { phone } = useLayout();
  const { message } = App.useApp();
  const format = useFormat();
  const now = useNow(NOW_TICK_MS);
  const query = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useEndOtherSessions();
  const [pending, setPending] = useState<Pending>(null);

  const rows = toRows(query.data?.sessions ?? []);
  const others = rows.filter((row) => !row.current);
  const busy = revoke.isPending || revokeOthers.isPending;
  const revokingId = revoke.isPending ? revoke.variables : undefined;

  function showError(error: unknown): void {
    if (error instanceof SessionEndedError) return;
    if (error instanceof ApiError) void message.warning(error.msg || t('common.networkError'), 3);
    else void message.error(t('common.networkError'), 3);
  }

  async function revokeOne(row: SessionRow): Promise<void> {
    try {
      await revoke.mutateAsync(row.id);
      void message.success(t('setting.sessions.revokeDone'));
    } catch (error) {
      showError(error);
    }
  }

  async function revokeAllOthers(): Promise<void> {
    try {
      await revokeOthers.mutateAsync();
      void message.success(t('setting.sessions.revokeOthersDone'));
    } catch (error) {
      showError(error);
    }
  }

  async function confirmPending(target: Exclude<Pending, null>): Promise<void> {
    if (target.kind === 'one') await revokeOne(target.row);
    else await revokeAllOthers();
    setPending(null);
  }

  const lastActive = (row: SessionRow) => (
    <span className="vx-num" title={format.dateTime(row.last_seen_at)}>
      {format.relative(row.last_seen_at, now)}
    </span>
  );
  const ip = (row: SessionRow) => <span className="vx-num vx-ltr">{row.ip || '—'}</span>;
  const place = (row: SessionRow) => <span data-testid="session-place">{placeName(row.place)}</span>;

  const revokeButton = (row: SessionRow) => (
    <Button
      type={phone ? 'default' : 'link'}
      danger
      size={phone ? 'medium' : 'small'}
      icon={phone ? undefined : <LogoutOutlined />}
      disabled={busy && revokingId !== row.id}
      loading={revokingId === row.id}
      onClick={phone ? () => setPending({ kind: 'one', row }) : undefined}
      className={phone ? 'vx-session__revoke' : 'vx-revoke-link'}
      data-testid="session-revoke"
    >
      {t('setting.sessions.revoke')}
    </Button>
  );

  const othersButton = (
    <Button
      danger
      icon={<LogoutOutlined />}
      block={phone}
      disabled={!query.isSuccess || others.length === 0 || (busy && !revokeOthers.isPending)}
      loading={revokeOthers.isPending}
      onClick={phone ? () => setPending({ kind: 'others' }) : undefined}
      data-testid="sessions-revoke-others"
    >
      {t('setting.sessions.revokeOthers')}
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <ListSkeleton rows={3} testId="sessions-loading" />;
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  } else if (rows.length === 0) {
    body = <EmptyState text={t('setting.sessions.empty')} testId="sessions-empty" />;
  } else if (phone) {
    body = (
      <ul className="vx-sessions" data-testid="sessions-list">
        {rows.map((row) => (
          <li key={row.id} className="vx-session" data-testid="session-row" data-current={String(row.current)}>
            <div className="vx-session__head">
              <DeviceCell row={row} />
              {row.current ? null : revokeButton(row)}
            </div>
            <dl className="vx-session__facts">
              <div>
                <dt>{t('setting.sessions.columns.ip')}</dt>
                <dd>{ip(row)}</dd>
              </div>
              <div>
                <dt>{t('security:sessions.place')}</dt>
                <dd>{place(row)}</dd>
              </div>
              <div>
                <dt>{t('setting.sessions.columns.lastActive')}</dt>
                <dd>{lastActive(row)}</dd>
              </div>
              <div>
                <dt>{t('setting.sessions.columns.signedIn')}</dt>
                <dd className="vx-num">{format.dateTime(row.created_at)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<SessionRow> = [
      { key: 'device', title: t('setting.sessions.columns.device'), render: (_, row) => <DeviceCell row={row} /> },
      {
        key: 'ip',
        title: t('security:sessions.ipPlace'),
        width: '12rem',
        render: (_, row) => (
          <span className="vx-stack">
            {ip(row)}
            <span className="vx-muted vx-small">{place(row)}</span>
          </span>
        ),
      },
      {
        key: 'signedIn',
        title: t('setting.sessions.columns.signedIn'),
        width: '13rem',
        render: (_, row) => <span className="vx-num">{format.dateTime(row.created_at)}</span>,
      },
      { key: 'lastActive', title: t('setting.sessions.columns.lastActive'), width: '10rem', render: (_, row) => lastActive(row) },
      {
        key: 'action',
        title: t('setting.sessions.columns.action'),
        align: 'end',
        width: '9rem',
        render: (_, row) =>
          row.current ? (
            <span className="vx-muted">—</span>
          ) : (
            <Popconfirm
              title={t('setting.sessions.revokeTitle')}
              description={t('setting.sessions.revokeText', { device: row.device.label || t('setting.sessions.unknownDevice') })}
              okText={t('setting.sessions.revoke')}
              cancelText={t('setting.sessions.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'session-revoke-confirm' }}
              onConfirm={() => revokeOne(row)}
              placement="topRight"
              destroyOnHidden
              disabled={busy}
            >
              {revokeButton(row)}
            </Popconfirm>
          ),
      },
    ];
    body = (
      <Table<SessionRow>
        className="vx-sessions-table"
        data-testid="sessions-table"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="medium"
        onRow={(row) => ({ 'data-testid': 'session-row', 'data-current': String(row.current) }) as HTMLAttributes<HTMLElement>}
      />
    );
  }

  return (
    <section className="vx-card" data-testid="setting-sessions" aria-labelledby="setting-sessions-title">
      <header className="vx-card__head">
        <div className="vx-card__heading">
          <h2 className="vx-card__title" id="setting-sessions-title">
            {t('setting.sessions.title')}
            {query.isSuccess ? <span className="vx-card__count vx-num">{rows.length}</span> : null}
          </h2>
          <p className="vx-card__sub">{t('setting.sessions.subtitle')}</p>
        </div>
        {phone ? null : (
          <Popconfirm
            title={t('setting.sessions.revokeOthersTitle')}
            description={t('setting.sessions.revokeOthersText')}
            okText={t('setting.sessions.revokeOthers')}
            cancelText={t('setting.sessions.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'session-revoke-confirm' }}
            onConfirm={revokeAllOthers}
            placement="bottomRight"
            destroyOnHidden
            disabled={busy || others.length === 0}
          >
            {othersButton}
          </Popconfirm>
        )}
      </header>
      <div className="vx-card__body vx-card__body--flush">
        {body}
        {query.isSuccess && rows.length > 0 && others.length === 0 ? (
          <p className="vx-sessions__note" data-testid="sessions-only-this">
            {t('setting.sessions.onlyThisDevice')}
          </p>
        ) : null}
      </div>
      {phone && query.isSuccess && others.length > 0 ? <div className="vx-card__foot">{othersButton}</div> : null}
      {phone ? <ConfirmSheet pending={pending} busy={busy} onConfirm={confirmPending} onClose={() => setPending(null)} /> : null}
    </section>
  );
}
