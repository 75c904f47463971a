import { PushpinFilled } from '@ant-design/icons';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory, LANGUAGE_NATIVE_NAMES, type Lang } from '@veritex/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';

export const CATEGORY_COLORS: Record<AnnouncementCategory, string> = {
  platform: 'blue',
  listing: 'green',
  activity: 'gold',
  maintenance: 'purple',
  risk: 'red',
};

export function isCategory(value: string | null): value is AnnouncementCategory {
  return value !== null && (ANNOUNCEMENT_CATEGORIES as readonly string[]).includes(value);
}

export function CategoryTag({ category }: { category: AnnouncementCategory }) {
  const { t } = useTranslation('content');
  return (
    <Tag color={CATEGORY_COLORS[category]} bordered={false} className="vx-notice__tag" data-testid="notice-category">
      {t(`notice.categories.${category}`)}
    </Tag>
  );
}

export function PinnedTag() {
  const { t } = useTranslation('content');
  return (
    <Tag icon={<PushpinFilled />} color="orange" bordered={false} className="vx-notice__tag" data-testid="notice-pinned">
      {t('notice.pinned')}
    </Tag>
  );
}

/** The text is not in the reader's language: say so, naming both, instead of showing a blank. */
export function FallbackNote({ shown, compact = false }: { shown: Lang; compact?: boolean }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const text = t('notice.fallback', { language: LANGUAGE_NATIVE_NAMES[lang], shown: LANGUAGE_NATIVE_NAMES[shown] });
  if (compact) {
    return (
      <Tooltip title={text}>
        <span className="vx-notice__fallback-mark" data-testid="notice-fallback">
          {t('notice.fallbackShort', { shown: LANGUAGE_NATIVE_NAMES[shown] })}
        </span>
      </Tooltip>
    );
  }
  return (
    <p className="vx-notice__fallback" role="note" data-testid="notice-fallback">
      {text}
    </p>
  );
}

/** The unread marker: a dot for the eye, a word for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation('content');
  return (
    <span className="vx-notice__dot" data-testid="notice-unread">
      <span className="vx-notice__sr">{t('notice.unread')}</span>
    </span>
  );
}
