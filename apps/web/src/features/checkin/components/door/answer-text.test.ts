import { ERROR_CODES, LANGUAGES, SCAN_RESULTS } from '@marquee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { flatCatalogs } from '../../../../i18n/catalog-utils';
import { ensureLanguage, i18n } from '../../../../i18n/setup';
import type { DoorAnswer } from '../../lib/door-index';
import { checkinErrorKey } from '../../lib/error-codes';
import { ensureCheckinTexts } from '../../texts';
import { answerText } from './answer-text';

beforeAll(() => ensureCheckinTexts());

const answer = (overrides: Partial<DoorAnswer>): DoorAnswer => ({
  scanId: 's1',
  result: 'WELCOME',
  ticketCode: null,
  sectorName: null,
  rowName: null,
  seatName: null,
  seatLabel: null,
  since: null,
  gateName: null,
  offline: false,
  ...overrides,
});
const options = { sendSectorName: true, timeZone: 'Europe/Bratislava', language: 'en' };
const t = i18n.getFixedT('en');

describe('door answer texts', () => {
  it('has a title and a reason for every scan result in every language', () => {
    const catalogs = flatCatalogs();
    for (const language of LANGUAGES) {
      for (const result of SCAN_RESULTS) {
        for (const part of ['TITLE', 'TEXT']) {
          const text = catalogs[language][`DOOR.RESULT.${result}.${part}`];
          expect(typeof text === 'string' && text.length > 0, `${language} ${result} ${part}`).toBe(true);
        }
      }
    }
  });

  it('translates every check-in API error code (TURNSTILE.*, DEVICE.*) in every language', () => {
    const catalogs = flatCatalogs();
    const codes = ERROR_CODES.filter((code) => code.startsWith('TURNSTILE.') || code.startsWith('DEVICE.'));
    expect(codes.length).toBeGreaterThanOrEqual(6);
    for (const language of LANGUAGES) {
      for (const code of codes)
        expect(catalogs[language][checkinErrorKey(code)], `${language} ${code}`).toBeTruthy();
    }
  });

  it('names sector and seat on a welcome only when the system shows them', () => {
    const welcome = answer({ sectorName: 'Parter', rowName: '3', seatName: '12' });
    expect(answerText(t, welcome, options)).toMatchObject({
      passed: true,
      title: 'Welcome',
      details: ['Sector Parter', 'Row 3, seat 12'],
    });
    expect(answerText(t, welcome, { ...options, sendSectorName: false }).details).toEqual([]);
    // Offline, the snapshot has one seat label.
    expect(answerText(t, answer({ sectorName: 'Parter', seatLabel: 'R3 S12' }), options).details).toEqual([
      'Sector Parter',
      'R3 S12',
    ]);
    // A wrong gate always says the sector: it tells staff where to send the guest.
    const wrong = answerText(t, answer({ result: 'WRONG_GATE', sectorName: 'Balcony' }), {
      ...options,
      sendSectorName: false,
    });
    expect(wrong).toMatchObject({ passed: false, title: 'Wrong gate', details: ['Sector Balcony'] });
  });

  it('says since when (event time, 24-hour) and where for already inside and no re-entry', async () => {
    const inside = answer({ result: 'ALREADY_INSIDE', since: '2031-12-01T18:05:00.000Z', gateName: 'North' });
    expect(answerText(t, inside, options).details).toEqual(['Since 19:05 at gate North']);
    expect(answerText(t, { ...inside, gateName: null }, options).details).toEqual(['Since 19:05']);
    const denied = answerText(t, { ...inside, result: 'REENTRY_DENIED' }, options);
    expect(denied.title).toBe('No re-entry');
    await ensureLanguage('sk');
    const sk = answerText(i18n.getFixedT('sk'), inside, { ...options, language: 'sk' });
    expect(sk.title).toBe('Už je vnútri');
    expect(sk.details).toEqual(['Od 19:05 pri vchode North']);
  });

  it('reads the refusals in the staff language', () => {
    expect(answerText(t, answer({ result: 'UNPAID' }), options).text).toBe(
      'Send the guest to the box office to pay.',
    );
    expect(answerText(t, answer({ result: 'NOT_ENTRY' }), options).title).toBe('Not an entry ticket');
    expect(answerText(t, answer({ result: 'FORGED' }), options).title).toBe('Forged code');
    expect(answerText(t, answer({ result: 'WRONG_EVENT' }), options).text).toBe(
      'This ticket is for another event.',
    );
    expect(answerText(t, answer({ result: 'NOT_INSIDE' }), options).title).toBe('Not inside');
  });
});
