import { Descriptions, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, LoadError, TimeText } from '../../components';
import { Amount, useDecimalFormat } from '../finance/financeUi';
import { useUserPanel } from './supportQueries';

/** The account behind the conversation, read only: no action here (an agent who must change something goes to the desk that owns it). */
export function UserPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('admin');
  const decimal = useDecimalFormat();
  const panel = useUserPanel(conversationId);
  if (panel.isPending) return <Skeleton active />;
  if (panel.isError) return <LoadError error={panel.error} onRetry={() => void panel.refetch()} retrying={panel.isFetching} />;
  const user = panel.data;
  const section = (title: string) => (
    <Typography.Title level={5} style={{ margin: '12px 0 4px' }}>
      {title}
    </Typography.Title>
  );
  return (
    <div data-testid="support-user-panel">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('supportDesk.panel.readOnly')}
      </Typography.Text>
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('supportDesk.panel.account')}>{user.account}</Descriptions.Item>
        <Descriptions.Item label={t('supportDesk.panel.uid')}>{user.user_id}</Descriptions.Item>
        <Descriptions.Item label={t('supportDesk.panel.status')}>{user.status}</Descriptions.Item>
        <Descriptions.Item label={t('supportDesk.panel.level')}>
          <Tag color={user.verification_level === 'none' ? 'default' : 'green'} data-testid="support-user-level">
            {user.verification_level}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('supportDesk.panel.registered')}>
          <TimeText iso={user.registered_at} />
        </Descriptions.Item>
        <Descriptions.Item label={t('supportDesk.panel.usdt')}>
          <Amount value={user.exchange_usdt} asset="USDT" />
        </Descriptions.Item>
      </Descriptions>
      {section(t('supportDesk.panel.deposits'))}
      <Rows items={user.deposits.map((d) => ({ key: d.id, text: `${decimal(d.amount)} ${d.asset}`, status: d.status, at: d.created_at }))} />
      {section(t('supportDesk.panel.withdrawals'))}
      <Rows items={user.withdrawals.map((w) => ({ key: w.id, text: `${decimal(w.amount)} ${w.asset}`, status: w.status, at: w.created_at }))} />
      {section(t('supportDesk.panel.openOrders'))}
      <Rows items={user.open_orders.map((o) => ({ key: `${o.kind}-${o.id}`, text: o.label, status: o.kind, at: o.created_at }))} />
      {section(t('supportDesk.panel.previous'))}
      <Rows
        items={user.previous_conversations.map((c) => ({
          key: c.id,
          text: `#${c.id}${c.rating !== null ? ` · ${'★'.repeat(c.rating)}` : ''}`,
          status: c.close_reason ? t(`supportDesk.reasons.${c.close_reason}`) : t('supportDesk.status.open'),
          at: c.closed_at,
        }))}
      />
    </div>
  );
}

function Rows({ items }: { items: Array<{ key: string; text: string; status: string; at: string | null }> }) {
  if (items.length === 0) return <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item style={{ paddingInline: 0 }}>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{item.text}</span>
          <span>
            <Tag>{item.status}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <TimeText iso={item.at} />
            </Typography.Text>
          </span>
        </List.Item>
      )}
    />
  );
}
