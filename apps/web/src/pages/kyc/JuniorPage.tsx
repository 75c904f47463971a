import { InfoCircleOutlined } from '@ant-design/icons';
import { ID_NUMBER_MAX, ID_TYPE_KEYS, IMAGE_SLOTS, JUNIOR_ID_TYPES, REAL_NAME_MAX, type VerificationView } from '@veritex/shared';
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { kycCalls, useIdTypes } from '../../api/kyc';
import { NationalitySelect } from '../../components/auth/CountrySelects';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { useLayout } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { SlotFields, SubmitFooter } from './formParts';
import type { SlotValue } from './ImageSlotPicker';
import { LevelFrame, useLevelSubmit } from './LevelFrame';
import { useCountryName } from './parts';

interface JuniorValues {
  nationality?: string;
  id_type?: string;
  real_name?: string;
  id_number?: string;
  front?: SlotValue;
  back?: SlotValue;
  hold?: SlotValue;
}

/** Spec §8: one message covers the four identity fields ("nationality, ID type, name or ID number cannot be empty"). */
function filledRule(t: TFunction) {
  return { required: true, whitespace: true, message: t('errors:identity_fields_empty') };
}

/** The ID types of the junior form: from the server, or the spec's list while it loads. */
function useJuniorIdTypes() {
  const { t } = useTranslation('kyc');
  const types = useIdTypes('junior');
  const list = types.data?.types ?? JUNIOR_ID_TYPES.map((id) => ({ id, key: ID_TYPE_KEYS.junior[id] ?? 'other' }));
  return { options: list.map((type) => ({ value: String(type.id), label: t(`idType.${type.key}`) })), loading: types.isPending };
}

/** Nationality is the one chosen at registration and cannot change (spec §5); shown, not edited. */
function NationalityField({ registered }: { registered: string }) {
  const { t } = useTranslation('kyc');
  const name = useCountryName(registered);
  if (!registered) {
    return (
      <Form.Item name="nationality" label={t('field.nationality')} rules={[filledRule(t)]}>
        <NationalitySelect testId="kyc-nationality" />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      label={t('field.nationality')}
      extra={
        <span className="vx-kyc-field-note">
          <InfoCircleOutlined /> {t('field.nationalityFixed')}
        </span>
      }
    >
      <Input value={name} readOnly disabled data-testid="kyc-nationality" data-value={registered} />
    </Form.Item>
  );
}

function JuniorForm({ previous }: { previous: VerificationView }) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const { user } = useSession();
  const registered = user?.nationality ?? '';
  const [form] = Form.useForm<JuniorValues>();
  const idTypes = useJuniorIdTypes();
  const level = useLevelSubmit('junior');
  const again = previous.status === 'rejected';

  function send(values: JuniorValues) {
    const fields = {
      nationality: registered || (values.nationality ?? ''),
      id_type: values.id_type ?? '',
      real_name: (values.real_name ?? '').trim(),
      id_number: (values.id_number ?? '').trim(),
      front: values.front?.uploadId ?? '',
      back: values.back?.uploadId ?? '',
      hold: values.hold?.uploadId ?? '',
    };
    return level.submit(form, fields, kycCalls.submitJunior);
  }

  return (
    <Form<JuniorValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        id_type: again && previous.id_type ? String(previous.id_type) : undefined,
        real_name: again ? previous.real_name : undefined,
        id_number: again ? previous.id_number : undefined,
      }}
      onFinish={(values) => void send(values)}
      onValuesChange={level.clearRefusal}
      data-testid="kyc-junior-form"
    >
      <div className={phone ? 'vx-kyc-grid vx-kyc-grid--one' : 'vx-kyc-grid'}>
        <NationalityField registered={registered} />
        <Form.Item name="id_type" label={t('field.idType')} rules={[filledRule(t)]}>
          <Select options={idTypes.options} loading={idTypes.loading} placeholder={t('field.idTypePlaceholder')} data-testid="kyc-id-type" />
        </Form.Item>
        <Form.Item name="real_name" label={t('field.realName')} rules={[filledRule(t)]} extra={t('field.realNameHint')}>
          <Input maxLength={REAL_NAME_MAX} autoComplete="name" placeholder={t('field.realNamePlaceholder')} data-testid="kyc-real-name" />
        </Form.Item>
        <Form.Item name="id_number" label={t('field.idNumber')} rules={[filledRule(t)]}>
          <Input
            maxLength={ID_NUMBER_MAX}
            autoComplete="off"
            spellCheck={false}
            className="vx-ltr-input"
            placeholder={t('field.idNumberPlaceholder')}
            data-testid="kyc-id-number"
          />
        </Form.Item>
      </div>
      <SlotFields slots={IMAGE_SLOTS.junior} />
      <SubmitFooter slots={IMAGE_SLOTS.junior} state={level} label={again ? t('form.resubmitJunior') : t('form.submitJunior')} />
    </Form>
  );
}

/** Junior real-name verification (/smauth): nationality, ID type, real name, ID number and three pictures. */
function JuniorContent() {
  const { t } = useTranslation('kyc');
  return (
    <LevelFrame level="junior" title={t('level.junior.title')} intro={t('level.junior.intro')}>
      {(view) => <JuniorForm previous={view} />}
    </LevelFrame>
  );
}

export default function JuniorPage() {
  return (
    <NamespaceFrame titleKey="smauth" testId="page-smauth">
      <JuniorContent />
    </NamespaceFrame>
  );
}
