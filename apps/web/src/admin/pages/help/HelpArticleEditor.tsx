import { EyeOutlined } from '@ant-design/icons';
import { DEFAULT_LANG, type HelpDeskArticle, type HelpDeskCategory, LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang } from '@veritex/shared';
import { Alert, App, Badge, Button, Col, Drawer, Empty, Flex, Input, InputNumber, Row, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import './helpDesk.css';
import { type HelpArticleInput, useHelpArticle, useHelpPreview, usePublishHelpArticle, useSaveHelpArticle } from './helpDeskQueries';

interface LangText {
  title: string;
  body: string;
  keywords: string;
}
type Texts = Record<Lang, LangText>;

const EMPTY: LangText = { title: '', body: '', keywords: '' };
const PREVIEW_DELAY_MS = 500;

function textsOf(article: HelpDeskArticle | undefined): Texts {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const text = article?.texts[lang];
      return [lang, text ? { title: text.title, body: text.body, keywords: text.keywords } : EMPTY];
    }),
  ) as Texts;
}

function inputOf(texts: Texts, meta: { id?: string; categoryId: string; sort: number; tags: string[] }): HelpArticleInput {
  const fields: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    fields[`title_${lang}`] = texts[lang].title;
    fields[`body_${lang}`] = texts[lang].body;
    fields[`keywords_${lang}`] = texts[lang].keywords;
  }
  return {
    ...(fields as Partial<HelpArticleInput>),
    id: meta.id,
    category_id: meta.categoryId,
    sort: meta.sort,
    tags: meta.tags.join(','),
  } as HelpArticleInput;
}

/** The server's rendering of the Markdown being typed (the same sanitiser readers get), a moment after typing stops. */
function Preview({ body }: { body: string }) {
  const { t } = useTranslation('admin');
  const preview = useHelpPreview();
  const { mutate } = preview;
  useEffect(() => {
    if (body.trim() === '') return;
    const timer = window.setTimeout(() => mutate(body), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [body, mutate]);
  if (body.trim() === '') return <Empty description={t('helpDesk.previewEmpty')} />;
  return (
    <Spin spinning={preview.isPending}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: admin/helpPreview answers the server's sanitised rendering (content/renderMarkdown.ts), exactly what readers get */}
      <div className="vx-help-desk-preview" data-testid="help-desk-preview" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
    </Spin>
  );
}

/** Create or change an article in every language (a switcher per language), with the server's preview; publish separately. */
export function HelpArticleEditor({
  open,
  articleId,
  categories,
  canWrite,
  onClose,
  onCreated,
}: {
  open: boolean;
  articleId: string | undefined;
  categories: HelpDeskCategory[];
  canWrite: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const loaded = useHelpArticle(articleId);
  const save = useSaveHelpArticle();
  const publish = usePublishHelpArticle();
  const [lang, setLang] = useState<Lang>(DEFAULT_LANG);
  const [texts, setTexts] = useState<Texts>(textsOf(undefined));
  const [categoryId, setCategoryId] = useState<string | undefined>(undefined);
  const [sort, setSort] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const article = articleId ? loaded.data : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening (or a fresh read of the article) starts from what the server holds.
  useEffect(() => {
    if (!open) return;
    save.reset();
    setLang(DEFAULT_LANG);
    setTexts(textsOf(article));
    setCategoryId(article?.category_id ?? categories[0]?.id);
    setSort(article?.sort ?? 0);
    setTags(article?.tags ?? []);
  }, [open, article?.id, article?.updated_at]);

  const current = texts[lang];
  const edit = (patch: Partial<LangText>) => setTexts((before) => ({ ...before, [lang]: { ...before[lang], ...patch } }));
  const filled = (code: Lang) => texts[code].title.trim() !== '' && texts[code].body.trim() !== '';
  const refusal = save.error instanceof ApiError ? save.error : undefined;

  const submit = () => {
    if (!categoryId) return;
    save.mutate(inputOf(texts, { id: articleId, categoryId, sort, tags }), {
      onSuccess: (saved) => {
        message.success(t('helpDesk.saved'));
        if (!articleId) onCreated(saved.id);
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width="min(1400px, 96vw)"
      title={articleId ? (article?.title ?? t('helpDesk.article')) : t('helpDesk.newArticle')}
      destroyOnHidden
      extra={
        <Space>
          {article ? <Tag color={article.published ? 'green' : 'default'}>{article.published ? t('helpDesk.published') : t('helpDesk.draft')}</Tag> : null}
          {article && canWrite ? (
            <Button
              loading={publish.isPending}
              onClick={() => publish.mutate({ id: article.id, published: !article.published })}
              data-testid="help-desk-publish"
            >
              {article.published ? t('helpDesk.unpublish') : t('helpDesk.publish')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button type="primary" loading={save.isPending} disabled={!categoryId} onClick={submit} data-testid="help-desk-save">
              {t('helpDesk.save')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {articleId && loaded.isPending ? (
        <Spin />
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={12}>
            <Col span={8}>
              <Typography.Text type="secondary">{t('helpDesk.category')}</Typography.Text>
              <Select
                style={{ width: '100%' }}
                value={categoryId}
                onChange={setCategoryId}
                options={categories.map((category) => ({ value: category.id, label: category.name.en ?? category.key }))}
                data-testid="help-desk-category"
              />
            </Col>
            <Col span={4}>
              <Typography.Text type="secondary">{t('helpDesk.sort')}</Typography.Text>
              <InputNumber style={{ width: '100%' }} min={0} max={10_000} value={sort} onChange={(value) => setSort(value ?? 0)} />
            </Col>
            <Col span={12}>
              <Typography.Text type="secondary">{t('helpDesk.tags')}</Typography.Text>
              <Select
                mode="tags"
                style={{ width: '100%' }}
                value={tags}
                onChange={(value: string[]) => setTags(value.map((tag) => tag.toLowerCase()))}
                tokenSeparators={[',', ' ']}
              />
            </Col>
          </Row>
          {refusal ? <Alert type="error" showIcon message={refusal.msg} description={refusal.field} data-testid="help-desk-error" /> : null}
          <Tabs
            activeKey={lang}
            onChange={(key) => setLang(key as Lang)}
            size="small"
            items={LANGUAGES.map((code) => ({
              key: code,
              label: (
                <span data-testid={`help-desk-lang-${code}`}>
                  <Badge status={filled(code) ? 'success' : code === DEFAULT_LANG ? 'error' : 'default'} /> {code.toUpperCase()}
                </span>
              ),
            }))}
          />
          <Typography.Text type="secondary">
            {LANGUAGE_NATIVE_NAMES[lang]} · {lang === DEFAULT_LANG ? t('helpDesk.englishRequired') : t('helpDesk.fallbackHint')}
          </Typography.Text>
          <Row gutter={16}>
            <Col span={12}>
              <Flex vertical gap={8}>
                <Input
                  placeholder={t('helpDesk.title')}
                  value={current.title}
                  onChange={(event) => edit({ title: event.target.value })}
                  maxLength={200}
                  disabled={!canWrite}
                  dir="auto"
                  data-testid="help-desk-title"
                />
                <Input
                  placeholder={t('helpDesk.keywords')}
                  value={current.keywords}
                  onChange={(event) => edit({ keywords: event.target.value })}
                  maxLength={300}
                  disabled={!canWrite}
                  dir="auto"
                />
                <Input.TextArea
                  placeholder={t('helpDesk.body')}
                  value={current.body}
                  onChange={(event) => edit({ body: event.target.value })}
                  autoSize={{ minRows: 22, maxRows: 40 }}
                  maxLength={10_000}
                  showCount
                  disabled={!canWrite}
                  dir="auto"
                  style={{ fontFamily: 'var(--vx-font-mono, monospace)' }}
                  data-testid="help-desk-body"
                />
              </Flex>
            </Col>
            <Col span={12}>
              <Typography.Text type="secondary">
                <EyeOutlined /> {t('helpDesk.preview')}
              </Typography.Text>
              <div dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
                <Preview key={lang} body={current.body} />
              </div>
            </Col>
          </Row>
        </Flex>
      )}
    </Drawer>
  );
}
