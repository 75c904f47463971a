import { ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { CoinInfoView, SubscriptionProject, SubscriptionProjectStatus, SubscriptionRecord, SubscriptionStatus } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/funds/Amount';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { ruleExample, usdtText } from './subscriptionMaths';

/** Dialogs and sheets mount inside the themed root, so the page's colours and direction reach them. */
export const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** The clock, ticking each second while shown (countdowns are cosmetic: the server decides). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "2d 03:14:05" or "03:14:05". */
export function durationText(t: TFunction, ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? t('countdown.days', { count: days, clock }) : clock;
}

/** Until the window opens, until it closes, or nothing once it has. */
export function Countdown({ project, className }: { project: SubscriptionProject; className?: string }) {
  const { t } = useTranslation('subscription');
  const now = useNow();
  const starts = Date.parse(project.starts_at);
  const ends = Date.parse(project.ends_at);
  let text: string;
  let phase: string;
  if (now < starts) {
    text = t('countdown.startsIn', { time: durationText(t, starts - now) });
    phase = 'before';
  } else if (now < ends && project.status === 'open') {
    text = t('countdown.endsIn', { time: durationText(t, ends - now) });
    phase = 'open';
  } else {
    text = t('countdown.ended');
    phase = 'ended';
  }
  return (
    <span className={['vx-sub-countdown', `vx-sub-countdown--${phase}`, className].filter(Boolean).join(' ')} data-testid="sub-countdown" data-phase={phase}>
      <ClockCircleOutlined /> <span className="vx-num">{text}</span>
    </span>
  );
}

const PROJECT_COLOURS: Record<SubscriptionProjectStatus, string> = {
  upcoming: 'blue',
  open: 'success',
  closed: 'warning',
  allocated: 'purple',
  listed: 'default',
};

export function ProjectStatusTag({ status }: { status: SubscriptionProjectStatus }) {
  const { t } = useTranslation('subscription');
  return (
    <Tag color={PROJECT_COLOURS[status]} variant="filled" className="vx-sub-tag" data-testid="sub-project-status" data-status={status}>
      {t(`projectStatus.${status}`)}
    </Tag>
  );
}

export function PrivateTag() {
  const { t } = useTranslation('subscription');
  return (
    <Tag color="gold" variant="filled" icon={<LockOutlined />} className="vx-sub-tag" data-testid="sub-private">
      {t('project.private')}
    </Tag>
  );
}

const RECORD_COLOURS: Record<SubscriptionStatus, string> = { review: 'processing', failed: 'error', passed: 'success' };

export function RecordStatusTag({ record }: { record: Pick<SubscriptionRecord, 'status'> }) {
  const { t } = useTranslation('subscription');
  return (
    <Tag color={RECORD_COLOURS[record.status]} variant="filled" data-testid="sub-record-status" data-status={record.status}>
      {t(`status.${record.status}`)}
    </Tag>
  );
}

export function RuleTag({ rule }: { rule: SubscriptionProject['rule'] }) {
  const { t } = useTranslation('subscription');
  return (
    <Tag variant="outlined" className="vx-sub-tag" data-testid="sub-rule-tag" data-rule={rule}>
      {t(`rule.${rule}.name`)}
    </Tag>
  );
}

export function Fact({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId?: string; value?: string | number }) {
  return (
    <div className="vx-sub-fact" data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A coin amount with its code, exact. */
export function Coins({ value, coin, testId }: { value: string; coin: string; testId?: string }) {
  return <Amount value={value} asset={coin} testId={testId} />;
}

export function Usdt({ value, testId }: { value: string | bigint; testId?: string }) {
  return <Amount value={typeof value === 'bigint' ? usdtText(value) : value} asset="USDT" testId={testId} />;
}

/** The terms every project card and the subscribe page show. */
export function TermFacts({ project }: { project: SubscriptionProject }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  return (
    <dl className="vx-sub-facts">
      <Fact label={t('project.price')} testId="sub-price" value={project.issue_price}>
        <span className="vx-num vx-ltr">
          {t('project.priceValue', {
            price: format.fixed(trim(project.issue_price), Math.max(2, trim(project.issue_price).split('.')[1]?.length ?? 0)),
            coin: project.coin,
          })}
        </span>
      </Fact>
      <Fact label={t('project.supply')} testId="sub-supply" value={project.total_supply}>
        <Coins value={trim(project.total_supply)} coin={project.coin} />
      </Fact>
      <Fact label={t('project.remaining')} testId="sub-remaining" value={project.remaining}>
        <Coins value={trim(project.remaining)} coin={project.coin} />
      </Fact>
      <Fact label={t('project.committed')} testId="sub-committed" value={project.committed}>
        <Usdt value={trim(project.committed)} />
      </Fact>
      <Fact label={t('project.window')} testId="sub-window">
        <span className="vx-num">
          {format.dateTime(project.starts_at)} – {format.dateTime(project.ends_at)}
        </span>
      </Fact>
      <Fact label={t('project.listing')} testId="sub-listing" value={project.listing_at}>
        <span className="vx-num">{format.dateTime(project.listing_at)}</span>
      </Fact>
      <Fact label={t('project.lockup')} testId="sub-lockup" value={project.lockup_days}>
        {t('project.lockupValue', { count: project.lockup_days })}
      </Fact>
      <Fact label={t('project.limits')} testId="sub-cap" value={project.user_cap}>
        <span className="vx-num vx-ltr">
          {t('project.limitsValue', { min: format.fixed(trim(project.min_commit), 0), max: format.fixed(trim(project.user_cap), 0) })}
        </span>
      </Fact>
    </dl>
  );
}

/**
 * The allocation rule in words with a worked example at this project's own price, supply and cap,
 * every figure from the shared arithmetic the allocation job uses.
 */
export function RuleExplainer({ project, amount }: { project: SubscriptionProject; amount?: bigint }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const example = ruleExample(project, amount);
  const coins = (units: bigint) =>
    format.fixed(
      trim(formatUnits(units, project.coin_scale)),
      Math.min(project.coin_scale, Math.max(0, trim(formatUnits(units, project.coin_scale)).split('.')[1]?.length ?? 0)),
    );
  const usdt = (units: bigint) => format.fixed(trim(usdtText(units)), Math.max(2, trim(usdtText(units)).split('.')[1]?.length ?? 0));
  const values = {
    coin: project.coin,
    amount: usdt(example.amount),
    total: usdt(example.total),
    supply: format.fixed(trim(project.total_supply), trim(project.total_supply).split('.')[1]?.length ?? 0),
    price: trim(project.issue_price),
    wanted: coins(example.wanted),
    allotted: coins(example.allotted),
    paid: usdt(example.paid),
    refund: usdt(example.refund),
  };
  return (
    <div className="vx-sub-rule" data-testid="sub-rule" data-rule={project.rule}>
      <p className="vx-sub-rule__text">{t(`rule.${project.rule}.text`)}</p>
      <div
        className="vx-sub-example"
        data-testid="sub-rule-example"
        data-amount={String(example.amount)}
        data-allotted={String(example.allotted)}
        data-refund={String(example.refund)}
      >
        <strong>{t('rule.exampleTitle')}</strong>
        <ol className="vx-sub-example__steps">
          {project.rule === 'pro_rata' ? (
            <>
              <li>{t('rule.pro_rata.step1', values)}</li>
              <li>{t('rule.pro_rata.step2', values)}</li>
              <li>{t('rule.pro_rata.step3', values)}</li>
            </>
          ) : (
            <>
              <li>{t('rule.first_come.step1', values)}</li>
              <li>{t('rule.first_come.step2', values)}</li>
            </>
          )}
          <li>{t('rule.common.lockup', { ...values, count: project.lockup_days })}</li>
        </ol>
        <p className="vx-muted vx-small">{t('rule.rounding')}</p>
      </div>
    </div>
  );
}

/** Spec §3 Coin info: release time, total issuance, circulation, website, white paper, introduction. */
export function CoinInfo({ coin }: { coin: CoinInfoView }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const link = (href: string, testId: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="vx-ltr vx-sub-link" data-testid={testId}>
        {href.replace(/^https?:\/\//, '')}
      </a>
    ) : (
      <span className="vx-muted">—</span>
    );
  return (
    <section className="vx-funds-card vx-sub-coin" data-testid="sub-coin-info" aria-labelledby="sub-coin-title">
      <h2 className="vx-sub-title" id="sub-coin-title">
        {t('coin.title', { coin: coin.coin, name: coin.name })}
      </h2>
      <dl className="vx-sub-facts vx-sub-facts--two">
        <Fact label={t('coin.release')} testId="sub-coin-release">
          <span className="vx-num">{coin.release_at ? format.dateTime(coin.release_at) : '—'}</span>
        </Fact>
        <Fact label={t('coin.issuance')} testId="sub-coin-issuance" value={coin.total_issuance}>
          <Coins value={trim(coin.total_issuance)} coin={coin.coin} />
        </Fact>
        <Fact label={t('coin.circulation')} testId="sub-coin-circulation" value={coin.circulation}>
          <Coins value={trim(coin.circulation)} coin={coin.coin} />
        </Fact>
        <Fact label={t('coin.website')}>{link(coin.website, 'sub-coin-website')}</Fact>
        <Fact label={t('coin.whitePaper')}>{link(coin.white_paper, 'sub-coin-white-paper')}</Fact>
      </dl>
      <h3 className="vx-sub-subtitle">{t('coin.introduction')}</h3>
      <p className="vx-sub-intro" data-testid="sub-coin-introduction">
        {coin.introduction || t('coin.noIntroduction')}
      </p>
    </section>
  );
}
