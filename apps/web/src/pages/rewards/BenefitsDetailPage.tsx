import { AimOutlined, ArrowLeftOutlined, BankOutlined, CheckCircleOutlined, GiftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@veritex/shared';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import {
  BenefitRules,
  BudgetLeft,
  CreditedBalance,
  Fact,
  howText,
  KindIcon,
  PeriodIcon,
  periodText,
  Reward,
  RewardsUnavailable,
  TaskAction,
  TaskProgress,
  TaskStatusTag,
  TaskTitle,
} from './parts';
import { useBenefitTask } from './rewardsQueries';
import './rewards.css';

/** One task's rules (/benefitsDetail?id=…, public): what completes it, reward, period, budget, the user's progress and claim. */
function DetailContent() {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const { phone } = useLayout();
  const to = useTo();
  const { token } = useSession();
  const signedIn = Boolean(token);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useBenefitTask(id, signedIn);
  let title: ReactNode = t('detail.title');
  let body: ReactNode;
  const unknown = !/^\d+$/.test(id) || (query.error instanceof ApiError && query.error.code === ERROR_CODES.task_unknown);
  if (unknown)
    body = (
      <EmptyState
        text={t('detail.unknown')}
        testId="benefit-unknown"
        action={
          <LinkButton type="primary" to={to('/benefits')}>
            {t('detail.back')}
          </LinkButton>
        }
      />
    );
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (query.isError || !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const { task, rules } = query.data;
    title = <TaskTitle title={task.title} titleLang={task.title_lang} as="span" testId="detail-title" />;
    body = (
      <>
        {rules.rewards_available ? null : <RewardsUnavailable what="benefits" />}
        <div className="vx-rw-detail" data-testid="benefit-detail" data-id={task.id} data-kind={task.kind} data-status={task.status} data-reward={task.reward}>
          <section className="vx-rw-card vx-rw-detail__main">
            <header className="vx-rw-task__head">
              <KindIcon kind={task.kind} />
              <div className="vx-rw-task__heading">
                <span className="vx-rw-detail__kind">{t(`kinds.${task.kind}.name`)}</span>
                <TaskStatusTag status={task.status} />
              </div>
              <div className="vx-rw-task__reward vx-rw-detail__reward" data-testid="task-reward" data-value={task.reward}>
                <Reward value={task.reward} asset={task.asset} signed />
              </div>
            </header>
            {task.description ? (
              <p className="vx-rw-detail__desc" data-testid="detail-description" dir="auto">
                {task.description}
              </p>
            ) : null}
            <TaskProgress task={task} signedIn={signedIn} />
            <dl className="vx-rw-detail__facts">
              <Fact icon={<AimOutlined />} label={t('detail.how')} testId="detail-how">
                {howText(t, format, task)}
              </Fact>
              <Fact icon={<GiftOutlined />} label={t('detail.reward')} testId="detail-reward" value={task.reward}>
                {t('detail.rewardText', { amount: format.fixed(trim(task.reward), trim(task.reward).split('.')[1]?.length ?? 0), asset: task.asset })}
              </Fact>
              <Fact icon={<PeriodIcon />} label={t('task.period')} testId="task-period">
                {periodText(t, format, task)}
              </Fact>
              <Fact icon={<BankOutlined />} label={t('task.budgetLeft')} testId="task-budget" value={task.budget_left}>
                <BudgetLeft task={task} />
              </Fact>
              {task.claimed_at ? (
                <Fact icon={<CheckCircleOutlined />} label={t('detail.claimedAt')} testId="detail-claimed-at">
                  <span className="vx-num">{format.dateTime(task.claimed_at)}</span>
                </Fact>
              ) : null}
            </dl>
            <div className="vx-rw-detail__action">
              <TaskAction task={task} signedIn={signedIn} rewardsAvailable={rules.rewards_available} block={phone} />
              {signedIn ? <CreditedBalance asset={task.asset} /> : null}
            </div>
          </section>
          <BenefitRules />
        </div>
      </>
    );
  }
  return (
    <PageFrame
      title={title}
      testId="page-benefit-detail"
      extra={
        <span className="vx-rw-extra">
          <LinkButton to={to('/benefits')} icon={<ArrowLeftOutlined className="vx-flip-rtl" />} size={phone ? 'small' : undefined} data-testid="detail-back">
            {t('detail.back')}
          </LinkButton>
          {signedIn && !phone ? (
            <LinkButton to={to('/benefitsRecords')} icon={<UnorderedListOutlined />} data-testid="detail-records">
              {t('benefits.records')}
            </LinkButton>
          ) : null}
        </span>
      }
    >
      <div className="vx-rw">{body}</div>
    </PageFrame>
  );
}

export default function BenefitsDetailPage() {
  return (
    <NamespaceFrame titleKey="benefitsDetail" testId="page-benefit-detail">
      <DetailContent />
    </NamespaceFrame>
  );
}
