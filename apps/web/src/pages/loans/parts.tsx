import { ArrowRightOutlined, LockOutlined } from '@ant-design/icons';
import { ERROR_CODES, type LoanStatus, REQUIREMENT_ERROR, REQUIREMENT_FIX_PATH, REQUIREMENTS, type Requirement } from '@veritex/shared';
import { Alert, Drawer, Modal, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/client';
import { RefusalAlert } from '../../components/form/submit';
import { Amount } from '../../components/funds/Amount';
import { useFormat } from '../../i18n/format';
import { decimalsOf, isDecimal, trim } from '../../lib/decimal';
import { useLayout, useTo } from '../../router/layout-context';

/**
 * An amount of USDT as read on the loan pages: at least two decimals, and every further digit the
 * server sent that is not a trailing zero (so 507.5 reads 507.50, and 0.287777 keeps its digits).
 */
export function Usdt({ value, testId, asset = 'USDT', className }: { value: string; testId?: string; asset?: string; className?: string }) {
  const decimals = isDecimal(value) ? Math.max(2, decimalsOf(trim(value))) : undefined;
  return (
    <span data-testid={testId} data-value={value} className={className}>
      <Amount value={value} decimals={decimals} asset={asset} />
    </span>
  );
}

/** A decimal string as words inside a sentence: locale separators, no trailing zeros ("11,992.75"). */
export function usePlain(): (value: string) => string {
  const format = useFormat();
  return (value) => (isDecimal(value) ? format.fixed(trim(value), decimalsOf(trim(value))) : value);
}

/** A rate in percent as the server sends it ("0.05" → "0.05%"), kept left to right. */
export function Percent({ value }: { value: string }) {
  const format = useFormat();
  const decimals = isDecimal(value) ? Math.max(2, decimalsOf(trim(value))) : 2;
  return <span className="vx-num vx-ltr">{isDecimal(value) ? `${format.fixed(trim(value), decimals)}%` : value}</span>;
}

const HONG_KONG = 'Asia/Hong_Kong';

/** A day of the loans' Hong Kong calendar: a "YYYY-MM-DD" date, or the date an instant falls on there. */
export function useHongKongDate(): (value: string) => string {
  const format = useFormat();
  return (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? format.calendarDay(value) : format.dateIn(value, HONG_KONG));
}

const STATUS_COLOUR: Record<LoanStatus, string> = {
  unreviewed: 'processing',
  loaned: 'blue',
  overdue: 'error',
  repaid: 'success',
  rejected: 'default',
};

export function LoanStatusTag({ status }: { status: LoanStatus }) {
  const { t } = useTranslation('loans');
  return (
    <Tag color={STATUS_COLOUR[status]} className="vx-status" data-testid="loan-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A list of labelled values (terms, a schedule): label at the start, value at the end. */
export function Terms({
  rows,
  testId,
  className,
}: {
  rows: readonly { key: string; label: ReactNode; value: ReactNode; total?: boolean }[];
  testId?: string;
  className?: string;
}) {
  return (
    <dl className={['vx-loan-terms', className].filter(Boolean).join(' ')} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className={row.total ? 'vx-loan-terms__total' : undefined} data-testid={testId ? `${testId}-${row.key}` : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card of the loan pages: a titled box, with an optional note under the title and actions beside it. */
export function LoanCard({
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
    <section className="vx-card vx-loan-card" data-testid={testId}>
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

/** A confirmation or small form: a modal on the desktop, a bottom sheet on the phone (UI.md). Not dismissable while busy. */
export function LoanDialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
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
        className="vx-sheet vx-loan-sheet"
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
      width="32rem"
      destroyOnHidden
      getContainer={insideRoot}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}

/** What a feature still needs (spec §6), each with the page where the user fixes it. */
export function GatesNotice({ missing, testId }: { missing: readonly Requirement[]; testId: string }) {
  const { t } = useTranslation(['loans', 'kyc']);
  const to = useTo();
  if (!missing.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      className="vx-gates"
      title={t('loans:gates.title')}
      description={
        <ol className="vx-gates__list">
          {missing.map((requirement) => (
            <li key={requirement} className="vx-gates__item" data-testid={`${testId}-${requirement}`}>
              <span>{t(`kyc:requirement.${requirement}.missing`)}</span>
              <Link to={to(REQUIREMENT_FIX_PATH[requirement])} className="vx-gates__fix" data-testid={`${testId}-${requirement}-fix`}>
                {t(`kyc:requirement.${requirement}.fix`)} <ArrowRightOutlined className="vx-flip-rtl" />
              </Link>
            </li>
          ))}
        </ol>
      }
      data-testid={testId}
    />
  );
}

/** The requirement a gate refusal names (junior_required → junior), if it is one. */
export function requirementOf(error: ApiError | null): Requirement | undefined {
  if (!error) return undefined;
  return REQUIREMENTS.find((requirement) => ERROR_CODES[REQUIREMENT_ERROR[requirement]] === error.code);
}

/**
 * A refusal of a loan form: the server's message, plus where to fix it when it is a missing
 * requirement (junior verification…) or a balance short of a repayment (deposit first).
 */
export function LoanRefusal({ error, onClose }: { error: ApiError | null; onClose?: () => void }) {
  const { t } = useTranslation(['loans', 'kyc']);
  const to = useTo();
  if (!error) return null;
  const requirement = requirementOf(error);
  const shortOfBalance = error.code === ERROR_CODES.loan_insufficient_balance || error.code === ERROR_CODES.insufficient_balance;
  return (
    <div className="vx-loan-refusal">
      <RefusalAlert error={error} onClose={onClose} />
      {requirement ? (
        <Link to={to(REQUIREMENT_FIX_PATH[requirement])} className="vx-gates__fix" data-testid={`loan-refusal-fix-${requirement}`}>
          {t(`kyc:requirement.${requirement}.fix`)} <ArrowRightOutlined className="vx-flip-rtl" />
        </Link>
      ) : null}
      {shortOfBalance ? (
        <Link to={to('/recharge')} className="vx-gates__fix" data-testid="loan-refusal-deposit">
          {t('loans:repay.deposit')} <ArrowRightOutlined className="vx-flip-rtl" />
        </Link>
      ) : null}
    </div>
  );
}
