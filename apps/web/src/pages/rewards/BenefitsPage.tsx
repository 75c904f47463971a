import { BankOutlined, GiftOutlined, LoginOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
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
import { type BenefitTask, useBenefitTasks } from './rewardsQueries';
import './rewards.css';

/** One task: what to do, its reward, live progress, period, budget left, and the claim. */
function TaskCard({ task, signedIn, rewardsAvailable }: { task: BenefitTask; signedIn: boolean; rewardsAvailable: boolean }) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const to = useTo();
  const { phone } = useLayout();
  const detail = to(`/benefitsDetail?id=${task.id}`);
  return (
    <article
      className={`vx-rw-task vx-rw-task--${task.status}`}
      data-testid="benefit-task"
      data-id={task.id}
      data-kind={task.kind}
      data-status={task.status}
      data-reward={task.reward}
    >
      <header className="vx-rw-task__head">
        <KindIcon kind={task.kind} />
        <div className="vx-rw-task__heading">
          <Link to={detail} className="vx-rw-task__title-link" data-testid="task-detail-link">
            <TaskTitle title={task.title} titleLang={task.title_lang} />
          </Link>
          <span className="vx-muted vx-small">{t(`kinds.${task.kind}.name`)}</span>
        </div>
        <div className="vx-rw-task__reward" data-testid="task-reward" data-value={task.reward}>
          <Reward value={task.reward} asset={task.asset} signed />
        </div>
      </header>
      <p className="vx-rw-task__desc" dir="auto">
        {task.description || howText(t, format, task)}
      </p>
      <TaskProgress task={task} signedIn={signedIn} />
      <dl className="vx-rw-task__facts">
        <Fact icon={<PeriodIcon />} label={t('task.period')} testId="task-period">
          {periodText(t, format, task)}
        </Fact>
        <Fact icon={<BankOutlined />} label={t('task.budgetLeft')} testId="task-budget" value={task.budget_left}>
          <BudgetLeft task={task} />
        </Fact>
      </dl>
      <footer className="vx-rw-task__foot">
        <TaskStatusTag status={task.status} />
        <Link to={detail} className="vx-rw-task__more">
          {t('task.details')} <RightOutlined className="vx-flip-rtl" />
        </Link>
        <div className="vx-rw-task__action">
          <TaskAction task={task} signedIn={signedIn} rewardsAvailable={rewardsAvailable} block={phone} />
        </div>
      </footer>
    </article>
  );
}

/** Benefit activities (/benefits, public): the tasks with live progress; a visitor sees them and is asked to sign in. */
function BenefitsContent() {
  const { t } = useTranslation('rewards');
  const { phone } = useLayout();
  const to = useTo();
  const { token } = useSession();
  const signedIn = Boolean(token);
  const query = useBenefitTasks(signedIn);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError || !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const { items, rules } = query.data;
    const claimable = items.filter((task) => task.status === 'claimable').length;
    body = (
      <>
        {rules.rewards_available ? null : <RewardsUnavailable what="benefits" />}
        {signedIn ? (
          <div className="vx-rw-summary">
            <span className="vx-rw-summary__text" data-testid="benefits-claimable" data-value={claimable}>
              <GiftOutlined aria-hidden="true" /> {claimable > 0 ? t('benefits.claimable', { count: claimable }) : t('benefits.noneClaimable')}
            </span>
            <CreditedBalance />
          </div>
        ) : (
          <Alert
            type="info"
            showIcon
            className="vx-rw-visitor"
            data-testid="benefits-visitor"
            title={t('benefits.visitorTitle')}
            description={t('benefits.visitorText')}
            action={
              <LinkButton
                type="primary"
                icon={<LoginOutlined />}
                to={to(`/login?redirect=${encodeURIComponent(to('/benefits'))}`)}
                data-testid="benefits-sign-in"
              >
                {t('benefits.signIn')}
              </LinkButton>
            }
          />
        )}
        {items.length === 0 ? (
          <EmptyState text={t('benefits.empty')} testId="benefits-empty" />
        ) : (
          <div className="vx-rw-tasks" data-testid="benefit-tasks">
            {items.map((task) => (
              <TaskCard key={task.id} task={task} signedIn={signedIn} rewardsAvailable={rules.rewards_available} />
            ))}
          </div>
        )}
        <BenefitRules />
      </>
    );
  }
  return (
    <PageFrame
      title={t('benefits.title')}
      testId="page-benefits"
      extra={
        signedIn ? (
          <LinkButton to={to('/benefitsRecords')} icon={<UnorderedListOutlined />} size={phone ? 'small' : undefined} data-testid="benefits-records-link">
            {t('benefits.records')}
          </LinkButton>
        ) : null
      }
    >
      <div className="vx-rw">
        <p className="vx-rw-lead">{t('benefits.lead')}</p>
        {body}
      </div>
    </PageFrame>
  );
}

export default function BenefitsPage() {
  return (
    <NamespaceFrame titleKey="benefits" testId="page-benefits">
      <BenefitsContent />
    </NamespaceFrame>
  );
}
