import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { useProtection } from './useProtection';
import './protection.css';

/**
 * The risk warning of every leveraged product page (issue 18): the profile's text with the share
 * of real accounts that lost money over the last 12 months (measured by the daily job), and the
 * statement of negative balance protection, which positionMath.settleClose guarantees.
 */
export function RiskWarning({
  product = 'cfd',
  wrap = false,
}: {
  product?: 'cfd' | 'delivery' /** In full on any width (pages with room for it). */;
  wrap?: boolean;
}) {
  const { t, ready } = useTranslation('protection', { useSuspense: false });
  const format = useFormat();
  const { phone } = useLayout();
  const { data } = useProtection();
  if (!ready || !data) return null;
  const kind = data.profile.risk_warning;
  const share = data.losing_share_pct;
  const text = share === null ? t(`warning.${kind}_pending`) : t(`warning.${kind}`, { share });
  const measured =
    share !== null && data.losing_share_at && data.losing_share_accounts !== null
      ? t('warning.measured', { date: format.date(data.losing_share_at), accounts: data.losing_share_accounts })
      : '';
  // On the desktop trading pages it is one line (the share first, so it is always in view; the whole text on hover),
  // so that the order form keeps its place in the window; on the phone, and on pages with room, it wraps in full.
  const oneLine = !phone && !wrap;
  return (
    <div
      className={oneLine ? 'vx-risk-warning vx-risk-warning--line' : 'vx-risk-warning'}
      data-testid="risk-warning"
      data-share={share ?? ''}
      data-profile={data.profile.code}
      role="note"
      title={oneLine ? [text, measured, product === 'cfd' ? t('warning.nbp') : ''].filter(Boolean).join(' ') : undefined}
    >
      <WarningOutlined className="vx-risk-warning__icon" aria-hidden />
      <span className="vx-risk-warning__text">
        <strong data-testid="risk-warning-text">{text}</strong>
        {measured ? <span className="vx-muted"> {measured}</span> : null}
      </span>
      {product === 'cfd' ? (
        <span className="vx-risk-warning__nbp" data-testid="negative-balance-protection">
          <SafetyCertificateOutlined aria-hidden /> {t('warning.nbp')}
        </span>
      ) : null}
    </div>
  );
}
