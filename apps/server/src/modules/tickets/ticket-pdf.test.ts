import { describe, expect, it } from 'vitest';
import { sampleSignedQr } from '../checkin/testing';
import { pdfQrCode, pdfText } from '../payments/testing';
import { formatEventDate, formatMoney, renderTicketPdf } from './ticket-pdf';

describe('ticket PDF', () => {
  it('words the date in the event’s time zone, not the server’s', () => {
    const begin = new Date('2026-12-31T23:30:00Z');
    expect(formatEventDate(begin, 'en', 'Europe/Bratislava')).toContain('January 1, 2027');
    expect(formatEventDate(begin, 'en', 'Europe/Bratislava')).toContain('12:30');
    expect(formatEventDate(begin, 'en', 'America/New_York')).toContain('December 31, 2026');
    expect(formatMoney(4500, 'EUR', 'sk')).toMatch(/45,00\s€/);
  });

  it('shows "Online stream" for an online event and no row or seat for standing', async () => {
    const qr = sampleSignedQr(
      'ABCDEFGHJKMNPQRSTVWX',
      '3f1c2a9e-5b7d-4c8e-9f01-23456789abcd',
      'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    );
    const pdf = await renderTicketPdf({
      language: 'cs',
      code: 'ABCDEFGHJKMNPQRSTVWX',
      qr: qr.text,
      eventName: 'Koncert – Žluťoučký kůň',
      place: null,
      beginAt: new Date('2026-12-01T18:00:00Z'),
      timeZone: 'Europe/Prague',
      sectorName: 'Stání',
      sectorType: 'StandingSector',
      rowName: '3',
      seatName: '9',
      priceMinor: 39900,
      currency: 'CZK',
      orderNumber: '12',
      buyerName: 'Jiří Dvořák',
      payInPlace: false,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Online stream');
    expect(text).toContain('Žluťoučký kůň');
    expect(text).toContain('ABCD EFGH JKMN PQRS TVWX');
    expect(text).not.toContain('Řada');
    expect(text).toContain('19:00');
    // The QR (level H, 270 px) holds the signed code, read back as a door would at 150 dpi.
    const decoded = pdfQrCode(pdf);
    expect(decoded).toBe(qr.text);
    expect(qr.verifies(decoded)).toBe(true);
  });

  it('prints the registration answers the organizer chose to show, and the QR still reads (issue 19)', async () => {
    const qr = sampleSignedQr(
      'ABCDEFGHJKMNPQRSTVWX',
      '3f1c2a9e-5b7d-4c8e-9f01-23456789abcd',
      'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    );
    const answers = [
      {
        QuestionId: 'school',
        Title: 'School',
        Type: 'Text' as const,
        Input: 'Gymnázium Ľ. Štúra',
        Text: 'Gymnázium Ľ. Štúra',
      },
      { QuestionId: 'vegan', Title: 'Vegan meal', Type: 'Checkbox' as const, Input: true, Text: null },
      ...Array.from({ length: 8 }, (_, i) => ({
        QuestionId: `q${i}`,
        Title: `Extra ${i}`,
        Type: 'Text' as const,
        Input: 'x',
        Text: 'x',
      })),
    ];
    const pdf = await renderTicketPdf({
      language: 'sk',
      code: 'ABCDEFGHJKMNPQRSTVWX',
      qr: qr.text,
      eventName: 'Školský koncert',
      place: 'Dom umenia, Piešťany',
      beginAt: new Date('2026-12-01T18:00:00Z'),
      timeZone: 'Europe/Bratislava',
      sectorName: 'Parter',
      sectorType: 'SeatingSector',
      rowName: '3',
      seatName: '9',
      priceMinor: 1200,
      currency: 'EUR',
      orderNumber: '12',
      buyerName: 'Jana Nováková',
      payInPlace: false,
      answers,
    });
    const text = pdfText(pdf);
    expect(text).toContain('School: Gymnázium Ľ. Štúra');
    expect(text).toContain('Vegan meal: Áno');
    // Six at most: the page stays one page and the QR is whole.
    expect(text).toContain('Extra 3');
    expect(text).not.toContain('Extra 4');
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);
    expect(pdfQrCode(pdf)).toBe(qr.text);
  });
});
