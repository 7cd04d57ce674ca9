import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../../i18n/setup';
import { NO_FILTERS } from '../model/order-filters';
import { downloadExport, type ExportProgress, fileNameOf } from './download-export';

const encoder = new TextEncoder();

/** A streamed answer: each chunk arrives as its own read(). */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamed export download', () => {
  it('counts CSV rows against X-Row-Count as chunks arrive and names the file from content-disposition', async () => {
    const fetchMock = vi.fn(async () =>
      streamed(['Order;Name\n1;A\n', '2;B\n3;', 'C\n'], {
        'x-row-count': '3',
        'content-disposition': `attachment; filename="orders.csv"; filename*=UTF-8''objedn%C3%A1vky.csv`,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: ExportProgress[] = [];
    const file = await downloadExport(
      'e1',
      'orders',
      'csv',
      { ...NO_FILTERS, q: 'nova', states: ['PAID'] },
      (p) => seen.push(p),
    );
    expect(seen.map((p) => p.rows)).toEqual([1, 2, 3]);
    expect(seen.every((p) => p.totalRows === 3)).toBe(true);
    expect(file.fileName).toBe('objednávky.csv');
    expect(await file.blob.text()).toBe('Order;Name\n1;A\n2;B\n3;C\n');
    const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
    expect(url).toBe(
      `/api/event/e1/export/orders?format=csv&language=${currentLanguage()}&q=nova&state=PAID`,
    );
  });

  it('reports bytes only for XLSX (a zip has no lines to count)', async () => {
    vi.stubGlobal('fetch', async () => streamed(['PK..', 'more'], { 'x-row-count': '10' }));
    const seen: ExportProgress[] = [];
    const file = await downloadExport('e1', 'attendees', 'xlsx', NO_FILTERS, (p) => seen.push(p));
    expect(seen.map((p) => [p.bytes, p.rows])).toEqual([
      [4, null],
      [8, null],
    ]);
    expect(file.fileName).toBe('attendees.xlsx');
  });

  it('is cancelled through its signal', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('Order\n1\n'));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('x', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'x-row-count': '100' } }));
    });
    const abort = new AbortController();
    const done = downloadExport('e1', 'orders', 'csv', NO_FILTERS, () => abort.abort(), abort.signal);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads plain and encoded file names', () => {
    expect(fileNameOf('attachment; filename="a b.csv"', 'x')).toBe('a b.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
