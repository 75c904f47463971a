import type { AnnouncementCategory, AnnouncementState, BannerState } from '@veritex/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<AnnouncementState | BannerState, string> = {
  draft: 'default',
  scheduled: 'processing',
  live: 'success',
  archived: 'default',
  ended: 'default',
  disabled: 'warning',
};

const CATEGORY_COLORS: Record<AnnouncementCategory, string> = { platform: 'blue', listing: 'green', activity: 'gold', maintenance: 'purple', risk: 'red' };

export function StateTag({ state }: { state: AnnouncementState | BannerState }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }} data-testid="content-state" data-state={state}>
      {t(`contentDesk.states.${state}`)}
    </Tag>
  );
}

export function CategoryTag({ category }: { category: AnnouncementCategory }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={CATEGORY_COLORS[category]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {t(`contentDesk.categories.${category}`)}
    </Tag>
  );
}
