import { AppstoreOutlined, LoginOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SubscriptionProject } from '@veritex/shared';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAssetOverview } from '../../api/funds';
import { CoinIcon } from '../../components/coin/CoinIcon';
import { useLiveBalances } from '../../components/funds/LiveBalances';
import { LinkButton } from '../../components/LinkButton';
import { LiveIndicator } from '../../components/LiveIndicator';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { CoinInfo, Coins, Countdown, Fact, PrivateTag, ProjectStatusTag, RuleExplainer, RuleTag, TermFacts, Usdt } from './parts';
import { SubscribeForm } from './SubscribeForm';
import { useProject } from './subscriptionQueries';
import './subscription.css';

/** The exchange account's available USDT (commitments freeze it); undefined while loading. */
function useExchangeUsdt(enabled: boolean): string | undefined {
  const overview = useAssetOverview(enabled);
  if (!overview.data) return undefined;
  const exchange = overview.data.accounts.find((account) => account.type === 'exchange');
  return exchange?.rows.find((row) => row.asset === 'USDT')?.available ?? '0';
}

/** After the window: the published commitment root and totals, then the allocation's totals. */
function Published({ project }: { project: SubscriptionProject }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const to = useTo();
  return (
    <section className="vx-funds-card vx-sub-published" data-testid="sub-published">
      <h2 className="vx-sub-title">{t('published.title')}</h2>
      {project.commitment ? (
        <dl className="vx-sub-facts">
          <Fact label={t('published.root')} testId="sub-root" value={project.commitment.root}>
            <code className="vx-sub-hash vx-ltr">{project.commitment.root}</code>
          </Fact>
          <Fact label={t('published.leaves')} testId="sub-leaves" value={project.commitment.leaves}>
            <span className="vx-num">{project.commitment.leaves}</span>
          </Fact>
          <Fact label={t('published.total')} testId="sub-total-committed" value={project.commitment.total_committed}>
            <Usdt value={trim(project.commitment.total_committed)} />
          </Fact>
          <Fact label={t('published.at')}>
            <span className="vx-num">{format.dateTime(project.commitment.published_at)}</span>
          </Fact>
          <Fact label={t('published.outcome')} testId="sub-oversubscribed" value={String(project.commitment.oversubscribed)}>
            {project.commitment.oversubscribed ? t('published.oversubscribed') : t('published.notOversubscribed')}
          </Fact>
        </dl>
      ) : (
        <p className="vx-muted">{t('published.pending')}</p>
      )}
      {project.allocation ? (
        <dl className="vx-sub-facts" data-testid="sub-allocation">
          <Fact label={t('published.allotted')} value={project.allocation.allotted}>
            <Coins value={trim(project.allocation.allotted)} coin={project.coin} />
          </Fact>
          <Fact label={t('published.paid')} value={project.allocation.paid}>
            <Usdt value={trim(project.allocation.paid)} />
          </Fact>
          <Fact label={t('published.refunded')} value={project.allocation.refunded}>
            <Usdt value={trim(project.allocation.refunded)} />
          </Fact>
          <Fact label={t('published.allocatedAt')}>
            <span className="vx-num">{format.dateTime(project.allocation.allocated_at)}</span>
          </Fact>
        </dl>
      ) : null}
      {project.market ? (
        <LinkButton type="primary" to={to(`/deal?symbol=${project.market}`)} data-testid="sub-trade">
          {t('published.trade', { market: project.market.replace('_', '/') })}
        </LinkButton>
      ) : null}
      <p className="vx-muted vx-small">{t('published.verifyHint')}</p>
    </section>
  );
}

/** The right-hand side: the form while open, otherwise where the project stands. */
function Side({ project, rules, signedIn }: { project: SubscriptionProject; rules: Parameters<typeof SubscribeForm>[0]['rules']; signedIn: boolean }) {
  const { t } = useTranslation('subscription');
  const to = useTo();
  const available = useExchangeUsdt(signedIn && project.status === 'open');
  if (project.status === 'open' && !signedIn)
    return (
      <section className="vx-funds-card vx-sub-form">
        <EmptyState
          text={t('form.signInText')}
          testId="sub-sign-in-needed"
          action={
            <LinkButton type="primary" icon={<LoginOutlined />} to={to(`/login?redirect=${encodeURIComponent(to(`/subscribe?id=${project.id}`))}`)}>
              {t('project.signIn')}
            </LinkButton>
          }
        />
      </section>
    );
  if (project.status === 'open') return <SubscribeForm project={project} rules={rules} available={available} />;
  if (project.status === 'upcoming')
    return (
      <section className="vx-funds-card vx-sub-form" data-testid="sub-not-open">
        <Alert type="info" showIcon title={t('form.upcoming')} description={<Countdown project={project} />} />
      </section>
    );
  return <Published project={project} />;
}

/** One project (/subscribe?id=…): terms, the allocation rule with a worked example, the coin, and the form. */
function SubscribeContent() {
  const { t } = useTranslation('subscription');
  const { phone } = useLayout();
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { token } = useSession();
  const signedIn = Boolean(token);
  const info = useProject(id);
  const live = useLiveBalances();
  let body: ReactNode;
  const unknown = (
    <EmptyState
      text={t('detail.unknown')}
      testId="sub-unknown"
      action={
        <LinkButton type="primary" to={to('/subscription')} data-testid="sub-back">
          {t('detail.back')}
        </LinkButton>
      }
    />
  );
  if (!/^\d+$/.test(id)) body = unknown;
  else if (info.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (info.isError || !info.data) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else {
    const { project, coin, rules } = info.data;
    body = (
      <>
        <header className="vx-funds-card vx-sub-hero" data-testid="sub-hero" data-id={project.id} data-status={project.status} data-coin={project.coin}>
          <div className="vx-sub-card__coin">
            <CoinIcon asset={project.coin} size="lg" />
            <div>
              <h2 className="vx-sub-hero__name">{project.name}</h2>
              <span className="vx-muted">{coin.name}</span>
            </div>
          </div>
          <div className="vx-sub-card__tags">
            {project.private ? <PrivateTag /> : null}
            <RuleTag rule={project.rule} />
            <ProjectStatusTag status={project.status} />
          </div>
          <Countdown project={project} className="vx-sub-hero__countdown" />
        </header>
        <div className="vx-sub-detail">
          <div className="vx-sub-detail__main">
            <section className="vx-funds-card" data-testid="sub-terms">
              <h2 className="vx-sub-title">{t('detail.terms')}</h2>
              <TermFacts project={project} />
              {project.private ? <p className="vx-muted vx-small">{t('detail.privateNote')}</p> : null}
            </section>
            <section className="vx-funds-card" aria-labelledby="sub-rule-title">
              <h2 className="vx-sub-title" id="sub-rule-title">
                {t('rule.title', { rule: t(`rule.${project.rule}.name`) })}
              </h2>
              <RuleExplainer project={project} />
              <ul className="vx-sub-bullets">
                <li>{t('rule.common.freeze', { asset: rules.asset })}</li>
                <li>{t('rule.common.root')}</li>
                <li>{t('rule.common.job', { seconds: rules.allocation_within_seconds })}</li>
                <li>{t('rule.common.refund')}</li>
              </ul>
            </section>
            <CoinInfo coin={coin} />
          </div>
          <div className="vx-sub-detail__side">
            <Side project={project} rules={rules} signedIn={signedIn} />
          </div>
        </div>
      </>
    );
  }
  return (
    <PageFrame
      title={t('detail.title')}
      testId="page-subscribe"
      extra={
        <div className="vx-page-actions">
          {signedIn ? <LiveIndicator state={live} /> : null}
          <LinkButton to={to('/subscription')} icon={<AppstoreOutlined />} size={phone ? 'small' : undefined} data-testid="sub-all-projects">
            {t('detail.allProjects')}
          </LinkButton>
          {signedIn ? (
            <LinkButton to={to('/subscriptionList')} icon={<UnorderedListOutlined />} size={phone ? 'small' : undefined} data-testid="sub-my-records">
              {t('list.myRecords')}
            </LinkButton>
          ) : null}
        </div>
      }
    >
      <div className="vx-sub">{body}</div>
    </PageFrame>
  );
}

export default function SubscribePage() {
  return (
    <NamespaceFrame titleKey="subscribe" testId="page-subscribe">
      <SubscribeContent />
    </NamespaceFrame>
  );
}
