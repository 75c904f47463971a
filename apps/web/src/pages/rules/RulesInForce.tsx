import { INSTRUMENT_CLASSES, RULE_KINDS, type Rulebook, type RuleEntry } from '@veritex/shared';
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/States';
import { RuleVersionCell } from './RuleVersionCell';
import { isFields, type RuleFields, SETTING_GROUPS, settingGroup, useRuleFormat } from './ruleFormat';

interface Row {
  key: string;
  entry: RuleEntry;
  fields: RuleFields;
}

const KNOWN_KINDS: ReadonlySet<string> = new Set(RULE_KINDS);

function rowsOf(rules: readonly RuleEntry[], kind: string, offeredOnly = false): Row[] {
  return rules
    .filter((entry) => entry.kind === kind && isFields(entry.value))
    .map((entry) => ({ key: `${entry.kind}:${entry.key}`, entry, fields: entry.value as RuleFields }))
    .filter((row) => !offeredOnly || row.fields.active !== false);
}

/** One titled table of the rulebook; the version column is the same everywhere. */
function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className="vx-rules-section" data-testid={`rules-section-${id}`} aria-labelledby={`rules-${id}`}>
      <h2 className="vx-rules-section__title" id={`rules-${id}`}>
        {title}
      </h2>
      {note ? <p className="vx-muted vx-rules-section__note">{note}</p> : null}
      {children}
    </section>
  );
}

function RuleTable({ rows, columns, testId }: { rows: Row[]; columns: TableColumnsType<Row>; testId: string }) {
  const { t } = useTranslation('rules');
  const withVersion: TableColumnsType<Row> = [
    ...columns,
    {
      key: 'version',
      title: t('columns.version'),
      render: (_, row) => <RuleVersionCell version={row.entry.version} effectiveAt={row.entry.effective_at} />,
    },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      className="vx-rules-table"
      data-testid={testId}
      columns={withVersion}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-testid': `rule-${row.entry.kind}-${row.entry.key}` }) as HTMLAttributes<HTMLElement>}
    />
  );
}

/** A column showing one field of the rule's value, numbers aligned right. */
function useFieldColumn() {
  const format = useRuleFormat();
  return (field: string, options: { numeric?: boolean } = {}) => ({
    key: field,
    title: format.fieldLabel(field),
    align: options.numeric === false ? undefined : ('end' as const),
    render: (_: unknown, row: Row) => (
      <span className={options.numeric === false ? undefined : 'vx-num vx-nowrap'}>{format.fieldValue(field, row.fields[field] ?? null)}</span>
    ),
  });
}

function SettingsTables({ rules }: { rules: readonly RuleEntry[] }) {
  const { t } = useTranslation('rules');
  const format = useRuleFormat();
  const settings = rules.filter((entry) => entry.kind === 'setting');
  const columns: TableColumnsType<Row> = [
    { key: 'rule', title: t('columns.rule'), render: (_, row) => t(`settings.${row.entry.key}`, { defaultValue: row.entry.key }) },
    {
      key: 'value',
      title: t('columns.value'),
      align: 'end',
      render: (_, row) => <span className="vx-num vx-nowrap">{format.settingValue(row.entry.key, row.entry.value)}</span>,
    },
  ];
  return (
    <>
      {SETTING_GROUPS.map((group) => {
        const rows = settings.filter((entry) => settingGroup(entry.key) === group).map((entry) => ({ key: `setting:${entry.key}`, entry, fields: {} }));
        if (rows.length === 0) return null;
        return (
          <Section key={group} id={group} title={t(`sections.${group}`)}>
            <RuleTable rows={rows} columns={columns} testId={`rules-table-${group}`} />
          </Section>
        );
      })}
    </>
  );
}

/**
 * Retail protection's jurisdiction profiles: the leverage cap per instrument class, the products
 * offered, the close-out level, the appropriateness test and the countries each one binds.
 */
function JurisdictionTable({ rules }: { rules: readonly RuleEntry[] }) {
  const { t } = useTranslation('rules');
  const format = useRuleFormat();
  const profiles = rowsOf(rules, 'jurisdiction_profile').sort(
    (a, b) => Number(b.entry.key === 'default') - Number(a.entry.key === 'default') || a.entry.key.localeCompare(b.entry.key),
  );
  if (profiles.length === 0) return null;
  const countries = new Map<string, string[]>();
  for (const entry of rules) {
    if (entry.kind !== 'jurisdiction_country' || typeof entry.value !== 'string' || entry.value === 'default') continue;
    countries.set(entry.value, [...(countries.get(entry.value) ?? []), entry.key]);
  }
  const yesNo = (value: unknown) => (value === true ? t('values.yes') : t('values.no'));
  const columns: TableColumnsType<Row> = [
    {
      key: 'profile',
      title: t('columns.profile'),
      fixed: 'start',
      render: (_, row) => <strong className="vx-nowrap">{format.profileName(row.entry.key, row.fields.name)}</strong>,
    },
    {
      key: 'caps',
      title: t('columns.leverageCaps'),
      children: INSTRUMENT_CLASSES.map((klass) => ({
        key: `cap_${klass}`,
        title: t(`classes.${klass}`),
        align: 'end' as const,
        render: (_: unknown, row: Row) => (
          <span className="vx-num vx-nowrap" data-testid={`rule-cap-${klass}`}>
            {format.fieldValue(`cap_${klass}`, row.fields[`cap_${klass}`] ?? null)}
          </span>
        ),
      })),
    },
    {
      key: 'products',
      title: t('columns.products'),
      render: (_, row) => (
        <ul className="vx-rules-offered">
          {(['crypto', 'delivery'] as const).map((product) => {
            const offered = row.fields[`${product}_offered`] === true;
            return (
              <li key={product} className={offered ? undefined : 'vx-rules-offered--no'}>
                {t(`values.${product}${offered ? 'Yes' : 'No'}`)}
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      key: 'close_out',
      title: t('fields.close_out_pct'),
      align: 'end',
      render: (_, row) => <span className="vx-num vx-rules-closeout">{format.fieldValue('close_out_pct', row.fields.close_out_pct ?? null)}</span>,
    },
    { key: 'appropriateness', title: t('columns.appropriateness'), render: (_, row) => yesNo(row.fields.appropriateness_required) },
    {
      key: 'countries',
      title: t('columns.countries'),
      render: (_, row) => {
        if (row.entry.key === 'default') return <span className="vx-muted">{t('values.allOtherCountries')}</span>;
        const codes = (countries.get(row.entry.key) ?? []).sort();
        if (codes.length === 0) return <span className="vx-muted">–</span>;
        return (
          <span className="vx-rules-countries vx-num" title={codes.map(format.countryName).join(', ')} data-testid="rule-countries">
            {codes.join(' ')}
          </span>
        );
      },
    },
  ];
  return (
    <Section id="jurisdictions" title={t('sections.jurisdictions')} note={t('sections.jurisdictionsNote')}>
      <RuleTable rows={profiles} columns={columns} testId="rules-table-jurisdictions" />
    </Section>
  );
}

/** Every rule in force (or in force at the version asked for), by what it governs. */
export function RulesInForce({ book }: { book: Rulebook }) {
  const { t } = useTranslation('rules');
  const format = useRuleFormat();
  const field = useFieldColumn();
  if (book.rules.length === 0) return <EmptyState text={t('empty')} testId="rules-empty" />;
  const subject = (titleKey: 'market' | 'instrument') => ({
    key: 'subject',
    title: t(`columns.${titleKey}`),
    render: (_: unknown, row: Row) => <strong className="vx-nowrap">{format.subjectName(row.entry.kind, row.entry.key, row.entry.value, null)}</strong>,
  });
  const spot = rowsOf(book.rules, 'spot_market');
  const instruments = rowsOf(book.rules, 'instrument');
  const delivery = rowsOf(book.rules, 'delivery_product', true).sort((a, b) => Number(a.fields.duration_seconds) - Number(b.fields.duration_seconds));
  const earn = rowsOf(book.rules, 'earn_product', true).sort((a, b) => Number(a.fields.term_days) - Number(b.fields.term_days));
  const loans = rowsOf(book.rules, 'loan_product', true).sort((a, b) => Number(a.fields.term_days) - Number(b.fields.term_days));
  const others = book.rules.filter((entry) => !KNOWN_KINDS.has(entry.kind));
  return (
    <div className="vx-rules-book" data-testid="rules-in-force">
      {spot.length > 0 ? (
        <Section id="spot" title={t('sections.spot')} note={t('sections.spotNote')}>
          <RuleTable
            rows={spot}
            testId="rules-table-spot"
            columns={[subject('market'), field('maker_fee_bp'), field('taker_fee_bp'), field('min_notional'), field('tick_size'), field('lot_size')]}
          />
        </Section>
      ) : null}
      {instruments.length > 0 ? (
        <Section id="instruments" title={t('sections.instruments')} note={t('sections.instrumentsNote')}>
          <RuleTable
            rows={instruments}
            testId="rules-table-instruments"
            columns={[
              subject('instrument'),
              field('category', { numeric: false }),
              field('max_leverage'),
              field('open_fee_bp'),
              field('close_fee_bp'),
              field('spread_bp'),
              field('maintenance_margin_bp'),
              {
                key: 'carry',
                title: t('fields.carry_rate_bp'),
                align: 'end',
                render: (_, row) => (
                  <span className="vx-num vx-nowrap">
                    {t(row.fields.carry_period === '8h' ? 'values.perEightHours' : 'values.perDay', {
                      rate: format.fieldValue('spread_bp', row.fields.carry_rate_bp ?? 0),
                    })}
                  </span>
                ),
              },
              field('lot_size'),
              { key: 'hours', title: t('fields.trading_hours'), render: (_, row) => format.fieldValue('trading_hours', row.fields.trading_hours ?? '') },
            ]}
          />
        </Section>
      ) : null}
      <JurisdictionTable rules={book.rules} />
      {delivery.length > 0 ? (
        <Section id="delivery" title={t('sections.delivery')} note={t('sections.deliveryNote')}>
          <RuleTable
            rows={delivery}
            testId="rules-table-delivery"
            columns={[field('duration_seconds'), field('payout_bp'), field('min_stake'), field('max_stake')]}
          />
        </Section>
      ) : null}
      {earn.length > 0 ? (
        <Section id="earn" title={t('sections.earn')}>
          <RuleTable
            rows={earn}
            testId="rules-table-earn"
            columns={[
              field('term_days'),
              field('daily_rate_ppm'),
              field('min_amount'),
              field('max_amount'),
              field('capacity'),
              { key: 'early', title: t('fields.early_rule'), render: (_, row) => earlyText(row, format) },
            ]}
          />
        </Section>
      ) : null}
      {loans.length > 0 ? (
        <Section id="loans" title={t('sections.loans')}>
          <RuleTable
            rows={loans}
            testId="rules-table-loans"
            columns={[
              field('term_days'),
              field('daily_rate_ppm'),
              field('late_fee_ppm'),
              field('min_amount'),
              field('max_amount'),
              field('lender', { numeric: false }),
            ]}
          />
        </Section>
      ) : null}
      <SettingsTables rules={book.rules} />
      {others.length > 0 ? (
        <Section id="otherKinds" title={t('sections.other')}>
          <RuleTable
            rows={others.map((entry) => ({ key: `${entry.kind}:${entry.key}`, entry, fields: {} }))}
            testId="rules-table-other-kinds"
            columns={[
              { key: 'rule', title: t('columns.rule'), render: (_, row) => `${row.entry.kind} · ${row.entry.key}` },
              {
                key: 'value',
                title: t('columns.value'),
                render: (_, row) => <code className="vx-rules-json">{JSON.stringify(row.entry.value)}</code>,
              },
            ]}
          />
        </Section>
      ) : null}
    </div>
  );
}

/** Early redemption: the rule, and under `penalty` the shares kept. */
function earlyText(row: Row, format: ReturnType<typeof useRuleFormat>): string {
  const rule = format.fieldValue('early_rule', row.fields.early_rule ?? '');
  if (row.fields.early_rule !== 'penalty') return rule;
  return `${rule} (${format.fieldValue('penalty_interest_bp', row.fields.penalty_interest_bp ?? 0)} / ${format.fieldValue('penalty_principal_bp', row.fields.penalty_principal_bp ?? 0)})`;
}
