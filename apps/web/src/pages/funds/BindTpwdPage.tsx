import { CheckCircleFilled, ExclamationCircleFilled, LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@veritex/shared';
import { Alert, App, Button, Form, Result, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { FUNDS_KEYS, fundsCalls, useTpasswordState } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import { TPWD_PATTERN, TpwdInput } from '../../components/form/inputs';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useFormat } from '../../i18n/format';
import { safeRedirect, useLayout, useTo } from '../../router/layout-context';
import { session } from '../../session/store';

interface TpwdValues {
  old_tpwd?: string;
  tpwd?: string;
  tpwd2?: string;
}

/**
 * The 6-digit transaction password (/bindmpwd): set it once (web/saveTpwd), then change it with
 * the old one (web/updateTpassword). Shows whether it is set and whether wrong attempts locked it.
 */
export default function BindTpwdPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useFormat();
  const { phone } = useLayout();
  const to = useTo();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const state = useTpasswordState();
  const [form] = Form.useForm<TpwdValues>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);
  const back = safeRedirect(params.get('redirect'), to('/setting'));

  const digits = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value || !TPWD_PATTERN.test(value)) throw new Error(t('errors:tpwd_format'));
    },
  };

  let body: ReactNode;
  if (state.isPending) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (state.isError) {
    body = <ErrorState error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} compact />;
  } else if (done) {
    body = (
      <Result
        status="success"
        title={done === 'set' ? t('funds.tpwd.setDone') : t('funds.tpwd.changeDone')}
        subTitle={t('funds.tpwd.doneText')}
        data-testid="tpwd-done"
        extra={
          <LinkButton type="primary" to={back} data-testid="tpwd-back">
            {t('funds.tpwd.continue')}
          </LinkButton>
        }
      />
    );
  } else {
    const isSet = state.data.set === 1;
    const lockedUntil = state.data.locked_until && Date.parse(state.data.locked_until) > Date.now() ? state.data.locked_until : null;

    async function submit(values: TpwdValues) {
      const input = { old_tpwd: isSet ? (values.old_tpwd ?? '') : '', tpwd: values.tpwd ?? '', tpwd2: values.tpwd2 ?? '' };
      const requestId = requestIds.take(input);
      setRefusal(null);
      try {
        if (isSet) await fundsCalls.updateTpwd(input.old_tpwd, input.tpwd, input.tpwd2, requestId);
        else await fundsCalls.saveTpwd(input.tpwd, input.tpwd2, requestId);
        requestIds.settle();
        const user = session.get().user;
        if (user) session.setUser({ ...user, transaction_password: 1 });
        for (const key of [FUNDS_KEYS.tpassword, FUNDS_KEYS.rules, ['getInfo']]) void queryClient.invalidateQueries({ queryKey: key });
        void message.success(isSet ? t('funds.tpwd.changeDone') : t('funds.tpwd.setDone'));
        form.resetFields();
        setDone(isSet ? 'changed' : 'set');
      } catch (error) {
        const failure = handleSubmitError(
          form,
          error,
          t('common.networkError'),
          isSet ? { tpwd_wrong: 'old_tpwd', tpwd_differ: 'tpwd2' } : { tpwd_differ: 'tpwd2', tpwd_format: 'tpwd' },
        );
        if (error instanceof ApiError && error.code === ERROR_CODES.tpwd_wrong) form.setFields([{ name: 'old_tpwd', value: '', errors: [error.msg] }]);
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') setRefusal(failure.error);
        if (failure.kind !== 'network') void queryClient.invalidateQueries({ queryKey: FUNDS_KEYS.tpassword });
      }
    }

    body = (
      <>
        <div className="vx-tpwd__state" data-testid="tpwd-state" data-set={String(isSet)} data-locked={String(Boolean(lockedUntil))}>
          <span className="vx-secrow__icon" aria-hidden="true">
            <SafetyOutlined />
          </span>
          <div>
            <div className="vx-secrow__title">
              {t('funds.tpwd.title')}
              {isSet ? (
                <Tag color="success" icon={<CheckCircleFilled />} variant="filled">
                  {t('setting.security.set')}
                </Tag>
              ) : (
                <Tag color="warning" icon={<ExclamationCircleFilled />} variant="filled">
                  {t('setting.security.notSet')}
                </Tag>
              )}
              {lockedUntil ? (
                <Tag color="error" icon={<LockOutlined />} variant="filled" data-testid="tpwd-locked">
                  {t('funds.tpwd.locked')}
                </Tag>
              ) : null}
            </div>
            <p className="vx-secrow__hint">{isSet ? t('funds.tpwd.changeLead') : t('funds.tpwd.setLead')}</p>
          </div>
        </div>
        {lockedUntil ? (
          <Alert type="error" showIcon title={t('funds.tpwd.lockedText', { time: format.dateTime(lockedUntil) })} className="vx-tpwd__alert" />
        ) : null}
        <Form<TpwdValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void run(() => submit(values))}
          onValuesChange={() => setRefusal(null)}
          data-testid="tpwd-form"
        >
          {isSet ? (
            <Form.Item name="old_tpwd" label={t('funds.tpwd.old')} rules={[digits]}>
              <TpwdInput testId="tpwd-old" autoComplete="current-password" />
            </Form.Item>
          ) : null}
          <Form.Item name="tpwd" label={isSet ? t('funds.tpwd.new') : t('funds.tpwd.password')} rules={[digits]} extra={t('funds.tpwd.rule')}>
            <TpwdInput testId="tpwd-input" autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="tpwd2"
            label={t('funds.tpwd.repeat')}
            dependencies={['tpwd']}
            rules={[
              digits,
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  if (value && TPWD_PATTERN.test(value) && value !== getFieldValue('tpwd')) throw new Error(t('errors:tpwd_differ'));
                },
              }),
            ]}
          >
            <TpwdInput testId="tpwd-input2" autoComplete="new-password" />
          </Form.Item>
          <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
          <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="tpwd-submit">
            {isSet ? t('funds.tpwd.changeSubmit') : t('funds.tpwd.setSubmit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <PageFrame title={t('routes.bindmpwd')} testId="page-bindmpwd" narrow>
      <div className={phone ? 'vx-tpwd-layout vx-tpwd-layout--phone' : 'vx-tpwd-layout'}>
        <section className="vx-funds-card vx-tpwd">{body}</section>
        <aside className="vx-tpwd-about">
          <h3>{t('funds.tpwd.aboutTitle')}</h3>
          <ul className="vx-notes">
            <li>{t('funds.tpwd.noteUse')}</li>
            <li>{t('funds.tpwd.noteNotLogin')}</li>
            <li>{t('funds.tpwd.noteReview')}</li>
            <li>{t('funds.tpwd.noteLock')}</li>
          </ul>
        </aside>
      </div>
    </PageFrame>
  );
}
