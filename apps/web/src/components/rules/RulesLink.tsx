import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTo } from '../../router/layout-context';

/**
 * "Rules v12": the rulebook version a record was made under (spot orders, positions, withdrawals
 * store it), linking to the rules as they were at that version. Nothing for a record older than the register.
 */
export function RuleVersionLink({ version }: { version: string | null | undefined }) {
  const { t } = useTranslation();
  const to = useTo();
  if (!version) return <span className="vx-muted">–</span>;
  return (
    <Link to={to(`/rules?version=${version}`)} title={t('rulesLink.title')} className="vx-num vx-nowrap" data-testid="rule-version-link">
      {t('rulesLink.version', { version })}
    </Link>
  );
}

/**
 * Where every rule "set by the platform" is published, with its history: the note itself as the
 * link, or (without children) "All published rules and their history".
 */
export function PublishedRulesLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <Link to={to('/rules')} data-testid="published-rules-link">
      {children ?? t('rulesLink.published')}
    </Link>
  );
}
