import { HELP_ICONS, type HelpDeskCategory, type HelpIcon, LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang } from '@veritex/shared';
import { Alert, App, Col, Input, InputNumber, Modal, Row, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { type HelpCategoryInput, useSaveHelpCategory } from './helpDeskQueries';

type Names = Record<Lang, { name: string; description: string }>;

function namesOf(category: HelpDeskCategory | undefined): Names {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { name: category?.name[lang] ?? '', description: category?.description[lang] ?? '' }])) as Names;
}

/** A category's icon, order, and its name and description in every language (English required). */
export function HelpCategoryEditor({ editing, onClose }: { editing: HelpDeskCategory | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const save = useSaveHelpCategory();
  const category = editing === 'new' || editing === null ? undefined : editing;
  const [icon, setIcon] = useState<HelpIcon>('question');
  const [sort, setSort] = useState(0);
  const [names, setNames] = useState<Names>(namesOf(undefined));

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the category as listed.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    setIcon(category?.icon ?? 'question');
    setSort(category?.sort ?? 0);
    setNames(namesOf(category));
  }, [editing]);

  const submit = () => {
    const fields: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      fields[`name_${lang}`] = names[lang].name;
      fields[`description_${lang}`] = names[lang].description;
    }
    const input = { ...fields, id: category?.id, icon, sort } as HelpCategoryInput;
    save.mutate(input, {
      onSuccess: () => {
        message.success(t('helpDesk.saved'));
        onClose();
      },
    });
  };
  const set = (lang: Lang, patch: Partial<Names[Lang]>) => setNames((before) => ({ ...before, [lang]: { ...before[lang], ...patch } }));
  const refusal = save.error instanceof ApiError ? save.error : undefined;

  return (
    <Modal
      open={editing !== null}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okText={t('helpDesk.save')}
      width={900}
      title={category ? t('helpDesk.editCategory') : t('helpDesk.newCategory')}
      destroyOnHidden
    >
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={12}>
          <Typography.Text type="secondary">{t('helpDesk.icon')}</Typography.Text>
          <Select style={{ width: '100%' }} value={icon} onChange={setIcon} options={HELP_ICONS.map((value) => ({ value, label: value }))} />
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">{t('helpDesk.sort')}</Typography.Text>
          <InputNumber style={{ width: '100%' }} min={0} max={10_000} value={sort} onChange={(value) => setSort(value ?? 0)} />
        </Col>
      </Row>
      {refusal ? <Alert type="error" showIcon message={refusal.msg} style={{ marginBottom: 12 }} /> : null}
      <Table
        size="small"
        rowKey="lang"
        pagination={false}
        dataSource={LANGUAGES.map((lang) => ({ lang }))}
        columns={[
          { title: t('helpDesk.language'), dataIndex: 'lang', width: 150, render: (lang: Lang) => `${lang.toUpperCase()} · ${LANGUAGE_NATIVE_NAMES[lang]}` },
          {
            title: t('helpDesk.name'),
            dataIndex: 'lang',
            key: 'name',
            render: (lang: Lang) => (
              <Input size="small" dir="auto" value={names[lang].name} maxLength={80} onChange={(event) => set(lang, { name: event.target.value })} />
            ),
          },
          {
            title: t('helpDesk.description'),
            dataIndex: 'lang',
            key: 'description',
            render: (lang: Lang) => (
              <Input
                size="small"
                dir="auto"
                value={names[lang].description}
                maxLength={300}
                onChange={(event) => set(lang, { description: event.target.value })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
