import type { PassThrough } from 'node:stream';
import type ExcelJSModule from 'exceljs';

/**
 * Spreadsheet writers of the streamed exports (issue 18): rows arrive in batches and leave at once, with
 * backpressure — a writer waits for the reply stream to drain before it takes the next batch, so a slow
 * client holds the export back instead of the server's memory filling up.
 */

export type Cell = string | number | boolean | null;
export interface Column {
  header: string;
  /** Minor units: written with 2 decimals (CSV) or as a number in major units (XLSX). */
  money?: boolean;
}

export interface SheetWriter {
  start(columns: Column[]): Promise<void>;
  rows(rows: Cell[][]): Promise<void>;
  end(): Promise<void>;
}

/** The client went away: the export stops reading. */
export class ExportAborted extends Error {}

/** Waits until `out` takes more, or throws ExportAborted when it was closed meanwhile. */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new ExportAborted();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new ExportAborted();
}

/** A spreadsheet reads a text beginning with these as a formula (CSV injection): an apostrophe defuses it. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 (CRLF, quotes doubled), UTF-8 with a BOM so Excel reads the accents right. */
export function csvWriter(out: PassThrough): SheetWriter {
  let money: boolean[] = [];
  const line = (cells: Cell[]) =>
    cells
      .map((cell, i) => csvCell(money[i] && typeof cell === 'number' ? (cell / 100).toFixed(2) : cell))
      .join(',');
  return {
    async start(columns) {
      money = columns.map((c) => c.money === true);
      out.write(`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`);
      await drained(out);
    },
    async rows(rows) {
      if (rows.length === 0) return;
      out.write(`${rows.map(line).join('\r\n')}\r\n`);
      await drained(out);
    },
    async end() {
      out.end();
    },
  };
}

/** exceljs takes ~0.4 s to import: loaded with the first XLSX export, not with every server start. */
let excel: Promise<typeof ExcelJSModule> | undefined;
const loadExcel = () => {
  excel ??= import('exceljs').then(
    (module) => (module as { default?: typeof ExcelJSModule }).default ?? module,
  );
  return excel;
};

/**
 * exceljs's streaming writer: each row is committed (leaves memory) as soon as it is added. Without styles:
 * exceljs renders a style per cell when they are on, which halved the rows per second (measured with
 * bench/orders-export.mjs); amounts are numbers exact to the cent (Excel's General format shows 12.5 as
 * 12.5), the CSV carries the two decimals.
 */
export function xlsxWriter(out: PassThrough, sheetName: string): SheetWriter {
  let workbook!: ExcelJSModule.stream.xlsx.WorkbookWriter;
  let sheet!: ExcelJSModule.Worksheet;
  let money: boolean[] = [];
  return {
    async start(columns) {
      const ExcelJS = await loadExcel();
      workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: false,
        useSharedStrings: false,
      });
      sheet = workbook.addWorksheet(sheetName);
      money = columns.map((c) => c.money === true);
      sheet.columns = columns.map((c) => ({
        header: c.header,
        width: Math.min(40, Math.max(10, c.header.length + 2)),
      }));
      sheet.getRow(1).commit();
      await drained(out);
    },
    async rows(rows) {
      for (const cells of rows)
        sheet
          .addRow(cells.map((cell, i) => (money[i] && typeof cell === 'number' ? cell / 100 : cell)))
          .commit();
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
