import { type ErrorName, sendBindCodeInputSchema } from '@veritex/shared';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '../../api/types';
import { errorText } from '../../components/auth/form-utils';
import { handleSubmitError } from '../../components/form/submit';

/** Refusals of web/sendBindCode that concern the address typed (already used, already yours, too soon). */
const ADDRESS_ERRORS: readonly ErrorName[] = ['account_exists', 'same_as_current', 'code_resend_wait', 'email_invalid', 'mobile_invalid', 'mobile_empty'];

/**
 * "Send code" for a new e-mail address or phone number (web/sendBindCode): the address is
 * checked with the shared schema first; a refusal is shown next to `field`. Returns the
 * server's wait in seconds for the button's countdown, or null when nothing was sent.
 */
export function useBindCode(
  form: FormInstance,
  field: 'email' | 'phone',
  request: () => { email?: string; phone?: string; area_code?: string },
  send: () => Promise<CodeSent>,
): () => Promise<number | null> {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  return async () => {
    const parsed = sendBindCodeInputSchema.safeParse(request());
    if (!parsed.success) {
      form.setFields([{ name: field, errors: [errorText(t, parsed.error.issues[0]?.message ?? 'invalid_input')] }]);
      return null;
    }
    try {
      const sent = await send();
      void message.success(field === 'email' ? t('web:auth.code.sentEmail') : t('web:auth.code.sentSms'));
      return sent.wait;
    } catch (error) {
      const fieldOfError = Object.fromEntries(ADDRESS_ERRORS.map((name) => [name, field]));
      const failure = handleSubmitError(form, error, t('web:common.networkError'), fieldOfError);
      if (failure.kind === 'refused') void message.warning(failure.error.msg || t('errors:request_error'), 3);
      // The button reads `data.wait` from the refusal to count down anyway.
      throw error;
    }
  };
}
