/** Placeholder until the merchant centre lands (issue 15). */
export function MerchantCentre() {
  return null;
}
