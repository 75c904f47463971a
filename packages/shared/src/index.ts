export {
  type AccountKind,
  COUNTRIES,
  type Country,
  displayAccount,
  isCountryCode,
  isValidEmail,
  type NormalizedAccount,
  normalizeAccount,
  toE164,
} from './accounts.js';
export type {
  BankDetails,
  MarketKind,
  MarketList,
  MarketTicker,
  PublicParams,
  ReceivingSettings,
  SessionView,
  SignInAnswer,
  UserSessionInfo,
} from './apiTypes.js';
export { formatUnits, parsePositiveUnits, parseUnits } from './decimal.js';
export { type Envelope, EnvelopeCode, ERROR_CODES, type ErrorName, fail, isErrorName, ok, type Result } from './errors.js';
export {
  BCP47_BY_LANG,
  DEFAULT_LANG,
  isLang,
  isRightToLeft,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Lang,
  langFromTag,
  pickLang,
} from './languages.js';
export { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, type RouteInfo } from './routes.js';
export {
  CODE_PURPOSES,
  type CodePurpose,
  checkCodeInputSchema,
  isStrongPassword,
  type LoginInput,
  loginInputSchema,
  nonceSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RegisterInput,
  registerInputSchema,
  sendEmailCodeInputSchema,
  sendPhoneCodeInputSchema,
  staffLoginInputSchema,
  type TempLoginInput,
  tempLoginInputSchema,
  updatePasswordInputSchema,
} from './schemas.js';
export { hasStaffPermission, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from './staffRoles.js';
