import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrderView, DeliveryProduct, InstrumentView } from '@veritex/shared';
import { Alert, App, Button, Drawer, Modal, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { applyDeliveryOrder, deliveryCalls, noteServerInstant, type PlaceDeliveryFields } from '../../api/delivery';
import { invalidateFunds } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { useFormat } from '../../i18n/format';
import { compare, isDecimal, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';
import { AmountInput } from '../form/inputs';
import { useSubmitGuard } from '../form/submit';
import { HaltBanner, useTradingHalt } from '../halts';
import { LinkButton } from '../LinkButton';
import { PriceText } from '../market/PriceText';
import { DeliveryRules } from './DeliveryRules';
import { maxStake, quickStakes, stakeProblem, winPayout, winProfit } from './deliveryMaths';
import { DirectionTag, InstrumentLabel, themedPortal, Usdt, useDurationText } from './parts';

type Direction = 'up' | 'down';
type FormField = 'stake' | 'product';

interface Props {
  instrument: InstrumentView;
  products: DeliveryProduct[];
  /** The futures account's available USDT; undefined while loading. */
  available: string | undefined;
}

function Row({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId?: string; value?: string }) {
  return (
    <div className="vx-dl-form__row" data-testid={testId} data-value={value}>
      <span className="vx-muted">{label}</span>
      <span className="vx-num">{children}</span>
    </div>
  );
}

/**
 * The delivery order panel: a duration (from the products, with their payout rates), the stake in
 * USDT (quick amounts, bounds shown, checked as typed with the server's messages), the payout on a
 * win, the rules, then "Buy up" or "Buy down" — each opens a confirmation card that sends
 * web/placeDelivery with one request id per action.
 */
export function DeliveryForm({ instrument, products, available }: Props) {
  const { t } = useTranslation('delivery');
  const format = useFormat();
  const durationText = useDurationText();
  const { phone } = useLayout();
  const to = useTo();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [productId, setProductId] = useState<string | undefined>(products[0]?.id);
  const [stake, setStake] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [confirming, setConfirming] = useState<Direction | null>(null);

  const product = products.find((entry) => entry.id === productId) ?? products[0];
  const problem = stakeProblem(stake, product, available);
  const stakeOk = !problem && isDecimal(stake);
  const payout = stakeOk && product ? winPayout(stake, product.payout_pct) : undefined;
  const profit = stakeOk && product ? winProfit(stake, product.payout_pct) : undefined;
  const halt = useTradingHalt('delivery', instrument.symbol);
  const tradable = instrument.open && Boolean(instrument.mark) && !halt;
  const empty = available !== undefined && isDecimal(available) && compare(available, '0') <= 0;
  const max = product ? maxStake(product, available) : undefined;

  function stakeError(): string | undefined {
    if (serverErrors.stake) return serverErrors.stake;
    if ((!touched && !submitted) || !problem) return undefined;
    const params = { ...problem.params };
    if (problem.error === 'stake_out_of_bounds' && product) {
      params.min = format.fixed(product.min_stake, 0);
      params.max = format.fixed(product.max_stake, 0);
    }
    return t(`errors:${problem.error}`, params);
  }

  function edit(value: string) {
    setStake(value);
    setTouched(true);
    setServerErrors({});
  }

  function pickProduct(id: string) {
    setProductId(id);
    setServerErrors({});
  }

  function press(direction: Direction) {
    setSubmitted(true);
    if (problem || !product || !tradable) return;
    setConfirming(direction);
  }

  async function place(direction: Direction) {
    if (!product) return;
    const fields: PlaceDeliveryFields = { symbol: instrument.symbol, direction, product_id: product.id, stake };
    const requestId = requestIds.take(fields);
    try {
      const order = await deliveryCalls.place(fields, requestId);
      requestIds.settle();
      noteServerInstant(Date.parse(order.created_at));
      applyDeliveryOrder(queryClient, order);
      invalidateFunds(queryClient);
      setConfirming(null);
      setSubmitted(false);
      setTouched(false);
      announce(order);
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) {
        requestIds.settle();
        setConfirming(null);
        // The client has toasted refusals that name no field; those that do are shown next to it.
        if (error.field === 'stake') setServerErrors({ stake: error.msg });
        else if (error.field === 'product_id') setServerErrors({ product: error.msg });
        else if (error.field) setServerErrors({ stake: error.msg });
        return;
      }
      // No answer: the same press may be retried with the same request id.
      void message.error(t('web:common.networkError'), 3);
    }
  }

  function announce(order: DeliveryOrderView) {
    void message.success(
      t('form.placed', {
        direction: t(`direction.buy_${order.direction}`),
        stake: trim(order.stake),
        duration: durationText(order.duration_seconds),
      }),
    );
  }

  const error = stakeError();
  const stakeText = stakeOk ? format.fixed(trim(stake), trim(stake).split('.')[1]?.length ?? 0) : undefined;

  return (
    <section className="vx-dl-form vx-deal-card" data-testid="delivery-form" aria-label={t('form.title')}>
      <h2 className="vx-deal-card__title vx-dl-form__title">{t('form.title')}</h2>
      <HaltBanner halt={halt} name={instrument.name} />
      <div className="vx-dl-form__field">
        <span className="vx-dl-form__label" id="delivery-duration-label">
          {t('form.duration')}
        </span>
        <div className="vx-dl-durations" role="radiogroup" aria-labelledby="delivery-duration-label" data-testid="delivery-durations">
          {products.map((entry) => (
            // biome-ignore lint/a11y/useSemanticElements: a row of cards, each a radio with its rate
            <button
              key={entry.id}
              type="button"
              role="radio"
              aria-checked={entry.id === product?.id}
              className={entry.id === product?.id ? 'vx-dl-duration vx-dl-duration--active' : 'vx-dl-duration'}
              onClick={() => pickProduct(entry.id)}
              data-testid="delivery-duration"
              data-seconds={entry.duration_seconds}
              data-product={entry.id}
            >
              <span className="vx-dl-duration__time">{durationText(entry.duration_seconds)}</span>
              <span className="vx-dl-duration__rate vx-num">{t('form.rate', { pct: trim(entry.payout_pct) })}</span>
            </button>
          ))}
        </div>
        {serverErrors.product ? (
          <div className="vx-oform__error" role="alert" data-testid="delivery-product-error">
            {serverErrors.product}
          </div>
        ) : null}
      </div>

      <div className={error ? 'vx-dl-form__field vx-oform__field--error' : 'vx-dl-form__field'}>
        <div className="vx-dl-form__labels">
          <label className="vx-dl-form__label" htmlFor="delivery-stake">
            {t('form.stake')}
          </label>
          {product ? (
            <span className="vx-muted vx-small vx-num" data-testid="delivery-bounds" data-min={product.min_stake} data-max={product.max_stake}>
              {t('form.bounds', { min: format.fixed(product.min_stake, 0), max: format.fixed(product.max_stake, 0) })}
            </span>
          ) : null}
        </div>
        <AmountInput id="delivery-stake" value={stake} onChange={edit} asset="USDT" testId="delivery-stake" placeholder={t('form.stakePlaceholder')} />
        {error ? (
          <div className="vx-oform__error" role="alert" data-testid="delivery-stake-error">
            {error}
          </div>
        ) : null}
        {product ? (
          <fieldset className="vx-dl-chips" aria-label={t('form.quick')}>
            {quickStakes(product).map((amount) => (
              <Button
                key={amount}
                size={phone ? 'middle' : 'small'}
                onClick={() => edit(amount)}
                className={stake === amount ? 'vx-dl-chip vx-dl-chip--active' : 'vx-dl-chip'}
                data-testid={`delivery-chip-${amount}`}
              >
                <span className="vx-num vx-ltr">{format.fixed(amount, 0)}</span>
              </Button>
            ))}
            <Button
              size={phone ? 'middle' : 'small'}
              onClick={() => max && edit(trim(max))}
              disabled={!max}
              className="vx-dl-chip"
              data-testid="delivery-chip-max"
            >
              {t('form.max')}
            </Button>
          </fieldset>
        ) : null}
      </div>

      <div className="vx-dl-form__summary">
        <Row label={t('form.available')} testId="delivery-available" value={available}>
          {available === undefined ? <Skeleton.Input active size="small" /> : <Usdt value={available} />}
        </Row>
        {empty ? (
          <div className="vx-dl-form__empty" data-testid="delivery-empty-balance">
            <span className="vx-muted vx-small">{t('form.emptyBalance')}</span>
            <LinkButton to={to('/asset?tab=transfer&from=exchange&asset=USDT')} size="small" icon={<SwapOutlined />} data-testid="delivery-transfer">
              {t('form.transfer')}
            </LinkButton>
          </div>
        ) : null}
        <Row label={t('form.payoutRate')} testId="delivery-rate" value={product?.payout_pct}>
          {product ? `${trim(product.payout_pct)}%` : '—'}
        </Row>
        <Row label={t('form.payoutIfWin')} testId="delivery-expected" value={payout}>
          {payout ? (
            <>
              <Usdt value={payout} className="vx-dl-win" /> <span className="vx-muted vx-small">({<Usdt value={profit} signed unit={false} />})</span>
            </>
          ) : (
            '—'
          )}
        </Row>
      </div>

      {!instrument.open ? (
        <Alert
          type="info"
          showIcon
          className="vx-dl-form__closed"
          data-testid="delivery-closed"
          title={instrument.reopens_at ? t('market.closedReopens', { time: format.dateTime(instrument.reopens_at) }) : t('market.closed')}
        />
      ) : !instrument.mark ? (
        <Alert type="info" showIcon className="vx-dl-form__closed" data-testid="delivery-no-price" title={t('market.noPrice')} />
      ) : null}

      <div className="vx-dl-form__buttons">
        {(['up', 'down'] as const).map((direction) => (
          <Button
            key={direction}
            type="primary"
            block
            icon={direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            disabled={!tradable || busy}
            onClick={() => press(direction)}
            className={`vx-dl-buy vx-dl-buy--${direction}`}
            data-testid={`delivery-buy-${direction}`}
          >
            <span className="vx-dl-buy__label">
              <span className="vx-dl-buy__main">{halt ? t('web:halts.submitHalted') : t(`direction.buy_${direction}`)}</span>
              {stakeText && product ? (
                <span className="vx-dl-buy__sub vx-num">
                  {t('form.submitDetail', { amount: `${stakeText} USDT`, duration: durationText(product.duration_seconds) })}
                </span>
              ) : null}
            </span>
          </Button>
        ))}
      </div>

      <DeliveryRules payoutPct={product ? trim(product.payout_pct) : undefined} compact />

      {product ? (
        <ConfirmCard
          direction={confirming}
          instrument={instrument}
          product={product}
          stake={stake}
          payout={payout}
          busy={busy}
          phone={phone}
          onCancel={() => setConfirming(null)}
          onConfirm={(direction) => void run(() => place(direction))}
        />
      ) : null}
    </section>
  );
}

/** What will be bought, at which live price, for how long, what a win pays, and the rules — before anything is sent. */
function ConfirmCard({
  direction,
  instrument,
  product,
  stake,
  payout,
  busy,
  phone,
  onCancel,
  onConfirm,
}: {
  direction: Direction | null;
  instrument: InstrumentView;
  product: DeliveryProduct;
  stake: string;
  payout: string | undefined;
  busy: boolean;
  phone: boolean;
  onCancel: () => void;
  onConfirm: (direction: Direction) => void;
}) {
  const { t } = useTranslation('delivery');
  const durationText = useDurationText();
  // The last direction stays rendered while the card closes.
  const [shown, setShown] = useState<Direction>('up');
  if (direction && direction !== shown) setShown(direction);
  const open = direction !== null;
  const title = t('confirm.title');
  const body = (
    <div className="vx-dl-confirm" data-testid="delivery-confirm" data-direction={shown}>
      <dl className="vx-dl-confirm__facts">
        <div>
          <dt>{t('confirm.instrument')}</dt>
          <dd>
            <InstrumentLabel symbol={instrument.symbol} instrument={instrument} withName />
          </dd>
        </div>
        <div>
          <dt>{t('confirm.direction')}</dt>
          <dd>
            <DirectionTag direction={shown} long />
          </dd>
        </div>
        <div>
          <dt>{t('form.duration')}</dt>
          <dd data-testid="delivery-confirm-duration">{durationText(product.duration_seconds)}</dd>
        </div>
        <div>
          <dt>{t('form.stake')}</dt>
          <dd data-testid="delivery-confirm-stake">{isDecimal(stake) ? <Usdt value={stake} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('confirm.latest')}</dt>
          <dd className="vx-ltr">{instrument.mark ? <PriceText value={instrument.mark} scale={instrument.price_scale} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('form.payoutRate')}</dt>
          <dd className="vx-num">{trim(product.payout_pct)}%</dd>
        </div>
        <div>
          <dt>{t('form.payoutIfWin')}</dt>
          <dd data-testid="delivery-confirm-payout">
            <Usdt value={payout} className="vx-dl-win" />
          </dd>
        </div>
      </dl>
      <DeliveryRules payoutPct={trim(product.payout_pct)} />
      <div className="vx-dl-confirm__actions">
        <Button onClick={onCancel} disabled={busy} data-testid="delivery-confirm-cancel">
          {t('confirm.cancel')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => onConfirm(shown)} className={`vx-dl-buy vx-dl-buy--${shown}`} data-testid="delivery-confirm-ok">
          {isDecimal(stake) ? t(`form.submit_${shown}`, { stake: trim(stake) }) : t(`direction.buy_${shown}`)}
        </Button>
      </div>
    </div>
  );
  if (phone) {
    return (
      <Drawer placement="bottom" open={open} onClose={onCancel} title={title} size="auto" className="vx-sheet vx-dl-sheet" getContainer={themedPortal}>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      title={title}
      footer={null}
      width="32rem"
      className="vx-dl-modal"
      maskClosable={!busy}
      closable={!busy}
      getContainer={themedPortal}
    >
      {body}
    </Modal>
  );
}
