import { CheckOutlined } from '@ant-design/icons';
import { ID_TYPE_KEYS, IMAGE_SLOTS, SENIOR_ID_TYPES, type VerificationView } from '@veritex/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { kycCalls, useIdTypes } from '../../api/kyc';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { SlotFields, SubmitFooter } from './formParts';
import type { SlotValue } from './ImageSlotPicker';
import { GuidanceDrawing, type GuidanceKey } from './illustrations';
import { LevelFrame, useLevelSubmit } from './LevelFrame';

interface SeniorValues {
  id_type?: string;
  face?: SlotValue;
  hold?: SlotValue;
}

/** Spec §5: under 8 MB, JPG/JPEG/PNG, clear and unaltered; the face uncovered with no headwear; arms visible. */
const GUIDANCE: readonly GuidanceKey[] = ['face', 'headwear', 'arms', 'clear', 'format'];

/** The spec's rules for the pictures, as a checklist with a drawing each. */
export function SeniorGuidance() {
  const { t } = useTranslation('kyc');
  return (
    <aside className="vx-kyc-guide" data-testid="kyc-guidance" aria-labelledby="kyc-guidance-title">
      <h3 className="vx-kyc-guide__title" id="kyc-guidance-title">
        {t('guide.title')}
      </h3>
      <ul className="vx-kyc-guide__list">
        {GUIDANCE.map((item) => (
          <li key={item} className="vx-kyc-guide__item" data-testid={`kyc-guide-${item}`}>
            <span className="vx-kyc-guide__picture">
              <GuidanceDrawing item={item} />
              <CheckOutlined className="vx-kyc-guide__check" />
            </span>
            <span className="vx-kyc-guide__text">
              <strong>{t(`guide.${item}.title`)}</strong>
              <span className="vx-muted">{t(`guide.${item}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function SeniorForm({ previous }: { previous: VerificationView }) {
  const { t } = useTranslation('kyc');
  const [form] = Form.useForm<SeniorValues>();
  const types = useIdTypes('senior');
  const list = types.data?.types ?? SENIOR_ID_TYPES.map((id) => ({ id, key: ID_TYPE_KEYS.senior[id] ?? 'other' }));
  const level = useLevelSubmit('senior');
  const again = previous.status === 'rejected';

  function send(input: SeniorValues) {
    const fields = { id_type: input.id_type ?? '', face: input.face?.uploadId ?? '', hold: input.hold?.uploadId ?? '' };
    return level.submit(form, fields, kycCalls.submitSenior);
  }

  return (
    <Form<SeniorValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ id_type: again && previous.id_type ? String(previous.id_type) : undefined }}
      onFinish={(input) => void send(input)}
      onValuesChange={level.clearRefusal}
      data-testid="kyc-senior-form"
    >
      <Form.Item name="id_type" label={t('field.idType')} rules={[{ required: true, message: t('form.idTypeRequired') }]} className="vx-kyc-narrow">
        <Select
          options={list.map((type) => ({ value: String(type.id), label: t(`idType.${type.key}`) }))}
          loading={types.isPending}
          placeholder={t('field.idTypePlaceholder')}
          data-testid="kyc-id-type"
        />
      </Form.Item>
      <SlotFields slots={IMAGE_SLOTS.senior} pairs hintOf={(slot) => (slot === 'hold' ? t('slot.holdSenior') : undefined)} />
      <SubmitFooter slots={IMAGE_SLOTS.senior} state={level} label={again ? t('form.resubmitSenior') : t('form.submitSenior')} />
    </Form>
  );
}

/** Senior verification (/seniorauth): ID type, a portrait and a photo holding the document, with the rules as guidance. */
function SeniorContent() {
  const { t } = useTranslation('kyc');
  return (
    <LevelFrame level="senior" title={t('level.senior.title')} intro={t('level.senior.intro')} aside={<SeniorGuidance />}>
      {(view) => <SeniorForm previous={view} />}
    </LevelFrame>
  );
}

export default function SeniorPage() {
  return (
    <NamespaceFrame titleKey="seniorauth" testId="page-seniorauth">
      <SeniorContent />
    </NamespaceFrame>
  );
}
