import { ArrowRightOutlined, ClockCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorName, type P2pAdView, REQUIREMENT_ERROR, REQUIREMENT_FIX_PATH, REQUIREMENTS, type Requirement } from '@veritex/shared';
import { Alert, Button, Form, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../api/client';
import { useReceiveSettings } from '../../api/funds';
import { useGates } from '../../api/kyc';
import { useRequestIds } from '../../api/requestId';
import { AmountInput } from '../../components/form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { useLayout, useTo } from '../../router/layout-context';
import { type AmountDriver, amountsFor, maxFor, type OrderProblem, orderProblem } from './orderMaths';
import { invalidateP2pOrder, P2P_KEYS, p2pCalls } from './p2pApi';
import { Advertiser, Fiat, MethodTags, P2pGates, receivingMethods, Usdt, useExchangeUsdt, usePlain } from './parts';

export type Trade = 'buy' | 'sell';

/** The requirement a gate refusal names (junior_required → junior), if it is one. */
function requirementOf(error: ApiError): Requirement | undefined {
  return REQUIREMENTS.find((requirement) => ERROR_CODES[REQUIREMENT_ERROR[requirement]] === error.code);
}

const is = (error: ApiError, name: ErrorName) => error.code === ERROR_CODES[name];

/** The ad as the form shows it before anything binds: price, what is left, limits, window, methods, the merchant's terms. */
function AdSummary({ ad, price, trade }: { ad: P2pAdView; price: string; trade: Trade }) {
  const { t } = useTranslation('p2p');
  const plain = usePlain();
  return (
    <div className="vx-p2p-open__ad" data-testid="p2p-open-ad">
      <Advertiser merchant={ad.merchant} compact />
      <dl className="vx-p2p-facts">
        <div>
          <dt>{t('open.price')}</dt>
          <dd>
            <Fiat value={price} fiat={ad.fiat} className="vx-p2p-open__price" testId="p2p-open-price" />
            {ad.price_type === 'floating' && ad.margin_pct ? (
              <span className="vx-muted vx-small" data-testid="p2p-open-floating">
                {t('open.floating', { margin: plain(ad.margin_pct) })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('open.available')}</dt>
          <dd>
            <Usdt value={ad.available} testId="p2p-open-available" />
          </dd>
        </div>
        <div>
          <dt>{t('open.limits')}</dt>
          <dd className="vx-ltr vx-num" data-testid="p2p-open-limits">
            <Fiat value={ad.min_fiat} /> – <Fiat value={ad.max_fiat} fiat={ad.fiat} />
          </dd>
        </div>
        <div>
          <dt>{t('open.window')}</dt>
          <dd data-testid="p2p-open-window">
            <ClockCircleOutlined /> {t(trade === 'buy' ? 'open.windowBuy' : 'open.windowSell', { count: ad.window_minutes })}
          </dd>
        </div>
        <div>
          <dt>{t('open.methods')}</dt>
          <dd>
            <MethodTags methods={ad.methods} inline />
          </dd>
        </div>
      </dl>
      <div className="vx-p2p-terms" data-testid="p2p-open-terms">
        <h4>{t('open.terms')}</h4>
        {ad.terms.trim() ? <p dir="auto">{ad.terms}</p> : <p className="vx-muted">{t('open.noTerms')}</p>}
      </div>
    </div>
  );
}

/** The problem of a field as the user reads it: the server's error text with the same parameters. */
function useProblemText(fiat: string): (problem: OrderProblem | undefined) => string | undefined {
  const { t } = useTranslation(['errors', 'p2p']);
  const plain = usePlain();
  return (problem) => {
    if (!problem) return undefined;
    const params = problem.params ?? {};
    if (problem.error === 'amount_required') return t('p2p:open.amountRequired');
    if (problem.error === 'p2p_amount_out_of_limits')
      return t('errors:p2p_amount_out_of_limits', { min: `${plain(String(params.min))} ${fiat}`, max: `${plain(String(params.max))} ${fiat}` });
    if (problem.error === 'p2p_amount_over_available') return t('errors:p2p_amount_over_available', { available: plain(String(params.available)) });
    return t(`errors:${problem.error}`, params);
  };
}

interface Blocking {
  loading: boolean;
  /** What the p2p_buy / p2p_sell gate still needs. */
  missing: readonly Requirement[];
  /** Selling: none of the ad's methods is in the user's receiving settings, so the buyer could not pay. */
  noReceiving: boolean;
}

/** What blocks the submit before any amount is typed. A gate that cannot be read blocks nothing: the server decides again. */
function useBlocking(ad: P2pAdView, trade: Trade): Blocking {
  const gates = useGates();
  const receiving = useReceiveSettings();
  const missing = gates.data?.missing[trade === 'buy' ? 'p2p_buy' : 'p2p_sell'] ?? [];
  const noReceiving = trade === 'sell' && receiving.data !== undefined && !receivingMethods(receiving.data).some((method) => ad.methods.includes(method));
  return { loading: gates.isPending || (trade === 'sell' && receiving.isPending), missing, noReceiving };
}

/** The gate's missing requirements, or for a sale the receiving details the buyer pays to, each with where to fix it. */
function Blockers({ blocking, trade }: { blocking: Blocking; trade: Trade }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  if (blocking.missing.length)
    return <P2pGates missing={blocking.missing} title={t(trade === 'buy' ? 'open.gatesBuy' : 'open.gatesSell')} testId="p2p-open-gates" />;
  if (!blocking.noReceiving) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('open.receivingTitle')}
      description={
        <Link to={to('/receive')} className="vx-gates__fix" data-testid="p2p-open-receiving-fix">
          {t('open.receivingFix')} <ArrowRightOutlined className="vx-flip-rtl" />
        </Link>
      }
      data-testid="p2p-open-receiving"
    />
  );
}

/** Where the user fixes a refusal: a missing requirement, receiving details, or USDT to sell. */
function useFixOf(): (error: ApiError) => { path: string; label: string } | undefined {
  const { t } = useTranslation(['p2p', 'kyc']);
  return (error) => {
    const requirement = requirementOf(error);
    if (requirement) return { path: REQUIREMENT_FIX_PATH[requirement], label: t(`kyc:requirement.${requirement}.fix`) };
    if (is(error, 'p2p_receiving_required')) return { path: '/receive', label: t('p2p:open.receivingFix') };
    if (is(error, 'insufficient_balance')) return { path: '/recharge', label: t('p2p:open.deposit') };
    return undefined;
  };
}

/** A refusal the form shows above its button, with where to fix it when there is a place for that. */
function Refusal({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const to = useTo();
  const fix = useFixOf()(error);
  return (
    <div className="vx-p2p-refusal">
      <RefusalAlert error={error} onClose={onClose} />
      {fix ? (
        <Link to={to(fix.path)} className="vx-gates__fix" data-testid="p2p-open-refusal-fix">
          {fix.label} <ArrowRightOutlined className="vx-flip-rtl" />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Opening an order on an ad (issue 15): the user types the fiat to pay or the USDT to receive
 * (or, selling, the USDT to sell and the fiat to be paid); the other amount is computed with the
 * shared bigint arithmetic, checked as the server checks it, and sent with the price shown, so a
 * price that moved is refused with the new one and confirmed again. An open order goes to /kjmb.
 */
export function OrderForm({ ad, trade, onClose }: { ad: P2pAdView; trade: Trade; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const { phone } = useLayout();
  const to = useTo();
  const navigate = useNavigate();
  const plain = usePlain();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [driver, setDriver] = useState<AmountDriver>(trade === 'buy' ? 'fiat' : 'quantity');
  const [typed, setTyped] = useState('');
  const [price, setPrice] = useState(ad.price);
  const [movedFrom, setMovedFrom] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  const [serverField, setServerField] = useState<{ field: AmountDriver; text: string }>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const balance = useExchangeUsdt(trade === 'sell');
  const blocking = useBlocking(ad, trade);
  const { loading } = blocking;
  const blocked = blocking.missing.length > 0 || blocking.noReceiving;
  const problemText = useProblemText(ad.fiat);

  const amounts = amountsFor(driver, typed, price);
  const problem = orderProblem({ driver, typed, amounts, ad, balance: trade === 'sell' ? balance : undefined });
  const shown = attempted || typed.trim() !== '' ? problem : undefined;
  const shownProblem = shown?.error === 'amount_required' && !attempted ? undefined : shown;
  const fieldText = (field: AmountDriver) =>
    serverField?.field === field ? serverField.text : shownProblem?.field === field ? problemText(shownProblem) : undefined;
  const shownValue = (field: AmountDriver) => (field === driver ? typed : amounts.computed);
  const max = maxFor(driver, price, ad, trade === 'sell' ? balance : undefined);

  function edit(field: AmountDriver, text: string) {
    setDriver(field);
    setTyped(text);
    setServerField(undefined);
    setRefusal(null);
  }

  /** The toggle keeps the amounts: the computed value becomes the one typed. */
  function switchDriver(next: AmountDriver) {
    if (next === driver) return;
    const computed = amounts.computed;
    setDriver(next);
    setTyped(computed);
    setServerField(undefined);
  }

  async function submit() {
    setAttempted(true);
    if (problem || blocked || loading) return;
    const payload = { ad_id: ad.id, ...(driver === 'fiat' ? { fiat_amount: typed.trim() } : { quantity: typed.trim() }), expected_price: price };
    const requestId = requestIds.take(payload);
    setRefusal(null);
    try {
      const order = await p2pCalls.openOrder(payload, requestId);
      requestIds.settle();
      invalidateP2pOrder(queryClient, order.id);
      navigate(to(`/kjmb?id=${order.id}`));
    } catch (error) {
      const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') refused(failure.error);
    }
  }

  function refused(error: ApiError) {
    if (is(error, 'p2p_price_changed') && typeof error.data.price === 'string') {
      // The price moved since it was shown: show the new one, recompute, and let the user confirm again.
      setMovedFrom(price);
      setPrice(error.data.price);
      return;
    }
    if (is(error, 'p2p_amount_out_of_limits')) return setServerField({ field: 'fiat', text: error.msg });
    if (is(error, 'p2p_amount_over_available') || is(error, 'insufficient_balance')) return setServerField({ field: 'quantity', text: error.msg });
    if (error.field === 'fiat_amount' || error.field === 'quantity')
      return setServerField({ field: error.field === 'quantity' ? 'quantity' : 'fiat', text: error.msg });
    if (is(error, 'p2p_ad_unknown')) void queryClient.invalidateQueries({ queryKey: P2P_KEYS.ads });
    setRefusal(error);
  }

  const fiatLabel = t(trade === 'buy' ? 'open.pay' : 'open.receiveFiat');
  const quantityLabel = t(trade === 'buy' ? 'open.receive' : 'open.sell');
  const fields: AmountDriver[] = trade === 'buy' ? ['fiat', 'quantity'] : ['quantity', 'fiat'];
  const quantityText = amounts.quantityUnits !== undefined && !problem ? (driver === 'quantity' ? typed.trim() : amounts.computed) : undefined;

  const field = (name: AmountDriver) => {
    const text = fieldText(name);
    const isFiat = name === 'fiat';
    return (
      <Form.Item
        key={name}
        label={isFiat ? fiatLabel : quantityLabel}
        validateStatus={text ? 'error' : undefined}
        help={text}
        extra={
          !isFiat && trade === 'sell' && balance !== undefined ? (
            <span data-testid="p2p-open-balance">{t('open.balance', { amount: plain(balance) })}</span>
          ) : undefined
        }
      >
        <AmountInput
          value={shownValue(name)}
          onChange={(text) => edit(name, text)}
          asset={isFiat ? ad.fiat : 'USDT'}
          testId={isFiat ? 'p2p-open-fiat' : 'p2p-open-quantity'}
          placeholder={isFiat ? `${plain(ad.min_fiat)} – ${plain(ad.max_fiat)}` : t('open.quantityPlaceholder')}
          onMax={name === driver && max ? () => edit(name, max) : undefined}
          maxDisabled={!max}
        />
      </Form.Item>
    );
  };

  return (
    <div className={phone ? 'vx-p2p-open vx-p2p-open--sheet' : 'vx-p2p-open'} data-testid="p2p-open" data-ad-id={ad.id} data-trade={trade}>
      <AdSummary ad={ad} price={price} trade={trade} />
      <Form layout="vertical" requiredMark={false} className="vx-p2p-open__form" onFinish={() => void run(submit)} data-testid="p2p-open-form">
        <Segmented<AmountDriver>
          block
          size="small"
          className="vx-p2p-open__toggle"
          value={driver}
          onChange={switchDriver}
          options={[
            { value: 'fiat', label: <span data-testid="p2p-open-by-fiat">{t('open.byFiat', { fiat: ad.fiat })}</span> },
            { value: 'quantity', label: <span data-testid="p2p-open-by-quantity">{t('open.byQuantity')}</span> },
          ]}
        />
        {fields.map(field)}
        {movedFrom ? (
          <Alert
            type="info"
            showIcon
            className="vx-p2p-open__moved"
            title={t('open.priceMoved', { from: plain(movedFrom), to: plain(price), fiat: ad.fiat })}
            data-testid="p2p-open-price-moved"
          />
        ) : null}
        {refusal ? <Refusal error={refusal} onClose={() => setRefusal(null)} /> : null}
        <Blockers blocking={blocking} trade={trade} />
        {loading ? <Skeleton.Button active block /> : null}
        {!loading && !blocked ? (
          <div className="vx-p2p-open__actions">
            <Button onClick={onClose} disabled={busy} data-testid="p2p-open-cancel">
              {t('open.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} className={`vx-p2p-trade vx-p2p-trade--${trade}`} data-testid="p2p-open-submit">
              {movedFrom
                ? t('open.confirmAt', { price: plain(price), fiat: ad.fiat })
                : quantityText
                  ? t(trade === 'buy' ? 'open.submitBuy' : 'open.submitSell', { quantity: plain(quantityText) })
                  : t(trade === 'buy' ? 'offer.buy' : 'offer.sell')}
            </Button>
          </div>
        ) : null}
        {!loading && blocked ? (
          <Button block onClick={onClose} data-testid="p2p-open-cancel">
            {t('open.close')}
          </Button>
        ) : null}
        <p className="vx-p2p-open__note" data-testid="p2p-open-note">
          <SafetyCertificateOutlined /> {t(trade === 'buy' ? 'open.escrowBuy' : 'open.escrowSell', { count: ad.window_minutes })}
        </p>
      </Form>
    </div>
  );
}
