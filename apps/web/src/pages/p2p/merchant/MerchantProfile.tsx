import { CheckCircleFilled } from '@ant-design/icons';
import type { MerchantStanding } from '@veritex/shared';
import { Avatar, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { isDecimal } from '../../../lib/decimal';
import { ResignDialog } from './Application';
import { MerchantCard, Usdt } from './parts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="vx-mc-figure" data-testid={testId}>
      <span className="vx-mc-figure__label">{label}</span>
      <span className="vx-mc-figure__value vx-num">{value}</span>
    </div>
  );
}

/** An approved merchant's public figures (what buyers read on every ad), the deposit held and "Stop being a merchant". */
export function MerchantProfile({ standing }: { standing: MerchantStanding }) {
  const { t } = useTranslation('p2p');
  const format = useFormat();
  const [resigning, setResigning] = useState(false);
  const profile = standing.profile;
  const nickname = profile?.nickname ?? standing.nickname ?? '';
  const pct = (value: string | null | undefined) => (value && isDecimal(value) ? <span className="vx-ltr">{`${format.fixed(value, 2)}\u00a0%`}</span> : '—');
  const minutes = (value: string | null | undefined) => (value && isDecimal(value) ? t('merchant.profile.minutes', { value: format.fixed(value, 1) }) : '—');
  return (
    <MerchantCard
      title={t('merchant.profile.title')}
      extra={
        <Button onClick={() => setResigning(true)} data-testid="merchant-resign">
          {t('merchant.profile.resign')}
        </Button>
      }
      testId="merchant-profile"
    >
      <div className="vx-mc-profile">
        <div className="vx-mc-profile__who">
          <Avatar size={48} className="vx-mc-profile__avatar">
            {nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className="vx-mc-profile__name">
            <strong data-testid="merchant-nickname-shown">
              {nickname} <CheckCircleFilled className="vx-mc-profile__badge" title={t('merchant.profile.verified')} />
            </strong>
            <span className="vx-muted vx-small">
              {profile ? t('merchant.profile.since', { date: format.date(profile.merchant_since) }) : t('merchant.profile.approved')}
            </span>
          </div>
        </div>
        <div className="vx-mc-profile__figures">
          <Figure label={t('merchant.profile.completed')} value={format.fixed(profile?.completed_30d ?? 0, 0)} testId="merchant-figure-completed" />
          <Figure label={t('merchant.profile.completionRate')} value={pct(profile?.completion_rate_pct)} testId="merchant-figure-rate" />
          <Figure label={t('merchant.profile.avgRelease')} value={minutes(profile?.avg_release_minutes)} testId="merchant-figure-release" />
          <Figure
            label={t('merchant.profile.positive')}
            value={
              <>
                {pct(profile?.positive_rate_pct)} <span className="vx-muted vx-small">{t('merchant.profile.ratings', { count: profile?.ratings ?? 0 })}</span>
              </>
            }
            testId="merchant-figure-positive"
          />
          <Figure
            label={t('merchant.profile.deposit')}
            value={<Usdt value={standing.deposit_held} testId="merchant-deposit-held" />}
            testId="merchant-figure-deposit"
          />
        </div>
      </div>
      <p className="vx-muted vx-small vx-mc-profile__note">{t('merchant.profile.note')}</p>
      <ResignDialog open={resigning} onClose={() => setResigning(false)} standing={standing} />
    </MerchantCard>
  );
}
