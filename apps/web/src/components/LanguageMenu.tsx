import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang } from '@veritex/shared';
import { Button, Drawer, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLang } from '../i18n';
import { useLang } from '../i18n/useLang';

function changeLanguage(lang: Lang): void {
  setLang(lang).catch((error: unknown) => console.error('[i18n] change language', error));
}

/** Desktop: a dropdown of the 13 languages, each in its own script. */
export function LanguageMenu() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        onClick: ({ key }) => changeLanguage(key as Lang),
        items: LANGUAGES.map((code) => ({
          key: code,
          label: (
            <span lang={code} data-testid={`lang-option-${code}`}>
              {LANGUAGE_NATIVE_NAMES[code]}
            </span>
          ),
        })),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('nav.language')} data-testid="lang-menu" className="vx-header__button">
        {LANGUAGE_NATIVE_NAMES[lang]}
      </Button>
    </Dropdown>
  );
}

/** Phone: the same list in a bottom sheet with large touch targets. */
export function LanguageSheetButton() {
  const lang = useLang();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('nav.language')} data-testid="lang-menu" onClick={() => setOpen(true)} className="vx-touch">
        {lang.toUpperCase()}
      </Button>
      <Drawer placement="bottom" open={open} onClose={() => setOpen(false)} title={t('nav.language')} size="auto" className="vx-sheet">
        <ul className="vx-sheet__list">
          {LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={code === lang ? 'vx-sheet__item vx-sheet__item--active' : 'vx-sheet__item'}
                data-testid={`lang-option-${code}`}
                lang={code}
                onClick={() => {
                  setOpen(false);
                  changeLanguage(code);
                }}
              >
                <span>{LANGUAGE_NATIVE_NAMES[code]}</span>
                {code === lang ? <CheckOutlined /> : null}
              </button>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
