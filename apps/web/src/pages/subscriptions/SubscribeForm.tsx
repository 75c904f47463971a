import { InfoCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorName, formatUnits, type SubscriptionProject, type SubscriptionRules } from '@veritex/shared';
import { App, Button, Drawer, Modal, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { AmountInput } from '../../components/form/inputs';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { useFormat } from '../../i18n/format';
import { isAmount, sign, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { Coins, insideRoot, RuleExplainer, Usdt } from './parts';
import { type Estimate, estimateNow, maxCommit, remainingUsdt, USDT_SCALE, usdtText, usdtUnits } from './subscriptionMaths';
import { invalidateSubscriptions, subscribeProject } from './subscriptionQueries';

/** Refusals about the amount: shown under the field, whether the page or the server found them. */
const AMOUNT_ERRORS: readonly ErrorName[] = [
  'subscription_over_cap',
  'subscription_over_remaining',
  'insufficient_balance',
  'amount_invalid',
  'amount_required',
  'amount_out_of_bounds',
];

/** What is wrong with the amount as typed, in the server's words (errors namespace), or undefined. */
function amountProblem(t: TFunction, amount: string, project: SubscriptionProject, available: string | undefined): string | undefined {
  if (!amount) return t('errors:amount_required');
  if (!isAmount(amount, USDT_SCALE) || sign(amount) <= 0) return t('errors:amount_invalid', { scale: USDT_SCALE });
  const units = usdtUnits(amount);
  const capLeft = usdtUnits(project.user_cap) - usdtUnits(project.my_committed);
  if (units < usdtUnits(project.min_commit) && units <= capLeft)
    return t('errors:amount_out_of_bounds', { min: trim(project.min_commit), max: trim(usdtText(capLeft > 0n ? capLeft : 0n)) });
  if (units > capLeft) return t('errors:subscription_over_cap', { max: trim(project.user_cap) });
  const left = remainingUsdt(project);
  if (left !== undefined && units > left) return t('errors:subscription_over_remaining', { remaining: trim(usdtText(left)) });
  if (available !== undefined && units > usdtUnits(available)) return t('errors:insufficient_balance');
  return undefined;
}

function Line({ label, children, testId, value, className }: { label: ReactNode; children: ReactNode; testId: string; value?: string; className?: string }) {
  return (
    <div className={className} data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "If the window closed now": coins, USDT paid, USDT refunded, from the shared allocation. */
function EstimateLines({ project, estimate, prefix }: { project: SubscriptionProject; estimate: Estimate | undefined; prefix: string }) {
  const { t } = useTranslation('subscription');
  const dash = <span className="vx-muted">—</span>;
  return (
    <>
      <Line label={t('form.estimateCoins')} testId={`${prefix}-allotted`} value={estimate ? String(estimate.allotted) : ''}>
        {estimate ? <Coins value={trim(formatUnits(estimate.allotted, project.coin_scale))} coin={project.coin} /> : dash}
      </Line>
      <Line label={t('form.estimatePaid')} testId={`${prefix}-paid`} value={estimate ? String(estimate.paid) : ''}>
        {estimate ? <Usdt value={estimate.paid} /> : dash}
      </Line>
      <Line label={t('form.estimateRefund')} testId={`${prefix}-refund`} value={estimate ? String(estimate.refund) : ''}>
        {estimate ? <Usdt value={estimate.refund} /> : dash}
      </Line>
    </>
  );
}

/**
 * The commitment form: the amount (checked as typed against the minimum, the cap left, what
 * remains under first come and the exchange balance), what it would receive if the window closed
 * now, then a confirmation with the rule and this amount's worked example before web/subscribe is
 * sent with one request id.
 */
export function SubscribeForm({ project, rules, available }: { project: SubscriptionProject; rules: SubscriptionRules; available: string | undefined }) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const { phone } = useLayout();
  const to = useTo();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState(false);

  const problem = serverProblem ?? (touched ? amountProblem(t, amount, project, available) : undefined);
  const valid = amountProblem(t, amount, project, available) === undefined;
  const units = valid ? usdtUnits(amount) : 0n;
  const estimate = valid ? estimateNow(project, units) : undefined;
  const most = maxCommit(project, available);
  const capLeft = usdtUnits(project.user_cap) - usdtUnits(project.my_committed);
  const empty = available !== undefined && sign(available) <= 0;
  const amountText = valid ? format.fixed(trim(amount), trim(amount).split('.')[1]?.length ?? 0) : undefined;

  function edit(value: string) {
    setAmount(value);
    setTouched(true);
    setServerProblem(undefined);
    setRefusal(null);
  }

  function press() {
    setTouched(true);
    if (valid) setConfirming(true);
  }

  async function commit() {
    const fields = { project_id: project.id, amount };
    const requestId = requestIds.take(fields);
    try {
      const record = await subscribeProject(fields, requestId);
      requestIds.settle();
      invalidateSubscriptions(queryClient);
      setConfirming(false);
      void message.success(t('form.done', { amount: trim(record.amount), coin: project.coin }));
      navigate(to(`/subscriptionList?record=${record.id}`));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        setConfirming(false);
        const aboutAmount = AMOUNT_ERRORS.some((name) => ERROR_CODES[name] === error.code) || error.field === 'amount';
        if (aboutAmount) setServerProblem(error.msg);
        else setRefusal(error);
        // Remaining, cap and balance may have moved: read them again.
        invalidateSubscriptions(queryClient);
        return;
      }
      // No answer: the same press may be retried with the same request id.
      void message.error(t('web:common.networkError'), 3);
    }
  }

  return (
    <section className="vx-funds-card vx-sub-form" data-testid="sub-form" data-project={project.id}>
      <h2 className="vx-sub-title">{t('form.title', { coin: project.coin })}</h2>
      <div className={problem ? 'vx-sub-field vx-sub-field--error' : 'vx-sub-field'}>
        <div className="vx-sub-field__labels">
          <label htmlFor="sub-amount">{t('form.amount')}</label>
          <span className="vx-muted vx-small vx-num" data-testid="sub-form-bounds">
            {t('form.bounds', { min: format.fixed(trim(project.min_commit), 0), max: format.fixed(trim(project.user_cap), 0) })}
          </span>
        </div>
        <AmountInput
          id="sub-amount"
          value={amount}
          onChange={edit}
          asset="USDT"
          testId="sub-amount"
          placeholder={t('form.placeholder', { min: format.fixed(trim(project.min_commit), 0) })}
          onMax={() => most > 0n && edit(trim(usdtText(most)))}
          maxDisabled={most <= 0n}
        />
        {problem ? (
          <div className="vx-oform__error" role="alert" data-testid="sub-amount-error">
            {problem}
          </div>
        ) : null}
        <div className="vx-sub-available" data-testid="sub-available" data-value={available ?? ''}>
          <span className="vx-muted">{t('form.available')}</span>{' '}
          {available === undefined ? <Skeleton.Input active size="small" /> : <Usdt value={available} />}
        </div>
        <div className="vx-muted vx-small vx-num" data-testid="sub-my-committed" data-value={project.my_committed}>
          {t('form.mine', { mine: format.fixed(trim(project.my_committed), 2), left: format.fixed(trim(usdtText(capLeft > 0n ? capLeft : 0n)), 2) })}
        </div>
        {empty ? (
          <div className="vx-sub-topup" data-testid="sub-empty-balance">
            <span className="vx-muted vx-small">{t('form.emptyBalance')}</span>
            <LinkButton to={to('/asset?tab=transfer&to=exchange&asset=USDT')} size="small" icon={<SwapOutlined />} data-testid="sub-transfer">
              {t('form.transfer')}
            </LinkButton>
          </div>
        ) : null}
      </div>

      <dl className="vx-breakdown vx-sub-estimate" data-testid="sub-estimate">
        <div className="vx-sub-estimate__head">
          <dt>{t('form.estimateTitle')}</dt>
        </div>
        <EstimateLines project={project} estimate={estimate} prefix="sub-estimate" />
      </dl>
      <p className="vx-muted vx-small vx-sub-note">
        <InfoCircleOutlined /> {t(project.rule === 'pro_rata' ? 'form.estimateNotePro' : 'form.estimateNoteFirst')}{' '}
        {t('form.frozenNote', { asset: rules.asset })}
      </p>

      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" size="large" block loading={busy} onClick={press} data-testid="sub-submit">
        {amountText ? t('form.submitAmount', { amount: amountText, coin: project.coin }) : t('form.submit', { coin: project.coin })}
      </Button>

      <ConfirmSubscribe
        open={confirming}
        phone={phone}
        busy={busy}
        project={project}
        rules={rules}
        amount={amount}
        units={units}
        estimate={estimate}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(commit)}
      />
    </section>
  );
}

/** The confirmation: the amount, what is frozen, the rule with this amount's example, the lock-up, before anything is sent. */
function ConfirmSubscribe({
  open,
  phone,
  busy,
  project,
  rules,
  amount,
  units,
  estimate,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  phone: boolean;
  busy: boolean;
  project: SubscriptionProject;
  rules: SubscriptionRules;
  amount: string;
  units: bigint;
  estimate: Estimate | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const body = (
    <div className="vx-sub-confirm" data-testid="sub-confirm">
      <dl className="vx-breakdown">
        <Line label={t('confirm.project')} testId="sub-confirm-project" value={project.id}>
          {project.name} · {project.coin}
        </Line>
        <Line label={t('confirm.amount')} testId="sub-confirm-amount" value={amount} className="vx-breakdown__total">
          <Usdt value={units} />
        </Line>
        <Line label={t('confirm.price')} testId="sub-confirm-price" value={project.issue_price}>
          <span className="vx-num vx-ltr">{t('project.priceValue', { price: trim(project.issue_price), coin: project.coin })}</span>
        </Line>
        <EstimateLines project={project} estimate={estimate} prefix="sub-confirm" />
        <Line label={t('confirm.windowEnds')} testId="sub-confirm-ends" value={project.ends_at}>
          <span className="vx-num">{format.dateTime(project.ends_at)}</span>
        </Line>
      </dl>
      <p data-testid="sub-confirm-frozen">{t('confirm.frozen', { amount: trim(amount || '0'), asset: rules.asset })}</p>
      <RuleExplainer project={project} amount={units} />
      <p className="vx-muted vx-small">{t('confirm.allocation', { seconds: rules.allocation_within_seconds })}</p>
      <div className="vx-sub-confirm__actions">
        <Button onClick={onCancel} disabled={busy} data-testid="sub-confirm-cancel">
          {t('confirm.cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={onConfirm} data-testid="sub-confirm-ok">
          {t('confirm.ok', { amount: trim(amount || '0'), coin: project.coin })}
        </Button>
      </div>
    </div>
  );
  if (phone)
    return (
      <Drawer
        getContainer={insideRoot}
        placement="bottom"
        open={open}
        onClose={onCancel}
        title={t('confirm.title')}
        size="auto"
        styles={{ wrapper: { maxHeight: '92vh' } }}
        className="vx-sheet"
      >
        {body}
      </Drawer>
    );
  return (
    <Modal
      getContainer={insideRoot}
      open={open}
      onCancel={onCancel}
      title={t('confirm.title')}
      footer={null}
      width="36rem"
      maskClosable={!busy}
      closable={!busy}
    >
      {body}
    </Modal>
  );
}
