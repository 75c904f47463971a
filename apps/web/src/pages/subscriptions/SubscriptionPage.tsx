import { LoginOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SubscriptionProject } from '@veritex/shared';
import { Progress, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../components/coin/CoinIcon';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { compare, percentOf, sub, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { Countdown, PrivateTag, ProjectStatusTag, RuleTag, TermFacts } from './parts';
import { useProjects } from './subscriptionQueries';
import './subscription.css';

type Section = 'open' | 'upcoming' | 'past';
const sectionOf = (project: SubscriptionProject): Section => (project.status === 'open' ? 'open' : project.status === 'upcoming' ? 'upcoming' : 'past');

/** One project: coin, tags, countdown, the terms, how much of the supply is claimed, and the way in. */
function ProjectCard({ project, signedIn }: { project: SubscriptionProject; signedIn: boolean }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const to = useTo();
  const remaining = trim(project.remaining);
  const claimed = sub(project.total_supply, project.remaining);
  const detail = to(`/subscribe?id=${project.id}`);
  const open = project.status === 'open';
  return (
    <article
      className={project.private ? 'vx-sub-card vx-sub-card--private' : 'vx-sub-card'}
      data-testid="sub-project"
      data-id={project.id}
      data-coin={project.coin}
      data-status={project.status}
      data-private={String(project.private)}
    >
      <header className="vx-sub-card__head">
        <div className="vx-sub-card__coin">
          <CoinIcon asset={project.coin} size="lg" />
          <div>
            <h3 className="vx-sub-card__name">{project.name}</h3>
            <span className="vx-muted vx-small">{project.coin}</span>
          </div>
        </div>
        <div className="vx-sub-card__tags">
          {project.private ? <PrivateTag /> : null}
          <RuleTag rule={project.rule} />
          <ProjectStatusTag status={project.status} />
        </div>
      </header>
      <Countdown project={project} />
      <TermFacts project={project} />
      <div className="vx-sub-progress">
        <Progress
          percent={percentOf(claimed, project.total_supply)}
          showInfo={false}
          size="small"
          status={compare(project.remaining, '0') <= 0 ? 'exception' : 'normal'}
        />
        <span className="vx-muted vx-small vx-num">
          {t('project.claimed', {
            pct: percentOf(claimed, project.total_supply, 1),
            coin: project.coin,
            remaining: format.fixed(remaining, remaining.split('.')[1]?.length ?? 0),
          })}
        </span>
      </div>
      <footer className="vx-sub-card__foot">
        {!signedIn && open ? (
          <LinkButton block icon={<LoginOutlined />} to={to(`/login?redirect=${encodeURIComponent(detail)}`)} data-testid="sub-sign-in">
            {t('project.signIn')}
          </LinkButton>
        ) : (
          <LinkButton block type={open ? 'primary' : 'default'} to={detail} data-testid="sub-open">
            {open ? t('project.subscribe', { coin: project.coin }) : t('project.details')}
          </LinkButton>
        )}
      </footer>
    </article>
  );
}

function ProjectSection({ section, projects, signedIn }: { section: Section; projects: SubscriptionProject[]; signedIn: boolean }) {
  const { t } = useTranslation('subscription');
  return (
    <section aria-labelledby={`sub-section-${section}`} data-testid={`sub-section-${section}`}>
      <h2 className="vx-sub-title" id={`sub-section-${section}`}>
        {t(`list.${section}`)} <span className="vx-muted vx-num">({projects.length})</span>
      </h2>
      {projects.length === 0 ? (
        <EmptyState text={t(`list.empty.${section}`)} testId={`sub-empty-${section}`} />
      ) : (
        <div className="vx-sub-grid">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} signedIn={signedIn} />
          ))}
        </div>
      )}
    </section>
  );
}

/** New-coin subscriptions (/subscription): open, upcoming and past projects, private placements for the invited. */
function SubscriptionContent() {
  const { t } = useTranslation('subscription');
  const { phone } = useLayout();
  const to = useTo();
  const { token } = useSession();
  const signedIn = Boolean(token);
  const projects = useProjects();
  let body: ReactNode;
  if (projects.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (projects.isError || !projects.data)
    body = <ErrorState error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  else {
    const items = projects.data.items;
    const by = (section: Section) => items.filter((project) => sectionOf(project) === section);
    body = (
      <>
        <ProjectSection section="open" projects={by('open')} signedIn={signedIn} />
        <ProjectSection section="upcoming" projects={by('upcoming')} signedIn={signedIn} />
        <ProjectSection section="past" projects={by('past')} signedIn={signedIn} />
      </>
    );
  }
  return (
    <PageFrame
      title={t('list.title')}
      testId="page-subscription"
      extra={
        signedIn ? (
          <LinkButton to={to('/subscriptionList')} icon={<UnorderedListOutlined />} size={phone ? 'small' : undefined} data-testid="sub-my-records">
            {t('list.myRecords')}
          </LinkButton>
        ) : null
      }
    >
      <div className="vx-sub">
        <p className="vx-sub-lead">{t('list.lead')}</p>
        {body}
      </div>
    </PageFrame>
  );
}

export default function SubscriptionPage() {
  return (
    <NamespaceFrame titleKey="subscription" testId="page-subscription">
      <SubscriptionContent />
    </NamespaceFrame>
  );
}
