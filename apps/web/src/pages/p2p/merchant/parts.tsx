import type { P2pAdSide, P2pAdStatus, P2pPaymentMethod } from '@veritex/shared';
import { Drawer, Modal, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/funds/Amount';
import { decimalsOf, isDecimal, trim } from '../../../lib/decimal';
import { useLayout } from '../../../router/layout-context';

/** A USDT amount: at least two decimals, and every further digit the server sent that is not a trailing zero. */
export function Usdt({ value, testId, unit = true }: { value: string; testId?: string; unit?: boolean }) {
  const decimals = isDecimal(value) ? Math.max(2, decimalsOf(trim(value))) : undefined;
  return (
    <span data-testid={testId} data-value={value}>
      <Amount value={value} decimals={decimals} asset={unit ? 'USDT' : undefined} />
    </span>
  );
}

/** A fiat amount or price: always two decimals (cents), with the currency code. */
export function Fiat({ value, fiat, testId }: { value: string; fiat?: string; testId?: string }) {
  return (
    <span data-testid={testId} data-value={value}>
      <Amount value={value} decimals={2} asset={fiat} />
    </span>
  );
}

/** A section of the merchant centre: a titled card with optional actions beside the title. */
export function MerchantCard({
  title,
  sub,
  extra,
  children,
  testId,
  flush = false,
}: {
  title: ReactNode;
  sub?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  flush?: boolean;
}) {
  return (
    <section className="vx-card vx-mc-card" data-testid={testId}>
      <header className="vx-card__head">
        <div className="vx-card__heading">
          <h2 className="vx-card__title">{title}</h2>
          {sub ? <p className="vx-card__sub">{sub}</p> : null}
        </div>
        {extra}
      </header>
      <div className={flush ? 'vx-card__body vx-card__body--flush' : 'vx-card__body'}>{children}</div>
    </section>
  );
}

/** Dialogs mount inside the themed root, so the page's colours and direction reach them. */
const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** A confirmation or a form: a modal on the desktop, a bottom sheet on the phone (UI.md). Not dismissable while busy. */
export function MerchantDialog({
  open,
  title,
  onClose,
  busy = false,
  width = '32rem',
  children,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  width?: string;
  children: ReactNode;
  testId: string;
}) {
  const { phone } = useLayout();
  const close = busy ? undefined : onClose;
  if (phone) {
    return (
      <Drawer
        placement="bottom"
        size="auto"
        open={open}
        onClose={close}
        title={title}
        className="vx-sheet vx-mc-sheet"
        destroyOnHidden
        maskClosable={!busy}
        getContainer={insideRoot}
      >
        <div data-testid={testId}>{children}</div>
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      onCancel={close}
      closable={!busy}
      maskClosable={false}
      title={title}
      footer={null}
      width={width}
      destroyOnHidden
      getContainer={insideRoot}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}

const STATUS_COLOUR: Record<P2pAdStatus, string> = {
  online: 'success',
  offline: 'default',
  suspended: 'error',
  closed: 'default',
};

export function AdStatusTag({ status }: { status: P2pAdStatus }) {
  const { t } = useTranslation('p2p');
  return (
    <Tag color={STATUS_COLOUR[status]} className="vx-status" data-testid="ad-status" data-status={status}>
      {t(`ads.status.${status}`)}
    </Tag>
  );
}

/** The merchant's side in their own words: "I sell" (users buy from the ad) or "I buy". */
export function AdSideTag({ side }: { side: P2pAdSide }) {
  const { t } = useTranslation('p2p');
  return (
    <span className={`vx-mc-side vx-mc-side--${side}`} data-testid="ad-side" data-side={side}>
      {t(`ads.side.${side}`)}
    </span>
  );
}

export function MethodTags({ methods }: { methods: readonly P2pPaymentMethod[] }) {
  const { t } = useTranslation('p2p');
  return (
    <span className="vx-mc-methods">
      {methods.map((method) => (
        <span key={method} className={`vx-mc-method vx-mc-method--${method}`} data-testid={`ad-method-${method}`}>
          {t(`ads.method.${method}`)}
        </span>
      ))}
    </span>
  );
}
