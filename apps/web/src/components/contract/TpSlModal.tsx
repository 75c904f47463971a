import { useQueryClient } from '@tanstack/react-query';
import type { InstrumentView, PositionView } from '@veritex/shared';
import { Alert, App, Button, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { contractCalls, invalidatePositions } from '../../api/contract';
import { invalidateFunds } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { useFormat } from '../../i18n/format';
import { isDecimal, trim } from '../../lib/decimal';
import { FormField } from '../form/FormField';
import { AmountInput } from '../form/inputs';
import { useSubmitGuard } from '../form/submit';
import { Sheet } from './ContractOrderPanel';
import { type DraftField, lotsQuantity, parseLots, targetProblems } from './contractMaths';
import { InstrumentPair, Money, Num, SideLabel, symbolPair } from './labels';
import { fieldOfRefusal, useRefusalText } from './refusals';

type TargetField = 'take_profit' | 'stop_loss';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="vx-pretrade__row">
      <span className="vx-pretrade__label">{label}</span>
      <span className="vx-pretrade__value">{children}</span>
    </div>
  );
}

/** The position in one line: side, pair, lots and leverage. */
function PositionLine({ position }: { position: PositionView }) {
  const { t } = useTranslation('contract');
  return (
    <div className="vx-pretrade__head">
      <SideLabel side={position.side} />
      <InstrumentPair instrument={symbolPair(position.symbol)} />
      <span className="vx-num">{t('positions.lotsValue', { lots: position.lots })}</span>
      <span className="vx-num vx-ltr">{position.leverage}x</span>
    </div>
  );
}

/** What both dialogs are given: the position as it is now, its instrument, and how to close the dialog. */
interface PositionDialogProps {
  position: PositionView;
  instrument: InstrumentView | undefined;
  phone: boolean;
  onClose: () => void;
}

/**
 * A position dialog's press, once at a time: `send` runs `call`; a refusal goes to `onRefusal`,
 * a call that got no answer toasts (the press may be repeated), and an ended session does
 * nothing (the sign-in page takes over).
 */
function usePositionCall() {
  const { t } = useTranslation('contract');
  const { message } = App.useApp();
  const { busy, run } = useSubmitGuard();
  const requestIds = useRequestIds();
  /** `payload`: what is sent; the same payload after an attempt without an answer reuses its request id, so the server acts once. */
  const send = (payload: unknown, call: (requestId: string) => Promise<void>, onRefusal: (error: ApiError) => void) =>
    run(async () => {
      const requestId = requestIds.take(payload);
      try {
        await call(requestId);
        requestIds.settle();
      } catch (error) {
        if (error instanceof SessionEndedError) return;
        if (error instanceof ApiError) {
          requestIds.settle();
          onRefusal(error);
        } else void message.error(t('web:common.networkError'), 3);
      }
    });
  return { busy, send };
}

/** The dialog frame both share: the position in one line, the body, a refusal not tied to a field, and back / submit. */
function PositionDialog({
  position,
  phone,
  onClose,
  title,
  testId,
  submit,
  refusal,
  children,
}: Pick<PositionDialogProps, 'position' | 'phone' | 'onClose'> & {
  title: string;
  testId: string;
  submit: { label: string; danger?: boolean; busy: boolean; onPress: () => void; testId: string };
  /** A refusal the server did not tie to a field. */
  refusal: { error: ApiError | null; testId: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('contract');
  const refusalText = useRefusalText();
  return (
    <Sheet
      open
      phone={phone}
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <div className="vx-cconfirm__footer">
          <Button onClick={onClose}>{t('confirm.back')}</Button>
          <Button type="primary" danger={submit.danger} loading={submit.busy} onClick={submit.onPress} data-testid={submit.testId}>
            {submit.label}
          </Button>
        </div>
      }
    >
      <div className="vx-cdialog">
        <PositionLine position={position} />
        {children}
        {refusal.error ? <Alert type="warning" showIcon title={refusalText(refusal.error)} data-testid={refusal.testId} /> : null}
      </div>
    </Sheet>
  );
}

/**
 * Take-profit and stop-loss of an open or pending position (web/setTpSl): both fields are sent
 * together; an empty one clears that target. An open position's targets are checked against the
 * price it would close at now (a long's bid, a short's ask), a pending one's against its limit.
 */
export function TpSlModal({ position, instrument, phone, onClose }: PositionDialogProps) {
  const { t } = useTranslation('contract');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const { busy, send } = usePositionCall();
  const scale = instrument?.price_scale ?? 8;
  const [takeProfit, setTakeProfit] = useState(position.take_profit ? trim(position.take_profit) : '');
  const [stopLoss, setStopLoss] = useState(position.stop_loss ? trim(position.stop_loss) : '');
  const [touched, setTouched] = useState<ReadonlySet<TargetField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const reference = position.status === 'pending' ? position.limit_price : position.close_price_now;
  const problems = targetProblems(position.side, takeProfit, stopLoss, reference && isDecimal(reference) ? reference : undefined, scale);

  function problemOf(field: TargetField): string | undefined {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems.find((entry) => entry.field === field);
    return problem && (touched.has(field) || submitted) ? t(`errors:${problem.error}`) : undefined;
  }

  const targets = { take_profit: takeProfit.trim() || undefined, stop_loss: stopLoss.trim() || undefined };

  async function save(requestId: string) {
    setRefusal(null);
    await contractCalls.setTpSl(position.id, targets.take_profit, targets.stop_loss, requestId);
    void message.success(t('tpsl.saved'));
    invalidatePositions(queryClient);
    onClose();
  }

  function refused(error: ApiError) {
    const field = fieldOfRefusal(error);
    if (field === 'take_profit' || field === 'stop_loss') setServerErrors({ [field]: refusalText(error) });
    else setRefusal(error);
  }

  const field = (name: TargetField, label: string, value: string, set: (next: string) => void) => {
    const problem = problemOf(name);
    return (
      <FormField htmlFor={`tpsl-${name}`} label={label} problem={problem} errorTestId={`tpsl-${name}-error`}>
        <AmountInput
          id={`tpsl-${name}`}
          value={value}
          onChange={(next) => {
            set(next);
            setTouched((before) => new Set(before).add(name));
            setServerErrors({});
            setRefusal(null);
          }}
          asset={instrument?.quote}
          placeholder={t('tpsl.none')}
          testId={`tpsl-${name}`}
        />
      </FormField>
    );
  };

  return (
    <PositionDialog
      position={position}
      phone={phone}
      onClose={onClose}
      title={t('tpsl.title')}
      testId="tpsl-modal"
      submit={{
        label: t('tpsl.save'),
        busy,
        onPress: () => {
          setSubmitted(true);
          if (problems.length === 0) void send({ position: position.id, ...targets }, save, refused);
        },
        testId: 'tpsl-save',
      }}
      refusal={{ error: refusal, testId: 'tpsl-error' }}
    >
      <Fact label={position.status === 'pending' ? t('positions.limitPrice') : t('positions.closePriceNow')}>
        <Num value={reference} scale={instrument?.price_scale} testId="tpsl-reference" />
      </Fact>
      {field('take_profit', t('form.takeProfit'), takeProfit, setTakeProfit)}
      {field('stop_loss', t('form.stopLoss'), stopLoss, setStopLoss)}
      <p className="vx-muted vx-small">{t(position.side === 'long' ? 'tpsl.ruleLong' : 'tpsl.ruleShort')}</p>
      <p className="vx-muted vx-small">{t('tpsl.clearHint')}</p>
    </PositionDialog>
  );
}

/**
 * Closing an open position at market (web/closePosition): all of it, or some whole lots (the
 * rest stays open). Shows the price it would close at now and the unrealised P&L first.
 */
export function ClosePositionModal({ position, instrument, phone, onClose }: PositionDialogProps) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const { busy, send } = usePositionCall();
  const [lots, setLots] = useState(String(position.lots));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const chosen = parseLots(lots);
  const valid = chosen !== undefined && chosen <= position.lots;
  const problem = serverError ?? (touched && !valid ? t('errors:lots_required') : undefined);
  const partial = valid && chosen < position.lots;

  const closing = partial ? chosen : undefined;

  async function close(requestId: string) {
    setRefusal(null);
    const closed = await contractCalls.closePosition(position.id, closing, requestId);
    void message.success(t('close.done', { lots: closed.lots }));
    invalidatePositions(queryClient);
    invalidateFunds(queryClient);
    onClose();
  }

  function refused(error: ApiError) {
    if (fieldOfRefusal(error) === 'lots') setServerError(refusalText(error));
    else setRefusal(error);
  }

  const quantity = valid && instrument ? lotsQuantity(chosen, instrument.lot_size) : undefined;
  return (
    <PositionDialog
      position={position}
      phone={phone}
      onClose={onClose}
      title={t('close.title')}
      testId="close-modal"
      submit={{
        label: partial ? t('close.submitPart', { lots: chosen }) : t('close.submitAll'),
        danger: true,
        busy,
        onPress: () => {
          setTouched(true);
          if (valid) void send({ position: position.id, lots: closing }, close, refused);
        },
        testId: 'close-submit',
      }}
      refusal={{ error: refusal, testId: 'close-error' }}
    >
      <Fact label={t('positions.closePriceNow')}>
        <Num value={position.close_price_now} scale={instrument?.price_scale} />
      </Fact>
      <Fact label={t('positions.pnl')}>
        <Money value={position.unrealised_pnl} signed coloured />
      </Fact>
      <FormField htmlFor="close-lots" label={t('close.lots', { max: position.lots })} problem={problem} errorTestId="close-lots-error">
        <div className="vx-cclose__lots">
          <Input
            id="close-lots"
            className="vx-cclose__input"
            value={lots}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              setLots(event.target.value.replace(/\D/g, '').slice(0, 7));
              setTouched(true);
              setServerError(undefined);
            }}
            data-testid="close-lots"
          />
          <Button onClick={() => setLots(String(position.lots))} data-testid="close-lots-all">
            {t('close.all')}
          </Button>
        </div>
        {quantity && instrument ? (
          <span className="vx-muted vx-small">
            {t('form.lotsTotal', { quantity: format.fixed(quantity, trim(quantity).split('.')[1]?.length ?? 0), base: instrument.base })}
          </span>
        ) : null}
      </FormField>
      <p className="vx-muted vx-small">{t('close.note', { fee: instrument ? `${trim(instrument.close_fee_pct)}%` : '—' })}</p>
    </PositionDialog>
  );
}
