import { describe, expect, it } from 'vitest';
import { embeddedLink } from '../components/registration/DisplayItem';
import { buildRegistration, Q_IDS, twoSeats } from '../registration-test-fixtures';
import { buildBasket, buildItem, T_IDS } from '../test-fixtures';
import { fromServerErrors, registrationBlocks } from './registration';

describe('registrationBlocks (spec 2 §5 count of registrations)', () => {
  const merch = buildItem({ Id: 'm', IsMerchandise: true, SectorId: T_IDS.merch });
  const floor = buildItem({ Id: 'f', SectorId: T_IDS.standing });
  const basket = buildBasket([...twoSeats(), merch, floor]);

  it('takes every ticket but merchandise, in basket order, when no sector is listed', () => {
    expect(registrationBlocks(basket, T_IDS.event, buildRegistration()).map((b) => b.pairId)).toEqual([
      'item-1',
      'item-2',
      'f',
    ]);
  });

  it('keeps the listed sectors only; none in the basket → no registration', () => {
    const balcony = registrationBlocks(
      basket,
      T_IDS.event,
      buildRegistration({ ForSectors: [Q_IDS.balcony] }),
    );
    expect(balcony.map((b) => b.key)).toEqual(['item-1', 'item-2']);
    expect(
      registrationBlocks(basket, T_IDS.event, buildRegistration({ ForSectors: [T_IDS.seating] })),
    ).toEqual([]);
  });

  it('asks one registration without a pair id when only one is required; none without a questionnaire', () => {
    const only = registrationBlocks(
      basket,
      T_IDS.event,
      buildRegistration({ OnlyOneTicketRegistrationRequired: true }),
    );
    expect(only).toEqual([{ key: 'only', pairId: null, item: null }]);
    expect(registrationBlocks(basket, T_IDS.event, buildRegistration({ QuestionnaireId: null }))).toEqual([]);
    expect(registrationBlocks(basket, 'another-event', buildRegistration())).toEqual([]);
  });
});

describe('fromServerErrors', () => {
  const blocks = registrationBlocks(buildBasket(twoSeats()), T_IDS.event, buildRegistration());
  const globalIds = new Set(['email']);

  it('puts answer errors on their block (global questions on the global block) and agreements apart', () => {
    expect(
      fromServerErrors(
        {
          'EventRegistration.TicketRegistrations.1.Answers.name': ['FIELD_REQUIRED'],
          'EventRegistration.TicketRegistrations.0.Answers.email': ['EMAIL_INVALID'],
          'EventRegistration.TicketRegistrations.0.MarketingAgreement': ['FIELD_REQUIRED'],
          'EventRegistration.TicketRegistrations.0.TermsAndCondition': ['FIELD_REQUIRED'],
          'BuyerInfo.LastName': ['FIELD_REQUIRED'],
        },
        blocks,
        globalIds,
      ),
    ).toEqual({
      global: { email: 'EMAIL_INVALID' },
      tickets: { 'item-2': { name: 'FIELD_REQUIRED' } },
      marketing: 'CHECKBOX_REQUIRED',
      terms: 'CHECKBOX_REQUIRED',
    });
  });

  it('shows REGISTRATION_REQUIRED (and paths it has no field for) on the form; null when none is about it', () => {
    expect(fromServerErrors({ EventRegistration: ['REGISTRATION_REQUIRED'] }, blocks, globalIds)).toEqual({
      global: {},
      tickets: {},
      form: 'REGISTRATION_REQUIRED',
    });
    expect(fromServerErrors({ 'BuyerInfo.LastName': ['FIELD_REQUIRED'] }, blocks, globalIds)).toBeNull();
  });
});

describe('embeddedLink: an embed becomes a plain https link, never markup', () => {
  it.each([
    [
      '<iframe src="https://www.youtube.com/embed/x?a=1&amp;b=2"></iframe>',
      'https://www.youtube.com/embed/x?a=1&b=2',
    ],
    ["<a href='https://example.com/map'>map</a>", 'https://example.com/map'],
    ['<iframe src="http://insecure.example/x"></iframe>', null],
    ['<iframe src="javascript:alert(1)"></iframe>', null],
    ['<script>alert(1)</script>', null],
    [null, null],
  ])('%s → %s', (code, expected) => {
    expect(embeddedLink(code)).toBe(expected);
  });
});
