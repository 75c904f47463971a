import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { type CommitmentProof, formatUnits, type SubscriptionRecord } from '@veritex/shared';
import { Alert, Drawer, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useLayout } from '../../router/layout-context';
import { insideRoot } from './parts';
import { type Verification, type VerifyStep, verifyCommitment } from './subscriptionMaths';
import { useCommitmentProof } from './subscriptionQueries';

/** A hash shortened for reading, in full on hover and in the attribute. */
function Hash({ value, testId }: { value: string; testId?: string }) {
  const short = value.length > 20 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value;
  return (
    <code className="vx-sub-hash vx-ltr" title={value} data-testid={testId} data-value={value}>
      {short || '—'}
    </code>
  );
}

function StepIcon({ ok }: { ok: boolean | undefined }) {
  if (ok === true) return <CheckCircleFilled className="vx-sub-step__ok" />;
  if (ok === false) return <CloseCircleFilled className="vx-sub-step__bad" />;
  return <MinusCircleOutlined className="vx-muted" />;
}

function Step({ step, title, children }: { step: VerifyStep; title: string; children: ReactNode }) {
  const state = step.ok === true ? 'ok' : step.ok === false ? 'failed' : 'waiting';
  return (
    <li className={`vx-sub-step vx-sub-step--${state}`} data-testid={`verify-step-${step.key}`} data-state={state}>
      <StepIcon ok={step.ok} />
      <div className="vx-sub-step__body">
        <strong>{title}</strong>
        {children}
      </div>
    </li>
  );
}

/** Each check with what was computed here and what the server published. */
function Steps({ proof, record, result }: { proof: CommitmentProof; record: SubscriptionRecord; result: Verification }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const coins = (units: bigint | string) => trim(formatUnits(BigInt(units), proof.terms.coin_scale));
  const usdt = (units: bigint | string) => trim(formatUnits(BigInt(units), proof.terms.usdt_scale));
  const byKey = (key: VerifyStep['key']) => result.steps.find((step) => step.key === key);
  const tag = byKey('tag');
  const leaf = byKey('leaf');
  const amount = byKey('amount');
  const path = byKey('path');
  const allocation = byKey('allocation');
  return (
    <ol className="vx-sub-steps">
      {tag ? (
        <Step step={tag} title={t('verify.tag.title')}>
          <span className="vx-muted vx-small">{t('verify.tag.how', { user: proof.user_id })}</span>
          <span className="vx-sub-step__line">
            {t('verify.computed')} <Hash value={tag.computed} testId="verify-tag-computed" /> · {t('verify.published')} <Hash value={tag.published} />
          </span>
        </Step>
      ) : null}
      {amount ? (
        <Step step={amount} title={t('verify.amount.title')}>
          <span className="vx-muted vx-small">{t('verify.amount.how', { amount: trim(record.amount), units: proof.amount_units })}</span>
        </Step>
      ) : null}
      {leaf ? (
        <Step step={leaf} title={t('verify.leaf.title')}>
          <span className="vx-muted vx-small">{t('verify.leaf.how', { id: proof.subscription_id, units: proof.amount_units })}</span>
          <span className="vx-sub-step__line">
            {t('verify.computed')} <Hash value={leaf.computed} testId="verify-leaf-computed" /> · {t('verify.published')} <Hash value={leaf.published} />
          </span>
        </Step>
      ) : null}
      {path ? (
        <Step step={path} title={t('verify.path.title')}>
          {proof.root === null ? (
            <span className="vx-muted vx-small">{t('verify.path.notYet')}</span>
          ) : (
            <>
              <span className="vx-muted vx-small">
                {t('verify.path.how', { count: result.hops.length, index: (proof.index ?? 0) + 1, leaves: proof.leaves ?? 0 })}
              </span>
              {result.hops.length > 0 ? (
                <ol className="vx-sub-hops" data-testid="verify-hops">
                  {result.hops.map((hop) => (
                    <li key={hop.result} data-testid="verify-hop">
                      <span className="vx-muted vx-small">{t(`verify.path.${hop.side}`)}</span> <Hash value={hop.sibling} /> → <Hash value={hop.result} />
                    </li>
                  ))}
                </ol>
              ) : null}
              <span className="vx-sub-step__line">
                {t('verify.computedRoot')} <Hash value={path.computed} testId="verify-root-computed" /> · {t('verify.publishedRoot')}{' '}
                <Hash value={path.published} testId="verify-root-published" />
              </span>
              {proof.published_at ? (
                <span className="vx-muted vx-small">{t('verify.path.publishedAt', { time: format.dateTime(proof.published_at) })}</span>
              ) : null}
            </>
          )}
        </Step>
      ) : null}
      {allocation ? (
        <Step step={allocation} title={t('verify.allocation.title')}>
          {result.recomputed && result.total !== null ? (
            <>
              <span className="vx-muted vx-small">
                {result.oversubscribed
                  ? t('verify.allocation.howPro', {
                      amount: usdt(proof.amount_units),
                      total: usdt(result.total),
                      supply: coins(proof.terms.supply_units),
                      coin: record.coin,
                    })
                  : t('verify.allocation.howFull', { amount: usdt(proof.amount_units), price: usdt(proof.terms.price_units), coin: record.coin })}
              </span>
              <dl className="vx-breakdown vx-sub-verify-figures">
                <div data-testid="verify-allotted" data-value={String(result.recomputed.allotted)}>
                  <dt>{t('verify.allocation.allotted')}</dt>
                  <dd className="vx-num vx-ltr">
                    {coins(result.recomputed.allotted)} {record.coin}
                  </dd>
                </div>
                <div data-testid="verify-paid" data-value={String(result.recomputed.paid)}>
                  <dt>{t('verify.allocation.paid')}</dt>
                  <dd className="vx-num vx-ltr">{usdt(result.recomputed.paid)} USDT</dd>
                </div>
                <div data-testid="verify-refund" data-value={String(result.recomputed.refund)}>
                  <dt>{t('verify.allocation.refund')}</dt>
                  <dd className="vx-num vx-ltr">{usdt(result.recomputed.refund)} USDT</dd>
                </div>
              </dl>
              <span className="vx-muted vx-small">
                {proof.allotment
                  ? allocation.ok
                    ? t('verify.allocation.matches')
                    : t('verify.allocation.differs', {
                        allotted: coins(proof.allotment.allotted_units),
                        refund: usdt(proof.allotment.refund_units),
                        coin: record.coin,
                      })
                  : t('verify.allocation.notYet')}
              </span>
            </>
          ) : (
            <span className="vx-muted vx-small">{t('verify.allocation.waiting')}</span>
          )}
        </Step>
      ) : null}
    </ol>
  );
}

function PanelBody({ record }: { record: SubscriptionRecord }) {
  const { t } = useTranslation('subscription');
  const proof = useCommitmentProof(record.id);
  if (proof.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (proof.isError || !proof.data) return <ErrorState error={proof.error} onRetry={() => void proof.refetch()} retrying={proof.isFetching} compact />;
  const result = verifyCommitment(proof.data, record.amount);
  const verdict = result.failed ? 'failed' : result.complete ? 'ok' : 'partial';
  return (
    <div className="vx-sub-verify" data-testid="verify-panel" data-verdict={verdict}>
      <p className="vx-muted">{t('verify.lead')}</p>
      <Alert
        type={verdict === 'failed' ? 'error' : verdict === 'ok' ? 'success' : 'info'}
        showIcon
        title={t(`verify.verdict.${verdict}`)}
        data-testid="verify-verdict"
        className="vx-sub-verify__verdict"
      />
      <Steps proof={proof.data} record={record} result={result} />
      <p className="vx-muted vx-small">{t('verify.footnote')}</p>
    </div>
  );
}

/** "Verify my allocation": the proof fetched, every step recomputed here with @veritex/shared. */
export function VerifyPanel({ record, onClose }: { record: SubscriptionRecord | undefined; onClose: () => void }) {
  const { t } = useTranslation('subscription');
  const { phone } = useLayout();
  const title = record ? t('verify.title', { project: record.project_name }) : '';
  const body = record ? <PanelBody key={record.id} record={record} /> : null;
  return (
    <Drawer
      getContainer={insideRoot}
      open={Boolean(record)}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '88vh' : 'min(44rem, 100vw)'}
      title={title}
      className={phone ? 'vx-sheet vx-sub-verify-drawer' : 'vx-sub-verify-drawer'}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
