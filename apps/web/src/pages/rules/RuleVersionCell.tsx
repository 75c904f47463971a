import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** Which rulebook version set a rule, and since when (in the reader's zone). */
export function RuleVersionCell({ version, effectiveAt }: { version: string; effectiveAt: string }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  return (
    <span className="vx-rules-version" data-testid="rule-version">
      <span className="vx-rules-version__tag vx-num">{t('versionShort', { version })}</span>
      <span className="vx-rules-version__since vx-muted vx-num">{t('since', { time: format.dateTime(effectiveAt) })}</span>
    </span>
  );
}
