import { ArrowDownOutlined, CheckCircleFilled, ProfileOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { FlashPair, FlashQuote, FlashRecord } from '@veritex/shared';
import { Alert, Button, Drawer, Modal, Progress, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { Amount } from '../../components/funds/Amount';
import { LinkButton } from '../../components/LinkButton';
import { trim } from '../../lib/decimal';
import { useTo } from '../../router/layout-context';
import type { ShownQuote } from './flashApi';
import { inverseRate, quoteLifeMs, secondsLeft, USDT, versusQuote } from './flashMaths';
import { CoinMark, insideRoot, Line } from './parts';

/** How often the countdown looks at the clock: often enough that the last second is not late. */
const TICK_MS = 200;

/** The current time, re-read every tick while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** One side of the swap, large: what leaves or arrives, with a line under it. */
function Leg({ label, amount, asset, note, testId }: { label: string; amount: string; asset: string; note?: ReactNode; testId: string }) {
  return (
    <div className="vx-flash-leg" data-testid={testId} data-value={amount} data-asset={asset}>
      <span className="vx-flash-leg__label">{label}</span>
      <span className="vx-flash-leg__amount">
        <CoinMark asset={asset} />
        <Amount value={amount} asset={asset} />
      </span>
      {note ? <span className="vx-flash-leg__note vx-muted vx-small">{note}</span> : null}
    </div>
  );
}

/** "1 BTC = 65,000 USDT" and its inverse, left to right in every language. */
function Rate({ coin, price, decimals }: { coin: string; price: string; decimals: number }) {
  const inverse = inverseRate(price, decimals);
  return (
    <span className="vx-flash-rates">
      <span className="vx-num vx-ltr">
        1 {coin} = <Amount value={price} /> {USDT}
      </span>
      {inverse ? (
        <span className="vx-num vx-ltr vx-muted vx-small" data-testid="flash-quote-inverse" data-value={inverse}>
          1 {USDT} ≈ <Amount value={trim(inverse)} /> {coin}
        </span>
      ) : null}
    </span>
  );
}

/** The quote before it binds: both legs, rates, fee, the fill-or-kill rule and its countdown. */
function QuoteBody({ quote, pair, entered, left, life }: { quote: FlashQuote; pair: FlashPair; entered: string; left: number; life: number }) {
  const { t } = useTranslation('flash');
  const buying = quote.from_asset === USDT;
  const expired = left <= 0;
  const lifeSeconds = Math.max(1, Math.round(life / 1000));
  return (
    <>
      <div className="vx-flash-legs">
        <Leg
          label={t('quote.pay')}
          amount={quote.from_amount}
          asset={quote.from_asset}
          testId="flash-quote-pay"
          note={buying ? t('quote.payAtMost', { amount: trim(entered || quote.from_amount), asset: USDT }) : t('quote.payExact')}
        />
        <span className="vx-flash-legs__arrow" aria-hidden="true">
          <ArrowDownOutlined />
        </span>
        <Leg label={t('quote.receive')} amount={quote.to_amount} asset={quote.to_asset} testId="flash-quote-receive" note={t('quote.receiveNote')} />
      </div>
      <dl className="vx-breakdown vx-flash-figures">
        <Line label={t('quote.rate')} testId="flash-quote-price" value={quote.price}>
          <Rate coin={pair.asset} price={quote.price} decimals={Math.max(pair.asset_decimals, 8)} />
        </Line>
        <Line label={t('quote.fee')} testId="flash-quote-fee" value={quote.fee}>
          <span className="vx-num">
            <Amount value={quote.fee} asset={quote.fee_asset} /> <span className="vx-muted vx-ltr">({trim(quote.fee_pct)}%)</span>
          </span>
        </Line>
        <Line label={t('quote.limit')} testId="flash-quote-limit" value={quote.limit_price}>
          <span className="vx-num vx-ltr">
            <Amount value={quote.limit_price} asset={USDT} />
          </span>
        </Line>
      </dl>
      <p className="vx-flash-fok" data-testid="flash-quote-fok">
        <strong>{t('quote.fokTitle')}</strong> {t(buying ? 'quote.fokBuy' : 'quote.fokSell')}
      </p>
      <div
        className={expired ? 'vx-flash-countdown vx-flash-countdown--expired' : 'vx-flash-countdown'}
        data-testid="flash-countdown"
        data-seconds={left}
        role="timer"
        aria-live="off"
      >
        <Progress percent={Math.min(100, (left / lifeSeconds) * 100)} showInfo={false} size="small" status={expired ? 'exception' : 'active'} />
        <span>{expired ? t('quote.expired') : t('quote.expiresIn', { count: left })}</span>
      </div>
    </>
  );
}

/** After "Convert": what the spot order actually took and gave, against the quote, and where it is recorded. */
function ResultBody({ record, quote, onClose }: { record: FlashRecord; quote: FlashQuote | undefined; onClose: () => void }) {
  const { t } = useTranslation('flash');
  const to = useTo();
  const coin = record.from_asset === USDT ? record.to_asset : record.from_asset;
  const comparison = quote ? versusQuote(record, quote) : undefined;
  return (
    <div className="vx-flash-done" data-testid="flash-result" data-status={record.status} data-id={record.id}>
      <div className="vx-flash-done__head">
        <CheckCircleFilled className="vx-flash-done__icon" />
        <h3>{t('result.title')}</h3>
        {comparison ? (
          <Tag color={comparison === 'better' ? 'success' : 'processing'} data-testid="flash-result-versus" data-value={comparison}>
            {t(`result.versus.${comparison}`)}
          </Tag>
        ) : null}
      </div>
      <dl className="vx-breakdown vx-flash-figures">
        <Line label={t('result.paid')} testId="flash-result-paid" value={record.from_amount}>
          <Amount value={record.from_amount} asset={record.from_asset} />
        </Line>
        <Line label={t('result.received')} testId="flash-result-received" value={record.to_amount} className="vx-breakdown__total">
          <Amount value={record.to_amount} asset={record.to_asset} />
        </Line>
        <Line label={t('result.price')} testId="flash-result-price" value={record.price}>
          <span className="vx-num vx-ltr">
            1 {coin} = <Amount value={record.price} /> {USDT}
          </span>
        </Line>
        <Line label={t('result.fee')} testId="flash-result-fee" value={record.fee}>
          <Amount value={record.fee} asset={record.fee_asset} />
        </Line>
        {quote ? (
          <Line label={t('result.quoted')} testId="flash-result-quoted" value={quote.to_amount}>
            <Amount value={quote.to_amount} asset={quote.to_asset} />
          </Line>
        ) : null}
        {record.order_id ? (
          <Line label={t('result.order')} testId="flash-result-order" value={record.order_id}>
            <span className="vx-num vx-ltr">#{record.order_id}</span>
          </Line>
        ) : null}
      </dl>
      <p className="vx-muted vx-small">{t('result.recorded')}</p>
      <div className="vx-flash-actions">
        <LinkButton to={to('/deallog')} icon={<ProfileOutlined />} data-testid="flash-result-log">
          {t('result.accountLog')}
        </LinkButton>
        <LinkButton to={to('/dealList')} icon={<UnorderedListOutlined />} data-testid="flash-result-trades">
          {t('result.spotTrades')}
        </LinkButton>
        <Button type="primary" onClick={onClose} data-testid="flash-result-done">
          {t('result.again')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The confirmation (a modal; a sheet on the phone): the quote with its countdown and "Convert",
 * or at zero (or after "the price moved") "Refresh quote"; then the result of the conversion.
 */
export function QuoteDialog({
  phone,
  pair,
  shown,
  entered,
  result,
  refusal,
  requoteable,
  quoting,
  converting,
  onConvert,
  onRefresh,
  onClose,
}: {
  phone: boolean;
  pair: FlashPair;
  shown: ShownQuote | undefined;
  entered: string;
  result: FlashRecord | undefined;
  refusal: ApiError | null;
  /** The refusal is one a new quote answers (the price moved, the quote expired). */
  requoteable: boolean;
  quoting: boolean;
  converting: boolean;
  onConvert: () => void;
  onRefresh: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('flash');
  const open = Boolean(shown);
  const now = useNow(open && !result);
  const left = shown ? secondsLeft(shown.deadline, now) : 0;
  const needsQuote = left <= 0 || requoteable;
  const busy = quoting || converting;
  const title = result ? t('result.heading') : t('quote.title');

  let body: ReactNode = null;
  if (result) body = <ResultBody record={result} quote={shown?.quote} onClose={onClose} />;
  else if (shown)
    body = (
      <div className="vx-flash-quote" data-testid="flash-quote" data-quote-id={shown.quote.quote_id}>
        <QuoteBody quote={shown.quote} pair={pair} entered={entered} left={left} life={quoteLifeMs(shown.quote)} />
        {refusal ? (
          <Alert
            type="warning"
            showIcon
            className="vx-refusal"
            title={refusal.msg || t('errors:request_error')}
            data-testid="flash-quote-refusal"
            data-code={refusal.code}
          />
        ) : null}
        <p className="vx-flash-note vx-muted vx-small">{t('note')}</p>
        <div className="vx-flash-actions">
          <Button onClick={onClose} disabled={converting} data-testid="flash-quote-cancel">
            {t('quote.cancel')}
          </Button>
          {needsQuote ? (
            <Button type="primary" icon={<ReloadOutlined />} loading={quoting} disabled={converting} onClick={onRefresh} data-testid="flash-quote-refresh">
              {t('quote.refresh')}
            </Button>
          ) : (
            <Button type="primary" loading={converting} disabled={quoting} onClick={onConvert} data-testid="flash-quote-convert">
              {t('quote.convert', { from: shown.quote.from_asset, to: shown.quote.to_asset })}
            </Button>
          )}
        </div>
      </div>
    );

  if (phone) {
    return (
      <Drawer
        getContainer={insideRoot}
        placement="bottom"
        open={open}
        onClose={busy ? undefined : onClose}
        title={title}
        size="auto"
        styles={{ wrapper: { maxHeight: '92vh' } }}
        className="vx-sheet vx-flash-sheet"
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      getContainer={insideRoot}
      open={open}
      onCancel={onClose}
      title={title}
      footer={null}
      width="30rem"
      maskClosable={!busy}
      closable={!busy}
      className="vx-flash-modal"
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
