import { InfoCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { CREDIT_BASE, CREDIT_RULES, type CreditFactor, type CreditScoreView } from '@veritex/shared';
import { Progress, Skeleton, Table, type TableColumnsType, Tag, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditScore } from '../../api/kyc';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import '../../kyc.css';
import { NamespaceFrame } from '../../components/NamespaceFrame';

/** How each factor is counted, from the same rule table the server sums. */
function explain(t: TFunction, factor: CreditFactor): string {
  switch (factor.key) {
    case 'base':
      return t('credit.explain.base', { points: CREDIT_BASE });
    case 'verification':
      return t('credit.explain.verification', { junior: CREDIT_RULES.junior, senior: CREDIT_RULES.senior, address: CREDIT_RULES.address });
    case 'account_age':
      return t('credit.explain.account_age', { points: CREDIT_RULES.agePerMonth, max: CREDIT_RULES.ageMax });
    case 'repayment':
      return t('credit.explain.repayment', { points: CREDIT_RULES.perRepaidLoan, max: CREDIT_RULES.repaidMax });
    case 'overdue':
      return t('credit.explain.overdue', { points: CREDIT_RULES.perOverdueDay, max: CREDIT_RULES.overdueMax });
  }
}

/** What the factor measured, in words: the level reached, days, loans. */
function measured(t: TFunction, factor: CreditFactor): string {
  if (factor.key === 'base') return t('credit.measured.base');
  if (factor.key === 'verification') return t(`level.${factor.value}.title`, { defaultValue: factor.value });
  const count = Number(factor.value) || 0;
  return t(`credit.measured.${factor.key}`, { value: count });
}

function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';
}

/** An amount in USDT, kept left to right inside Arabic text. */
function Usdt({ value }: { value: string }) {
  const format = useFormat();
  return <span className="vx-ltr">{`${format.fixed(value, 0)} USDT`}</span>;
}

function FactorTable({ view }: { view: CreditScoreView }) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const columns: TableColumnsType<CreditFactor> = [
    {
      key: 'factor',
      title: t('credit.columns.factor'),
      render: (_, factor) => (
        <div className="vx-credit-factor">
          <strong>{t(`credit.factor.${factor.key}`)}</strong>
          <span className="vx-muted">{explain(t, factor)}</span>
        </div>
      ),
    },
    { key: 'measured', title: t('credit.columns.measured'), render: (_, factor) => measured(t, factor) },
    {
      key: 'points',
      title: t('credit.columns.points'),
      align: 'end',
      render: (_, factor) => (
        <span className={`vx-num vx-ltr vx-credit-points vx-credit-points--${Math.sign(factor.points)}`} data-testid={`credit-points-${factor.key}`}>
          {signedPoints(factor.points)}
        </span>
      ),
    },
    {
      key: 'max',
      title: t('credit.columns.max'),
      align: 'end',
      responsive: phone ? ['sm'] : undefined,
      render: (_, factor) => <span className="vx-num vx-ltr vx-muted">{signedPoints(factor.max)}</span>,
    },
  ];
  return (
    <Table<CreditFactor>
      className="vx-credit-table"
      rowKey="key"
      size={phone ? 'small' : 'middle'}
      columns={columns}
      dataSource={view.factors}
      pagination={false}
      data-testid="credit-factors"
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <strong>{t('credit.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="end">
            <strong className="vx-num vx-ltr">{view.score}</strong>
          </Table.Summary.Cell>
          {phone ? null : (
            <Table.Summary.Cell index={3} align="end">
              <span className="vx-num vx-ltr vx-muted">{view.max}</span>
            </Table.Summary.Cell>
          )}
        </Table.Summary.Row>
      )}
    />
  );
}

function BandTable({ view }: { view: CreditScoreView }) {
  const { t } = useTranslation('kyc');
  const current = view.bands.find((band) => view.score >= band.min_score);
  const sorted = [...view.bands].sort((a, b) => a.min_score - b.min_score);
  return (
    <table className="vx-credit-bands" data-testid="credit-bands">
      <thead>
        <tr>
          <th>{t('credit.bands.score')}</th>
          <th className="vx-credit-bands__limit">{t('credit.bands.limit')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((band, index) => {
          const next = sorted[index + 1];
          const range = next ? `${band.min_score}–${next.min_score - 1}` : `${band.min_score}–${view.max}`;
          const isCurrent = band === current;
          return (
            <tr key={band.min_score} className={isCurrent ? 'vx-credit-bands__current' : undefined} data-current={isCurrent ? 'true' : undefined}>
              <td>
                <span className="vx-num vx-ltr">{range}</span>
                {isCurrent ? (
                  <Tag color="processing" variant="filled" className="vx-credit-bands__you">
                    {t('credit.bands.you')}
                  </Tag>
                ) : null}
              </td>
              <td className="vx-credit-bands__limit vx-num">{band.limit_usdt === '0' ? t('credit.bands.none') : <Usdt value={band.limit_usdt} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ScoreCard({ view }: { view: CreditScoreView }) {
  const { t } = useTranslation(['kyc', 'loans']);
  const { token } = theme.useToken();
  const to = useTo();
  const verification = view.factors.find((factor) => factor.key === 'verification');
  const canRaise = verification !== undefined && verification.points < verification.max;
  const percent = view.max > 0 ? Math.round((view.score / view.max) * 100) : 0;
  const colour = view.score >= 80 ? token.colorSuccess : view.score >= 60 ? token.colorPrimary : token.colorWarning;
  return (
    <section className="vx-credit-score" data-testid="credit-score" data-score={view.score}>
      <Progress
        type="dashboard"
        percent={percent}
        size={180}
        strokeColor={colour}
        format={() => (
          <span className="vx-credit-gauge">
            <span className="vx-credit-gauge__score vx-num">{view.score}</span>
            <span className="vx-credit-gauge__max vx-muted">{t('credit.outOf', { max: view.max })}</span>
          </span>
        )}
      />
      <div className="vx-credit-limit">
        <span className="vx-muted">{t('credit.loanLimit')}</span>
        <strong className="vx-credit-limit__value vx-num" data-testid="credit-loan-limit" data-value={view.loan_limit_usdt}>
          {view.loan_limit_usdt === '0' ? (
            t('credit.bands.none')
          ) : (
            <Link to={to('/repayment')} data-testid="credit-loan-limit-link">
              <Usdt value={view.loan_limit_usdt} />
            </Link>
          )}
        </strong>
        <p className="vx-credit-never" data-testid="credit-never-blocks">
          <SafetyOutlined /> {t('credit.neverBlocks')}
        </p>
        <div className="vx-page-actions">
          {view.loan_limit_usdt === '0' ? null : (
            <LinkButton to={to('/repayment')} type="primary" size="small" data-testid="credit-borrow">
              {t('loans:credit.borrow')}
            </LinkButton>
          )}
          {canRaise ? (
            <LinkButton to={to('/sfyz')} size="small" data-testid="credit-raise">
              {t('credit.raise')}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The credit score (/credit): the score as a gauge, each factor's contribution, and the loan limit it sets. */
function CreditContent() {
  const { t } = useTranslation('kyc');
  const credit = useCreditScore();
  let body: ReactNode;
  if (credit.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (credit.isError || !credit.data) body = <ErrorState error={credit.error} onRetry={() => void credit.refetch()} retrying={credit.isFetching} />;
  else
    body = (
      <div className="vx-kyc-stack">
        <ScoreCard view={credit.data} />
        <section>
          <h2 className="vx-kyc-subtitle">{t('credit.factorsTitle')}</h2>
          <FactorTable view={credit.data} />
        </section>
        <section className="vx-credit-bands-wrap">
          <h2 className="vx-kyc-subtitle">{t('credit.bandsTitle')}</h2>
          <BandTable view={credit.data} />
          <p className="vx-kyc-note vx-muted">
            <InfoCircleOutlined /> {t('credit.bandsNote')}
          </p>
        </section>
      </div>
    );
  return (
    <PageFrame title={t('credit.title')} testId="page-credit">
      {body}
    </PageFrame>
  );
}

export default function CreditPage() {
  return (
    <NamespaceFrame titleKey="credit" testId="page-credit">
      <CreditContent />
    </NamespaceFrame>
  );
}
