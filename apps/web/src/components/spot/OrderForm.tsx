import { useQueryClient } from '@tanstack/react-query';
import {
  ERROR_CODES,
  type ErrorName,
  type OrderSide,
  type OrderTimeInForce,
  type OrderType,
  type SpotOrder,
  type SpotRules,
  TIMES_IN_FORCE,
} from '@veritex/shared';
import { App, Button, Checkbox, Input, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDisplayScale } from '../../api/assets';
import { ApiError, SessionEndedError } from '../../api/client';
import { invalidateFunds } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { invalidateOrders, type PlaceOrderFields, spotCalls } from '../../api/spot';
import { useFormat } from '../../i18n/format';
import { isDecimal, isZero, toScale, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { FormField } from '../form/FormField';
import { AmountInput } from '../form/inputs';
import { RefusalAlert, useSubmitGuard } from '../form/submit';
import { LinkButton } from '../LinkButton';
import { estimateOrder, type Levels, type OrderDraft, type OrderField, orderProblems, quickFill, spendsAmount } from './orderMaths';

const QUICK_PCTS = [25, 50, 75, 100] as const;

/** A price picked in the book or on the tape; `seq` makes picking the same price twice count. */
export interface PickedPrice {
  price: string;
  seq: number;
}

interface Props {
  side: OrderSide;
  type: OrderType;
  rules: SpotRules;
  bids: Levels;
  asks: Levels;
  /** Available balance the order draws on (quote for buys, base for sells); undefined for visitors or while loading. */
  available: string | undefined;
  /** Decimals of the quote asset (market buys' amount). */
  amountScale: number;
  signedIn: boolean;
  /** The last traded price, prefilled once into an empty limit price. */
  lastPrice: string | undefined;
  picked: PickedPrice | undefined;
  /** The market is halted (the banner above says why): the form cannot be sent. */
  halted: boolean;
}

function Row({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId?: string; value?: string }) {
  return (
    <div className="vx-oform__row" data-testid={testId} data-value={value}>
      <span className="vx-muted">{label}</span>
      <span className="vx-num vx-ltr">{children}</span>
    </div>
  );
}

/**
 * One side's order form (buy or sell) for the chosen order type: price (limit), quantity or, for
 * market buys, the amount to spend; quick percentages of the available balance; the estimate of
 * total and fee; checks as the user types with the server's messages; a submit button that says
 * what will happen. Visitors get "Log in" and "Register" instead.
 */
export function OrderForm({ side, type, rules, bids, asks, available, amountScale, signedIn, lastPrice, picked, halted }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const displayScale = useDisplayScale();
  const { phone } = useLayout();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [timeInForce, setTimeInForce] = useState<OrderTimeInForce>('GTC');
  const [postOnly, setPostOnly] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<OrderField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<OrderField, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  // The last price fills an empty limit price once, so a first order needs only a quantity.
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled && lastPrice && !price) {
    setPrefilled(true);
    setPrice(toScale(lastPrice, rules.price_scale));
  }
  useEffect(() => {
    if (!picked) return;
    setPrice(picked.price);
    setTouched((before) => new Set(before).add('price'));
    setServerErrors({});
  }, [picked]);

  const byAmount = spendsAmount({ side, type });
  const draft: OrderDraft = {
    side,
    type,
    price: type === 'limit' ? price : undefined,
    quantity: byAmount ? undefined : quantity,
    amount: byAmount ? amount : undefined,
  };
  const problems = orderProblems(draft, rules, signedIn ? available : undefined, amountScale, { bids, asks });
  const estimate = estimateOrder(draft, rules, bids, asks);
  const base = rules.base;
  const quote = rules.quote;
  const drawsOn = side === 'buy' ? quote : base;

  function problemOf(field: OrderField): string | undefined {
    if (serverErrors[field]) return serverErrors[field];
    if (!touched.has(field) && !submitted) return undefined;
    const problem = problems.find((entry) => entry.field === field);
    return problem ? t(`errors:${problem.error}`, problem.params ?? {}) : undefined;
  }

  function edit(field: OrderField, value: string) {
    if (field === 'price') setPrice(value);
    if (field === 'quantity') setQuantity(value);
    if (field === 'amount') setAmount(value);
    setTouched((before) => new Set(before).add(field));
    setServerErrors({});
    setRefusal(null);
  }

  function fillPct(pct: number) {
    if (!available) return;
    const value = quickFill(draft, pct, available, rules, amountScale);
    if (value === undefined) {
      setTouched((before) => new Set(before).add('price'));
      return;
    }
    edit(spendsAmount(draft) ? 'amount' : 'quantity', trim(value) === '0' ? '' : trim(value));
  }

  async function submit() {
    setSubmitted(true);
    if (problems.length > 0 || halted) return;
    const fields: PlaceOrderFields = {
      symbol: rules.symbol,
      side,
      type,
      price: type === 'limit' ? price : undefined,
      quantity: draft.quantity,
      amount: draft.amount,
      time_in_force: type === 'limit' ? timeInForce : 'GTC',
      post_only: type === 'limit' && postOnly,
    };
    const requestId = requestIds.take(fields);
    setRefusal(null);
    try {
      const order = await spotCalls.placeOrder(fields, requestId);
      requestIds.settle();
      announce(order);
      setQuantity('');
      setAmount('');
      setTouched(new Set());
      setSubmitted(false);
      invalidateOrders(queryClient);
      invalidateFunds(queryClient);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        const field = fieldOfRefusal(error, spendsAmount(draft) ? 'amount' : 'quantity');
        if (field) setServerErrors({ [field]: error.msg });
        else setRefusal(error);
        return;
      }
      // No answer: the same press may be retried with the same client_order_id.
      void message.error(t('common.networkError'), 3);
    }
  }

  /**
   * What happened, in words: a fill (whole, or as much as a market order or IOC could take — the
   * server ends those as withdrawn with the reason), a resting order, or an order that ended
   * without trading (post-only would cross, FOK unfillable…), which warns with the reason.
   */
  function announce(order: SpotOrder) {
    const filled = isDecimal(order.filled_quantity) && !isZero(order.filled_quantity);
    if (filled) {
      void message.success(t(side === 'buy' ? 'spot.form.bought' : 'spot.form.sold', { quantity: trim(order.filled_quantity), asset: base }));
    } else if (order.status === 'withdrawn' || order.status === 'closed') {
      void message.warning(t(`spot.reasons.${order.reason ?? 'cancelled'}`));
    } else {
      void message.success(t('spot.form.placed'));
    }
  }

  const quantityValue = draft.quantity ? trim(draft.quantity) : '';
  const submitLabel = spendsAmount(draft)
    ? amount && !problems.some((entry) => entry.field === 'amount')
      ? t('spot.form.buyFor', { asset: base, amount: trim(amount), quote })
      : t('spot.form.buyAsset', { asset: base })
    : quantityValue && !problems.some((entry) => entry.field === 'quantity')
      ? t(side === 'buy' ? 'spot.form.buyQuantity' : 'spot.form.sellQuantity', { quantity: quantityValue, asset: base })
      : t(side === 'buy' ? 'spot.form.buyAsset' : 'spot.form.sellAsset', { asset: base });

  const testId = (name: string) => `order-${side}-${name}`;
  const field = (name: OrderField, label: string, unit: string, placeholder?: string) => {
    const problem = problemOf(name);
    const value = name === 'price' ? price : name === 'quantity' ? quantity : amount;
    return (
      <FormField htmlFor={testId(name)} label={label} problem={problem} errorTestId={testId(`${name}-error`)}>
        <AmountInput id={testId(name)} value={value} onChange={(next) => edit(name, next)} asset={unit} testId={testId(name)} placeholder={placeholder} />
      </FormField>
    );
  };

  return (
    <form
      className={`vx-oform vx-oform--${side}`}
      data-testid={`order-form-${side}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run(submit);
      }}
    >
      <Row label={t('spot.form.available')} testId={testId('available')} value={available}>
        {available === undefined ? (
          '—'
        ) : (
          // A balance: cut towards zero (the quote's display scale, or the lot's decimals), the exact amount on hover.
          <span
            title={`${trim(available)} ${drawsOn}`}
          >{`${format.amount(available, side === 'buy' ? displayScale(quote) : rules.quantity_scale)} ${drawsOn}`}</span>
        )}
      </Row>
      {type === 'limit' ? (
        field('price', t('spot.form.price'), quote)
      ) : (
        <div className="vx-oform__field">
          <span className="vx-oform__label">{t('spot.form.price')}</span>
          <Input
            disabled
            value={t('spot.form.marketPrice')}
            suffix={<span className="vx-amount-input__unit">{quote}</span>}
            data-testid={testId('market-price')}
          />
        </div>
      )}
      {spendsAmount(draft) ? field('amount', t('spot.form.amount'), quote) : field('quantity', t('spot.form.quantity'), base)}
      <fieldset className="vx-oform__pcts" aria-label={t('spot.form.quick')}>
        {QUICK_PCTS.map((pct) => (
          <Button
            key={pct}
            size={phone ? 'middle' : 'small'}
            onClick={() => fillPct(pct)}
            disabled={!signedIn || !available}
            data-testid={testId(`pct-${pct}`)}
          >
            {pct}%
          </Button>
        ))}
      </fieldset>
      {type === 'limit' ? (
        <div className="vx-oform__options">
          <Checkbox checked={postOnly} onChange={(event) => setPostOnly(event.target.checked)} data-testid={testId('post-only')}>
            {t('spot.form.postOnly')}
          </Checkbox>
          <Select<OrderTimeInForce>
            size="small"
            value={postOnly ? 'GTC' : timeInForce}
            disabled={postOnly}
            onChange={setTimeInForce}
            options={TIMES_IN_FORCE.map((value) => ({ value, label: t(`spot.tif.${value}`) }))}
            aria-label={t('spot.form.timeInForce')}
            popupMatchSelectWidth={false}
            data-testid={testId('tif')}
          />
        </div>
      ) : null}
      <div className="vx-oform__estimate" data-testid={testId('estimate')}>
        {type === 'market' && side === 'buy' ? (
          <Row label={t('spot.form.receiveEst')} testId={testId('est-quantity')} value={estimate?.receive}>
            {estimate ? `≈ ${format.amount(estimate.receive, rules.quantity_scale)} ${base}` : '—'}
          </Row>
        ) : (
          <Row label={type === 'market' ? t('spot.form.totalEst') : t('spot.form.total')} testId={testId('est-total')} value={estimate?.total}>
            {estimate ? `${type === 'market' ? '≈ ' : ''}${format.fixed(estimate.total, displayScale(quote))} ${quote}` : '—'}
          </Row>
        )}
        <Row
          label={estimate ? t(`spot.form.fee_${estimate.role}`, { pct: trim(estimate.feePct) }) : t('spot.form.fee')}
          testId={testId('est-fee')}
          value={estimate?.fee}
        >
          {estimate ? `≈ ${format.fixed(estimate.fee, displayScale(estimate.feeAsset))} ${estimate.feeAsset}` : '—'}
        </Row>
        {estimate?.short ? <p className="vx-oform__warn">{t('spot.form.bookShort')}</p> : null}
      </div>
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      {signedIn ? (
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          disabled={halted}
          className={`vx-oform__submit vx-oform__submit--${side}`}
          data-testid={testId('submit')}
        >
          {halted ? t('halts.submitHalted') : submitLabel}
        </Button>
      ) : (
        <VisitorButtons />
      )}
    </form>
  );
}

/** Refusals that concern one field; the server names the field only for malformed input. */
const FIELD_OF_ERROR: Partial<Record<ErrorName, OrderField | 'value'>> = {
  price_required: 'price',
  price_invalid: 'price',
  price_off_tick: 'price',
  quantity_required: 'quantity',
  quantity_invalid: 'quantity',
  quantity_off_lot: 'quantity',
  quantity_too_large: 'value',
  amount_required: 'amount',
  amount_invalid: 'amount',
  notional_too_small: 'value',
  insufficient_balance: 'value',
  no_liquidity: 'value',
};

function fieldOfRefusal(error: ApiError, valueField: OrderField): OrderField | undefined {
  const named = error.field;
  if (named === 'price' || named === 'quantity' || named === 'amount') return named;
  const name = (Object.keys(FIELD_OF_ERROR) as ErrorName[]).find((key) => ERROR_CODES[key] === error.code);
  const field = name ? FIELD_OF_ERROR[name] : undefined;
  return field === 'value' ? valueField : field;
}

/** What a visitor sees instead of the submit button; both return to this market afterwards. */
function VisitorButtons() {
  const { t } = useTranslation();
  const to = useTo();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="vx-oform__visitor" data-testid="order-visitor">
      <LinkButton to={`${to('/login')}?redirect=${redirect}`} type="primary" block data-testid="order-login">
        {t('spot.form.logIn')}
      </LinkButton>
      <LinkButton to={`${to('/register')}?redirect=${redirect}`} block data-testid="order-register">
        {t('spot.form.register')}
      </LinkButton>
    </div>
  );
}
