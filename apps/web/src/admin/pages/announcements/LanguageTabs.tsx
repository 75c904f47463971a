import { CheckCircleFilled } from '@ant-design/icons';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang } from '@veritex/shared';
import { Tabs, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The editor's language switcher: the 13 languages, English first and required, each marked when
 * it has a translation (a language without one falls back to English for readers).
 */
export function LanguageTabs({
  active,
  onChange,
  written,
  testId,
}: {
  active: Lang;
  onChange: (lang: Lang) => void;
  written: (lang: Lang) => boolean;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const ordered: Lang[] = ['en', ...LANGUAGES.filter((lang) => lang !== 'en')];
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={(key) => onChange(key as Lang)}
      data-testid={testId}
      items={ordered.map((lang) => ({
        key: lang,
        label: (
          <Tooltip
            title={`${LANGUAGE_NATIVE_NAMES[lang]} · ${written(lang) ? t('contentDesk.langWritten') : lang === 'en' ? t('contentDesk.langRequired') : t('contentDesk.langFallback')}`}
          >
            <span data-testid={`lang-tab-${lang}`} data-written={String(written(lang))} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {lang.toUpperCase()}
              {lang === 'en' ? <span style={{ color: token.colorError }}>*</span> : null}
              {written(lang) ? <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 11 }} /> : null}
            </span>
          </Tooltip>
        ),
      }))}
    />
  );
}
