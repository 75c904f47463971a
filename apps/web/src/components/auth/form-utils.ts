import { isErrorName } from '@veritex/shared';
import type { FormInstance } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, NetworkError, SessionEndedError } from '../../api/client';
import { getFeedback } from '../../api/feedback';

/** Field names the server may report in `data.field`, mapped to this app's form fields. */
const SERVER_FIELD_TO_FORM: Record<string, string> = {
  account: 'account',
  email: 'account',
  phone: 'account',
  area_code: 'country',
  code: 'code',
  password: 'password',
  password2: 'password2',
  nationality: 'nationality',
  invitation_code: 'invitation_code',
  agree: 'agree',
};

type AnySchema = z.ZodType;

/**
 * As-you-type validation with the shared zod schema (the server's own rules):
 * the whole form is checked and the first issue for `field` is shown, translated
 * from its error name.
 */
export function useSchemaRule<Values>(schema: AnySchema, toPayload: (values: Values) => unknown) {
  const { t } = useTranslation();
  return useCallback(
    (field: string): RuleRender =>
      (form) => ({
        validator: async () => {
          const values = form.getFieldsValue(true) as Values;
          const result = schema.safeParse(toPayload(values));
          if (result.success) return;
          const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
          if (!issue) return;
          const name = isErrorName(issue.message) ? issue.message : 'invalid_input';
          throw new Error(t(`errors:${name}`));
        },
      }),
    [schema, toPayload, t],
  );
}

/** A translated error for a client-side check that no schema covers. */
export function errorText(t: TFunction, name: string): string {
  return t(`errors:${isErrorName(name) ? name : 'invalid_input'}`);
}

/**
 * After a failed submit: the server's message next to the field it names (UI.md "Forms");
 * otherwise the client has already shown it as a toast. Network failures get a toast here,
 * because the client only logs them (spec §8).
 */
export function showSubmitError(form: FormInstance, error: unknown, networkText: string): void {
  if (error instanceof SessionEndedError) return;
  if (error instanceof ApiError) {
    const field = error.field ? SERVER_FIELD_TO_FORM[error.field] : undefined;
    if (field && form.getFieldInstance(field) !== undefined) {
      form.setFields([{ name: field, errors: [error.msg] }]);
      form.scrollToField(field, { block: 'center' });
    } else if (error.field) {
      getFeedback().message.warning(error.msg, 3);
    }
    return;
  }
  if (error instanceof NetworkError) {
    getFeedback().message.error(networkText, 3);
    return;
  }
  console.error(error);
}
