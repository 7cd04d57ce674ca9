import type { QuestionnaireInput } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

/* POST /questionnaire/user (spec 1 §7): a signed-in user answers a shared questionnaire; its owner reads. */

let t: TestApp;
let owner: UserWithClaim;
let fan: UserWithClaim;
let shared: string;
let unshared: string;

const SURVEY: QuestionnaireInput = {
  Name: 'What do you like?',
  IsPublic: true,
  QuestionaireItems: [
    {
      _id: 'genre',
      Type: 'MultipleChoice',
      Title: 'Genres',
      Required: true,
      Options: [
        { _id: 'jazz', Title: 'Jazz' },
        { _id: 'rock', Title: 'Rock' },
      ],
    },
    {
      _id: 'band',
      Type: 'Text',
      Title: 'Favourite rock band',
      Required: true,
      Options: [],
      Rule: { Type: 'AnswerRule', QuestionId: 'genre', Condition: 'ContainsAny', Value: ['rock'] },
    },
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
  fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
  const create = async (input: QuestionnaireInput) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/questionnaire',
        headers: owner.headers,
        payload: input,
      })
    ).json()._id as string;
  shared = await create(SURVEY);
  unshared = await create({ ...SURVEY, IsPublic: false });
});
afterAll(() => t?.close());

const answer = (id: string, headers: Record<string, string>, Answers: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/questionnaire/user?questionnaireId=${id}`,
    headers,
    payload: { Answers },
  });

describe('a user answers a shared questionnaire (issue 19)', () => {
  it('needs a session, a shared questionnaire and valid answers', async () => {
    expect((await answer(shared, {}, [])).statusCode).toBe(401);
    expect((await answer(unshared, fan.headers, [])).statusCode).toBe(404);
    const missing = await answer(shared, fan.headers, [{ QuestionId: 'genre', Input: ['rock'] }]);
    expect(missing.json().FieldErrors).toEqual({ 'Answers.band': ['FIELD_REQUIRED'] });
    const wrong = await answer(shared, fan.headers, [{ QuestionId: 'genre', Input: 'opera' }]);
    expect(wrong.json().FieldErrors).toEqual({ 'Answers.genre': ['ANSWER_INVALID'] });
  });

  it('keeps the visible answers, replaces them when answered again, and the owner reads them', async () => {
    const first = await answer(shared, fan.headers, [
      { QuestionId: 'genre', Input: ['rock', 'jazz'] },
      { QuestionId: 'band', Input: 'Mlýnská kola' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Answers.map((a: { Text: string }) => a.Text)).toEqual(['Rock, Jazz', 'Mlýnská kola']);
    const again = await answer(shared, fan.headers, [{ QuestionId: 'genre', Input: ['jazz'] }]);
    expect(again.json().Answers).toEqual([
      { QuestionId: 'genre', Title: 'Genres', Type: 'MultipleChoice', Input: ['jazz'], Text: 'Jazz' },
    ]);
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/questionnaire/${shared}/answers`, headers });
    expect((await read(fan.headers)).statusCode).toBe(403);
    const list = (await read(owner.headers)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ Email: fan.user.email, Answers: [{ Text: 'Jazz' }] });
  });
});
