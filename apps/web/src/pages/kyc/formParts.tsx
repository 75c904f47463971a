import type { ImageSlot } from '@veritex/shared';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/form/submit';
import { useLayout } from '../../router/layout-context';
import { ImageSlotPicker, type SlotValue, slotRule } from './ImageSlotPicker';
import type { useLevelSubmit } from './LevelFrame';

/** One picture as a form field (`name` is the slot): it must be uploaded, without a problem, before the form is sent. */
export function SlotField({ slot, hint }: { slot: ImageSlot; hint?: string }) {
  const { t } = useTranslation('kyc');
  return (
    <Form.Item name={slot} rules={[slotRule(t)]} className="vx-kyc-slots__item">
      <ImageSlotPicker slot={slot} hint={hint} />
    </Form.Item>
  );
}

/** A level's pictures under their heading: one column on phones, else three (or two with `pairs`). */
export function SlotFields({
  slots,
  pairs = false,
  hintOf,
}: {
  slots: readonly ImageSlot[];
  pairs?: boolean;
  hintOf?: (slot: ImageSlot) => string | undefined;
}) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  let grid = 'vx-kyc-slots';
  if (phone) grid = 'vx-kyc-slots vx-kyc-slots--one';
  else if (pairs) grid = 'vx-kyc-slots vx-kyc-slots--two';
  return (
    <>
      <h3 className="vx-kyc-subtitle">{t('form.pictures')}</h3>
      <div className={grid}>
        {slots.map((slot) => (
          <SlotField key={slot} slot={slot} hint={hintOf?.(slot)} />
        ))}
      </div>
    </>
  );
}

/**
 * The end of a verification form: the refusal (if any), the submit button (held while one of
 * `slots` is still uploading, `label` otherwise) and the note that a person reviews the data.
 */
export function SubmitFooter({
  slots,
  state,
  label,
}: {
  slots: readonly ImageSlot[];
  state: Pick<ReturnType<typeof useLevelSubmit>, 'busy' | 'refusal' | 'clearRefusal'>;
  label: string;
}) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const uploading = Form.useWatch(
    (values: Partial<Record<ImageSlot, SlotValue>> | undefined) => slots.some((slot) => values?.[slot]?.busy),
    Form.useFormInstance(),
  );
  return (
    <>
      <RefusalAlert error={state.refusal} onClose={state.clearRefusal} />
      <Button type="primary" htmlType="submit" size="large" block={phone} loading={state.busy} disabled={uploading} data-testid="kyc-submit">
        {uploading ? t('form.waitUploads') : label}
      </Button>
      <p className="vx-kyc-note vx-muted">{t('form.reviewNote')}</p>
    </>
  );
}
