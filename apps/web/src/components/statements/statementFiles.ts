import type { StatementFile } from '@veritex/shared';

/** Saves `text` as a file the browser downloads (nothing is sent anywhere). */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, so the download has its data.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `veritex-statement-2026-11.json` / `veritex-statement-all-20261129T1012.json`. */
export function statementFileName(file: StatementFile, extension: 'json' | 'csv'): string {
  const stamp = file.period === 'all' ? `all-${file.generated_at.slice(0, 16).replace(/[-:]/g, '')}` : file.period;
  return `veritex-statement-${stamp}.${extension}`;
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_COLUMNS = [
  'posting_id',
  'entry_id',
  'at',
  'account',
  'asset',
  'bucket',
  'amount',
  'reason',
  'reference',
  'available_after',
  'frozen_after',
  'hash',
] as const;

/** The statement's entries as CSV with each entry's hash; the JSON file is the one the verifiers read. */
export function statementCsv(file: StatementFile): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const entry of file.entries) lines.push(CSV_COLUMNS.map((column) => csvField(entry[column])).join(','));
  return `${lines.join('\n')}\n`;
}
