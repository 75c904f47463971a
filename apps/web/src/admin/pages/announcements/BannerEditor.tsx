import { UploadOutlined } from '@ant-design/icons';
import { BANNER_LINK_MAX, BANNER_SUBTITLE_MAX, BANNER_TITLE_MAX, CONTENT_BODY_MAX, type DeskBanner, isBannerLink, LANGUAGES, type Lang } from '@veritex/shared';
import { Alert, App, Button, DatePicker, Drawer, Flex, Form, Input, InputNumber, Space, Switch, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../../api';
import { useSaveBanner, useUploadBannerImage } from './contentQueries';
import { LanguageTabs } from './LanguageTabs';
import { MarkdownField } from './MarkdownField';

type Texts = Record<Lang, { title: string; subtitle: string; body: string }>;
const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: '', subtitle: '', body: '' }])) as Texts;

export type BannerEditing = DeskBanner | 'new' | null;

/**
 * Create or change a banner: its picture (uploaded, checked and re-encoded by the server), where it
 * leads (a page of this site or an https address), its order and schedule, and per language a
 * title, subtitle and optional page text for /bannerDetail. English needs a title.
 */
export function BannerEditor({ editing, nextOrder, onClose }: { editing: BannerEditing; nextOrder: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const save = useSaveBanner();
  const upload = useUploadBannerImage();
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  const [link, setLink] = useState('');
  const [sortOrder, setSortOrder] = useState<number>(nextOrder);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>([null, null]);
  const [enabled, setEnabled] = useState(true);
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [lang, setLang] = useState<Lang>('en');
  const banner = editing === 'new' ? null : editing;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the banner as listed (or a blank one), without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    upload.reset();
    setLang('en');
    setImage(banner ? { id: banner.image_id, url: banner.image_url } : null);
    setLink(banner?.link ?? '');
    setSortOrder(banner?.sort_order ?? nextOrder);
    setRange([banner?.starts_at ? dayjs(banner.starts_at) : null, banner?.ends_at ? dayjs(banner.ends_at) : null]);
    setEnabled(banner?.enabled ?? true);
    const next = emptyTexts();
    for (const text of banner?.translations ?? []) next[text.lang] = { title: text.title, subtitle: text.subtitle, body: text.body };
    setTexts(next);
  }, [editing]);

  const setText = (field: 'title' | 'subtitle' | 'body', value: string) => setTexts((before) => ({ ...before, [lang]: { ...before[lang], [field]: value } }));
  const linkValid = link.trim() === '' || isBannerLink(link.trim());

  const submit = () => {
    if (!image) return;
    const fields: Record<string, string> = {};
    for (const code of LANGUAGES) {
      fields[`title_${code}`] = texts[code].title;
      fields[`subtitle_${code}`] = texts[code].subtitle;
      fields[`body_${code}`] = texts[code].body;
    }
    save.mutate(
      {
        ...(banner ? { id: banner.id } : {}),
        image_id: image.id,
        link: link.trim(),
        sort_order: sortOrder,
        starts_at: range[0] ? range[0].toISOString() : '',
        ends_at: range[1] ? range[1].toISOString() : '',
        enabled,
        ...fields,
      },
      {
        onSuccess: (saved) => {
          void message.success(t('contentDesk.banners.saved', { id: saved.id }));
          onClose();
        },
        onError: (error) => {
          const match = errorField(error)?.match(/^(?:title|subtitle|body)_([a-z]{2})$/);
          if (match?.[1] && (LANGUAGES as readonly string[]).includes(match[1])) setLang(match[1] as Lang);
        },
      },
    );
  };

  const field = errorField(save.error);
  const refusal = save.isError ? (serverMessage(save.error) ?? t('common.networkError')) : undefined;
  const uploadRefusal = upload.isError ? (serverMessage(upload.error) ?? t('common.networkError')) : undefined;
  return (
    <Drawer
      open={editing !== null}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      size={980}
      title={banner ? t('contentDesk.banners.editTitle', { id: banner.id }) : t('contentDesk.banners.newTitle')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={save.isPending} disabled={!image || !linkValid || upload.isPending} onClick={submit} data-testid="banner-save">
            {t('contentDesk.save')}
          </Button>
        </Space>
      }
      data-testid="banner-editor"
    >
      <Form layout="vertical" requiredMark={false} disabled={save.isPending}>
        {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="banner-refusal" /> : null}
        <Form.Item
          label={t('contentDesk.banners.image')}
          help={uploadRefusal ?? t('contentDesk.banners.imageHelp')}
          validateStatus={uploadRefusal ? 'error' : undefined}
        >
          <Flex gap={16} align="center" wrap>
            <div style={{ width: 320, aspectRatio: '10 / 3', borderRadius: 8, overflow: 'hidden', background: '#0c1a33' }}>
              {image ? (
                <img
                  src={image.url}
                  alt=""
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  data-testid="banner-image-preview"
                />
              ) : null}
            </div>
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                upload.mutate(file, { onSuccess: (uploaded) => setImage({ id: uploaded.image_id, url: uploaded.image_url }) });
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="banner-upload">
                {image ? t('contentDesk.banners.replaceImage') : t('contentDesk.banners.uploadImage')}
              </Button>
            </Upload>
          </Flex>
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label={t('contentDesk.banners.link')}
            style={{ flex: '1 1 320px' }}
            validateStatus={!linkValid || field === 'link' ? 'error' : undefined}
            help={!linkValid ? t('contentDesk.banners.linkInvalid') : t('contentDesk.banners.linkHelp')}
          >
            <Input
              value={link}
              onChange={(event) => setLink(event.target.value)}
              maxLength={BANNER_LINK_MAX}
              dir="ltr"
              placeholder="/kjmbSelect"
              data-testid="banner-link"
            />
          </Form.Item>
          <Form.Item label={t('contentDesk.banners.order')} help={t('contentDesk.banners.orderHelp')}>
            <InputNumber min={0} max={9999} value={sortOrder} onChange={(value) => setSortOrder(value ?? 0)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label={t('contentDesk.banners.enabled')}>
            <Switch checked={enabled} onChange={setEnabled} data-testid="banner-enabled" />
          </Form.Item>
        </Flex>
        <Form.Item
          label={t('contentDesk.banners.schedule')}
          help={t('contentDesk.banners.scheduleHelp')}
          validateStatus={field === 'ends_at' ? 'error' : undefined}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            value={range}
            onChange={(value) => setRange([value?.[0] ?? null, value?.[1] ?? null])}
            placeholder={[t('contentDesk.banners.startsNow'), t('contentDesk.banners.noEnd')]}
          />
        </Form.Item>
        <LanguageTabs active={lang} onChange={setLang} written={(code) => texts[code].title.trim() !== ''} testId="banner-langs" />
        {lang !== 'en' && texts[lang].title.trim() === '' ? (
          <Alert type="info" showIcon title={t('contentDesk.fallbackHint')} style={{ marginBottom: 12 }} />
        ) : null}
        <Form.Item label={t('contentDesk.titleField')} validateStatus={field === `title_${lang}` ? 'error' : undefined}>
          <Input
            value={texts[lang].title}
            onChange={(event) => setText('title', event.target.value)}
            maxLength={BANNER_TITLE_MAX}
            showCount
            dir="auto"
            data-testid="banner-title"
          />
        </Form.Item>
        <Form.Item label={t('contentDesk.banners.subtitle')}>
          <Input
            value={texts[lang].subtitle}
            onChange={(event) => setText('subtitle', event.target.value)}
            maxLength={BANNER_SUBTITLE_MAX}
            showCount
            dir="auto"
          />
        </Form.Item>
        <Form.Item label={t('contentDesk.banners.body')}>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
            {t('contentDesk.banners.bodyHelp')}
          </Typography.Paragraph>
          <MarkdownField value={texts[lang].body} onChange={(value) => setText('body', value)} maxLength={CONTENT_BODY_MAX} testId="banner-body" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
