import { WarningOutlined } from '@ant-design/icons';
import { ID_TYPE_KEYS, type KycQueueItem, type VerificationLevel } from '@veritex/shared';
import { Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { toSpecLang } from '../../api';
import { EMPTY_VALUE, Mono, regionName, regionNamesFor } from '../../components';

const LEVEL_COLORS: Record<VerificationLevel, string> = { junior: 'blue', senior: 'geekblue', address: 'cyan' };
const STATUS_COLORS: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

export function LevelTag({ level }: { level: VerificationLevel }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }}>
      {t(`kyc.levels.${level}`)}
    </Tag>
  );
}

export function KycStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`kyc.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** The document type's name for its level (the junior and senior forms number their types differently). */
export function useIdTypeText(): (item: Pick<KycQueueItem, 'level' | 'id_type'>) => string {
  const { t } = useTranslation('admin');
  return ({ level, id_type }) => {
    if (id_type === null) return EMPTY_VALUE;
    const key = ID_TYPE_KEYS[level][id_type];
    return key ? t(`kyc.idType.${key}`) : String(id_type);
  };
}

/** A country code with its name in the staff member's language. */
export function useCountryText(): (code: string) => string {
  const { i18n } = useTranslation('admin');
  const names = regionNamesFor(toSpecLang(i18n.resolvedLanguage ?? i18n.language));
  return (code) => (code ? `${code.toUpperCase()} · ${regionName(names, code)}` : EMPTY_VALUE);
}

/** Only a junior submission names a nationality; another level's row shows a dash. */
export function nationalitiesDiffer(item: Pick<KycQueueItem, 'nationality' | 'user_nationality'>): boolean {
  return item.nationality !== '' && item.user_nationality !== '' && item.nationality.toUpperCase() !== item.user_nationality.toUpperCase();
}

/** The document's nationality (code over name), marked when it is not the one the user registered with. */
export function NationalityCell({ item }: { item: KycQueueItem }) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const country = useCountryText();
  if (!item.nationality) return <span>{EMPTY_VALUE}</span>;
  const differs = nationalitiesDiffer(item);
  const names = regionNamesFor(toSpecLang(i18n.resolvedLanguage ?? i18n.language));
  const cell = (
    <div style={{ lineHeight: 1.3, minWidth: 0, color: differs ? token.colorWarningText : undefined }}>
      <div>
        {differs ? <WarningOutlined style={{ marginInlineEnd: 4 }} /> : null}
        <Mono>{item.nationality.toUpperCase()}</Mono>
      </div>
      <Typography.Text type={differs ? 'warning' : 'secondary'} ellipsis style={{ fontSize: token.fontSizeSM, display: 'block' }}>
        {regionName(names, item.nationality)}
      </Typography.Text>
    </div>
  );
  return differs ? <Tooltip title={t('kyc.nationalityDiffers', { registered: country(item.user_nationality) })}>{cell}</Tooltip> : cell;
}
