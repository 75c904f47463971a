import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPROPRIATENESS_PASS_MARK, APPROPRIATENESS_QUESTIONS, type AppropriatenessQuestionId, type AppropriatenessResult } from '@veritex/shared';
import { Alert, App, Button, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { webApi } from '../../api/web';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { PROTECTION_KEY } from '../../components/protection';
import { ErrorState } from '../../components/States';
import { switchToDemo } from '../../demo/demoApi';
import { useFormat } from '../../i18n/format';
import { useTo } from '../../router/layout-context';
import './appropriateness.css';

const STATUS_KEY = ['getAppropriateness'] as const;

/**
 * The appropriateness questionnaire (issue 18, login-only): five questions on leverage, margin,
 * liquidation, loss and risk. The server scores it (the answers never reach the page) and keeps a
 * pass for good; a fail can be retaken after the published wait. Passing, or closing enough trades
 * in the demo account, unlocks leverage above the threshold within the profile's caps.
 */
export default function AppropriatenessPage() {
  return (
    <NamespaceFrame titleKey="appropriateness" testId="page-appropriateness">
      <Questionnaire />
    </NamespaceFrame>
  );
}

function Questionnaire() {
  const { t } = useTranslation('protection');
  const format = useFormat();
  const to = useTo();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => webApi.call('getAppropriateness', {}, { silent: true, signal }) });
  const [answers, setAnswers] = useState<Partial<Record<AppropriatenessQuestionId, number>>>({});
  const [result, setResult] = useState<AppropriatenessResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  if (status.isPending) {
    return (
      <PageFrame title={t('web:routes.appropriateness')} testId="page-appropriateness" narrow>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  }
  if (status.isError) {
    return (
      <PageFrame title={t('web:routes.appropriateness')} testId="page-appropriateness" narrow>
        <ErrorState error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />
      </PageFrame>
    );
  }
  const current = result?.status ?? status.data;
  const complete = APPROPRIATENESS_QUESTIONS.every((question) => answers[question.id] !== undefined);

  async function submit() {
    if (!complete) {
      setMissing(true);
      return;
    }
    const payload = Object.fromEntries(APPROPRIATENESS_QUESTIONS.map((question) => [question.id, String(answers[question.id])])) as Record<
      AppropriatenessQuestionId,
      string
    >;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await webApi.call('submitAppropriateness', { ...payload, request_id: requestIds.take(payload) }, { silent: true });
      requestIds.settle();
      setResult(answer);
      queryClient.setQueryData(STATUS_KEY, answer.status);
      void queryClient.invalidateQueries({ queryKey: PROTECTION_KEY });
      if (answer.passed) void message.success(t('page.passed'));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      requestIds.settle();
      setRefusal(error instanceof ApiError ? error.message : t('web:common.networkError'));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <LinkButton to={to('/deal_c')} data-testid="appropriateness-back">
      {t('page.back')}
    </LinkButton>
  );

  return (
    <PageFrame title={t('web:routes.appropriateness')} testId="page-appropriateness" narrow>
      <div className="vx-appropriateness" data-passed={current.passed ? 'true' : 'false'} data-unlocked={current.unlocked ? 'true' : 'false'}>
        <p className="vx-appropriateness__intro">
          {t('page.intro', { threshold: current.threshold, pass: APPROPRIATENESS_PASS_MARK, total: APPROPRIATENESS_QUESTIONS.length })}
        </p>
        {!current.required ? <Alert type="info" showIcon title={t('page.notRequired')} /> : null}
        {current.demo_trades_needed > 0 ? (
          <p className="vx-muted" data-testid="appropriateness-demo-route">
            {t('page.demoRoute', { needed: current.demo_trades_needed, done: current.demo_trades })}{' '}
            <Button type="link" size="small" onClick={() => void switchToDemo()}>
              {t('unlock.demo')}
            </Button>
          </p>
        ) : null}
        {result ? <ResultPanel result={result} /> : null}
        {current.passed ? (
          <Alert type="success" showIcon data-testid="appropriateness-passed" title={t('page.already')} action={back} />
        ) : current.retry_at ? (
          <Alert
            type="warning"
            showIcon
            data-testid="appropriateness-wait"
            title={t('page.retryAt', { time: format.dateTime(current.retry_at) })}
            action={back}
          />
        ) : (
          <form
            className="vx-appropriateness__form"
            data-testid="appropriateness-form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ol className="vx-appropriateness__questions">
              {APPROPRIATENESS_QUESTIONS.map((question) => (
                <li key={question.id} className="vx-appropriateness__question" data-testid={`question-${question.id}`}>
                  <p className="vx-appropriateness__text" id={`q-${question.id}`}>
                    {t(`question.${question.id}.text`)}
                  </p>
                  <Radio.Group
                    aria-labelledby={`q-${question.id}`}
                    value={answers[question.id]}
                    onChange={(event) => {
                      setMissing(false);
                      setAnswers((before) => ({ ...before, [question.id]: Number(event.target.value) }));
                    }}
                  >
                    <Space orientation="vertical">
                      {Array.from({ length: question.options }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the options are fixed positions of a question, not a list that reorders
                        <Radio key={index} value={index} data-testid={`answer-${question.id}-${index}`}>
                          {t(`question.${question.id}.option${index}`)}
                        </Radio>
                      ))}
                    </Space>
                  </Radio.Group>
                  {missing && answers[question.id] === undefined ? (
                    <div className="vx-appropriateness__missing" role="alert">
                      {t('page.answerAll')}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy} data-testid="appropriateness-submit" block>
              {t('page.submit')}
            </Button>
          </form>
        )}
      </div>
    </PageFrame>
  );
}

function ResultPanel({ result }: { result: AppropriatenessResult }) {
  const { t } = useTranslation('protection');
  const topics = result.wrong.map((id) => t(`page.topic.${id}`)).join(', ');
  return (
    <div className="vx-appropriateness__result" data-testid="appropriateness-result" data-passed={result.passed ? 'true' : 'false'}>
      {result.passed ? <CheckCircleFilled className="vx-appropriateness__ok" /> : <CloseCircleFilled className="vx-appropriateness__fail" />}
      <div>
        <strong>{t('page.score', { score: result.score, total: result.total })}</strong>
        {result.wrong.length > 0 ? <p className="vx-muted">{t('page.wrong', { topics })}</p> : null}
      </div>
    </div>
  );
}
