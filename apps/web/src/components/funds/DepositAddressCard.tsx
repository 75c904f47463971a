import { InfoCircleOutlined, WarningFilled } from '@ant-design/icons';
import { Alert, Tag } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_COLOURS } from '../../theme/palette';
import { CopyButton } from '../CopyButton';

/** One binding term of a deposit shown under its address (network, token, minimum, confirmations). */
export interface DepositTerm {
  key: string;
  label: string;
  value: ReactNode;
  /** The value's class: `vx-ltr` for network names and contracts, `vx-num` for counts. */
  className?: string;
  testId?: string;
}

/**
 * A deposit address as the user copies it: QR code, the address in full, copy, the terms that bind
 * the deposit and the notice. Unconfigured (voucher mode's placeholder), it says loudly that the
 * address is not a real one. Test ids are `<idPrefix>-address-card`, `-address`, `-address-copy`, `-notice`.
 */
export function DepositAddressCard({
  address,
  label,
  terms,
  notice,
  idPrefix,
  unconfigured = false,
}: {
  address: string;
  label: string;
  terms: DepositTerm[];
  notice: string;
  idPrefix: string;
  unconfigured?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={unconfigured ? 'vx-depaddr vx-depaddr--demo' : 'vx-depaddr'}
      data-testid={`${idPrefix}-address-card`}
      data-configured={String(!unconfigured)}
    >
      {unconfigured ? (
        <Alert
          type="error"
          showIcon
          icon={<WarningFilled />}
          className="vx-depaddr__warning"
          title={t('funds.deposit.unconfiguredTitle')}
          description={t('funds.deposit.unconfiguredText')}
          data-testid="deposit-unconfigured"
        />
      ) : null}
      <div className="vx-depaddr__body">
        <div className="vx-depaddr__qr" aria-hidden={unconfigured}>
          <QRCodeSVG
            value={address || ' '}
            size={148}
            marginSize={1}
            fgColor={QR_COLOURS.foreground}
            bgColor={QR_COLOURS.background}
            title={t('funds.deposit.qrTitle')}
          />
          {unconfigured ? <span className="vx-depaddr__qr-stamp">{t('funds.deposit.qrNotReal')}</span> : null}
        </div>
        <div className="vx-depaddr__text">
          <span className="vx-depaddr__label">
            {label}
            {unconfigured ? (
              <Tag color="error" variant="filled" className="vx-depaddr__tag">
                {t('funds.deposit.notReal')}
              </Tag>
            ) : null}
          </span>
          <code className="vx-depaddr__address vx-ltr" data-testid={`${idPrefix}-address`}>
            {address}
          </code>
          <div className="vx-depaddr__actions">
            <CopyButton text={address} testId={`${idPrefix}-address-copy`} />
          </div>
          <dl className="vx-kv vx-kv--compact">
            {terms.map((term) => (
              <div key={term.key}>
                <dt>{term.label}</dt>
                <dd className={term.className} data-testid={term.testId}>
                  {term.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className="vx-depaddr__notice" data-testid={`${idPrefix}-notice`}>
        <InfoCircleOutlined /> <span>{notice}</span>
      </p>
    </div>
  );
}

/** A numbered step of the deposit page ("1 Send USDT to your own address"). */
export function DepositStep({ number, children }: { number: number; children: ReactNode }) {
  return (
    <h3 className="vx-step">
      <span className="vx-step__no">{number}</span>
      {children}
    </h3>
  );
}
