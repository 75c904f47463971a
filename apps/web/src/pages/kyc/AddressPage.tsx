import { ADDRESS_MAX, type VerificationView } from '@veritex/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { kycCalls } from '../../api/kyc';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { useLayout } from '../../router/layout-context';
import { SlotField, SubmitFooter } from './formParts';
import type { SlotValue } from './ImageSlotPicker';
import { LevelFrame, useLevelSubmit } from './LevelFrame';

interface AddressValues {
  address?: string;
  bill?: SlotValue;
}

function AddressForm({ previous }: { previous: VerificationView }) {
  const { t } = useTranslation('kyc');
  const { phone } = useLayout();
  const [form] = Form.useForm<AddressValues>();
  const level = useLevelSubmit('address');
  const again = previous.status === 'rejected';

  function send(values: AddressValues) {
    return level.submit(form, { address: (values.address ?? '').trim(), bill: values.bill?.uploadId ?? '' }, kycCalls.submitAddress);
  }

  return (
    <Form<AddressValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ address: again ? previous.address : undefined }}
      onFinish={(values) => void send(values)}
      onValuesChange={level.clearRefusal}
      data-testid="kyc-address-form"
    >
      <div className={phone ? 'vx-kyc-address vx-kyc-address--one' : 'vx-kyc-address'}>
        <Form.Item
          name="address"
          label={t('field.address')}
          rules={[{ required: true, whitespace: true, message: t('errors:address_empty') }]}
          extra={t('field.addressHint')}
        >
          <Input.TextArea
            maxLength={ADDRESS_MAX}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
            autoComplete="street-address"
            placeholder={t('field.addressPlaceholder')}
            data-testid="kyc-address"
          />
        </Form.Item>
        <SlotField slot="bill" />
      </div>
      <SubmitFooter slots={['bill']} state={level} label={again ? t('form.resubmitAddress') : t('form.submitAddress')} />
    </Form>
  );
}

/** Address verification (/dzrz): the address and a utility bill. */
function AddressContent() {
  const { t } = useTranslation('kyc');
  return (
    <LevelFrame level="address" title={t('level.address.title')} intro={t('level.address.intro')}>
      {(view) => <AddressForm previous={view} />}
    </LevelFrame>
  );
}

export default function AddressPage() {
  return (
    <NamespaceFrame titleKey="dzrz" testId="page-dzrz">
      <AddressContent />
    </NamespaceFrame>
  );
}
