import { useRef, useState } from 'react';
import { saveBlob } from '../../../lib/api/binary';
import type { OrderFilters } from '../model/order-filters';
import { downloadExport, type ExportFormat, type ExportKind, type ExportProgress } from './download-export';

export interface ExportState {
  kind: ExportKind;
  format: ExportFormat;
  progress: ExportProgress;
}

/** One export at a time: its progress, cancel (aborts the stream), and the error of the last one. */
export function useExport(eventId: string) {
  const [running, setRunning] = useState<ExportState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (kind: ExportKind, format: ExportFormat, filters: OrderFilters) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setRunning({ kind, format, progress: { bytes: 0, rows: format === 'csv' ? 0 : null, totalRows: null } });
    try {
      const file = await downloadExport(
        eventId,
        kind,
        format,
        filters,
        (progress) => setRunning({ kind, format, progress }),
        abort.signal,
      );
      saveBlob(file.blob, file.fileName);
    } catch (caught) {
      // Cancelling is the user's choice, not a failure to report.
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) setError(caught);
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(null);
      }
    }
  };
  const cancel = () => controller.current?.abort();
  return { running, error, start, cancel };
}
