import { ArrowRightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  ERROR_CODES,
  type ErrorName,
  FIAT_SCALE,
  fiatForQuantity,
  formatUnits,
  P2P_AD_SIDES,
  P2P_MARGIN_PCT,
  P2P_PAYMENT_METHODS,
  P2P_PRICE_TYPES,
  type P2pAdSide,
  type P2pFiat,
  type P2pMyAd,
  type P2pPaymentMethod,
  type P2pPriceType,
  type P2pRules,
  parseUnits,
} from '@veritex/shared';
import { Button, Checkbox, Form, type FormInstance, Input, Radio, Select } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { useReceiveSettings } from '../../../api/funds';
import { useRequestIds } from '../../../api/requestId';
import { AmountInput, cleanAmount } from '../../../components/form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../../components/form/submit';
import { add, isZero, max as maxOf, trim } from '../../../lib/decimal';
import { useLayout, useTo } from '../../../router/layout-context';
import { invalidateP2pOrder, P2P_KEYS, p2pCalls, type SaveAdFields } from '../p2pApi';
import {
  type AdDraft,
  type AdProblem,
  amountProblem,
  fiatCents,
  filledMethods,
  floatingPrice,
  maxFiatProblem,
  methodsProblem,
  minFiatProblem,
  priceProblem,
  reserveChange,
  TERMS_MAX,
  termsProblem,
  USDT_SCALE,
  windowChoices,
  windowProblem,
} from './adMaths';
import { Fiat, MerchantDialog, Usdt } from './parts';

interface AdValues {
  side: P2pAdSide;
  fiat: P2pFiat;
  price_type: P2pPriceType;
  price?: string;
  margin_pct?: string;
  amount?: string;
  min_fiat?: string;
  max_fiat?: string;
  methods?: P2pPaymentMethod[];
  window_minutes?: number;
  terms?: string;
}

type FieldName = keyof AdValues;
const FIELD_NAMES: ReadonlySet<string> = new Set<FieldName>([
  'side',
  'fiat',
  'price_type',
  'price',
  'margin_pct',
  'amount',
  'min_fiat',
  'max_fiat',
  'methods',
  'window_minutes',
  'terms',
]);

/** Refusals the server names no field for, shown at the field they concern. */
const FIELD_OF_ERROR: Partial<Record<ErrorName, FieldName>> = {
  insufficient_balance: 'amount',
  amount_invalid: 'amount',
  amount_required: 'amount',
  price_invalid: 'price',
  p2p_method_required: 'methods',
  p2p_receiving_required: 'methods',
  p2p_reference_unavailable: 'margin_pct',
};

function draftOf(values: Partial<AdValues>, fallbackSide: P2pAdSide): AdDraft {
  return { ...values, side: values.side ?? fallbackSide, price_type: values.price_type ?? 'fixed' };
}

function problemText(t: TFunction, problem: AdProblem): string {
  const { key, ...values } = problem;
  return t(`p2p:ads.editor.problem.${key}`, values);
}

/** An antd rule from one of adMaths' checks (the same the server makes). */
function rule(t: TFunction, check: (draft: AdDraft) => AdProblem | undefined, form: FormInstance<AdValues>, side: P2pAdSide) {
  return {
    validator: async () => {
      const problem = check(draftOf(form.getFieldsValue(true) as Partial<AdValues>, side));
      if (problem) throw new Error(problemText(t, problem));
    },
  };
}

/** A server refusal onto the field it names (or concerns); true when placed. */
function placeOnField(form: FormInstance<AdValues>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const byCode = (Object.keys(FIELD_OF_ERROR) as ErrorName[]).find((name) => ERROR_CODES[name] === error.code);
  const named = error.field && FIELD_NAMES.has(error.field) ? error.field : byCode ? FIELD_OF_ERROR[byCode] : undefined;
  if (!named) return false;
  form.setFields([{ name: named as FieldName, errors: [error.msg] }]);
  form.scrollToField(named, { block: 'center' });
  return true;
}

function initialValues(ad: P2pMyAd | undefined, rules: P2pRules, filled: ReadonlySet<P2pPaymentMethod>): AdValues {
  if (ad) {
    return {
      side: ad.side,
      fiat: ad.fiat,
      price_type: ad.price_type,
      price: ad.price_type === 'fixed' ? ad.price : undefined,
      margin_pct: ad.margin_pct ?? undefined,
      amount: trim(ad.available),
      min_fiat: ad.min_fiat,
      max_fiat: ad.max_fiat_entered,
      methods: [...ad.methods],
      window_minutes: ad.window_minutes,
      terms: ad.terms,
    };
  }
  return {
    side: 'sell',
    fiat: rules.fiats[0]?.fiat ?? 'CNY',
    price_type: 'fixed',
    margin_pct: '100.00',
    methods: P2P_PAYMENT_METHODS.filter((method) => filled.has(method)),
    window_minutes: rules.window_minutes.min,
    terms: '',
  };
}

function fieldsOf(values: AdValues, ad: P2pMyAd | undefined): SaveAdFields {
  const fixed = values.price_type === 'fixed';
  return {
    ...(ad ? { id: ad.id } : {}),
    side: ad?.side ?? values.side,
    fiat: ad?.fiat ?? values.fiat,
    price_type: values.price_type,
    price: fixed ? (values.price ?? '') : undefined,
    margin_pct: fixed ? undefined : (values.margin_pct ?? ''),
    amount: values.amount ?? '',
    min_fiat: values.min_fiat ?? '',
    max_fiat: values.max_fiat ?? '',
    methods: values.methods ?? [],
    window_minutes: values.window_minutes ?? 0,
    terms: (values.terms ?? '').trim(),
  };
}

/** The price a buyer would see now: the typed fixed price, or the reference times the margin. */
function priceNow(values: Partial<AdValues>, reference: string | null | undefined): string | undefined {
  if (values.price_type === 'floating') return floatingPrice(reference, values.margin_pct);
  const cents = fiatCents(values.price);
  return cents !== undefined && cents > 0n ? formatUnits(cents, FIAT_SCALE) : undefined;
}

/** The ad's worth in fiat at the price now ("100 USDT ≈ 720.00 CNY"), the ceiling of a sensible maximum per order. */
function worthOf(amount: string | undefined, price: string | undefined): string | undefined {
  const units = amount ? parseUnits(amount, USDT_SCALE) : undefined;
  const cents = price ? parseUnits(price, FIAT_SCALE) : undefined;
  if (units === undefined || units <= 0n || cents === undefined) return undefined;
  return formatUnits(fiatForQuantity(units, cents), FIAT_SCALE);
}

function FloatingPrice({ reference, margin, fiat }: { reference: string | null | undefined; margin: string | undefined; fiat: string }) {
  const { t } = useTranslation('p2p');
  if (!reference)
    return (
      <span className="vx-mc-warn" data-testid="ad-editor-no-reference">
        {t('ads.editor.noReference')}
      </span>
    );
  const price = floatingPrice(reference, margin);
  return (
    <span className="vx-mc-live" data-testid="ad-editor-live-price" data-value={price ?? ''}>
      {t('ads.editor.livePrice')}{' '}
      {price ? (
        <strong>
          <Fiat value={price} fiat={fiat} />
        </strong>
      ) : (
        '—'
      )}{' '}
      <span className="vx-muted">
        (<Fiat value={reference} fiat={fiat} /> × <span className="vx-ltr vx-num">{margin ? `${margin}\u00a0%` : '—'}</span>)
      </span>
    </span>
  );
}

function MethodChoices({ rules, filled }: { rules: P2pRules; filled: ReadonlySet<P2pPaymentMethod> }) {
  const { t } = useTranslation('p2p');
  const to = useTo();
  const methods = rules.methods.length ? rules.methods : P2P_PAYMENT_METHODS;
  return (
    <div className="vx-mc-method-choices">
      {methods.map((method) => (
        <div key={method} className="vx-mc-method-choice" data-testid={`ad-editor-method-${method}`} data-filled={filled.has(method) ? 'true' : 'false'}>
          <Checkbox value={method} disabled={!filled.has(method)}>
            {t(`ads.method.${method}`)}
          </Checkbox>
          {filled.has(method) ? null : (
            <Link to={to('/receive')} className="vx-small" data-testid={`ad-editor-method-${method}-fix`}>
              {t('ads.editor.methodFix')} <ArrowRightOutlined className="vx-flip-rtl" />
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}

/** What pressing the button does, in words ("Post ad · reserve 100 USDT"). */
function submitLabel(t: TFunction, editing: boolean, change: bigint): string {
  const base = editing ? t('p2p:ads.editor.save') : t('p2p:ads.editor.post');
  if (change > 0n) return t('p2p:ads.editor.withReserve', { action: base, amount: trim(formatUnits(change, USDT_SCALE)) });
  if (change < 0n) return t('p2p:ads.editor.withReturn', { action: base, amount: trim(formatUnits(-change, USDT_SCALE)) });
  return base;
}

function useSaveAd(form: FormInstance<AdValues>, onSaved: (ad: P2pMyAd) => void) {
  const { t } = useTranslation('p2p');
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const guard = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const save = (fields: SaveAdFields) =>
    guard.run(async () => {
      setRefusal(null);
      try {
        const saved = await p2pCalls.saveAd(fields, requestIds.take(fields));
        requestIds.settle();
        void queryClient.invalidateQueries({ queryKey: P2P_KEYS.myAds });
        invalidateP2pOrder(queryClient);
        onSaved(saved);
      } catch (error) {
        if (placeOnField(form, error)) {
          requestIds.settle();
          return;
        }
        const failure = handleSubmitError(undefined, error, t('web:common.networkError'));
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  return { ...guard, refusal, setRefusal, save };
}

function Row({ children }: { children: ReactNode }) {
  const { phone } = useLayout();
  return <div className={phone ? 'vx-mc-row vx-mc-row--one' : 'vx-mc-row'}>{children}</div>;
}

/**
 * Post or edit an ad (web/p2pSaveAd): side and fiat (new ads only), a fixed price or a margin over
 * the live reference, the amount (a sell ad's moves into the ad reserve), limits per order, the
 * methods the receiving settings fill, the payment window and terms. The checks are the server's.
 */
function AdForm({
  ad,
  rules,
  exchangeAvailable,
  onSaved,
  onCancel,
  onBusy,
}: {
  ad?: P2pMyAd;
  rules: P2pRules;
  exchangeAvailable: string;
  onSaved: (ad: P2pMyAd) => void;
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('p2p');
  const receiving = useReceiveSettings();
  const filled = useMemo(() => filledMethods(receiving.data), [receiving.data]);
  const [form] = Form.useForm<AdValues>();
  const state = useSaveAd(form, onSaved);
  const values = Form.useWatch([], form) as Partial<AdValues> | undefined;
  const editing = ad !== undefined;
  const side = ad?.side ?? values?.side ?? 'sell';
  const fiat = ad?.fiat ?? values?.fiat ?? rules.fiats[0]?.fiat ?? 'CNY';
  const priceType = values?.price_type ?? ad?.price_type ?? 'fixed';
  const reference = rules.fiats.find((entry) => entry.fiat === fiat)?.price;
  const heldNow = ad && ad.side === 'sell' && ad.status !== 'closed' ? ad.available : '0';
  // A sell ad may hold what the exchange account has plus what the ad already holds (an edit moves the difference).
  const spendable = side === 'sell' ? add(exchangeAvailable, heldNow) : undefined;
  const change = reserveChange(side, values?.amount, heldNow);
  const price = priceNow(values ?? {}, reference);
  const worth = worthOf(values?.amount, price);
  const initial = useMemo(() => initialValues(ad, rules, filled), [ad, rules, filled]);
  useEffect(() => onBusy(state.busy), [onBusy, state.busy]);

  const check = (fn: (draft: AdDraft) => AdProblem | undefined) => rule(t, fn, form, side);
  const problemOfAmount = (draft: AdDraft) => amountProblem(draft, spendable, priceNow(draft, reference));
  const problemOfMethods = (draft: AdDraft) => methodsProblem(draft, filled);

  if (receiving.isPending) return null;
  return (
    <Form<AdValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={(submitted) => void state.save(fieldsOf({ ...submitted, price_type: submitted.price_type ?? priceType }, ad))}
      onValuesChange={() => state.setRefusal(null)}
      className="vx-mc-editor"
      data-testid="ad-editor-form"
    >
      <Row>
        <Form.Item name="side" label={t('ads.editor.side')} extra={editing ? t('ads.editor.fixedOnEdit') : undefined}>
          <Radio.Group optionType="button" buttonStyle="solid" disabled={editing} className="vx-mc-segment" data-testid="ad-editor-side">
            {P2P_AD_SIDES.map((option) => (
              <Radio.Button key={option} value={option} data-testid={`ad-editor-side-${option}`}>
                {t(`ads.editor.sideOption.${option}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="fiat" label={t('ads.editor.fiat')}>
          <Select
            disabled={editing}
            data-testid="ad-editor-fiat"
            options={rules.fiats.map((entry) => ({ value: entry.fiat, label: <span data-testid={`ad-editor-fiat-${entry.fiat}`}>{entry.fiat}</span> }))}
          />
        </Form.Item>
      </Row>
      <Row>
        <Form.Item name="price_type" label={t('ads.editor.priceType')}>
          <Radio.Group optionType="button" buttonStyle="solid" className="vx-mc-segment" data-testid="ad-editor-price-type">
            {P2P_PRICE_TYPES.map((option) => (
              <Radio.Button key={option} value={option} data-testid={`ad-editor-price-type-${option}`}>
                {t(`ads.priceType.${option}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {priceType === 'fixed' ? (
          <Form.Item
            name="price"
            label={t('ads.editor.price', { fiat })}
            rules={[check(priceProblem)]}
            extra={
              reference ? (
                <span data-testid="ad-editor-reference">
                  {t('ads.editor.reference')} <Fiat value={reference} fiat={fiat} />
                </span>
              ) : undefined
            }
          >
            <AmountInput asset={fiat} testId="ad-editor-price" placeholder="0.00" />
          </Form.Item>
        ) : (
          <Form.Item
            name="margin_pct"
            label={t('ads.editor.margin')}
            rules={[check(priceProblem)]}
            extra={<FloatingPrice reference={reference} margin={values?.margin_pct} fiat={fiat} />}
            normalize={(value: string) => cleanAmount(value)}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              suffix="%"
              className="vx-ltr-input"
              placeholder={`${P2P_MARGIN_PCT.min}–${P2P_MARGIN_PCT.max}`}
              data-testid="ad-editor-margin"
            />
          </Form.Item>
        )}
      </Row>
      <Form.Item
        name="amount"
        label={side === 'sell' ? t('ads.editor.amountSell') : t('ads.editor.amountBuy')}
        rules={[check(problemOfAmount)]}
        dependencies={['min_fiat', 'price', 'margin_pct', 'price_type']}
        extra={
          <span className="vx-mc-hints">
            {side === 'sell' ? (
              <span data-testid="ad-editor-reserve-note">
                {t('ads.editor.reserveNote')} {t('ads.editor.exchangeBalance')} <Usdt value={exchangeAvailable} testId="ad-editor-exchange-balance" />
                {editing && !isZero(heldNow) ? (
                  <>
                    {' · '}
                    {t('ads.editor.heldNow')} <Usdt value={heldNow} testId="ad-editor-held-now" />
                  </>
                ) : null}
              </span>
            ) : (
              <span>{t('ads.editor.buyNote')}</span>
            )}
            {worth ? (
              <span data-testid="ad-editor-worth">
                {t('ads.editor.worth')} <Fiat value={worth} fiat={fiat} />
              </span>
            ) : null}
          </span>
        }
      >
        <AmountInput
          asset="USDT"
          testId="ad-editor-amount"
          placeholder="0.00"
          onMax={spendable ? () => form.setFieldValue('amount', trim(maxOf(spendable, '0'))) : undefined}
          maxDisabled={spendable === undefined || isZero(spendable)}
        />
      </Form.Item>
      <Row>
        <Form.Item name="min_fiat" label={t('ads.editor.minFiat')} rules={[check(minFiatProblem)]}>
          <AmountInput asset={fiat} testId="ad-editor-min" placeholder="0.00" />
        </Form.Item>
        <Form.Item name="max_fiat" label={t('ads.editor.maxFiat')} rules={[check(maxFiatProblem)]} dependencies={['min_fiat']}>
          <AmountInput asset={fiat} testId="ad-editor-max" placeholder="0.00" />
        </Form.Item>
      </Row>
      <Form.Item name="methods" label={t('ads.editor.methods')} rules={[check(problemOfMethods)]} extra={t('ads.editor.methodsHint')}>
        <Checkbox.Group className="vx-mc-method-group" data-testid="ad-editor-methods">
          <MethodChoices rules={rules} filled={filled} />
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="window_minutes" label={t('ads.editor.window')} rules={[check(windowProblem)]} extra={t('ads.editor.windowHint')}>
        <Select
          data-testid="ad-editor-window"
          options={windowChoices(ad?.window_minutes).map((minutes) => ({ value: minutes, label: t('ads.minutes', { count: minutes }) }))}
        />
      </Form.Item>
      <Form.Item name="terms" label={t('ads.editor.terms')} rules={[check(termsProblem)]}>
        <Input.TextArea
          maxLength={TERMS_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('ads.editor.termsPlaceholder')}
          data-testid="ad-editor-terms"
        />
      </Form.Item>
      <RefusalAlert error={state.refusal} onClose={() => state.setRefusal(null)} />
      <div className="vx-mc-dialog__actions">
        <Button onClick={onCancel} disabled={state.busy} data-testid="ad-editor-cancel">
          {t('ads.editor.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={state.busy} data-testid="ad-editor-submit">
          {submitLabel(t, editing, change)}
        </Button>
      </div>
    </Form>
  );
}

export function AdEditor({
  open,
  ad,
  rules,
  exchangeAvailable,
  onClose,
  onSaved,
}: {
  open: boolean;
  ad?: P2pMyAd;
  rules: P2pRules;
  exchangeAvailable: string;
  onClose: () => void;
  onSaved: (ad: P2pMyAd) => void;
}) {
  const { t } = useTranslation('p2p');
  const [busy, setBusy] = useState(false);
  return (
    <MerchantDialog
      open={open}
      onClose={onClose}
      busy={busy}
      width="44rem"
      title={ad ? t('ads.editor.editTitle') : t('ads.editor.newTitle')}
      testId="ad-editor"
    >
      {open ? <AdForm ad={ad} rules={rules} exchangeAvailable={exchangeAvailable} onSaved={onSaved} onCancel={onClose} onBusy={setBusy} /> : null}
    </MerchantDialog>
  );
}
