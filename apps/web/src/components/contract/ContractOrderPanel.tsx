import { useQueryClient } from '@tanstack/react-query';
import type { InstrumentView, PositionSideName } from '@veritex/shared';
import { Alert, App, Button, Drawer, Input, Modal, Segmented, Slider, Tabs, Tooltip } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { contractCalls, invalidatePositions, type PositionDraft, usePositionPreview } from '../../api/contract';
import { invalidateFunds, useAssetOverview } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { useFormat } from '../../i18n/format';
import { compare, isZero, trim } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import { FormField } from '../form/FormField';
import { AmountInput } from '../form/inputs';
import { useSubmitGuard } from '../form/submit';
import { HaltBanner, useTradingHalt } from '../halts';
import { LinkButton } from '../LinkButton';
import {
  type DraftField,
  type DraftInput,
  draftProblems,
  leverageMarks,
  lotsQuantity,
  marketEntry,
  openingCost,
  parseLots,
  toPositionDraft,
} from './contractMaths';
import { MarketStatusText } from './InstrumentStrip';
import { InstrumentPair, Money } from './labels';
import { PreTradeCard } from './PreTradeCard';
import { fieldOfRefusal, useRefusalText } from './refusals';

/** How long the form waits after the last keystroke before asking for the pre-trade card. */
const PREVIEW_DEBOUNCE_MS = 300;

/** The contract account's available USDT (what positions draw on); `useLiveBalances` keeps it live. */
export function useContractAvailable(enabled: boolean): string | undefined {
  const overview = useAssetOverview(enabled);
  if (!enabled || !overview.data) return undefined;
  return overview.data.accounts.find((account) => account.type === 'contract')?.rows.find((row) => row.asset === 'USDT')?.available ?? '0';
}

function useDebounced<T>(value: T, delay: number): T {
  const key = JSON.stringify(value ?? null);
  const [debounced, setDebounced] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the value
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return debounced;
}

/** Dialogs mount inside the themed root, so that the --vx-* colours (up, down, borders) reach them. */
export const insideThemedRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** A modal on the desktop, a bottom sheet on the phone (UI.md). */
export function Sheet({
  open,
  phone,
  title,
  onClose,
  footer,
  children,
  testId,
}: {
  open: boolean;
  phone: boolean;
  title: ReactNode;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  if (phone) {
    return (
      <Drawer
        placement="bottom"
        open={open}
        onClose={onClose}
        title={title}
        size="auto"
        className="vx-sheet vx-csheet"
        footer={footer}
        destroyOnHidden
        getContainer={insideThemedRoot}
      >
        <div data-testid={testId}>{children}</div>
      </Drawer>
    );
  }
  return (
    <Modal open={open} onCancel={onClose} title={title} footer={footer} destroyOnHidden width="30rem" className="vx-cmodal" getContainer={insideThemedRoot}>
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}

/**
 * The order panel: long or short, market or limit (a limit shows its price), whole lots, leverage
 * up to the instrument's cap, optional take-profit and stop-loss, the contract account's available
 * USDT, and the pre-trade card, asked for as the user types. The position is opened only after the
 * card is confirmed. Checks as the user types mirror the server's; its refusals show next to the
 * field they concern.
 */
export function ContractOrderPanel({ instrument, phone }: { instrument: InstrumentView; phone: boolean }) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const to = useTo();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const refusalText = useRefusalText();
  const available = useContractAvailable(true);
  const [side, setSide] = useState<PositionSideName>('long');
  const [type, setType] = useState<'market' | 'limit'>('market');
  const [lots, setLots] = useState('');
  const [leverage, setLeverage] = useState(Math.min(10, instrument.max_leverage));
  const [price, setPrice] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const halt = useTradingHalt('instrument', instrument.symbol);

  const input: DraftInput = { side, type, lots, leverage, price, takeProfit, stopLoss };
  const problems = draftProblems(input, instrument);
  const draft = problems.length === 0 ? toPositionDraft(input, instrument) : undefined;
  const asked = useDebounced(draft, PREVIEW_DEBOUNCE_MS);
  const preview = usePositionPreview(instrument.open ? asked : undefined);
  const previewIsCurrent = draft !== undefined && JSON.stringify(asked) === JSON.stringify(draft) && !preview.isPlaceholderData;
  const previewError = preview.error instanceof ApiError && previewIsCurrent ? preview.error : null;
  const previewField = previewError ? fieldOfRefusal(previewError) : undefined;
  const shownPreview = draft && preview.data ? preview.data : undefined;
  const cost = shownPreview ? openingCost(shownPreview.margin, shownPreview.open_fee) : undefined;
  const tooLittle = previewIsCurrent && shownPreview && cost ? compare(cost, shownPreview.available) > 0 : false;

  function problemOf(field: DraftField): string | undefined {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems.find((entry) => entry.field === field);
    if (problem && (touched.has(field) || submitted)) return t(`errors:${problem.error}`, problem.params ?? {});
    if (previewError && previewField === field) return refusalText(previewError);
    if (field === 'lots' && tooLittle) return t('errors:insufficient_balance');
    return undefined;
  }

  function edit(field: DraftField | 'side' | 'type', apply: () => void) {
    apply();
    if (field !== 'side' && field !== 'type') setTouched((before) => new Set(before).add(field));
    setServerErrors({});
    setRefusal(null);
  }

  // A limit price starts at the mark, once, so that a first limit needs only lots.
  function chooseType(next: 'market' | 'limit') {
    edit('type', () => setType(next));
    if (next === 'limit' && !price && instrument.mark) setPrice(trim(instrument.mark));
  }

  async function open() {
    if (!draft) return;
    const requestId = requestIds.take(draft);
    setRefusal(null);
    try {
      const position = await contractCalls.openPosition(draft, requestId);
      requestIds.settle();
      void message.success(
        position.status === 'pending'
          ? t('form.placed', { side: t(`side.${draft.side}`), lots: draft.lots })
          : t('form.opened', { side: t(`side.${draft.side}`), lots: draft.lots }),
      );
      setConfirming(false);
      setTakeProfit('');
      setStopLoss('');
      setTouched(new Set());
      setSubmitted(false);
      invalidatePositions(queryClient);
      invalidateFunds(queryClient);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        const field = fieldOfRefusal(error);
        if (field) {
          setServerErrors({ [field]: refusalText(error) });
          setConfirming(false);
        } else setRefusal(error);
        return;
      }
      // No answer: the same confirmation may be pressed again with the same request_id.
      void message.error(t('web:common.networkError'), 3);
    }
  }

  function review() {
    setSubmitted(true);
    if (problems.length > 0 || !draft || !instrument.open || halt || tooLittle || previewField) return;
    setRefusal(null);
    setConfirming(true);
    // The card in the confirmation is read again: prices moved since the last keystroke.
    void preview.refetch();
  }

  const testId = (name: string) => `corder-${name}`;
  const field = (name: DraftField, label: ReactNode, control: ReactNode, extra?: ReactNode) => {
    const problem = problemOf(name);
    return (
      <FormField htmlFor={testId(name)} label={label} problem={problem} errorTestId={testId(`${name}-error`)}>
        {control}
        {extra}
      </FormField>
    );
  };

  const lotsValue = parseLots(lots);
  const marks = useMemo(() => Object.fromEntries(leverageMarks(instrument.max_leverage).map((mark) => [mark, `${mark}x`])), [instrument.max_leverage]);
  const entryNow = marketEntry(instrument, side);
  const sideText = t(`side.${side}`);
  const submitLabel = halt
    ? t('web:halts.submitHalted')
    : !instrument.open
      ? t('form.marketClosed')
      : lotsValue
        ? t(type === 'limit' ? 'form.submitLimit' : 'form.submit', { side: sideText, lots: lotsValue, leverage })
        : t('form.submitEmpty', { side: sideText });
  const confirmLabel = lotsValue
    ? t(type === 'limit' ? 'form.confirmLimit' : 'form.confirm', { side: sideText, lots: lotsValue, leverage })
    : t('form.confirmShort');
  const previewReady = Boolean(shownPreview) && previewIsCurrent && !preview.isFetching && !preview.isError;
  const empty = available !== undefined && isZero(available);
  const previewPlaceholder = !instrument.open ? (
    <MarketStatusText instrument={instrument} />
  ) : previewError && !previewField ? (
    refusalText(previewError)
  ) : problems.some((problem) => problem.field !== 'lots') ? (
    t('preTrade.fix')
  ) : undefined;

  return (
    <section className="vx-corders vx-deal-card" data-testid="contract-order-panel" aria-label={t('form.title')}>
      <Tabs
        activeKey={type}
        onChange={(key) => chooseType(key as 'market' | 'limit')}
        size="small"
        items={(['market', 'limit'] as const).map((key) => ({ key, label: <span data-testid={testId(`type-${key}`)}>{t(`types.${key}`)}</span> }))}
        className="vx-corders__tabs"
      />
      <HaltBanner halt={halt} name={instrument.name} />
      <div className={phone ? 'vx-corders__body vx-corders__body--phone' : 'vx-corders__body'}>
        <form
          className="vx-oform vx-cform"
          data-testid="contract-order-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Segmented<PositionSideName>
            block
            value={side}
            onChange={(next) => edit('side', () => setSide(next))}
            className={`vx-cside-switch vx-cside-switch--${side}`}
            options={(['long', 'short'] as const).map((value) => ({
              value,
              label: <span data-testid={testId(`side-${value}`)}>{t(`side.${value}Action`)}</span>,
            }))}
          />
          <div className="vx-oform__row" data-testid={testId('available')} data-value={available}>
            <Tooltip title={t('form.availableHint')}>
              <span className="vx-muted vx-cform__available-label">{t('form.available')}</span>
            </Tooltip>
            <span className="vx-cform__available">
              {available === undefined ? '—' : <Money value={available} />}
              <LinkButton to={to('/asset?tab=transfer&from=exchange&asset=USDT')} type="link" size="small" data-testid={testId('transfer')}>
                {t('form.transfer')}
              </LinkButton>
            </span>
          </div>
          {empty ? <Alert type="info" showIcon className="vx-cform__empty" title={t('form.emptyAccount')} data-testid={testId('empty-account')} /> : null}
          {type === 'limit' ? (
            field(
              'price',
              t('form.price'),
              <AmountInput
                id={testId('price')}
                value={price}
                onChange={(next) => edit('price', () => setPrice(next))}
                asset={instrument.quote}
                testId={testId('price')}
              />,
            )
          ) : (
            <div className="vx-oform__field">
              <span className="vx-oform__label">{t('form.price')}</span>
              <Input
                disabled
                value={entryNow ? t('form.marketAt', { price: format.fixed(entryNow, instrument.price_scale) }) : t('types.market')}
                suffix={<span className="vx-amount-input__unit">{instrument.quote}</span>}
                data-testid={testId('market-price')}
              />
            </div>
          )}
          {field(
            'lots',
            t('form.lots'),
            <Input
              id={testId('lots')}
              value={lots}
              onChange={(event) => edit('lots', () => setLots(event.target.value.replace(/\D/g, '').slice(0, 7)))}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('form.lotsPlaceholder')}
              suffix={<span className="vx-amount-input__unit">{t('form.lotsUnit')}</span>}
              data-testid={testId('lots')}
            />,
            <span className="vx-cform__hint vx-muted vx-small" data-testid={testId('lots-hint')}>
              {t('rules.lotValue', { size: trim(instrument.lot_size), base: instrument.base })}
              {lotsValue ? ` · ${t('form.lotsTotal', { quantity: trim(lotsQuantity(lotsValue, instrument.lot_size)), base: instrument.base })}` : ''}
            </span>,
          )}
          {field(
            'leverage',
            <span className="vx-cform__leverage-label">
              {t('form.leverage')} <strong className="vx-num vx-ltr" data-testid={testId('leverage-value')}>{`${leverage}x`}</strong>
              <span className="vx-muted vx-small">{t('form.leverageMax', { max: instrument.max_leverage })}</span>
            </span>,
            <Slider
              id={testId('leverage')}
              min={1}
              max={instrument.max_leverage}
              step={1}
              marks={marks}
              value={leverage}
              onChange={(next: number) => edit('leverage', () => setLeverage(next))}
              tooltip={{ formatter: (value) => `${value}x` }}
              className="vx-cform__slider"
              data-testid={testId('leverage')}
            />,
          )}
          <div className="vx-cform__targets">
            {field(
              'take_profit',
              t('form.takeProfit'),
              <AmountInput
                id={testId('take_profit')}
                value={takeProfit}
                onChange={(next) => edit('take_profit', () => setTakeProfit(next))}
                asset={instrument.quote}
                placeholder={t('form.optional')}
                testId={testId('take_profit')}
              />,
            )}
            {field(
              'stop_loss',
              t('form.stopLoss'),
              <AmountInput
                id={testId('stop_loss')}
                value={stopLoss}
                onChange={(next) => edit('stop_loss', () => setStopLoss(next))}
                asset={instrument.quote}
                placeholder={t('form.optional')}
                testId={testId('stop_loss')}
              />,
            )}
          </div>
          <p className="vx-cform__targets-note vx-muted vx-small">{t(side === 'long' ? 'form.targetsLong' : 'form.targetsShort')}</p>
          {refusal && !confirming ? (
            <Alert type="warning" showIcon title={refusalText(refusal)} closable={{ onClose: () => setRefusal(null) }} data-testid="form-error" />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={!instrument.open || halt !== undefined}
            className={`vx-oform__submit vx-cform__submit vx-cform__submit--${side}`}
            data-testid={testId('submit')}
          >
            {submitLabel}
          </Button>
        </form>
        <PreTradeCard
          instrument={instrument}
          draft={draft}
          preview={shownPreview}
          loading={preview.isFetching}
          stale={!previewIsCurrent}
          placeholder={previewPlaceholder}
        />
      </div>
      <Sheet
        open={confirming}
        phone={phone}
        onClose={() => setConfirming(false)}
        testId="confirm-open"
        title={
          <span className="vx-cconfirm__title">
            {t('confirm.title')} <InstrumentPair instrument={instrument} />
          </span>
        }
        footer={
          <div className="vx-cconfirm__footer">
            <Button onClick={() => setConfirming(false)} data-testid="confirm-open-cancel">
              {t('confirm.back')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              disabled={!previewReady}
              className={`vx-cform__submit--${side}`}
              onClick={() => void run(open)}
              data-testid="confirm-open-submit"
            >
              {confirmLabel}
            </Button>
          </div>
        }
      >
        <PreTradeCard instrument={instrument} draft={draft} preview={shownPreview} loading={preview.isFetching} stale={!previewReady} />
        <p className="vx-cconfirm__note vx-muted vx-small">{t(type === 'limit' ? 'confirm.noteLimit' : 'confirm.noteMarket')}</p>
        {refusal ? <Alert type="warning" showIcon title={refusalText(refusal)} data-testid="confirm-error" /> : null}
        {previewError && !refusal ? <Alert type="warning" showIcon title={refusalText(previewError)} data-testid="confirm-preview-error" /> : null}
      </Sheet>
    </section>
  );
}

export type { PositionDraft };
