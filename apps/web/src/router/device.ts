/** Phone and tablet browsers (spec §1: they are sent to the mobile address). */
const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;

export function isPhoneOrTablet(userAgent: string = navigator.userAgent): boolean {
  return PHONE_OR_TABLET.test(userAgent);
}

export const PHONE_PREFIX = '/m';

/** `/deal?symbol=X` → `/m/deal?symbol=X`; `/` → `/m`. */
export function toPhonePath(pathname: string, search = '', hash = ''): string {
  return `${PHONE_PREFIX}${pathname === '/' ? '' : pathname}${search}${hash}`;
}
