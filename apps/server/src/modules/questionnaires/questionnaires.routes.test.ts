import type { Questionnaire, QuestionnaireInput, TicketRegistration2 } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import { buildSaleFixture, type SaleFixture } from '../ticketing/testing';
import { studentQuestionnaire } from './testing';

let t: TestApp;
let f: SaleFixture;
let owner: UserWithClaim;
let viewer: UserWithClaim;
let stranger: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db);
  const author = await t.app.db.query.profiles.findFirst({ where: eq(profiles.id, f.authorId) });
  if (!author) throw new Error('author profile');
  owner = await buildUserWithClaim(t.app, { profile: author });
  viewer = await buildUserWithClaim(t.app, { profile: author, role: 'StatisticsViewer' });
  stranger = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

// The questionnaire (testing.ts), with a text-only item at the end.
const STUDENT: QuestionnaireInput = {
  ...studentQuestionnaire([
    { _id: 'hello', Type: 'TextOnly', Text: 'See you there', Required: false, Options: [] },
  ]),
  IntroductionTextNotLogged: 'Tell us who comes.',
  FinalText: 'Thank you!',
};

describe('questionnaires (issue 19)', () => {
  let created: Questionnaire;

  it('an organizer’s editor creates one; anyone reads it; a viewer and a stranger cannot change it', async () => {
    expect((await call('POST', '/questionnaire', {}, STUDENT)).statusCode).toBe(401);
    expect((await call('POST', '/questionnaire', viewer.headers, STUDENT)).statusCode).toBe(403);
    const res = await call('POST', '/questionnaire', owner.headers, STUDENT);
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      Name: 'Festival registration',
      OwnerProfileId: f.authorId,
      UsedByEvents: 0,
    });
    const read = await call('GET', `/eventQuestionnaire/${created._id}`);
    expect(read.json().QuestionaireItems).toHaveLength(4);
    const renamed = { ...STUDENT, Name: 'Renamed' };
    expect((await call('PUT', `/questionnaire/${created._id}`, stranger.headers, renamed)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/questionnaire/${created._id}`, viewer.headers, renamed)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/questionnaire/${created._id}`, owner.headers, renamed)).json().Name).toBe(
      'Renamed',
    );
    const list = await call('GET', `/profile/${f.authorId}/questionnaires`, viewer.headers);
    expect(list.json()).toEqual([expect.objectContaining({ _id: created._id, Questions: 4 })]);
    expect((await call('GET', `/profile/${f.authorId}/questionnaires`, stranger.headers)).statusCode).toBe(
      403,
    );
  });

  it('refuses broken rules before saving, with FieldErrors per rule', async () => {
    const text = (id: string, on: string): QuestionnaireInput['QuestionaireItems'][number] => ({
      _id: id,
      Type: 'Text',
      Required: false,
      Options: [],
      Rule: { Type: 'AnswerRule', QuestionId: on, Condition: 'IsEqual', Value: 'x' },
    });
    // loop-a ↔ loop-c read each other; loop-b reads a question that is not there.
    const broken: QuestionnaireInput = {
      ...STUDENT,
      QuestionaireItems: [
        ...STUDENT.QuestionaireItems,
        text('loop-a', 'loop-c'),
        text('loop-b', 'ghost'),
        text('loop-c', 'loop-a'),
      ],
    };
    const res = await call('POST', '/questionnaire', owner.headers, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: {
        'QuestionaireItems.4.Rule': ['RULE_CYCLE'],
        'QuestionaireItems.5.Rule': ['RULE_UNKNOWN_QUESTION'],
        'QuestionaireItems.6.Rule': ['RULE_CYCLE'],
      },
    });
  });

  it('refuses 10,000 options and NUL bytes with a 400, not a 500', async () => {
    const many = {
      ...STUDENT,
      QuestionaireItems: [
        {
          _id: 'huge',
          Type: 'SingleChoice',
          Required: false,
          Options: Array.from({ length: 10_000 }, (_, i) => ({ _id: `o${i}`, Title: `O${i}` })),
        },
      ],
    };
    expect((await call('POST', '/questionnaire', owner.headers, many)).statusCode).toBe(400);
    const nul = { ...STUDENT, Name: 'a\u0000b' };
    expect((await call('POST', '/questionnaire', owner.headers, nul)).statusCode).toBe(400);
  });

  it('attaches to the event with TicketRegistration2, checked against the questionnaire and the sectors', async () => {
    const url = `/event/${f.eventId}/ticketRegistration`;
    const settings: TicketRegistration2 = {
      QuestionnaireId: created._id,
      OnlyOneTicketRegistrationRequired: false,
      ForSectors: [f.seating.id],
      GlobalQuestions: ['student'],
      GdprAgreementLink: 'https://example.com/gdpr',
      TermsAndConditionLink: null,
      TicketsFormRequired: true,
      ShowAnswersOnTicket: false,
    };
    expect((await call('PUT', url, viewer.headers, settings)).statusCode).toBe(403);
    const wrong = await call('PUT', url, owner.headers, {
      ...settings,
      ForSectors: [crypto.randomUUID()],
      GlobalQuestions: ['hello', 'ghost'],
    });
    expect(wrong.json().FieldErrors).toEqual({
      'ForSectors.0': ['NOT_FOUND'],
      'GlobalQuestions.0': ['NOT_FOUND'],
      'GlobalQuestions.1': ['NOT_FOUND'],
    });
    const saved = await call('PUT', url, owner.headers, settings);
    expect(saved.json()).toEqual(settings);
    expect((await call('GET', url, viewer.headers)).json()).toEqual(settings);
    // Buyers see it on the event (spec 2 §3 Event.TicketRegistration2): the modal's settings.
    expect((await call('GET', `/event/${f.eventId}`)).json().TicketRegistration2).toEqual(settings);
    // Used by the event now: it cannot be deleted until detached.
    expect((await call('DELETE', `/questionnaire/${created._id}`, owner.headers)).json().Code).toBe(
      'QUESTIONNAIRE.IN_USE',
    );
    await call('PUT', url, owner.headers, { ...settings, QuestionnaireId: null });
    expect((await call('GET', url, owner.headers)).json().QuestionnaireId).toBeNull();
    expect((await call('GET', `/event/${f.eventId}`)).json().TicketRegistration2).toBeNull();
    expect((await call('DELETE', `/questionnaire/${created._id}`, owner.headers)).statusCode).toBe(204);
    expect((await call('GET', `/eventQuestionnaire/${created._id}`)).statusCode).toBe(404);
  });

  it('will not attach another organizer’s questionnaire', async () => {
    const theirs = (await call('POST', '/questionnaire', stranger.headers, STUDENT)).json() as Questionnaire;
    const res = await call('PUT', `/event/${f.eventId}/ticketRegistration`, owner.headers, {
      QuestionnaireId: theirs._id,
    });
    expect(res.json().FieldErrors).toEqual({ QuestionnaireId: ['NOT_FOUND'] });
  });
});
