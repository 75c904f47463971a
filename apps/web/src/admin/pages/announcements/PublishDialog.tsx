import type { DeskAnnouncement } from '@veritex/shared';
import { Alert, App, DatePicker, Modal, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { serverMessage } from '../../api';
import { usePublishAnnouncement } from './contentQueries';

/** Publish now, or schedule: readers see it from the chosen time on (nothing runs at that time; visibility is read then). */
export function PublishDialog({ announcement, onClose }: { announcement: DeskAnnouncement | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { message } = App.useApp();
  const publish = usePublishAnnouncement();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the announcement's own schedule.
  useEffect(() => {
    if (!announcement) return;
    publish.reset();
    const scheduled = announcement.state === 'scheduled' && announcement.publish_at ? dayjs(announcement.publish_at) : null;
    setWhen(scheduled ? 'later' : 'now');
    setAt(scheduled ?? dayjs().add(1, 'hour').startOf('hour'));
  }, [announcement?.id]);

  const invalid = when === 'later' && !at?.isAfter(dayjs());
  const submit = () => {
    if (!announcement || invalid) return;
    publish.mutate(
      { id: announcement.id, publish_at: when === 'later' && at ? at.toISOString() : undefined },
      {
        onSuccess: (saved) => {
          void message.success(
            saved.state === 'scheduled'
              ? t('contentDesk.announcements.scheduled', { at: saved.publish_at ? format.dateTime(saved.publish_at) : '' })
              : t('contentDesk.announcements.published'),
          );
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={announcement !== null}
      title={t('contentDesk.announcements.publishTitle', { title: announcement?.title ?? '' })}
      okText={when === 'now' ? t('contentDesk.announcements.publishNow') : t('contentDesk.announcements.schedule')}
      okButtonProps={{ loading: publish.isPending, disabled: invalid, 'data-testid': 'announcement-publish-confirm' }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={() => {
        if (!publish.isPending) onClose();
      }}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Radio.Group value={when} onChange={(event) => setWhen(event.target.value)} data-testid="announcement-publish-when">
          <Radio value="now">{t('contentDesk.announcements.now')}</Radio>
          <Radio value="later">{t('contentDesk.announcements.later')}</Radio>
        </Radio.Group>
        {when === 'later' ? (
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            style={{ width: 240 }}
            data-testid="announcement-publish-at"
          />
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('contentDesk.announcements.publishHelp')}
        </Typography.Text>
        {publish.isError ? <Alert type="error" showIcon title={serverMessage(publish.error) ?? t('common.networkError')} /> : null}
      </Space>
    </Modal>
  );
}
