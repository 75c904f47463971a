import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { P2P_AD_STATUSES, P2P_ASSET, type P2pAdStatus, type P2pDeskAd } from '@veritex/shared';
import { App, Button, Descriptions, Flex, type TableColumnsType, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mono } from '../../components';
import { Amount, CompactTime, useOpaqueHeaderCell, WrapText } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { DeskTable, type Paging, StatusFilter } from './DeskTable';
import { useDeskAds, useSuspendAd } from './p2pQueries';
import { AdStatusTag, MethodTags, Party, SideTag } from './p2pUi';

interface AdsTabProps {
  status: P2pAdStatus | undefined;
  onStatus: (status: string | undefined) => void;
  paging: Paging;
  mayReview: boolean;
  linkUsers: boolean;
}

type Action = { ad: P2pDeskAd; suspend: boolean };

/** Every ad with its merchant; staff suspend one (hidden, the reason shown to its merchant) or restore it. */
export function AdsTab({ status, onStatus, paging, mayReview, linkUsers }: AdsTabProps) {
  const { t } = useTranslation('admin');
  const query = useDeskAds(status, paging.page, paging.pageSize);
  const [acting, setActing] = useState<Action | null>(null);
  const columns = useAdColumns({ mayReview, linkUsers, onAct: (ad, suspend) => setActing({ ad, suspend }) });
  return (
    <>
      <DeskTable<P2pDeskAd>
        query={query}
        columns={columns}
        rowKey="id"
        rowProps={(row) => ({ 'data-testid': `p2p-ad-row-${row.id}`, 'data-id': row.id, 'data-status': row.status })}
        explanation={t('p2pDesk.explanation.ads')}
        empty={t('p2pDesk.empty.ads')}
        filter={<StatusFilter statuses={P2P_AD_STATUSES} value={status} onChange={onStatus} labels="p2pDesk.adStatus" />}
        paging={paging}
        flexible={160}
        testId="p2p-ads"
      />
      <SuspendModal acting={acting} onClose={() => setActing(null)} />
    </>
  );
}

interface ColumnOptions {
  mayReview: boolean;
  linkUsers: boolean;
  onAct: (ad: P2pDeskAd, suspend: boolean) => void;
}

function useAdColumns({ mayReview, linkUsers, onAct }: ColumnOptions): TableColumnsType<P2pDeskAd> {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<P2pDeskAd> = [
    { title: t('p2pDesk.columns.id'), dataIndex: 'id', width: 64, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    {
      title: t('p2pDesk.columns.merchant'),
      key: 'merchant',
      width: 170,
      render: (_value: unknown, row) => (
        <Party userId={row.merchant_user_id} account={row.merchant_account} nickname={row.merchant.nickname} linkable={linkUsers} />
      ),
    },
    {
      title: t('p2pDesk.columns.side'),
      key: 'side',
      width: 112,
      render: (_value: unknown, row) => (
        <Flex gap={4} align="center" wrap>
          <SideTag side={row.side} />
          <Mono>{row.fiat}</Mono>
        </Flex>
      ),
    },
    {
      title: t('p2pDesk.columns.price'),
      key: 'price',
      width: 120,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.price} asset={row.fiat} strong />
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            {row.price_type === 'floating' ? (
              <span>
                {t('p2pDesk.ads.floating')} <span dir="ltr">{row.margin_pct}%</span>
              </span>
            ) : (
              t('p2pDesk.ads.fixed')
            )}
          </div>
        </div>
      ),
    },
    {
      title: t('p2pDesk.columns.available'),
      key: 'available',
      width: 150,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.available} asset={P2P_ASSET} strong />
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            {t('p2pDesk.ads.inOrders', { count: row.open_orders })} <Amount value={row.in_orders} />
          </div>
        </div>
      ),
    },
    {
      title: t('p2pDesk.columns.limits'),
      key: 'limits',
      width: 170,
      align: 'end',
      render: (_value: unknown, row) => (
        <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          <Amount value={row.min_fiat} /> – <Amount value={row.max_fiat_entered} asset={row.fiat} />
        </span>
      ),
    },
    { title: t('p2pDesk.columns.methods'), key: 'methods', width: 130, render: (_value: unknown, row) => <MethodTags methods={row.methods} /> },
    {
      title: t('p2pDesk.columns.status'),
      key: 'status',
      render: (_value: unknown, row) => (
        <div style={{ minWidth: 0 }}>
          <Flex gap={6} align="center" wrap>
            <AdStatusTag status={row.status} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('p2pDesk.ads.window', { count: row.window_minutes })}
            </Typography.Text>
          </Flex>
          {row.status === 'suspended' ? <WrapText text={row.suspended_reason} /> : null}
        </div>
      ),
    },
    { title: t('p2pDesk.columns.updatedAt'), dataIndex: 'updated_at', width: 100, render: (value: string) => <CompactTime iso={value} /> },
  ];
  if (mayReview) {
    columns.push({
      title: t('p2pDesk.columns.actions'),
      key: 'actions',
      width: 108,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) =>
        row.status === 'suspended' ? (
          <Button size="small" icon={<PlayCircleOutlined />} onClick={() => onAct(row, false)} data-testid="p2p-restore">
            {t('p2pDesk.ads.restore')}
          </Button>
        ) : row.status === 'closed' ? null : (
          <Button size="small" danger icon={<PauseCircleOutlined />} onClick={() => onAct(row, true)} data-testid="p2p-suspend">
            {t('p2pDesk.ads.suspend')}
          </Button>
        ),
    });
  }
  return columns;
}

/** Suspend (hidden from the offer list; open orders go on; the merchant reads the reason) or restore (back offline). */
function SuspendModal({ acting, onClose }: { acting: Action | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const suspend = useSuspendAd();
  const ad = acting?.ad;
  const key = acting?.suspend === false ? 'restore' : 'suspend';
  const values = { id: ad?.id ?? '', merchant: ad?.merchant.nickname ?? '', count: ad?.open_orders ?? 0 };
  const close = () => {
    suspend.reset();
    onClose();
  };
  return (
    <ReviewModal
      open={acting !== null}
      title={t(`p2pDesk.ads.${key}Title`, values)}
      okText={t(`p2pDesk.ads.${key}`)}
      danger={key === 'suspend'}
      field="reason"
      effect={t(`p2pDesk.ads.${key}Effect`, values)}
      effectType={key === 'suspend' ? 'warning' : 'info'}
      pending={suspend.isPending}
      error={suspend.error}
      onCancel={close}
      onConfirm={(reason) => {
        if (!acting) return;
        suspend.mutate(
          { id: acting.ad.id, suspend: acting.suspend, reason },
          {
            onSuccess: () => {
              void message.success(t(`p2pDesk.ads.${key}Done`, values));
              close();
            },
          },
        );
      }}
      summary={
        ad ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              {
                key: 'merchant',
                label: t('p2pDesk.columns.merchant'),
                children: <Party userId={ad.merchant_user_id} account={ad.merchant_account} nickname={ad.merchant.nickname} linkable={false} />,
              },
              {
                key: 'ad',
                label: t('p2pDesk.columns.side'),
                children: (
                  <Flex gap={6} align="center">
                    <Mono>#{ad.id}</Mono> <SideTag side={ad.side} /> <Amount value={ad.price} asset={ad.fiat} />
                  </Flex>
                ),
              },
              { key: 'available', label: t('p2pDesk.columns.available'), children: <Amount value={ad.available} asset={P2P_ASSET} strong /> },
              { key: 'status', label: t('p2pDesk.columns.status'), children: <AdStatusTag status={ad.status} /> },
            ]}
          />
        ) : null
      }
    />
  );
}
