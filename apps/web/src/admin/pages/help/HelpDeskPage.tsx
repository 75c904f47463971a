import { DeleteOutlined, DislikeOutlined, EditOutlined, LikeOutlined, PlusOutlined } from '@ant-design/icons';
import { type HelpDeskArticleRow, type HelpDeskCategory, LANGUAGES, type StaffView } from '@veritex/shared';
import { Button, Card, Flex, Popconfirm, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, TimeText, testIdProps } from '../../components';
import { can } from '../../roles';
import { HelpArticleEditor } from './HelpArticleEditor';
import { HelpCategoryEditor } from './HelpCategoryEditor';
import { ARTICLES_PAGE_SIZE, useDeleteHelpCategory, useHelpArticles, useHelpCategories } from './helpDeskQueries';

/**
 * The help-centre desk (/admin/help, content role): categories, and articles in every language with
 * their votes and reads; the editor previews the server's sanitised rendering. Every change is audited.
 */
export function HelpDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const canWrite = can(staff.roles, 'editContent');
  const categories = useHelpCategories();
  const [filter, setFilter] = useState<string>('all');
  const [page, setPage] = useState(1);
  const articles = useHelpArticles(filter === 'all' ? undefined : filter, page);
  const [editingCategory, setEditingCategory] = useState<HelpDeskCategory | 'new' | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; id: string | undefined }>({ open: false, id: undefined });
  const remove = useDeleteHelpCategory();
  const categoryList = categories.data?.items ?? [];
  const nameOf = (id: string) => categoryList.find((category) => category.id === id)?.name.en ?? id;

  return (
    <Flex vertical gap={16} {...testIdProps('help-desk')}>
      <Card
        title={t('helpDesk.categories')}
        size="small"
        extra={
          canWrite ? (
            <Button icon={<PlusOutlined />} onClick={() => setEditingCategory('new')} data-testid="help-desk-new-category">
              {t('helpDesk.newCategory')}
            </Button>
          ) : null
        }
      >
        {categories.isError ? (
          <LoadError error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
        ) : (
          <Table
            size="small"
            rowKey="id"
            loading={categories.isPending}
            pagination={false}
            dataSource={categoryList}
            columns={[
              { title: t('helpDesk.sort'), dataIndex: 'sort', width: 70 },
              { title: t('helpDesk.icon'), dataIndex: 'icon', width: 110, render: (icon: string) => <Tag>{icon}</Tag> },
              { title: t('helpDesk.name'), key: 'name', render: (_: unknown, row: HelpDeskCategory) => row.name.en },
              {
                title: t('helpDesk.languages'),
                key: 'languages',
                width: 120,
                render: (_: unknown, row: HelpDeskCategory) => `${Object.keys(row.name).length} / ${LANGUAGES.length}`,
              },
              {
                title: t('helpDesk.articles'),
                key: 'count',
                width: 150,
                render: (_: unknown, row: HelpDeskCategory) => t('helpDesk.publishedOf', { published: row.published_count, total: row.article_count }),
              },
              {
                title: '',
                key: 'actions',
                width: 110,
                render: (_: unknown, row: HelpDeskCategory) =>
                  canWrite ? (
                    <Space size={4}>
                      <Button size="small" icon={<EditOutlined />} onClick={() => setEditingCategory(row)} aria-label={t('helpDesk.editCategory')} />
                      <Popconfirm title={t('helpDesk.deleteConfirm')} onConfirm={() => remove.mutate(row.id)} disabled={row.article_count > 0}>
                        <Tooltip title={row.article_count > 0 ? t('helpDesk.deleteNotEmpty') : t('helpDesk.delete')}>
                          <Button size="small" danger icon={<DeleteOutlined />} disabled={row.article_count > 0} aria-label={t('helpDesk.delete')} />
                        </Tooltip>
                      </Popconfirm>
                    </Space>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
      <Card
        title={t('helpDesk.articles')}
        size="small"
        extra={
          canWrite ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditor({ open: true, id: undefined })}
              disabled={categoryList.length === 0}
              data-testid="help-desk-new-article"
            >
              {t('helpDesk.newArticle')}
            </Button>
          ) : null
        }
      >
        <Segmented
          style={{ marginBottom: 12 }}
          value={filter}
          onChange={(value) => {
            setFilter(String(value));
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('helpDesk.all') },
            ...categoryList.map((category) => ({ value: category.id, label: category.name.en ?? category.key })),
          ]}
        />
        {articles.isError ? (
          <LoadError error={articles.error} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
        ) : (
          <Table<HelpDeskArticleRow>
            size="small"
            rowKey="id"
            loading={articles.isPending}
            dataSource={articles.data?.items ?? []}
            pagination={{ current: page, pageSize: ARTICLES_PAGE_SIZE, total: articles.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            onRow={(row) => ({ onClick: () => setEditor({ open: true, id: row.id }), style: { cursor: 'pointer' } })}
            columns={[
              {
                title: t('helpDesk.title'),
                dataIndex: 'title',
                render: (title: string) => <Typography.Link data-testid="help-desk-article">{title}</Typography.Link>,
              },
              { title: t('helpDesk.category'), dataIndex: 'category_id', width: 200, render: (id: string) => nameOf(id) },
              {
                title: t('helpDesk.status'),
                dataIndex: 'published',
                width: 110,
                render: (published: boolean) => <Tag color={published ? 'green' : 'default'}>{published ? t('helpDesk.published') : t('helpDesk.draft')}</Tag>,
              },
              {
                title: t('helpDesk.languages'),
                dataIndex: 'languages',
                width: 110,
                render: (languages: string[]) => (
                  <Tooltip title={LANGUAGES.filter((lang) => !languages.includes(lang)).join(' ') || t('helpDesk.allLanguages')}>
                    {`${languages.length} / ${LANGUAGES.length}`}
                  </Tooltip>
                ),
              },
              {
                title: t('helpDesk.votes'),
                key: 'votes',
                width: 120,
                render: (_: unknown, row: HelpDeskArticleRow) => (
                  <Space size={10}>
                    <span>
                      <LikeOutlined /> {row.helpful}
                    </span>
                    <span>
                      <DislikeOutlined /> {row.not_helpful}
                    </span>
                  </Space>
                ),
              },
              { title: t('helpDesk.views'), dataIndex: 'views', width: 80, align: 'end' },
              { title: t('helpDesk.updated'), dataIndex: 'updated_at', width: 170, render: (iso: string) => <TimeText iso={iso} /> },
            ]}
          />
        )}
      </Card>
      <HelpCategoryEditor editing={editingCategory} onClose={() => setEditingCategory(null)} />
      <HelpArticleEditor
        open={editor.open}
        articleId={editor.id}
        categories={categoryList}
        canWrite={canWrite}
        onClose={() => setEditor({ open: false, id: undefined })}
        onCreated={(id) => setEditor({ open: true, id })}
      />
    </Flex>
  );
}
