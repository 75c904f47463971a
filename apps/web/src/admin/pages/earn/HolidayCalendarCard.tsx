import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Flex, Space, Tag, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { serverMessage } from '../../api';
import { LoadError } from '../../components';
import { useEarnProducts, useSetEarnHolidays } from './earnQueries';

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The holidays skipped (with weekends) when a matured order waits its one working day before
 * payout. Dates are Hong Kong calendar days; the whole list is saved at once.
 */
export function HolidayCalendarCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const format = useFormat();
  const products = useEarnProducts();
  const save = useSetEarnHolidays();
  const saved = products.data?.holidays;
  const [draft, setDraft] = useState<string[] | null>(null);
  const dates = draft ?? saved ?? [];
  const changed = draft !== null && draft.join() !== (saved ?? []).join();

  // Another staff member's save (read on refresh) replaces an untouched draft.
  useEffect(() => {
    setDraft((current) => (current !== null && current.join() === (saved ?? []).join() ? null : current));
  }, [saved]);

  const add = (day: Dayjs | null) => {
    if (!day) return;
    const date = day.format(DATE_FORMAT);
    if (!dates.includes(date)) setDraft([...dates, date].sort());
  };
  const remove = (date: string) => setDraft(dates.filter((other) => other !== date));
  const submit = () =>
    save.mutate(dates, {
      onSuccess: (answer) => {
        setDraft(null);
        void message.success(t('earnDesk.holidays.saved', { count: answer.holidays.length }));
      },
    });

  const today = dayjs().format(DATE_FORMAT);
  return (
    <Card
      size="small"
      title={t('earnDesk.holidays.title')}
      extra={
        mayEdit ? (
          <Space size={8}>
            <Button size="small" icon={<UndoOutlined />} disabled={!changed || save.isPending} onClick={() => setDraft(null)} data-testid="earn-holidays-reset">
              {t('earnDesk.holidays.reset')}
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<SaveOutlined />}
              disabled={!changed}
              loading={save.isPending}
              onClick={submit}
              data-testid="earn-holidays-save"
            >
              {t('earnDesk.holidays.save')}
            </Button>
          </Space>
        ) : null
      }
      data-testid="earn-holidays"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('earnDesk.holidays.explanation')}
      </Typography.Paragraph>
      {products.isError && !products.data ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : (
        <Flex vertical gap={12}>
          {mayEdit ? (
            <DatePicker
              value={null}
              onChange={add}
              format={DATE_FORMAT}
              placeholder={t('earnDesk.holidays.add')}
              disabledDate={(day) => dates.includes(day.format(DATE_FORMAT))}
              style={{ width: 220 }}
              data-testid="earn-holiday-add"
            />
          ) : null}
          {dates.length === 0 ? (
            <Typography.Text type="secondary" data-testid="earn-holiday-empty">
              {t('earnDesk.holidays.empty')}
            </Typography.Text>
          ) : (
            <Flex wrap gap={6} data-testid="earn-holiday-list">
              {dates.map((date) => {
                const day = dayjs(date);
                const weekend = day.day() === 0 || day.day() === 6;
                const past = date < today;
                return (
                  <Tag
                    key={date}
                    closable={mayEdit && !save.isPending}
                    onClose={(event) => {
                      event.preventDefault();
                      remove(date);
                    }}
                    color={weekend ? 'warning' : past ? 'default' : 'blue'}
                    style={{ marginInlineEnd: 0, paddingBlock: 2, opacity: past ? 0.6 : 1 }}
                    title={weekend ? t('earnDesk.holidays.weekend') : undefined}
                    data-testid={`earn-holiday-${date}`}
                  >
                    <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {format.calendarDay(date)}
                    </span>{' '}
                    <span style={{ color: token.colorTextSecondary }}>{day.format('ddd')}</span>
                  </Tag>
                );
              })}
            </Flex>
          )}
          {changed ? <Alert type="warning" showIcon title={t('earnDesk.holidays.unsaved')} /> : null}
          {save.error && !save.isPending ? (
            <Alert
              type="error"
              showIcon
              title={t('finance.review.refused')}
              description={serverMessage(save.error) ?? t('common.networkError')}
              data-testid="earn-holidays-error"
            />
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
