import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementCategory,
  CONTENT_BODY_MAX,
  type DeskAnnouncementFull,
  LANGUAGES,
  type Lang,
} from '@veritex/shared';
import { Alert, App, Button, Drawer, Flex, Form, Input, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../../api';
import { LoadError } from '../../components';
import { type AnnouncementFields, useDeskAnnouncement, useSaveAnnouncement } from './contentQueries';
import { StateTag } from './contentUi';
import { LanguageTabs } from './LanguageTabs';
import { MarkdownField } from './MarkdownField';

type Texts = Record<Lang, { title: string; body: string }>;

const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: '', body: '' }])) as Texts;

function textsOf(announcement: DeskAnnouncementFull): Texts {
  const texts = emptyTexts();
  for (const text of announcement.translations) texts[text.lang] = { title: text.title, body: text.body };
  return texts;
}

/** `new`, an id to edit, or nothing open. */
export type Editing = 'new' | string | null;

/**
 * Write or change an announcement: its category and, per language, a title and a Markdown text with
 * the server's preview. English is required; a language left empty falls back to English for readers.
 * Publishing, scheduling, pinning and archiving are separate actions in the list.
 */
export function AnnouncementEditor({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: (saved: DeskAnnouncementFull) => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const existing = useDeskAnnouncement(editing !== null && editing !== 'new' ? editing : undefined);
  const save = useSaveAnnouncement();
  const [category, setCategory] = useState<AnnouncementCategory>('platform');
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [lang, setLang] = useState<Lang>('en');
  const loaded = editing === 'new' || existing.data !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the stored announcement (or a blank draft), without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    setLang('en');
    if (editing === 'new') {
      setCategory('platform');
      setTexts(emptyTexts());
    } else if (existing.data) {
      setCategory(existing.data.category);
      setTexts(textsOf(existing.data));
    }
  }, [editing, existing.data?.id, existing.data?.updated_at]);

  const setText = (field: 'title' | 'body', value: string) => setTexts((before) => ({ ...before, [lang]: { ...before[lang], [field]: value } }));

  const submit = () => {
    const fields: Record<string, string> = {};
    for (const code of LANGUAGES) {
      fields[`title_${code}`] = texts[code].title;
      fields[`body_${code}`] = texts[code].body;
    }
    const input = { ...(editing !== 'new' && editing !== null ? { id: editing } : {}), category, ...fields } as AnnouncementFields;
    save.mutate(input, {
      onSuccess: (saved) => {
        void message.success(t('contentDesk.announcements.saved', { id: saved.id }));
        onSaved(saved);
      },
      onError: (error) => {
        const field = errorField(error);
        const match = field?.match(/^(?:title|body)_([a-z]{2})$/);
        if (match?.[1] && (LANGUAGES as readonly string[]).includes(match[1])) setLang(match[1] as Lang);
      },
    });
  };

  const written = (code: Lang) => texts[code].title.trim() !== '';
  const refusal = save.isError ? (serverMessage(save.error) ?? t('common.networkError')) : undefined;
  const title = editing === 'new' ? t('contentDesk.announcements.newTitle') : t('contentDesk.announcements.editTitle', { id: editing ?? '' });

  return (
    <Drawer
      open={editing !== null}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      size={980}
      title={
        <Space>
          {title}
          {existing.data && editing !== 'new' ? <StateTag state={existing.data.state} /> : null}
        </Space>
      }
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={save.isPending} disabled={!loaded} onClick={submit} data-testid="announcement-save">
            {t('contentDesk.save')}
          </Button>
        </Space>
      }
      data-testid="announcement-editor"
    >
      {existing.isError && editing !== 'new' ? (
        <LoadError error={existing.error} onRetry={() => void existing.refetch()} retrying={existing.isFetching} />
      ) : !loaded ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form layout="vertical" requiredMark={false} disabled={save.isPending}>
          {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="announcement-refusal" /> : null}
          <Flex gap={16} wrap>
            <Form.Item label={t('contentDesk.announcements.category')} style={{ minWidth: 240 }}>
              <Select
                value={category}
                onChange={setCategory}
                options={ANNOUNCEMENT_CATEGORIES.map((value) => ({ value, label: t(`contentDesk.categories.${value}`) }))}
                data-testid="announcement-category"
              />
            </Form.Item>
          </Flex>
          <LanguageTabs active={lang} onChange={setLang} written={written} testId="announcement-langs" />
          {lang !== 'en' && !written(lang) ? <Alert type="info" showIcon title={t('contentDesk.fallbackHint')} style={{ marginBottom: 12 }} /> : null}
          <Form.Item label={t('contentDesk.titleField')} validateStatus={errorField(save.error) === `title_${lang}` ? 'error' : undefined}>
            <Input
              value={texts[lang].title}
              onChange={(event) => setText('title', event.target.value)}
              maxLength={ANNOUNCEMENT_TITLE_MAX}
              showCount
              dir="auto"
              data-testid="announcement-title"
            />
          </Form.Item>
          <Form.Item label={t('contentDesk.bodyField')} validateStatus={errorField(save.error) === `body_${lang}` ? 'error' : undefined}>
            <MarkdownField value={texts[lang].body} onChange={(value) => setText('body', value)} maxLength={CONTENT_BODY_MAX} testId="announcement-body" />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
