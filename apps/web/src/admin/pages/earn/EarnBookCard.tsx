import type { EarnBook } from '@veritex/shared';
import { Card, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureTile, LoadError } from '../../components';
import { Amount, RefreshControl } from '../finance/financeUi';
import { useEarnBook } from './earnQueries';

/** What the platform owes earn users (principal plus accrued interest) and what the yield has cost and will cost. */
export function EarnBookCard() {
  const { t } = useTranslation('admin');
  const book = useEarnBook();
  return (
    <Card
      size="small"
      title={t('earnDesk.book.title')}
      extra={<RefreshControl updatedAt={book.dataUpdatedAt} fetching={book.isFetching} onRefresh={() => void book.refetch()} />}
      data-testid="earn-book"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('earnDesk.book.explanation')}
      </Typography.Paragraph>
      {book.isError && !book.data ? (
        <LoadError error={book.error} onRetry={() => void book.refetch()} retrying={book.isFetching} />
      ) : !book.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <BookFigures book={book.data} />
      )}
    </Card>
  );
}

function BookFigures({ book }: { book: EarnBook }) {
  const { t } = useTranslation('admin');
  return (
    <Row gutter={[12, 12]}>
      <Figure label={t('earnDesk.book.liability')} help={t('earnDesk.book.liabilityHelp')} testId="earn-book-liability">
        <Amount value={book.liability} asset={book.asset} strong style={{ fontSize: 22 }} />
      </Figure>
      <Figure label={t('earnDesk.book.principal')} testId="earn-book-principal">
        <Amount value={book.principal} asset={book.asset} style={{ fontSize: 18 }} />
      </Figure>
      <Figure label={t('earnDesk.book.accrued')} testId="earn-book-accrued">
        <Amount value={book.accrued} asset={book.asset} style={{ fontSize: 18 }} />
      </Figure>
      <Figure label={t('earnDesk.book.orders')} testId="earn-book-orders">
        <span style={{ fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{book.orders_active}</span>
      </Figure>
      <Figure label={t('earnDesk.book.expense')} help={t('earnDesk.book.expenseHelp')} testId="earn-book-expense">
        <Amount value={book.expense_to_date} asset={book.asset} style={{ fontSize: 18 }} />
      </Figure>
      <Figure label={t('earnDesk.book.toCome')} help={t('earnDesk.book.toComeHelp')} testId="earn-book-to-come">
        <Amount value={book.interest_to_come} asset={book.asset} style={{ fontSize: 18 }} />
      </Figure>
    </Row>
  );
}

/** Six figures: a row of six on a wide screen, three, two or one on narrower ones. */
const BOOK_TILE = { xs: 24, sm: 12, lg: 8, xxl: 4 } as const;

function Figure(props: { label: string; help?: string; testId: string; children: ReactNode }) {
  return <FigureTile {...props} col={BOOK_TILE} />;
}
