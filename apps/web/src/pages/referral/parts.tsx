import { formatUnits, parseUnits, type ReferralLevel, type ReferralRules, type ReferralSummary, splitReferralFee } from '@veritex/shared';
import { Tag } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { Amount } from '../../components/funds/Amount';
import { PublishedRulesLink } from '../../components/rules';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { QR_COLOURS } from '../../theme/palette';

/** USDT has six decimals on the ledger; commissions are exact to that. */
const FEE_SCALE = 6;
/** The fee of the rules' worked example: 10 USDT charged to a level-1 invitee. */
const EXAMPLE_FEE = '10';

/** The registration link as anyone can open it: this site's origin and the server's path with the code. */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).toString();
}

/** Code and link with copy buttons, and the link's QR code (the same library the deposit address uses). */
export function InviteCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const link = absoluteLink(summary.link);
  return (
    <section className="vx-funds-card vx-ref-invite" data-testid="ref-invite" aria-labelledby="ref-invite-title">
      <div className="vx-ref-invite__text">
        <h2 className="vx-ref-title" id="ref-invite-title">
          {t('invite.title')}
        </h2>
        <p className="vx-muted vx-small">{t('invite.lead')}</p>
        <div className="vx-ref-field">
          <span className="vx-ref-field__label">{t('invite.code')}</span>
          <div className="vx-ref-field__row">
            <code className="vx-ref-code vx-ltr" data-testid="ref-code" data-value={summary.code}>
              {summary.code}
            </code>
            <CopyButton text={summary.code} testId="ref-copy-code" label={t('invite.copyCode')} />
          </div>
        </div>
        <div className="vx-ref-field">
          <span className="vx-ref-field__label">{t('invite.link')}</span>
          <div className="vx-ref-field__row">
            <code className="vx-ref-link vx-ltr" data-testid="ref-link" data-value={link} title={link}>
              {link}
            </code>
            <CopyButton text={link} testId="ref-copy-link" label={t('invite.copyLink')} />
          </div>
        </div>
      </div>
      <figure className="vx-ref-qr" data-testid="ref-qr">
        <QRCodeSVG value={link} size={144} marginSize={1} fgColor={QR_COLOURS.foreground} bgColor={QR_COLOURS.background} title={t('invite.qrTitle')} />
        <figcaption className="vx-muted vx-small">{t('invite.qrCaption')}</figcaption>
      </figure>
    </section>
  );
}

function Stat({ label, children, testId, value, note }: { label: ReactNode; children: ReactNode; testId: string; value: string | number; note?: ReactNode }) {
  return (
    <div className="vx-ref-stat" data-testid={testId} data-value={value}>
      <span className="vx-ref-stat__label">{label}</span>
      <span className="vx-ref-stat__value">{children}</span>
      {note ? <span className="vx-muted vx-small">{note}</span> : null}
    </div>
  );
}

/** Available (released, in the exchange account), pending (frozen during the hold) and the head-count. */
export function TotalsCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  return (
    <section className="vx-funds-card vx-ref-totals" data-testid="ref-totals" aria-label={t('totals.title')}>
      <Stat label={t('totals.available')} testId="ref-total-available" value={summary.available} note={t('totals.availableNote')}>
        <Amount value={summary.available} asset={summary.asset} />
      </Stat>
      <Stat label={t('totals.pending')} testId="ref-total-pending" value={summary.pending} note={t('totals.pendingNote', { count: summary.rules.hold_hours })}>
        <Amount value={summary.pending} asset={summary.asset} />
      </Stat>
      <Stat label={t('totals.invitees')} testId="ref-total-invitees" value={summary.invitees} note={t('totals.inviteesNote', { count: summary.rules.depth })}>
        <span className="vx-num">{summary.invitees}</span>
      </Stat>
    </section>
  );
}

/** One card per level: its share, whether it is paid now, head-count and income. */
export function LevelGrid({ levels, asset }: { levels: ReferralLevel[]; asset: string }) {
  const { t } = useTranslation('referral');
  return (
    <section aria-labelledby="ref-levels-title">
      <h2 className="vx-ref-title" id="ref-levels-title">
        {t('levels.title')}
      </h2>
      <div className="vx-ref-levels" data-testid="ref-levels">
        {levels.map((level) => (
          <article
            key={level.level}
            className={level.paid ? 'vx-ref-level' : 'vx-ref-level vx-ref-level--off'}
            data-testid="ref-level"
            data-level={level.level}
            data-invitees={level.invitees}
            data-pending={level.pending}
            data-available={level.available}
          >
            <header className="vx-ref-level__head">
              <span className="vx-ref-level__name">{t('levels.name', { level: level.level })}</span>
              {level.paid ? (
                <Tag color="blue" variant="filled" className="vx-num">
                  {t('levels.share', { pct: trim(level.share_pct) })}
                </Tag>
              ) : (
                <Tag variant="filled">{t('levels.notPaid')}</Tag>
              )}
            </header>
            <div className="vx-ref-level__count">
              <span className="vx-num" data-testid="ref-level-invitees">
                {level.invitees}
              </span>
              <span className="vx-muted vx-small">{t('levels.people', { count: level.invitees })}</span>
            </div>
            <dl className="vx-ref-level__money">
              <div>
                <dt>{t('levels.available')}</dt>
                <dd>
                  <Amount value={level.available} asset={asset} />
                </dd>
              </div>
              <div>
                <dt>{t('levels.pending')}</dt>
                <dd>
                  <Amount value={level.pending} asset={asset} />
                </dd>
              </div>
              {Number(level.reversed) > 0 ? (
                <div>
                  <dt>{t('levels.reversed')}</dt>
                  <dd>
                    <Amount value={level.reversed} asset={asset} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Basis points of a percent string ("20" → 2000, "2.5" → 250). */
function basisPoints(pct: string): number {
  const units = parseUnits(pct, 2);
  return units === undefined ? 0 : Number(units);
}

/** The programme's rules, every number from the server: shares per level, depth, hold, the fees that count, and a worked example. */
export function RulesCard({ rules }: { rules: ReferralRules }) {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const paidShares = rules.shares.map((share) => (share.paid ? basisPoints(share.share_pct) : 0));
  const fee = parseUnits(EXAMPLE_FEE, FEE_SCALE) ?? 0n;
  const split = splitReferralFee(fee, paidShares);
  const money = (units: bigint) =>
    format.fixed(trim(formatUnits(units, FEE_SCALE)), Math.max(2, trim(formatUnits(units, FEE_SCALE)).split('.')[1]?.length ?? 0));
  const sources = rules.source_kinds.map((kind) => t(`sourceKind.${kind}`)).join(', ');
  return (
    <aside className="vx-funds-card vx-rules vx-ref-rules" data-testid="ref-rules" aria-labelledby="ref-rules-title">
      <header className="vx-rules__head">
        <h2 className="vx-rules__title" id="ref-rules-title">
          {t('rules.title')}
        </h2>
        <span className="vx-rules__source">
          <PublishedRulesLink>{t('rules.source')}</PublishedRulesLink>
        </span>
      </header>
      <dl className="vx-rules__list">
        <div className="vx-rule" data-testid="ref-rule-shares">
          <dt className="vx-rule__label">{t('rules.shares')}</dt>
          <dd className="vx-rule__value">
            <ul className="vx-ref-shares">
              {rules.shares.map((share) => (
                <li key={share.level} data-testid="ref-rule-share" data-level={share.level} data-pct={share.share_pct} data-paid={String(share.paid)}>
                  <span>{t('levels.name', { level: share.level })}</span>
                  <span className="vx-num">{share.paid ? t('rules.shareOfFee', { pct: trim(share.share_pct) }) : t('rules.notPaid')}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="vx-rule" data-testid="ref-rule-depth" data-value={rules.depth}>
          <dt className="vx-rule__label">{t('rules.depth')}</dt>
          <dd className="vx-rule__value">{t('rules.depthText', { count: rules.depth, max: rules.max_depth })}</dd>
        </div>
        <div className="vx-rule" data-testid="ref-rule-sources">
          <dt className="vx-rule__label">{t('rules.sources')}</dt>
          <dd className="vx-rule__value">
            {t('rules.sourcesText', { sources, asset: rules.fee_asset })}
            <div className="vx-rule__extra vx-muted">{t('rules.sourcesNote', { asset: rules.fee_asset })}</div>
          </dd>
        </div>
        <div className="vx-rule" data-testid="ref-rule-hold" data-value={rules.hold_hours}>
          <dt className="vx-rule__label">{t('rules.hold')}</dt>
          <dd className="vx-rule__value">
            {t('rules.holdText', { count: rules.hold_hours })}
            <div className="vx-rule__extra vx-muted">{t('rules.reversal')}</div>
          </dd>
        </div>
        <div className="vx-rule" data-testid="ref-rule-example">
          <dt className="vx-rule__label">{t('rules.example')}</dt>
          <dd className="vx-rule__value">
            {t('rules.exampleLead', { fee: EXAMPLE_FEE, asset: rules.fee_asset })}
            <ul className="vx-ref-shares vx-ref-shares--example">
              {split.map((amount, index) => (
                <li key={rules.shares[index]?.level ?? index} data-testid="ref-rule-example-level" data-value={formatUnits(amount, FEE_SCALE)}>
                  <span>{t('rules.exampleLevel', { level: rules.shares[index]?.level ?? index + 1 })}</span>
                  <span className="vx-num vx-ltr">
                    {money(amount)} {rules.fee_asset}
                  </span>
                </li>
              ))}
            </ul>
            <div className="vx-rule__extra vx-muted">{t('rules.exampleNote')}</div>
          </dd>
        </div>
        <div className="vx-rule">
          <dt className="vx-rule__label">{t('rules.tree')}</dt>
          <dd className="vx-rule__value">{t('rules.treeText')}</dd>
        </div>
      </dl>
    </aside>
  );
}
