import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { formatUnits, type ProofFailure, type ProofVerdict } from '@veritex/shared';
import { Collapse, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoinLabel } from '../../components/coin/CoinIcon';
import { useFormat } from '../../i18n/format';
import type { AssetOutcome, FileCheck } from './proofApi';

/** A hash shortened for reading, in full on hover and in the attribute. */
export function Hash({ value, testId }: { value: string; testId?: string }) {
  const short = value.length > 20 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value;
  return (
    <code className="vx-proof-hash vx-ltr" title={value} data-testid={testId} data-value={value}>
      {short}
    </code>
  );
}

/** Where a proof stops adding up, in words: the kind of step and its level. */
function FailureText({ failure }: { failure: ProofFailure }) {
  const { t } = useTranslation('proof');
  const params: Record<string, string | number> = {};
  if ('level' in failure) params.level = failure.level;
  if ('field' in failure) params.field = failure.field;
  if ('computed' in failure) {
    params.computed = failure.computed;
    params.expected = failure.expected;
  }
  return (
    <span className="vx-proof-failure" data-testid="proof-failure" data-kind={failure.kind} data-level={'level' in failure ? failure.level : undefined}>
      {t(`verify.failure.${failure.kind}`, params)}
    </span>
  );
}

/** Each step as recomputed here: the user hash, the leaf, every level, the root. */
function Steps({ verdict }: { verdict: ProofVerdict }) {
  const { t } = useTranslation('proof');
  return (
    <ol className="vx-proof-steps" data-testid="proof-steps">
      {verdict.user_hash ? (
        <li>
          <span className="vx-muted">{t('verify.userHash')}</span> <Hash value={verdict.user_hash} />
        </li>
      ) : null}
      {verdict.leaf_hash ? (
        <li>
          <span className="vx-muted">{t('verify.leaf')}</span> <Hash value={verdict.leaf_hash} />
        </li>
      ) : null}
      {verdict.steps.map((step) => (
        <li key={step.level}>
          <span className="vx-muted">{t('verify.step', { level: step.level })}</span> <span className="vx-muted vx-small">{t(`verify.side.${step.side}`)}</span>{' '}
          <Hash value={step.sibling_hash} /> <span className="vx-num vx-ltr vx-small">+{step.sibling_sum}</span> → <Hash value={step.hash} />{' '}
          <span className="vx-num vx-ltr vx-small">Σ {step.sum}</span>
        </li>
      ))}
    </ol>
  );
}

function OutcomeRow({ outcome }: { outcome: AssetOutcome }) {
  const { t } = useTranslation('proof');
  const format = useFormat();
  const included = outcome.published && outcome.verdict.ok;
  return (
    <li className="vx-proof-result" data-testid="proof-result" data-asset={outcome.asset} data-state={included ? 'included' : 'failed'}>
      <div className="vx-proof-result__head">
        <CoinLabel asset={outcome.asset} />
        <span className="vx-num vx-ltr vx-proof-result__balance" title={formatUnits(BigInt(outcome.balanceUnits), outcome.scale)}>
          {format.amount(formatUnits(BigInt(outcome.balanceUnits), outcome.scale), outcome.scale)}
        </span>
        {included ? (
          <Tag color="success" icon={<CheckCircleFilled />} data-testid="proof-included">
            {t('verify.included')}
          </Tag>
        ) : (
          <Tag color="error" icon={<CloseCircleFilled />} data-testid="proof-not-included">
            {t('verify.notIncluded')}
          </Tag>
        )}
      </div>
      {!outcome.published ? (
        <span className="vx-proof-failure" data-testid="proof-failure" data-kind="not_published">
          {t('verify.failure.not_published')}
        </span>
      ) : outcome.verdict.failure ? (
        <FailureText failure={outcome.verdict.failure} />
      ) : (
        <span className="vx-muted vx-small">{t('verify.levels', { levels: outcome.verdict.steps.length })}</span>
      )}
      <Collapse
        ghost
        size="small"
        items={[{ key: 'steps', label: <span className="vx-small">{t('verify.showSteps')}</span>, children: <Steps verdict={outcome.verdict} /> }]}
      />
    </li>
  );
}

/** The outcome of a check: per asset "Included" or exactly where it fails; or why nothing could be checked. */
export function ProofResults({ check }: { check: FileCheck }) {
  const { t } = useTranslation('proof');
  const format = useFormat();
  if (check.kind === 'no_crypto') return <p className="vx-proof-note vx-proof-note--bad">{t('verify.noCrypto')}</p>;
  if (check.kind === 'unreadable')
    return (
      <p className="vx-proof-note vx-proof-note--bad" data-testid="proof-unreadable">
        {check.field ? t('verify.unreadableField', { field: check.field }) : t('verify.unreadable')}
      </p>
    );
  if (check.kind === 'unpublished')
    return (
      <p className="vx-proof-note vx-proof-note--bad" data-testid="proof-unpublished">
        {t('verify.unpublished', { id: check.file.snapshot_id })}
      </p>
    );
  return (
    <div className="vx-proof-results" data-testid="proof-results">
      <p className="vx-muted vx-small">{t('verify.snapshot', { id: check.file.snapshot_id, time: format.dateTime(check.file.taken_at) })}</p>
      {check.outcomes.length === 0 ? <p className="vx-proof-note">{t('verify.nothingHeld')}</p> : null}
      <ul className="vx-proof-result-list">
        {check.outcomes.map((outcome) => (
          <OutcomeRow key={outcome.asset} outcome={outcome} />
        ))}
      </ul>
    </div>
  );
}
