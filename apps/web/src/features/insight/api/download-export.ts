import { EXPORT_ROW_COUNT_HEADER } from '@marquee/contract';
import { currentLanguage } from '../../../i18n/setup';
import { fetchResponse } from '../../../lib/api/binary';
import { filterQuery, type OrderFilters } from '../model/order-filters';
import { eventPath } from './keys';

export type ExportKind = 'orders' | 'attendees';
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  /** Bytes received so far. */
  bytes: number;
  /** CSV: data rows received (newlines less the header line); null for XLSX (a zip: rows cannot be counted). */
  rows: number | null;
  /** Rows announced by the server in X-Row-Count; null when it did not say. */
  totalRows: number | null;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a%20b.csv` → the (decoded) name, preferring filename*. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

const NEWLINE = 10;

/**
 * GET /event/{id}/export/{kind}?format&language&filters, read as a stream so a large export shows progress (the
 * server streams it and announces the row count) and can be cancelled through `signal`. The file is
 * assembled from the received chunks only at the end, then saved by the caller.
 */
export async function downloadExport(
  eventId: string,
  kind: ExportKind,
  format: ExportFormat,
  filters: OrderFilters,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportFile> {
  // The file speaks the organizer's UI language (headers, states, yes/no, gates), whatever the browser's.
  const response = await fetchResponse(`${eventPath(eventId)}/export/${kind}`, {
    query: { format, language: currentLanguage(), ...filterQuery(filters) },
    signal,
  });
  const announced = Number(response.headers.get(EXPORT_ROW_COUNT_HEADER));
  const totalRows =
    response.headers.has(EXPORT_ROW_COUNT_HEADER) && Number.isFinite(announced) ? announced : null;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let newlines = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (format === 'csv') for (const byte of value) if (byte === NEWLINE) newlines += 1;
      // The first CSV line is the header row, not an order.
      onProgress({ bytes, rows: format === 'csv' ? Math.max(0, newlines - 1) : null, totalRows });
    }
  }
  const type =
    format === 'csv'
      ? 'text/csv;charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), `${kind}.${format}`),
  };
}
