import { CheckCircleFilled, DownloadOutlined, FileProtectOutlined, InboxOutlined } from '@ant-design/icons';
import type { StatementMonth, StatementOverview } from '@veritex/shared';
import { Alert, App, Button, Space, Table, type TableColumnsType, Typography, Upload } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useFormat } from '../../i18n/format';
import { useLayout } from '../../router/layout-context';
import { ListSkeleton } from '../ListSkeleton';
import { EmptyState, ErrorState } from '../States';
import { checkStatement, type StatementCheck } from './statementCheck';
import { saveFile, statementCsv, statementFileName } from './statementFiles';
import { fetchStatement, useStatementOverview } from './statementQueries';
import './statements.css';

/** A SHA-256 hash in full (wrapping), with a copy button. */
function HashText({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation('statements');
  return (
    <Typography.Text
      className="vx-mono vx-ltr vx-break vx-stmt-hash"
      copyable={{ text: value, tooltips: [t('copy'), t('copied')] }}
      data-testid={testId}
      data-value={value}
    >
      {value}
    </Typography.Text>
  );
}

/** A hash shortened for tables, in full on hover and in its attribute. */
function ShortHash({ value }: { value: string }) {
  return (
    <Typography.Text className="vx-mono vx-ltr" copyable={{ text: value }} title={value} data-testid="statement-month-hash" data-value={value}>
      {`${value.slice(0, 10)}…${value.slice(-8)}`}
    </Typography.Text>
  );
}

function useMonthName(): (period: string) => string {
  return useFormat().calendarMonth;
}

/** Fetches a statement and saves it as JSON or CSV; the button shows progress and cannot be pressed twice. */
function DownloadButtons({ period, testId }: { period: string; testId: string }) {
  const { t } = useTranslation('statements');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  async function download(kind: 'json' | 'csv') {
    setBusy(kind);
    try {
      const file = await fetchStatement(period);
      if (kind === 'json') saveFile(statementFileName(file, 'json'), `${JSON.stringify(file, null, 2)}\n`, 'application/json');
      else saveFile(statementFileName(file, 'csv'), statementCsv(file), 'text/csv;charset=utf-8');
    } catch (error) {
      void message.error(error instanceof ApiError && error.msg ? error.msg : t('downloadFailed'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Space size="small" wrap>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'json'}
        disabled={busy !== null}
        onClick={() => void download('json')}
        data-testid={`${testId}-json`}
      >
        {t('json')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void download('csv')} data-testid={`${testId}-csv`}>
        {t('csv')}
      </Button>
    </Space>
  );
}

function HeadsCard({ overview }: { overview: StatementOverview }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const monthName = useMonthName();
  const latest = overview.months[0];
  return (
    <section className="vx-funds-card vx-stmt-card" data-testid="statement-heads">
      <h3 className="vx-funds-card__title">
        <FileProtectOutlined /> {t('heads.title')}
      </h3>
      <p className="vx-funds-card__lead">{t('heads.lead')}</p>
      <dl className="vx-stmt-heads">
        <div data-testid="statement-live" data-count={overview.live.entry_count}>
          <dt>{t('heads.live', { entries: overview.live.entry_count })}</dt>
          <dd>
            <HashText value={overview.live.final_hash} testId="statement-live-hash" />
            <span className="vx-muted vx-small">{t('heads.asOf', { time: format.dateTime(overview.live.as_of) })}</span>
          </dd>
        </div>
        <div data-testid="statement-latest">
          <dt>{latest ? t('heads.latest', { month: monthName(latest.period) }) : t('heads.noneYet')}</dt>
          <dd>
            {latest ? (
              <>
                <HashText value={latest.final_hash} testId="statement-latest-hash" />
                <span className="vx-muted vx-small">{t('heads.recordedAt', { time: format.dateTime(latest.recorded_at) })}</span>
              </>
            ) : (
              <span className="vx-muted">{t('heads.noneYetHint')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="vx-stmt-all">
        <span>{t('all.title')}</span>
        <DownloadButtons period="all" testId="statement-all" />
      </div>
      <p className="vx-funds-note">{t('heads.keep')}</p>
    </section>
  );
}

function MonthsCard({ months }: { months: StatementMonth[] }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const monthName = useMonthName();
  const { phone } = useLayout();
  const columns: TableColumnsType<StatementMonth> = [
    { key: 'period', title: t('months.month'), render: (_, row) => <strong>{monthName(row.period)}</strong> },
    { key: 'count', title: t('months.entries'), align: 'end', render: (_, row) => <span className="vx-num">{row.entry_count}</span> },
    { key: 'hash', title: t('months.finalHash'), render: (_, row) => <ShortHash value={row.final_hash} /> },
    { key: 'recorded', title: t('months.recorded'), render: (_, row) => <span className="vx-num">{format.dateTime(row.recorded_at)}</span> },
    {
      key: 'download',
      title: t('months.download'),
      align: 'end',
      render: (_, row) => <DownloadButtons period={row.period} testId={`statement-${row.period}`} />,
    },
  ];
  return (
    <section className="vx-funds-card vx-funds-card--flush" data-testid="statement-months">
      <div className="vx-funds-card__head">
        <h3 className="vx-funds-card__title">{t('months.title')}</h3>
        <span className="vx-muted vx-small">{t('months.utc')}</span>
      </div>
      {months.length === 0 ? (
        <EmptyState text={t('months.empty')} testId="statement-months-empty" />
      ) : phone ? (
        <ul className="vx-stmt-month-list">
          {months.map((row) => (
            <li key={row.period} data-testid="statement-month" data-period={row.period}>
              <div className="vx-stmt-month-list__top">
                <strong>{monthName(row.period)}</strong>
                <span className="vx-muted vx-small">{t('months.entryCount', { entries: row.entry_count })}</span>
              </div>
              <ShortHash value={row.final_hash} />
              <DownloadButtons period={row.period} testId={`statement-${row.period}`} />
            </li>
          ))}
        </ul>
      ) : (
        <Table<StatementMonth>
          className="vx-quiet-table"
          size="small"
          rowKey="period"
          columns={columns}
          dataSource={months}
          pagination={months.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
          onRow={(row) => ({ 'data-testid': 'statement-month', 'data-period': row.period }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </section>
  );
}

function Verdict({ check }: { check: StatementCheck }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const monthName = useMonthName();
  const testProps = { 'data-testid': 'statement-verdict', 'data-state': check.state };
  if (check.state === 'malformed') return <Alert type="error" showIcon title={t('verify.malformed')} {...testProps} />;
  if (check.state === 'other_account') return <Alert type="error" showIcon title={t('verify.otherAccount')} {...testProps} />;
  if (check.state === 'matches' || check.state === 'unchecked') {
    return (
      <Alert
        type={check.state === 'matches' ? 'success' : 'info'}
        showIcon
        icon={check.state === 'matches' ? <CheckCircleFilled /> : undefined}
        title={check.state === 'matches' ? t('verify.matches') : t('verify.unchecked')}
        description={
          <span className="vx-stmt-verdict__detail">
            {t('verify.summary', { entries: check.file.entry_count })}
            <HashText value={check.finalHash} testId="statement-verified-hash" />
          </span>
        }
        {...testProps}
      />
    );
  }
  if (check.state === 'head_mismatch') {
    const where = check.period === 'live' ? t('verify.liveHead') : monthName(check.period);
    return (
      <Alert
        type="error"
        showIcon
        title={t('verify.headMismatch', { where })}
        description={
          <span className="vx-stmt-verdict__detail">
            {t('verify.computed')} <HashText value={check.computed} testId="statement-computed-hash" />
            {t('verify.recordedHead')} <HashText value={check.recorded} testId="statement-recorded-hash" />
          </span>
        }
        data-period={check.period}
        {...testProps}
      />
    );
  }
  const position = check.index + 1;
  const title =
    check.kind === 'genesis' ? t('verify.genesis') : check.kind === 'end' ? t('verify.brokenEnd', { position }) : t('verify.brokenAt', { position });
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <span className="vx-stmt-verdict__detail">
          {check.entry ? (
            <span data-testid="statement-broken-entry" data-entry-id={check.entry.entry_id}>
              {t('verify.entryLine', {
                time: format.dateTime(check.entry.at),
                reason: t(`web:funds.reasons.${check.entry.reason}`, { defaultValue: check.entry.reason }),
                amount: check.entry.amount,
                asset: check.entry.asset,
                posting: check.entry.posting_id,
                entry: check.entry.entry_id,
              })}
            </span>
          ) : null}
          {t('verify.computed')} <HashText value={check.computed} testId="statement-computed-hash" />
          {t('verify.inFile')} <HashText value={check.recorded} testId="statement-recorded-hash" />
        </span>
      }
      data-position={position}
      {...testProps}
    />
  );
}

function VerifyCard({ overview }: { overview: StatementOverview }) {
  const { t } = useTranslation('statements');
  const [check, setCheck] = useState<StatementCheck | null>(null);
  const [busy, setBusy] = useState(false);
  async function verify(file: File) {
    setBusy(true);
    try {
      setCheck(await checkStatement(await file.text(), overview));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="vx-funds-card vx-stmt-card" data-testid="statement-verify">
      <h3 className="vx-funds-card__title">{t('verify.title')}</h3>
      <p className="vx-funds-card__lead">{t('verify.lead')}</p>
      <Upload.Dragger
        accept=".json,application/json"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void verify(file);
          return false;
        }}
        data-testid="statement-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('verify.drop')}</p>
        <p className="ant-upload-hint">{t('verify.local')}</p>
      </Upload.Dragger>
      {check ? (
        <div className="vx-stmt-verdict" aria-live="polite">
          <Verdict check={check} />
        </div>
      ) : null}
      <p className="vx-funds-note">{t('verify.offline')}</p>
    </section>
  );
}

/**
 * The Statements tab of /asset: the live and recorded chain heads with copy buttons, every recorded
 * month with its downloads, and a box that verifies a downloaded statement in this browser.
 */
export function StatementsPanel() {
  const overview = useStatementOverview();
  if (overview.isPending) return <ListSkeleton rows={6} testId="statements-loading" />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  return (
    <div className="vx-stmt" data-testid="statements-panel">
      <HeadsCard overview={overview.data} />
      <MonthsCard months={overview.data.months} />
      <VerifyCard overview={overview.data} />
    </div>
  );
}
