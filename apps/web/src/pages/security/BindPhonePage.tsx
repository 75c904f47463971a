import { CheckCircleFilled, MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { bindPhoneInputSchema, type SecurityChangeAnswer, sendBindCodeInputSchema, WITHDRAW_HOLD_HOURS } from '@veritex/shared';
import { Form, Input, Result, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { refreshAfterSecurityChange, securityCalls, useSecurityOverview } from '../../api/security';
import { CodeField, VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { callingCodeOf, defaultCountry } from '../../components/auth/account';
import { CallingCodeSelect } from '../../components/auth/CountrySelects';
import { useSchemaRule } from '../../components/auth/form-utils';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { safeRedirect, useLayout, useTo } from '../../router/layout-context';
import { ReplacingPasswordField, SecondFactorField, SubmitRow, useSecurityForm } from './formParts';
import { ChangeNotice } from './Notices';
import { useBindCode } from './useBindCode';
import '../../security.css';

interface PhoneValues {
  country?: string;
  phone?: string;
  code?: string;
  password?: string;
  totp?: string;
}

/** The request as the server takes it: local digits with the chosen calling code, or a number typed with its +code. */
function phonePayload(values: PhoneValues) {
  const phone = (values.phone ?? '').trim();
  return { phone, area_code: phone.startsWith('+') ? undefined : callingCodeOf(values.country) };
}

function PhoneForm({ current, twoFactor, onDone }: { current: string; twoFactor: boolean; onDone: (answer: SecurityChangeAnswer) => void }) {
  const { t } = useTranslation('security');
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<PhoneValues>();
  const replacing = current !== '';
  const toPayload = useCallback(
    (values: PhoneValues) => ({ ...phonePayload(values), code: (values.code ?? '').trim(), password: values.password, totp: values.totp }),
    [],
  );
  const rule = useSchemaRule(bindPhoneInputSchema, toPayload);
  // The number on its own, so "mobile number is incorrect" shows while the code is still empty.
  const phoneRule = useSchemaRule(sendBindCodeInputSchema, phonePayload);
  const values = () => form.getFieldsValue(true) as PhoneValues;
  const sendCode = useBindCode(
    form,
    'phone',
    () => phonePayload(values()),
    () => {
      const { phone, area_code } = phonePayload(values());
      return securityCalls.sendPhoneCode(phone, area_code);
    },
  );

  function finish(submitted: PhoneValues) {
    const payload = { ...toPayload(submitted), password: submitted.password || undefined, totp: (submitted.totp ?? '').trim() || undefined };
    void submit(payload, async (requestId) => onDone(await securityCalls.bindPhone(payload, requestId)));
  }

  return (
    <Form<PhoneValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ country: defaultCountry() }}
      onFinish={finish}
      onValuesChange={clearRefusal}
      data-testid="phone-form"
    >
      <Form.Item label={replacing ? t('phone.newNumber') : t('phone.number')} required>
        <Space.Compact block>
          <Form.Item name="country" noStyle>
            <CallingCodeSelect testId="phone-calling-code" />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={[phoneRule('phone')]} dependencies={['country']} validateDebounce={VALIDATE_DEBOUNCE_MS}>
            <Input
              prefix={<MobileOutlined />}
              placeholder={t('web:auth.fields.mobilePlaceholder')}
              autoComplete="tel-national"
              inputMode="tel"
              data-testid="phone-number"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <CodeField mode="mobile" label={t('phone.code')} rule={rule} onSend={sendCode} testId="phone" />
      {replacing ? <ReplacingPasswordField testId="phone" /> : null}
      {twoFactor ? <SecondFactorField testId="phone" /> : null}
      <SubmitRow
        refusal={refusal}
        onCloseRefusal={clearRefusal}
        busy={busy}
        label={replacing ? t('phone.changeSubmit') : t('phone.bindSubmit')}
        testId="phone"
      />
    </Form>
  );
}

/** Bind or replace the mobile number (/bindphone, spec §2): a code by SMS to the new number; replacing needs the login password. */
export default function BindPhonePage() {
  const { t } = useTranslation('security');
  const { phone: onPhone } = useLayout();
  const to = useTo();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const query = useSecurityOverview();
  const [answer, setAnswer] = useState<SecurityChangeAnswer | null>(null);
  const back = safeRedirect(params.get('redirect'), '/security');

  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else if (answer) {
    body = (
      <Result
        status="success"
        title={t('done.phone')}
        data-testid="phone-done"
        extra={
          <LinkButton type="primary" to={to(back)} data-testid="phone-back">
            {t('backToSecurity')}
          </LinkButton>
        }
      >
        <ChangeNotice outcome={{ kind: 'phone', answer }} hours={query.data.hold_hours} />
      </Result>
    );
  } else {
    const current = query.data.phone;
    body = (
      <>
        <div className="vx-sec-bind__state" data-testid="phone-state" data-bound={String(current !== '')}>
          <span className="vx-secrow__icon" aria-hidden="true">
            <MobileOutlined />
          </span>
          <div>
            <div className="vx-secrow__title">
              {t('factors.phone')}
              {current ? (
                <Tag color="success" icon={<CheckCircleFilled />} variant="filled">
                  {t('bound')}
                </Tag>
              ) : (
                <Tag color="warning" variant="filled">
                  {t('notBound')}
                </Tag>
              )}
            </div>
            <p className="vx-secrow__hint">{current ? <span className="vx-ltr vx-num">{current}</span> : t('phone.lead')}</p>
          </div>
        </div>
        <PhoneForm
          current={current}
          twoFactor={query.data.factors.two_factor}
          onDone={(result) => {
            setAnswer(result);
            void refreshAfterSecurityChange(queryClient);
          }}
        />
      </>
    );
  }

  return (
    <PageFrame title={t('web:routes.bindphone')} testId="page-bindphone" narrow>
      <div className={onPhone ? 'vx-sec-bind vx-sec-bind--phone' : 'vx-sec-bind'}>
        <section className="vx-card vx-card__body vx-sec-bind__form">{body}</section>
        <aside className="vx-sec-bind__about">
          <h3>{t('phone.aboutTitle')}</h3>
          <ul className="vx-notes">
            <li>{t('phone.noteSignIn')}</li>
            <li>{t('phone.noteCodes')}</li>
            <li>{t('phone.noteHold', { hours: query.data?.hold_hours ?? WITHDRAW_HOLD_HOURS })}</li>
          </ul>
        </aside>
      </div>
    </PageFrame>
  );
}
