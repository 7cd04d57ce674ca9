import { createRequire } from 'node:module';
import { groupTicketCode, type Language, type RegistrationAnswer, TICKET_QR } from '@marquee/contract';
import type PDFKit from 'pdfkit';
import type QRCodeModule from 'qrcode';
import { TICKET_TEXTS } from './ticket-texts';

const require = createRequire(import.meta.url);
/** DejaVu covers every letter of our five languages (č ľ ő ű …); pdfkit embeds the glyphs it uses. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface TicketPdfData {
  language: Language;
  /** The short code, printed under the QR for typing at the door. */
  code: string;
  /** What the QR holds: the signed code (checkin/signing.ts ticketQr). */
  qr: string;
  eventName: string;
  /** Venue and city; null for an online event ("Online stream"). */
  place: string | null;
  beginAt: Date;
  timeZone: string;
  sectorName: string;
  sectorType: 'StandingSector' | 'SeatingSector' | 'VirtualSector';
  /** Merchandise bought with the tickets: worded as a pickup voucher, never as an entry. */
  isMerchandise?: boolean;
  rowName: string | null;
  seatName: string | null;
  priceMinor: number;
  currency: string;
  orderNumber: string;
  buyerName: string;
  payInPlace: boolean;
  preview?: boolean;
  /** The ticket's registration answers, when the organizer prints them (issue 19 ShowAnswersOnTicket). */
  answers?: readonly RegistrationAnswer[];
}

/** At most this many answers fit under the ticket's lines without pushing the QR off the A5 page. */
export const PDF_MAX_ANSWERS = 6;

/** The event's date and time in the event's own time zone, worded for the buyer's language. */
export function formatEventDate(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

export function formatMoney(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/**
 * The QR image of a ticket: spec 2 §7, 270 px, error correction level H. The signed code (182 QR
 * alphanumeric characters) makes a version 11 symbol at H: 61 modules, over 4 px each at 270 px.
 */
/**
 * pdfkit and qrcode take ~0.2 s to import: loaded with the first ticket, not with every server start (and
 * every API test file, which builds the whole app).
 */
let pdfkit: Promise<typeof PDFKit> | undefined;
let qrcode: Promise<typeof QRCodeModule> | undefined;
const defaultOf = <T>(module: T | { default: T }): T => (module as { default?: T }).default ?? (module as T);

export async function ticketQrPng(text: string): Promise<Buffer> {
  qrcode ??= import('qrcode').then(defaultOf);
  const QRCode = await qrcode;
  return QRCode.toBuffer(text, {
    type: 'png',
    width: TICKET_QR.size,
    errorCorrectionLevel: TICKET_QR.errorCorrectionLevel,
    margin: 2,
  });
}

/**
 * One ticket as a one-page PDF (A5 portrait): what the door staff and the buyer need, QR first. A
 * merchandise item is a pickup voucher: its own title, "item" instead of sector, and a note that it is not
 * an entry ticket (the door refuses its code).
 */
export async function renderTicketPdf(data: TicketPdfData): Promise<Buffer> {
  const t = TICKET_TEXTS[data.language];
  const merch = data.isMerchandise === true;
  const qr = await ticketQrPng(data.qr);
  pdfkit ??= import('pdfkit').then(defaultOf);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `${merch ? t.merch.title : t.ticket} – ${data.eventName}`, Author: 'Marquee' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', FONT);
  doc.registerFont('Bold', FONT_BOLD);
  const width = doc.page.width - 72;

  if (data.preview)
    doc.font('Bold').fontSize(10).fillColor('#b00020').text(t.preview, { width }).moveDown(0.5);
  if (merch) doc.font('Bold').fontSize(11).fillColor('#555555').text(t.merch.title.toUpperCase(), { width });
  doc.font('Bold').fontSize(18).fillColor('#111111').text(data.eventName, { width });
  doc.moveDown(0.5);
  const line = (label: string, value: string) => {
    doc.font('Body').fontSize(9).fillColor('#555555').text(label, { width });
    doc.font('Bold').fontSize(12).fillColor('#111111').text(value, { width });
    doc.moveDown(0.3);
  };
  line(t.place, data.place ?? t.onlineStream);
  line(t.date, formatEventDate(data.beginAt, data.language, data.timeZone));
  line(merch ? t.merch.item : t.sector, data.sectorName);
  if (!merch && data.sectorType === 'SeatingSector') {
    if (data.rowName) line(t.row, data.rowName);
    if (data.seatName) line(t.seat, data.seatName);
  }
  line(t.price, formatMoney(data.priceMinor, data.currency, data.language));
  if (data.payInPlace) line(t.payInPlace, formatMoney(data.priceMinor, data.currency, data.language));
  for (const answer of (data.answers ?? []).slice(0, PDF_MAX_ANSWERS)) {
    const value = typeof answer.Input === 'boolean' ? (answer.Input ? t.yes : t.no) : (answer.Text ?? '');
    doc.font('Body').fontSize(8).fillColor('#555555').text(`${answer.Title}: `, { width, continued: true });
    doc.font('Bold').fillColor('#111111').text(value.slice(0, 120), { width });
  }

  // 270 px at 72 dpi: printed at the size the spec names.
  const size = TICKET_QR.size * 0.75;
  const top = Math.max(doc.y + 6, 300);
  doc.image(qr, (doc.page.width - size) / 2, top, { width: size, height: size });
  doc.y = top + size + 6;
  doc.font('Bold').fontSize(14).text(groupTicketCode(data.code), 36, doc.y, { width, align: 'center' });
  doc.font('Body').fontSize(8).fillColor('#555555');
  doc.text(`${t.order} ${data.orderNumber} · ${t.buyer}: ${data.buyerName}`, { width, align: 'center' });
  doc.text(merch ? t.merch.pickupNote : t.entryNote, { width, align: 'center' });
  doc.end();
  return done;
}
