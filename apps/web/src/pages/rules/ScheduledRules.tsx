import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScheduledRules } from '../../api/spot';
import { useFormat } from '../../i18n/format';
import { useRuleFormat } from './ruleFormat';

/**
 * Changes staff scheduled, published before they bind (design §1.3): each with its subject, what
 * changes (now → then) and from when. Nothing when none is pending.
 */
export function ScheduledRules() {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const rules = useRuleFormat();
  const scheduled = useScheduledRules().data ?? [];
  if (scheduled.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<ClockCircleOutlined />}
      className="vx-rules-scheduled"
      data-testid="rules-scheduled"
      title={t('scheduled.title')}
      description={
        <ul className="vx-rules-change">
          {scheduled.map((rule) => (
            <li key={`${rule.kind}:${rule.key}:${rule.effective_at}`} data-testid="rules-scheduled-item">
              <strong>{rules.subjectName(rule.kind, rule.key, rule.value, rule.current)}</strong>{' '}
              <span className="vx-muted vx-num">{t('scheduled.from', { time: format.dateTime(rule.effective_at) })}</span>
              {': '}
              {rules
                .changeLines(rule.kind, rule.key, rule.value, rule.current)
                .map((line) => `${line.label ? `${line.label} ` : ''}${line.from !== undefined ? `${line.from} → ` : ''}${line.to}`)
                .join('; ')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
