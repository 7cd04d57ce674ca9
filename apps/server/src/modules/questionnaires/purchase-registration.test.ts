import type { OrderDetail, TicketRegistration2 } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { DoorFixture } from '../checkin/testing';
import { buildOrdersFixture, detailOf } from '../orders/testing';
import { pay } from '../payments/testing';
import { addSeat, addStanding, createBasket } from '../ticketing/testing';
import { studentQuestionnaire } from './testing';

/*
 * Ticket registration at purchase (issue 19; spec 2 §5): the server checks EventRegistration with the same
 * engine the buyer's modal runs, stores the visible answers per ticket, and the organizer reads them.
 */

let t: TestApp;
let f: DoorFixture;
let questionnaireId: string;

const QUESTIONNAIRE = studentQuestionnaire([
  { _id: 'city', Type: 'Text', Title: 'Your city', Required: true, Options: [] },
]);

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildOrdersFixture(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/questionnaire',
    headers: f.owner.headers,
    payload: QUESTIONNAIRE,
  });
  questionnaireId = created.json()._id;
  const settings: Partial<TicketRegistration2> = {
    QuestionnaireId: questionnaireId,
    ForSectors: [f.seating.id],
    GlobalQuestions: ['city'],
    TermsAndConditionLink: 'https://organizer.example/terms',
    TicketsFormRequired: true,
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/event/${f.eventId}/ticketRegistration`,
    headers: f.owner.headers,
    payload: settings,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t?.close());

/**
 * A basket with two seats (from `first`) and a standing place; standing is not registered (ForSectors
 * lists the seating sector). Answers the seats' basket item ids, in basket order.
 */
async function basket(first: number) {
  const guid = await createBasket(t);
  for (const seat of [first, first + 1]) {
    const res = await addSeat(t, f.eventId, guid, f.seating.seatIds[seat] as string);
    if (res.statusCode !== 200) throw new Error(`seat: ${res.body}`);
  }
  await addStanding(t, f.eventId, guid, f.standing.id, 1);
  const state = (await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` })).json() as {
    Events: { Items: { Id: string; SectorId: string }[] }[];
  };
  const seats = state.Events.flatMap((e) => e.Items)
    .filter((item) => item.SectorId === f.seating.id)
    .map((item) => item.Id);
  return { guid, seats };
}

const answer = (QuestionId: string, Input: unknown) => ({ QuestionId, Type: 'Text', Input });
const registration = (pair: string | null, answers: ReturnType<typeof answer>[], terms = true) => ({
  Type: 'QuestionnaireTicketRegistrationCreateDto',
  QuestionnaireId: questionnaireId,
  QuestionnaireTicketPairId: pair,
  Answers: answers,
  MarketingAgreement: false,
  TermsAndCondition: terms,
});

describe('ticket registration at purchase (issue 19)', () => {
  it('refuses a purchase without the required registration, then with wrong, missing and hidden answers', async () => {
    const { guid, seats } = await basket(0);
    const none = await pay(t, guid, 'RESERVATION', { path: 'reserveTicket' });
    expect(none.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { EventRegistration: ['REGISTRATION_REQUIRED'] },
    });

    const one = await pay(t, guid, 'RESERVATION', {
      path: 'reserveTicket',
      body: { EventRegistration: { TicketRegistrations: [registration(seats[0] ?? '', [])] } },
    });
    expect(one.json().FieldErrors).toEqual({
      'EventRegistration.TicketRegistrations': ['REGISTRATION_COUNT'],
    });

    const bad = await pay(t, guid, 'RESERVATION', {
      path: 'reserveTicket',
      body: {
        EventRegistration: {
          TicketRegistrations: [
            // Not a student, yet answers the school, which only students are asked.
            registration(seats[0] ?? '', [
              answer('student', 'no'),
              answer('school', 'Gymnázium'),
              answer('who', 'adult'),
              answer('city', 'Košice'),
            ]),
            // A student: the school is required, "adult" is hidden; no terms ticked; a made-up ticket id.
            registration(crypto.randomUUID(), [answer('student', 'yes'), answer('who', 'adult')], false),
          ],
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().FieldErrors).toEqual({
      'EventRegistration.TicketRegistrations.0.Answers.school': ['QUESTION_HIDDEN'],
      'EventRegistration.TicketRegistrations.1.QuestionnaireTicketPairId': ['NOT_FOUND'],
      'EventRegistration.TicketRegistrations.1.TermsAndCondition': ['FIELD_REQUIRED'],
      'EventRegistration.TicketRegistrations.1.Answers.who': ['OPTION_INVALID'],
      'EventRegistration.TicketRegistrations.1.Answers.school': ['FIELD_REQUIRED'],
    });
  });

  it('stores the visible answers per ticket, the global city copied to both; the organizer reads them', async () => {
    const { guid, seats } = await basket(2);
    const res = await pay(t, guid, 'RESERVATION', {
      path: 'reserveTicket',
      body: {
        EventRegistration: {
          TicketRegistrations: [
            registration(seats[0] ?? '', [
              answer('student', 'yes'),
              answer('school', 'Gymnázium'),
              answer('who', 'child'),
              answer('city', 'Košice'),
            ]),
            // The second ticket's copy of the global question is overwritten by the first's.
            registration(seats[1] ?? '', [
              answer('student', 'no'),
              answer('who', 'adult'),
              answer('city', 'Prešov'),
            ]),
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail: OrderDetail = await detailOf(t, f, res.json().extraData.OrderId);
    const answers = detail.Items.map((item) => item.Answers?.map((a) => [a.Title, a.Text]) ?? null);
    expect(answers).toEqual([
      [
        ['Are you a student?', 'Yes'],
        ['School', 'Gymnázium'],
        ['Who holds the ticket?', 'Child'],
        ['Your city', 'Košice'],
      ],
      [
        ['Are you a student?', 'No'],
        ['Who holds the ticket?', 'Adult ticket holder'],
        ['Your city', 'Košice'],
      ],
      // The standing place is not in ForSectors: no registration.
      null,
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/export/attendees?format=csv`,
      headers: f.owner.headers,
    });
    const [header] = csv.payload.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('Are you a student?,School,Who holds the ticket?,Your city');
  });
});
