import type { P2pPaymentMethod, PaymentDetails, ReceivingSettings } from '@veritex/shared';

/**
 * A seller's payment details for each of the methods that their receiving settings (/receive)
 * fill: a bank needs the bank and the account number, Alipay the account, WeChat the account.
 * Methods left empty are left out: a buyer is never shown a way to pay that leads nowhere.
 */
export function paymentDetailsFor(settings: ReceivingSettings, methods: readonly string[]): PaymentDetails[] {
  return methods.flatMap((method): PaymentDetails[] => {
    const details = detailsOf(settings, method as P2pPaymentMethod);
    return details ? [details] : [];
  });
}

function detailsOf(settings: ReceivingSettings, method: P2pPaymentMethod): PaymentDetails | undefined {
  const name = settings.name;
  switch (method) {
    case 'bank':
      return settings.bank_name && settings.bank_number ? { method, name, bank_name: settings.bank_name, bank_number: settings.bank_number } : undefined;
    case 'alipay':
      return settings.alipay_account ? { method, name, alipay_account: settings.alipay_account } : undefined;
    case 'wechat':
      return settings.weixin_account ? { method, name, weixin_nickname: settings.weixin_nickname, weixin_account: settings.weixin_account } : undefined;
    default:
      return undefined;
  }
}
