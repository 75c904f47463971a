import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { BCP47_BY_LANG, type Lang, type UserStatus } from '@veritex/shared';
import { Alert, Button, Col, type ColProps, Empty, type FormInstance, Input, Space, Tag, Tooltip, theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { errorField, serverMessage } from './api';
import { roleColor } from './roles';

/** antd's row and cell hooks are typed without data attributes; tests find rows by these. */
export function testIdProps(testId: string): HTMLAttributes<HTMLElement> {
  return { 'data-testid': testId } as HTMLAttributes<HTMLElement>;
}

export const EMPTY_VALUE = '—';

/** Local time in the cell (the site's one date-time format), the exact stored instant on hover. */
export function TimeText({ iso }: { iso: string | null | undefined }) {
  const format = useFormat();
  if (!iso) return <span>{EMPTY_VALUE}</span>;
  if (Number.isNaN(Date.parse(iso))) return <span>{iso}</span>;
  return (
    <Tooltip title={iso}>
      <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {format.dateTime(iso)}
      </span>
    </Tooltip>
  );
}

export function compactJson(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

export function Mono({ children, wrap = false, style }: { children: ReactNode; wrap?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  // Ids, addresses, hashes and JSON read left to right even in a right-to-left page.
  return (
    <span
      dir="ltr"
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        whiteSpace: wrap ? 'pre-wrap' : 'nowrap',
        wordBreak: wrap ? 'break-word' : 'normal',
        ...style,
      }}
    >
      {children}
    </span>
  );
}

export function StatusTag({ status }: { status: UserStatus | string }) {
  const { t } = useTranslation('admin');
  const color = status === 'active' ? 'success' : status === 'disabled' ? 'error' : 'default';
  return <Tag color={color}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}

export function RoleTags({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={roleColor(role)} style={{ marginInlineEnd: 4 }}>
          {t(`roles.${role}`, { defaultValue: role })}
        </Tag>
      ))}
    </>
  );
}

/** The error state of a list: the server's message if it gave one, and a way to try again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin');
  const description = serverMessage(error) ?? t('common.networkError');
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadError')}
      description={description}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function EmptyState({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

export function regionNamesFor(lang: Lang): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([BCP47_BY_LANG[lang], 'en'], { type: 'region' });
  } catch {
    return undefined;
  }
}

/** The country's name in the staff member's language, or the code itself when it is not a known region. */
export function regionName(names: Intl.DisplayNames | undefined, code: string): string {
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  width: number;
  testId: string;
  size?: 'small' | 'middle';
}

/** A text box with a search button; the test id sits on the <input> itself so tests can type into it. */
export function SearchBox({ value, onChange, onSearch, placeholder, width, testId, size = 'middle' }: SearchBoxProps) {
  const { t } = useTranslation('admin');
  return (
    <Space.Compact size={size} style={{ width }}>
      <Input
        allowClear
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          // The clear button empties the box: show the whole list again at once.
          if (event.type !== 'change') onSearch('');
        }}
        onPressEnter={() => onSearch(value)}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={testId}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(value)} aria-label={t('common.search')} />
    </Space.Compact>
  );
}

/**
 * One figure of a desk's summary grid (a `Row` of them): its label, the value, and what it means.
 * `col` sets the tile's width per breakpoint, so each grid keeps its own layout.
 */
export function FigureTile({ label, help, testId, col, children }: { label: string; help?: string; testId: string; col: ColProps; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Col {...col} data-testid={testId}>
      <div
        style={{
          height: '100%',
          padding: '10px 14px',
          borderRadius: token.borderRadius,
          border: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorFillQuaternary,
        }}
      >
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginBottom: 4 }}>{label}</div>
        {children}
        {help ? <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary, marginTop: 4 }}>{help}</div> : null}
      </div>
    </Col>
  );
}

/**
 * A refusal about one of the form's `fields` goes back to the form, next to that field. True when
 * it did (a confirmation step then closes: the form now says what to change).
 */
export function placeFieldError(form: FormInstance, error: unknown, fields: ReadonlySet<string>): boolean {
  const field = errorField(error);
  const text = serverMessage(error);
  if (!field || !text || !fields.has(field)) return false;
  form.setFields([{ name: field, errors: [text] }]);
  return true;
}

/** A refusal no field of the form shows (placeFieldError did not place it), for an alert under the form. */
export function unplacedError(error: unknown, fields: ReadonlySet<string>, networkError: string): string | undefined {
  if (!error || fields.has(errorField(error) ?? '')) return undefined;
  return serverMessage(error) ?? networkError;
}
