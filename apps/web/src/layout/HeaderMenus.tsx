import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../i18n/useLang';
import { useSession } from '../session/store';
import { ACTIVITY_SECTION, activeSection, entryItem, HEADER_SECTIONS, type NavSection } from './navigation';
import './headerMenus.css';

/** The top bar's sections for this visitor: Orders once signed in, Activity in the Chinese versions (spec §2). */
export function useHeaderSections(): readonly NavSection[] {
  const lang = useLang();
  const { token } = useSession();
  const sections = HEADER_SECTIONS.filter((section) => !section.signedIn || token);
  return lang === 'zh' || lang === 'tw' ? [...sections, ACTIVITY_SECTION] : sections;
}

function SectionLink({ section, active }: { section: NavSection; active: boolean }) {
  const { t } = useTranslation();
  const link = (
    <Link
      to={section.path}
      className={active ? 'vx-nav__link active' : 'vx-nav__link'}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${section.key}`}
    >
      {t(`nav.${section.key}`)}
      {section.entries.length > 0 ? <DownOutlined className="vx-nav__caret" /> : null}
    </Link>
  );
  if (section.entries.length === 0) return link;
  return (
    <Dropdown
      trigger={['hover']}
      placement="bottomLeft"
      mouseEnterDelay={0.05}
      classNames={{ root: 'vx-nav-menu' }}
      menu={{ items: section.entries.map((item) => entryItem(item, t(item.label), 'navmenu')) }}
    >
      {link}
    </Dropdown>
  );
}

/** Desktop top bar sections, each one hover away from its family of screens (UI.md "Reach"). */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = useHeaderSections();
  const active = activeSection(sections, pathname);
  return (
    <nav className="vx-nav" aria-label={t('nav.main')}>
      {sections.map((section) => (
        <SectionLink key={section.key} section={section} active={section.key === active} />
      ))}
    </nav>
  );
}
