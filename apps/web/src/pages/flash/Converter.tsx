import { InfoCircleOutlined, SwapOutlined, WarningOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorName, type FlashPair, type FlashRecord } from '@veritex/shared';
import { App, Button, Input, Skeleton, Tag, Tooltip } from 'antd';
import { type ChangeEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, SessionEndedError } from '../../api/client';
import { useLiveBook } from '../../api/marketLive';
import { useRequestIds } from '../../api/requestId';
import { useSpotMarketData } from '../../api/spot';
import { cleanAmount } from '../../components/form/inputs';
import { RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { Amount } from '../../components/funds/Amount';
import { LinkButton } from '../../components/LinkButton';
import { useExchangeBalances } from '../../components/spot/useSpotMarket';
import { sign, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { flashCalls, invalidateFlash, type QuoteFields, type ShownQuote } from './flashApi';
import {
  amountProblem,
  amountScale,
  bestPrice,
  chooseFrom,
  chooseTo,
  directionFromQuery,
  estimate,
  type FlashDirection,
  fromAsset,
  maxAmount,
  minimumOf,
  quoteLifeMs,
  swapSides,
  toAsset,
  USDT,
} from './flashMaths';
import { AssetSelect } from './parts';
import { QuoteDialog } from './QuoteDialog';

/** Refusals about the amount: shown under it, whether the page or the server found them. */
const AMOUNT_ERRORS: readonly ErrorName[] = ['amount_required', 'amount_invalid', 'insufficient_balance', 'flash_amount_too_small', 'flash_liquidity_short'];
/** Refusals that a new quote answers: the confirmation offers one. */
const REQUOTE_ERRORS: readonly ErrorName[] = ['flash_price_moved', 'flash_quote_expired', 'flash_quote_unknown'];

const isOneOf = (error: ApiError, names: readonly ErrorName[]) => names.some((name) => ERROR_CODES[name] === error.code);

/** The direction the address asks for, kept in the address so a reload or a shared link keeps it. */
function useDirection(pairs: readonly FlashPair[]): [FlashDirection | undefined, (next: FlashDirection) => void] {
  const [params, setParams] = useSearchParams();
  const direction = directionFromQuery(params.get('from'), params.get('to'), pairs);
  const set = (next: FlashDirection) => setParams({ from: fromAsset(next), to: toAsset(next) }, { replace: true });
  return [direction, set];
}

/**
 * The convert form (Binance Convert's shape): what to give with its balance and "Max", the swap
 * button, what to get with an estimate from the book, then "Preview" asks the server for a quote
 * and the confirmation binds it.
 */
export function Converter({ pairs, quoteSeconds }: { pairs: readonly FlashPair[]; quoteSeconds: number }) {
  const [direction, setDirection] = useDirection(pairs);
  if (!direction) return null;
  const pair = pairs.find((entry) => entry.asset === direction.coin);
  if (!pair) return null;
  return <ConverterForm key={pair.symbol} pairs={pairs} pair={pair} direction={direction} onDirection={setDirection} quoteSeconds={quoteSeconds} />;
}

function ConverterForm({
  pairs,
  pair,
  direction,
  onDirection,
  quoteSeconds,
}: {
  pairs: readonly FlashPair[];
  pair: FlashPair;
  direction: FlashDirection;
  onDirection: (next: FlashDirection) => void;
  quoteSeconds: number;
}) {
  const { t } = useTranslation('flash');
  const { phone } = useLayout();
  const to = useTo();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const quoteIds = useRequestIds();
  const confirmIds = useRequestIds();
  const quoting = useSubmitGuard();
  const converting = useSubmitGuard();
  const balances = useExchangeBalances();
  const market = useSpotMarketData(pair.symbol);
  useLiveBook(pair.symbol);

  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [shown, setShown] = useState<ShownQuote>();
  const [dialogRefusal, setDialogRefusal] = useState<ApiError | null>(null);
  const [result, setResult] = useState<FlashRecord>();

  const from = fromAsset(direction);
  const toCoin = toAsset(direction);
  const available = balances.available(from);
  const assets = useMemo(() => [USDT, ...pairs.map((entry) => entry.asset)], [pairs]);
  const scale = amountScale(pair, direction.side);
  const depth = market.data?.depth;
  const best = depth ? bestPrice(direction.side, depth) : undefined;
  const minimum = minimumOf(pair, direction.side, best);
  const problemFound = amountProblem(amount, pair, direction.side, minimum, available);
  const problem = serverProblem ?? (touched && amount !== '' && problemFound ? t(`errors:${problemFound.error}`, problemFound.params) : undefined);
  const priceScale = market.data?.rules.price_scale ?? pair.usdt_decimals;
  const guess = depth && !problemFound ? estimate(amount, pair, direction.side, depth, priceScale) : undefined;
  const max = maxAmount(available, pair, direction.side);
  const empty = available !== undefined && sign(available) <= 0;

  function resetOutcome() {
    setServerProblem(undefined);
    setRefusal(null);
  }

  function edit(value: string) {
    setAmount(value);
    setTouched(true);
    resetOutcome();
  }

  function turn(next: FlashDirection) {
    if (next.coin === direction.coin && next.side === direction.side) return;
    setAmount('');
    setTouched(false);
    resetOutcome();
    onDirection(next);
  }

  /** A quote failed: amount problems go under the amount, other refusals above the button; no answer toasts. */
  function quoteFailed(error: unknown): 'amount' | 'refused' | 'none' {
    if (error instanceof SessionEndedError) return 'none';
    if (error instanceof ApiError) {
      quoteIds.settle();
      if (isOneOf(error, AMOUNT_ERRORS) || error.field === 'amount') {
        setServerProblem(error.msg);
        return 'amount';
      }
      setRefusal(error);
      return 'refused';
    }
    void message.error(t('web:common.networkError'), 3);
    return 'none';
  }

  async function askQuote(fields: QuoteFields): Promise<boolean> {
    const requestId = quoteIds.take(fields);
    try {
      const quote = await flashCalls.quote(fields, requestId);
      quoteIds.settle();
      setShown({ quote, fields, deadline: Date.now() + quoteLifeMs(quote) });
      return true;
    } catch (error) {
      if (quoteFailed(error) !== 'none') setShown(undefined);
      return false;
    }
  }

  function preview() {
    setTouched(true);
    if (problemFound) {
      if (amount === '') setServerProblem(t(`errors:${problemFound.error}`, problemFound.params));
      return;
    }
    void quoting.run(async () => {
      setResult(undefined);
      setDialogRefusal(null);
      await askQuote({ from_asset: from, to_asset: toCoin, amount: trim(amount) });
    });
  }

  function refresh() {
    if (!shown) return;
    const fields = shown.fields;
    void quoting.run(async () => {
      setDialogRefusal(null);
      await askQuote(fields);
    });
  }

  function convert() {
    if (!shown) return;
    const quoteId = shown.quote.quote_id;
    void converting.run(async () => {
      const requestId = confirmIds.take({ quote_id: quoteId });
      try {
        const record = await flashCalls.confirm(quoteId, requestId);
        confirmIds.settle();
        setResult(record);
        invalidateFlash(queryClient);
      } catch (error) {
        if (error instanceof SessionEndedError) return;
        if (!(error instanceof ApiError)) {
          // No answer: the same press may be retried with the same request id.
          void message.error(t('web:common.networkError'), 3);
          return;
        }
        confirmIds.settle();
        invalidateFlash(queryClient);
        if (isOneOf(error, AMOUNT_ERRORS)) {
          setShown(undefined);
          setServerProblem(error.msg);
          return;
        }
        setDialogRefusal(error);
      }
    });
  }

  function closeDialog() {
    if (result) {
      setAmount('');
      setTouched(false);
    }
    setShown(undefined);
    setResult(undefined);
    setDialogRefusal(null);
  }

  const fromLabel = t('form.from');
  const toLabel = t('form.to');
  const amountText = !problemFound ? trim(amount) : undefined;
  return (
    <section className="vx-funds-card vx-flash-card" data-testid="flash-form" data-symbol={pair.symbol} data-side={direction.side}>
      <div className={problem ? 'vx-flash-box vx-flash-box--error' : 'vx-flash-box'} data-testid="flash-from">
        <div className="vx-flash-box__head">
          <label htmlFor="flash-amount">{fromLabel}</label>
          <span className="vx-flash-box__available" data-testid="flash-available" data-value={available ?? ''}>
            <span className="vx-muted">{t('form.available')}</span>{' '}
            {available === undefined ? <Skeleton.Input active size="small" /> : <Amount value={available} asset={from} />}
          </span>
        </div>
        <div className="vx-flash-box__body">
          <AssetSelect value={from} assets={assets} onChange={(asset) => turn(chooseFrom(direction, asset))} testId="flash-from-asset" label={fromLabel} />
          <Input
            id="flash-amount"
            value={amount}
            onChange={(event: ChangeEvent<HTMLInputElement>) => edit(cleanAmount(event.target.value))}
            onPressEnter={preview}
            inputMode="decimal"
            autoComplete="off"
            variant="borderless"
            placeholder={`≥ ${minimum}`}
            className="vx-flash-amount vx-num vx-ltr"
            aria-invalid={problem ? true : undefined}
            data-testid="flash-amount"
          />
          <Button type="link" size="small" className="vx-flash-max" onClick={() => max && edit(max)} disabled={!max} data-testid="flash-max">
            {t('form.max')}
          </Button>
        </div>
        <div className="vx-flash-box__foot vx-muted vx-small">
          <span data-testid="flash-min" data-value={minimum}>
            {t('form.minimum', { amount: minimum, asset: from })}
          </span>
          <span>{t('form.decimals', { count: scale })}</span>
        </div>
        {problem ? (
          <div className="vx-flash-error" role="alert" data-testid="flash-amount-error">
            {problem}
          </div>
        ) : null}
        {empty ? (
          <div className="vx-flash-topup" data-testid="flash-empty-balance">
            <span className="vx-muted vx-small">{t('form.emptyBalance', { asset: from })}</span>
            <LinkButton to={to(`/asset?tab=transfer&to=exchange&asset=${from}`)} size="small" icon={<SwapOutlined />} data-testid="flash-transfer">
              {t('form.transfer')}
            </LinkButton>
          </div>
        ) : null}
      </div>

      <div className="vx-flash-swap-row">
        <Tooltip title={t('form.swap')}>
          <Button
            shape="circle"
            icon={<SwapOutlined rotate={90} />}
            onClick={() => turn(swapSides(direction))}
            aria-label={t('form.swap')}
            data-testid="flash-swap"
          />
        </Tooltip>
      </div>

      <div className="vx-flash-box vx-flash-box--to" data-testid="flash-to">
        <div className="vx-flash-box__head">
          <span>{toLabel}</span>
          <Tag className="vx-flash-estimate-tag">{t('form.estimateTag')}</Tag>
        </div>
        <div className="vx-flash-box__body">
          <AssetSelect
            value={toCoin}
            assets={assets.filter((asset) => asset !== from)}
            onChange={(asset) => turn(chooseTo(direction, asset))}
            testId="flash-to-asset"
            label={toLabel}
          />
          <output
            className="vx-flash-amount vx-flash-amount--out vx-num vx-ltr"
            data-testid="flash-estimate"
            data-value={guess?.receive ?? ''}
            htmlFor="flash-amount"
          >
            {guess ? (
              <>
                ≈ <Amount value={guess.receive} />
              </>
            ) : (
              <span className="vx-muted">0</span>
            )}
          </output>
        </div>
      </div>

      <div className="vx-flash-rate" data-testid="flash-rate">
        {market.isPending ? (
          <Skeleton.Input active size="small" />
        ) : (
          <span className="vx-num" data-testid="flash-rate-price" data-value={guess?.price ?? best ?? ''}>
            {guess?.price || best ? (
              <span className="vx-ltr">
                1 {pair.asset} ≈ <Amount value={guess?.price ?? best ?? '0'} /> {USDT}
              </span>
            ) : (
              <span className="vx-muted">{t('form.noBook')}</span>
            )}
          </span>
        )}
        <span className="vx-muted vx-small" data-testid="flash-fee-rate" data-value={pair.fee_pct}>
          {t('form.feeRate', { pct: trim(pair.fee_pct) })}
        </span>
      </div>
      <p className="vx-flash-estimate-note vx-muted vx-small" data-testid="flash-estimate-note">
        <InfoCircleOutlined /> {t('form.estimateNote', { count: quoteSeconds })}
      </p>
      {guess?.short ? (
        <p className="vx-flash-short vx-small" data-testid="flash-short">
          <WarningOutlined /> {t('form.short')}
        </p>
      ) : null}

      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <Button type="primary" size="large" block loading={quoting.busy && !shown} onClick={preview} data-testid="flash-preview">
        {amountText ? t('form.previewAmount', { amount: amountText, from, to: toCoin }) : t('form.preview')}
      </Button>

      <QuoteDialog
        phone={phone}
        pair={pair}
        shown={shown}
        entered={amount}
        result={result}
        refusal={dialogRefusal}
        requoteable={dialogRefusal ? isOneOf(dialogRefusal, REQUOTE_ERRORS) : false}
        quoting={quoting.busy}
        converting={converting.busy}
        onConvert={convert}
        onRefresh={refresh}
        onClose={closeDialog}
      />
    </section>
  );
}
