import { CheckCircleFilled, RightOutlined, SafetyCertificateFilled, WarningFilled } from '@ant-design/icons';
import { SECURITY_FACTORS, type SecurityFactor, type SecurityLevel, type SecurityOverview } from '@veritex/shared';
import { Button, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';

/** Antd tag colours of the three levels: green, orange, red (the wording). */
export const LEVEL_COLOUR: Record<SecurityLevel, 'success' | 'warning' | 'error'> = { strong: 'success', weak: 'warning', dangerous: 'error' };
const LEVEL_STROKE: Record<SecurityLevel, string> = { strong: 'var(--vx-ok)', weak: 'var(--vx-warning)', dangerous: 'var(--vx-danger)' };

/** Factors set up on another page; the others open their dialog here. */
export function factorLink(factor: SecurityFactor, path: string): string | null {
  if (path.startsWith('/security#')) return null;
  return factor === 'tpwd' ? `${path}?redirect=${encodeURIComponent('/security')}` : path;
}

/** The level as a coloured tag (also on /setting). */
export function LevelTag({ level, testId = 'security-level' }: { level: SecurityLevel; testId?: string }) {
  const { t } = useTranslation('security');
  const icon = level === 'strong' ? <SafetyCertificateFilled /> : <WarningFilled />;
  return (
    <Tag color={LEVEL_COLOUR[level]} icon={icon} variant="filled" className="vx-sec-level-tag" data-testid={testId} data-level={level}>
      {t(`level.${level}`)}
    </Tag>
  );
}

/** How many of the five factors are set, as "3 of 5" and a five-step bar in the level's colour. */
export function FactorProgress({ overview, compact = false }: { overview: SecurityOverview; compact?: boolean }) {
  const { t } = useTranslation('security');
  const count = SECURITY_FACTORS.filter((factor) => overview.factors[factor]).length;
  return (
    <div className={compact ? 'vx-sec-progress vx-sec-progress--compact' : 'vx-sec-progress'} data-testid="security-progress" data-count={count}>
      <Progress
        percent={(count / SECURITY_FACTORS.length) * 100}
        steps={SECURITY_FACTORS.length}
        size={compact ? [18, 6] : [36, 8]}
        strokeColor={LEVEL_STROKE[overview.level]}
        showInfo={false}
        aria-label={t('progress', { count, total: SECURITY_FACTORS.length })}
      />
      <span className="vx-sec-progress__text vx-num">{t('progress', { count, total: SECURITY_FACTORS.length })}</span>
    </div>
  );
}

/** The level, what counts towards it, and the steps that raise it (each a link or a dialog). */
export function LevelCard({ overview, onOpen }: { overview: SecurityOverview; onOpen: (factor: SecurityFactor) => void }) {
  const { t } = useTranslation('security');
  const to = useTo();
  const level = overview.level;
  return (
    <section className={`vx-card vx-sec-level vx-sec-level--${level}`} data-testid="security-level-card" aria-labelledby="security-level-title">
      <div className="vx-sec-level__main">
        <span className="vx-sec-level__shield" aria-hidden="true">
          {level === 'strong' ? <SafetyCertificateFilled /> : <WarningFilled />}
        </span>
        <div className="vx-sec-level__text">
          <h2 className="vx-sec-level__title" id="security-level-title">
            {t('levelTitle')} <LevelTag level={level} />
          </h2>
          <p className="vx-sec-level__say">{t(`levelSays.${level}`)}</p>
          <FactorProgress overview={overview} />
        </div>
      </div>
      <div className="vx-sec-level__steps">
        <h3 className="vx-sec-level__steps-title">{overview.steps.length > 0 ? t('stepsTitle') : t('stepsDoneTitle')}</h3>
        {overview.steps.length > 0 ? (
          <ol className="vx-sec-steps" data-testid="security-steps">
            {overview.steps.map((step) => {
              const link = factorLink(step.factor, step.path);
              return (
                <li key={step.factor} className="vx-sec-step" data-factor={step.factor}>
                  <span className="vx-sec-step__text">{t(`steps.${step.factor}`)}</span>
                  {link ? (
                    <LinkButton to={to(link)} size="small" type="link" className="vx-sec-step__go" data-testid={`security-step-${step.factor}`}>
                      {t('stepGo')} <RightOutlined className="vx-flip-rtl" />
                    </LinkButton>
                  ) : (
                    <Button
                      size="small"
                      type="link"
                      className="vx-sec-step__go"
                      onClick={() => onOpen(step.factor)}
                      data-testid={`security-step-${step.factor}`}
                    >
                      {t('stepGo')} <RightOutlined className="vx-flip-rtl" />
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="vx-sec-level__all" data-testid="security-all-set">
            <CheckCircleFilled /> {t('stepsDone')}
          </p>
        )}
      </div>
    </section>
  );
}
