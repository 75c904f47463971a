import {
  BankOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  GiftOutlined,
  LoginOutlined,
  StopOutlined,
  UndoOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Skeleton, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { add } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { Reward, useZoneName } from './parts';
import { type SignInRules, useSignRule } from './rewardsQueries';
import './rewards.css';

interface RewardRow {
  day: number;
  reward: string;
  cumulative: string;
}

/** Each day's reward and what a cycle has paid by then. */
function RewardTable({ rules }: { rules: SignInRules }) {
  const { t } = useTranslation('rewards');
  let running = '0';
  const rows: RewardRow[] = rules.rewards.map((row) => {
    running = add(running, row.reward);
    return { day: row.day, reward: row.reward, cumulative: running };
  });
  const columns: TableColumnsType<RewardRow> = [
    { key: 'day', title: t('rules.tableDay'), render: (_, row) => <span className="vx-num">{t('sign.day', { day: row.day })}</span> },
    { key: 'reward', title: t('rules.tableReward'), align: 'end', render: (_, row) => <Reward value={row.reward} asset={rules.asset} testId="rule-reward" /> },
    { key: 'cumulative', title: t('rules.tableCumulative'), align: 'end', render: (_, row) => <Reward value={row.cumulative} asset={rules.asset} /> },
  ];
  return (
    <Table<RewardRow>
      className="vx-quiet-table vx-rw-rule-table"
      data-testid="rule-rewards"
      size="small"
      rowKey="day"
      columns={columns}
      dataSource={rows}
      pagination={false}
      onRow={(row) => ({ 'data-testid': 'rule-day', 'data-day': row.day, 'data-reward': row.reward }) as HTMLAttributes<HTMLElement>}
      summary={() => (
        <Table.Summary.Row className="vx-rw-rule-table__total">
          <Table.Summary.Cell index={0}>{t('rules.cycleTotal')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="end" colSpan={2}>
            <Reward value={rules.cycle_total} asset={rules.asset} testId="rule-cycle-total" />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** Sign-in reward rules (/signRule, public): every figure from the server's published rules. */
function SignRuleContent() {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const to = useTo();
  const format = useFormat();
  const zone = useZoneName();
  const { token } = useSession();
  const query = useSignRule();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError || !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const rules = query.data;
    // Today's Hong Kong midnight, in the reader's own clock (Hong Kong has no daylight saving: 16:00 UTC).
    const midnight = new Date();
    midnight.setUTCHours(16, 0, 0, 0);
    const items: { key: string; icon: ReactNode; text: ReactNode }[] = [
      { key: 'cycle', icon: <CalendarOutlined />, text: t('rules.cycle', { count: rules.cycle_days }) },
      { key: 'once', icon: <StopOutlined />, text: t('rules.once') },
      { key: 'zone', icon: <ClockCircleOutlined />, text: t('rules.zone', { zone, local: format.time(midnight) }) },
      { key: 'restart', icon: <UndoOutlined />, text: t('rules.restart') },
      { key: 'after7', icon: <GiftOutlined />, text: t('rules.after7', { count: rules.cycle_days }) },
      { key: 'paid', icon: <BankOutlined />, text: t('rules.paid', { asset: rules.asset }) },
      { key: 'empty', icon: <WarningOutlined />, text: t('rules.empty') },
      { key: 'changes', icon: <CalendarOutlined />, text: t('rules.changes') },
    ];
    body = (
      <>
        <p className="vx-rw-lead">{t('rules.lead')}</p>
        <div className="vx-rw-rule-grid">
          <section className="vx-rw-card" aria-labelledby="rule-rewards-title">
            <h2 className="vx-rw-section-title" id="rule-rewards-title">
              {t('rules.rewardsTitle')}
            </h2>
            <RewardTable rules={rules} />
          </section>
          <section className="vx-rw-card" aria-labelledby="rule-list-title">
            <h2 className="vx-rw-section-title" id="rule-list-title">
              {t('rules.listTitle')}
            </h2>
            <ul className="vx-rw-rules" data-testid="rule-list">
              {items.map((item) => (
                <li key={item.key} className="vx-rw-rules__item" data-testid={`rule-${item.key}`}>
                  <span className="vx-rw-rules__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span>{item.text}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </>
    );
  }
  return (
    <PageFrame
      title={t('rules.title')}
      testId="page-sign-rule"
      extra={
        token ? (
          <LinkButton type="primary" to={to('/sign')} icon={<GiftOutlined />} size={phone ? 'small' : undefined} data-testid="rule-go-sign">
            {t('rules.goSign')}
          </LinkButton>
        ) : (
          <LinkButton
            to={to(`/login?redirect=${encodeURIComponent(to('/sign'))}`)}
            icon={<LoginOutlined />}
            size={phone ? 'small' : undefined}
            data-testid="rule-sign-in"
          >
            {t('rules.signInToSign')}
          </LinkButton>
        )
      }
    >
      <div className="vx-rw">{body}</div>
    </PageFrame>
  );
}

export default function SignRulePage() {
  return (
    <NamespaceFrame titleKey="signRule" testId="page-sign-rule">
      <SignRuleContent />
    </NamespaceFrame>
  );
}
