import { InfoCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type EarnProduct, type EarnRules, ERROR_CODES, type ErrorName } from '@veritex/shared';
import { App, Button, Drawer, Modal, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { CoinIcon } from '../../components/coin/CoinIcon';
import { AmountInput } from '../../components/form/inputs';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { PublishedRulesLink } from '../../components/rules';
import { useFormat } from '../../i18n/format';
import { compare, isAmount, sign, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { decimal, EARN_SCALE, type EarnDates, type EarnProjection, maxBuyable, projection, simpleYearlyPct, termDates } from './earnMaths';
import { buyEarn, invalidateEarn } from './earnQueries';
import { EarnDay, earlyRuleText, insideRoot, RateBlock, RuleExample, Usdt } from './parts';

/** Refusals about the amount: shown under the amount field, whether the client or the server found them. */
const AMOUNT_ERRORS: readonly ErrorName[] = ['amount_out_of_bounds', 'earn_capacity_reached', 'insufficient_balance', 'amount_invalid', 'amount_required'];

/** What is wrong with the amount as typed, in the server's words (errors namespace), or undefined. */
function amountProblem(t: TFunction, amount: string, product: EarnProduct, available: string | undefined): string | undefined {
  if (!amount) return t('errors:amount_required');
  if (!isAmount(amount, EARN_SCALE)) return t('errors:amount_invalid', { scale: EARN_SCALE });
  if (compare(amount, product.min_amount) < 0 || compare(amount, product.max_amount) > 0)
    return t('errors:amount_out_of_bounds', { min: trim(product.min_amount), max: trim(product.max_amount) });
  if (compare(amount, product.remaining) > 0) return t('errors:earn_capacity_reached', { remaining: trim(product.remaining) });
  if (available !== undefined && compare(amount, available) > 0) return t('errors:insufficient_balance');
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

/** Daily income (a one-unit range when the carried remainder makes days differ), total, at maturity, and the three dates. */
function Figures({
  product,
  result,
  dates,
  prefix,
  head,
}: {
  product: EarnProduct;
  result: EarnProjection | undefined;
  dates: EarnDates;
  prefix: string;
  /** Lines before the figures (the confirmation's product, rate and amount). */
  head?: ReactNode;
}) {
  const { t } = useTranslation('earn');
  const dash = <span className="vx-muted">—</span>;
  return (
    <dl className="vx-breakdown vx-earn-figures">
      {head}
      <Line label={t('buy.daily')} testId={`${prefix}-daily`} value={result ? decimal(result.firstDay) : ''}>
        {result ? (
          result.dayMin === result.dayMax ? (
            <Usdt value={result.firstDay} />
          ) : (
            <span className="vx-ltr">
              <Usdt value={result.dayMin} unit={false} /> – <Usdt value={result.dayMax} />
            </span>
          )
        ) : (
          dash
        )}
      </Line>
      <Line label={t('buy.total', { count: product.term_days })} testId={`${prefix}-total`} value={result ? decimal(result.total) : ''}>
        {result ? <Usdt value={result.total} /> : dash}
      </Line>
      <Line label={t('buy.atMaturity')} testId={`${prefix}-maturity`} value={result ? decimal(result.atMaturity) : ''} className="vx-breakdown__total">
        {result ? <Usdt value={result.atMaturity} /> : dash}
      </Line>
      <Line label={t('buy.start')} testId={`${prefix}-start`} value={dates.start}>
        <EarnDay date={dates.start} /> <span className="vx-muted vx-small">{t('buy.startNote')}</span>
      </Line>
      <Line label={t('buy.end')} testId={`${prefix}-end`} value={dates.end}>
        <EarnDay date={dates.end} />
      </Line>
      <Line label={t('buy.payout')} testId={`${prefix}-payout`} value={dates.payout}>
        <EarnDay date={dates.payout} /> <span className="vx-muted vx-small">{t('buy.payoutNote')}</span>
      </Line>
    </dl>
  );
}

/** The rules that bind a purchase, beside the form (and again in the confirmation): early redemption with its exact effect, payer, guarantee. */
function BuyRules({ product, rules, amount }: { product: EarnProduct; rules: EarnRules; amount: string | undefined }) {
  const { t } = useTranslation('earn');
  return (
    <aside className="vx-funds-card vx-rules vx-earn-rules" data-testid="earn-buy-rules" aria-labelledby="earn-buy-rules-title">
      <header className="vx-rules__head">
        <h3 className="vx-rules__title" id="earn-buy-rules-title">
          {t('buy.rulesTitle')}
        </h3>
        <span className="vx-rules__source">
          <PublishedRulesLink>{t('buy.rulesSource')}</PublishedRulesLink>
        </span>
      </header>
      <dl className="vx-rules__list">
        <div className="vx-rule" data-testid="earn-rule-early">
          <dt className="vx-rule__label">{t('product.earlyLabel')}</dt>
          <dd className="vx-rule__value">
            {earlyRuleText(t, product)}
            <div className="vx-rule__extra">
              <RuleExample product={product} amount={amount ?? '1000'} />
            </div>
          </dd>
        </div>
        <div className="vx-rule" data-testid="earn-rule-payer">
          <dt className="vx-rule__label">{t('buy.payer')}</dt>
          <dd className="vx-rule__value">{t('how.payer')}</dd>
        </div>
        <div className="vx-rule" data-testid="earn-rule-days">
          <dt className="vx-rule__label">{t('buy.days')}</dt>
          <dd className="vx-rule__value">{t('how.days')}</dd>
        </div>
        <div className="vx-rule" data-testid="earn-rule-payout">
          <dt className="vx-rule__label">{t('buy.payoutRule')}</dt>
          <dd className="vx-rule__value">{t('how.payout', { count: rules.payout_working_days })}</dd>
        </div>
        <div className="vx-rule" data-testid="earn-rule-guarantee">
          <dt className="vx-rule__label">{t('buy.guarantee')}</dt>
          <dd className="vx-rule__value">{t('how.guarantee')}</dd>
        </div>
      </dl>
      <p className="vx-rules__footnote">{t('risk.text')}</p>
    </aside>
  );
}

/**
 * The purchase form: the amount (checked as typed against the bounds, the capacity left and the
 * exchange balance, with a max), the projected income from the shared arithmetic, the dates, then
 * a confirmation that repeats every figure before web/buyProfit is sent with one request id.
 */
export function BuyForm({ product, rules, available }: { product: EarnProduct; rules: EarnRules; available: string | undefined }) {
  const { t } = useTranslation('earn');
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

  const problem = serverProblem ?? (touched ? amountProblem(t, amount, product, available) : undefined);
  const valid = amountProblem(t, amount, product, available) === undefined;
  const result = valid ? projection(amount, product) : undefined;
  const dates = termDates(product.term_days, rules.holidays);
  const max = maxBuyable(product, available);
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

  async function buy() {
    const fields = { product_id: product.id, amount };
    const requestId = requestIds.take(fields);
    try {
      const order = await buyEarn(fields, requestId);
      requestIds.settle();
      invalidateEarn(queryClient);
      setConfirming(false);
      void message.success(t('buy.done', { amount: trim(order.amount), count: order.term_days, order: order.order_no }));
      navigate(to(`/profit_wdtg?order=${order.id}`));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        setConfirming(false);
        const aboutAmount = AMOUNT_ERRORS.some((name) => ERROR_CODES[name] === error.code) || error.field === 'amount';
        if (aboutAmount) setServerProblem(error.msg);
        else setRefusal(error);
        // Bounds, capacity and balance may have moved: read them again.
        invalidateEarn(queryClient);
        return;
      }
      // No answer: the same press may be retried with the same request id.
      void message.error(t('web:common.networkError'), 3);
    }
  }

  return (
    <div className="vx-earn-buy-grid">
      <section className="vx-funds-card vx-earn-buy" data-testid="earn-buy-form" data-product={product.id}>
        <header className="vx-earn-buy__head">
          <div className="vx-earn-title">
            <CoinIcon asset={product.asset} size="md" />
            <div>
              <h2 className="vx-earn-buy__term">{t('product.term', { count: product.term_days })}</h2>
              <span className="vx-muted vx-small">{t('product.asset', { asset: product.asset })}</span>
            </div>
          </div>
          <RateBlock dailyPct={product.daily_rate_pct} compact />
        </header>

        <div className={problem ? 'vx-earn-field vx-earn-field--error' : 'vx-earn-field'}>
          <div className="vx-earn-field__labels">
            <label htmlFor="earn-amount" className="vx-earn-field__label">
              {t('buy.amount')}
            </label>
            <span className="vx-muted vx-small vx-num" data-testid="earn-buy-bounds">
              {t('buy.bounds', { min: format.fixed(trim(product.min_amount), 0), max: format.fixed(trim(product.max_amount), 0) })}
            </span>
          </div>
          <AmountInput
            id="earn-amount"
            value={amount}
            onChange={edit}
            asset={product.asset}
            testId="earn-amount"
            placeholder={t('buy.amountPlaceholder', { min: format.fixed(trim(product.min_amount), 0) })}
            onMax={() => max && edit(trim(max))}
            maxDisabled={!max}
          />
          {problem ? (
            <div className="vx-oform__error" role="alert" data-testid="earn-amount-error">
              {problem}
            </div>
          ) : null}
          <div className="vx-earn-available" data-testid="earn-available" data-value={available ?? ''}>
            <span className="vx-muted">{t('buy.available')}</span>{' '}
            {available === undefined ? <Skeleton.Input active size="small" /> : <Usdt value={available} />}
          </div>
          <div className="vx-muted vx-small" data-testid="earn-buy-remaining" data-value={product.remaining}>
            {t('buy.remaining', { remaining: format.fixed(product.remaining, 2) })}
          </div>
          {empty ? (
            <div className="vx-earn-topup" data-testid="earn-empty-balance">
              <span className="vx-muted vx-small">{t('buy.emptyBalance')}</span>
              <LinkButton to={to('/asset?tab=transfer&to=exchange&asset=USDT')} size="small" icon={<SwapOutlined />} data-testid="earn-transfer">
                {t('buy.transfer')}
              </LinkButton>
            </div>
          ) : null}
        </div>

        <Figures product={product} result={result} dates={dates} prefix="earn-buy" />
        <p className="vx-earn-note vx-muted vx-small">
          <InfoCircleOutlined /> {t('buy.exactNote')}
        </p>

        <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
        <Button type="primary" size="large" block loading={busy} onClick={press} data-testid="earn-buy-submit">
          {amountText ? t('buy.submitAmount', { amount: amountText, count: product.term_days }) : t('buy.submit')}
        </Button>

        <ConfirmBuy
          open={confirming}
          phone={phone}
          busy={busy}
          product={product}
          rules={rules}
          amount={amount}
          result={result}
          dates={dates}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run(buy)}
        />
      </section>
      <BuyRules product={product} rules={rules} amount={valid ? amount : undefined} />
    </div>
  );
}

/** The confirmation: the figures again, the early rule with this amount's exact effect and who pays, before anything is sent. */
function ConfirmBuy({
  open,
  phone,
  busy,
  product,
  rules,
  amount,
  result,
  dates,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  phone: boolean;
  busy: boolean;
  product: EarnProduct;
  rules: EarnRules;
  amount: string;
  result: EarnProjection | undefined;
  dates: EarnDates;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('earn');
  const title = t('confirm.title');
  const body = (
    <div className="vx-earn-confirm" data-testid="earn-confirm">
      <Figures
        product={product}
        result={result}
        dates={dates}
        prefix="earn-confirm"
        head={
          <>
            <Line label={t('confirm.product')} testId="earn-confirm-product" value={product.id}>
              {t('product.term', { count: product.term_days })} · {product.asset}
            </Line>
            <Line label={t('confirm.rate')} testId="earn-confirm-rate" value={product.daily_rate_pct}>
              <span className="vx-num">{t('rate.line', { daily: trim(product.daily_rate_pct), yearly: trim(simpleYearlyPct(product.daily_rate_pct)) })}</span>
            </Line>
            <Line label={t('buy.amount')} testId="earn-confirm-amount" value={amount} className="vx-earn-figures__amount">
              {result ? <Usdt value={result.principal} /> : '—'}
            </Line>
          </>
        }
      />
      <div className="vx-earn-confirm__rules">
        <p data-testid="earn-confirm-rule">
          <strong>{t('product.early')}</strong> {earlyRuleText(t, product)}
        </p>
        <RuleExample product={product} amount={amount} />
        <p>{t('how.payer')}</p>
        <p>{t('how.payout', { count: rules.payout_working_days })}</p>
        <p className="vx-earn-confirm__guarantee">{t('how.guarantee')}</p>
      </div>
      <div className="vx-earn-confirm__actions">
        <Button onClick={onCancel} disabled={busy} data-testid="earn-confirm-cancel">
          {t('confirm.cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={onConfirm} data-testid="earn-confirm-ok">
          {t('confirm.ok', { amount: trim(amount || '0'), count: product.term_days })}
        </Button>
      </div>
    </div>
  );
  if (phone) {
    return (
      <Drawer
        getContainer={insideRoot}
        placement="bottom"
        open={open}
        onClose={onCancel}
        title={title}
        size="auto"
        styles={{ wrapper: { maxHeight: '92vh' } }}
        className="vx-sheet vx-earn-sheet"
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      getContainer={insideRoot}
      open={open}
      onCancel={onCancel}
      title={title}
      footer={null}
      width="34rem"
      maskClosable={!busy}
      closable={!busy}
      className="vx-earn-modal"
    >
      {body}
    </Modal>
  );
}
