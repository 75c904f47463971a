import { LockOutlined, StopOutlined } from '@ant-design/icons';
import type { ProtectionProfile } from '@veritex/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchToDemo } from '../../demo/demoApi';
import { useTo } from '../../router/layout-context';
import { LinkButton } from '../LinkButton';
import type { ProtectedInstrument } from './useProtection';

/** A seeded profile's name in the reader's language; a profile staff added later shows its own name. */
export function useProfileName(): (profile: Pick<ProtectionProfile, 'code' | 'name'>) => string {
  const { t } = useTranslation('protection', { useSuspense: false });
  return (profile) => t(`profile.${profile.code}`, { defaultValue: profile.name });
}

/** Where crypto derivatives are not offered (UK retail): said in place of the order form, with the reason. */
export function NotOfferedNotice({ product, profile }: { product: 'crypto' | 'delivery'; profile: Pick<ProtectionProfile, 'code' | 'name'> }) {
  const { t, ready } = useTranslation('protection', { useSuspense: false });
  const profileName = useProfileName();
  if (!ready) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<StopOutlined />}
      data-testid={product === 'crypto' ? 'crypto-not-offered' : 'delivery-not-offered'}
      title={t(product === 'crypto' ? 'cap.notOffered' : 'cap.deliveryNotOffered', { profile: profileName(profile) })}
      description={t(product === 'crypto' ? 'cap.notOfferedWhy' : 'cap.deliveryNotOfferedWhy')}
    />
  );
}

/**
 * Under the order form: the cap the profile puts on this instrument's leverage, and how to unlock
 * leverage above the appropriateness threshold (the test, or closed trades in the demo account).
 */
export function ProtectionNotice({ guarded }: { guarded: ProtectedInstrument }) {
  const { t, ready } = useTranslation('protection', { useSuspense: false });
  const to = useTo();
  const profileName = useProfileName();
  const { protection, instrument } = guarded;
  if (!ready || !protection || !guarded.offered) return null;
  const gate = protection.appropriateness;
  const locked = gate?.required === true && !gate.unlocked && instrument.max_leverage > gate.threshold;
  if (!guarded.capped && !locked) return null;
  return (
    <div className="vx-protection-notice" data-testid="protection-notice">
      {guarded.capped ? (
        <p className="vx-protection-notice__cap" data-testid="leverage-cap-note" data-max={instrument.max_leverage}>
          {t('cap.note', { max: instrument.max_leverage, profile: profileName(protection.profile) })}
        </p>
      ) : null}
      {locked && gate ? (
        <div className="vx-protection-notice__unlock" data-testid="appropriateness-hint">
          <p>
            <LockOutlined aria-hidden /> <strong>{t('unlock.title', { threshold: gate.threshold })}</strong>
          </p>
          <p className="vx-muted">{t('unlock.body', { needed: gate.demo_trades_needed, done: gate.demo_trades })}</p>
          <div className="vx-protection-notice__actions">
            <LinkButton to={to('/appropriateness')} size="small" type="primary" data-testid="appropriateness-link">
              {t('unlock.test')}
            </LinkButton>
            <Button size="small" onClick={() => void switchToDemo()} data-testid="appropriateness-demo">
              {t('unlock.demo')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
