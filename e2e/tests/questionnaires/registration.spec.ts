import { expect, type Locator, test } from '@playwright/test';
import { acceptCookies, uniqueEmail } from '../../fixtures';
import { CARDS, continueToPayment, fillGuest, holdTwoSeats, payByCard } from '../checkout/helpers';
import { signInAsMarqueeLive } from '../coupons/helpers';

/**
 * Ticket registration (issue 19), the way people meet it. The organizer (the demo account as Marquee Live)
 * builds a questionnaire: "Are you a student?" = Yes shows "School" and hides the option "Adult ticket
 * holder" of "Ticket holder"; attaches it to its Beethoven concert (a demo draft no other journey sells,
 * published here) from Your events. A guest buys two seats and answers per ticket — the hidden question is
 * not asked, the hidden option not offered — and pays; the organizer reads the answers in the order.
 */

test.use({ actionTimeout: 20_000 });
const EVENT = 'Beethoven: Deviata symfónia';
const SECTOR = 'Parter stred';

/** Adds a question of a type with a title; answers its card. */
async function addQuestion(
  page: import('@playwright/test').Page,
  index: number,
  type: string,
  title: string,
) {
  await page.getByTestId('add-question').click();
  const card = page.getByTestId(`question-${index}`);
  await card.getByTestId('question-type').selectOption(type);
  await card.getByTestId('question-title').fill(title);
  await card.getByRole('switch', { name: 'Required' }).check();
  return card;
}

async function answerChoice(block: Locator, question: string, option: string) {
  await block
    .getByRole('radiogroup', { name: new RegExp(`^${question}`) })
    .getByRole('radio', { name: option })
    .check();
}

test('ticket registration: the organizer builds and attaches a questionnaire, a buyer of two seats answers per ticket, the organizer reads the answers', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const session = await signInAsMarqueeLive(page, request);
  try {
    const mine = (await (
      await request.get(`/api/event/myevents/${session.profileId}?key=Beethoven&page=0&perPage=8`, {
        headers: session.headers,
      })
    ).json()) as { Id: string; ProfileName: string }[];
    const eventId = mine.find((event) => event.ProfileName === EVENT)?.Id ?? '';
    expect(eventId).not.toBe('');
    // The draft has no responsible person yet (publishing needs one): the organizer names one, as the form does.
    const responsible = {
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Surname: 'Kováčová',
      Birthday: '1985-04-12',
      Address: { AddressLine: 'Hlavná 1', City: 'Bratislava', Zip: '81101', Country: 'SK' },
      Vat: 0,
    };
    const saved = await request.put(`/api/event/${eventId}/responsible`, {
      headers: session.headers,
      data: { ...responsible, SaveAsTemplate: false },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await request.put(`/api/event/${eventId}/status?Status=PUBLISHED`, {
      headers: session.headers,
    });
    expect(published.status(), await published.text()).toBe(200);

    // The builder: three questions, a Show rule on a question and a Hide rule on an option.
    await page.goto('/en/dashboard/questionnaires');
    await acceptCookies(page);
    await page.getByTestId('new-questionnaire').click();
    await page.getByTestId('questionnaire-name').fill(`Concert registration ${Date.now()}`);
    const student = await addQuestion(page, 0, 'SingleChoice', 'Are you a student?');
    await student.getByTestId('option-title-0').fill('Yes');
    await student.getByTestId('option-title-1').fill('No');
    const school = await addQuestion(page, 1, 'Text', 'School');
    // A new rule reads the first earlier question, "is", its first option: "Are you a student?" is Yes.
    await school.getByTestId('add-rule').click();
    await expect(school.getByTestId('rule-mode')).toHaveValue('show');
    const holder = await addQuestion(page, 2, 'SingleChoice', 'Ticket holder');
    await holder.getByTestId('option-title-0').fill('Adult ticket holder');
    await holder.getByTestId('option-title-1').fill('Child');
    await holder.getByTestId('option-0-add-rule').click();
    await holder.getByTestId('rule-mode').selectOption('hide');

    // The live preview runs the same engine: Yes shows School and takes "Adult ticket holder" away.
    const preview = page.getByTestId('preview');
    await expect(preview.getByRole('textbox', { name: /^School/ })).toHaveCount(0);
    await expect(preview.getByRole('radio', { name: 'Adult ticket holder' })).toBeVisible();
    await preview.getByRole('radio', { name: 'Yes' }).check();
    await expect(preview.getByRole('textbox', { name: /^School/ })).toBeVisible();
    await expect(preview.getByRole('radio', { name: 'Adult ticket holder' })).toHaveCount(0);
    await page.getByTestId('save-questionnaire').click();
    await expect(page).toHaveURL(/\/en\/questionnaire\/edit\//);

    // Your events → the concert's menu → Ticket registration: this questionnaire, for every ticket.
    await page.goto('/en/dashboard/events');
    // Found by name: other journeys' new events push a concert 95 days away off the first page.
    await page.getByTestId('my-events-search').fill('Beethoven');
    await page
      .getByRole('button', { name: `More actions for ${EVENT}` })
      .first()
      .click();
    await page.getByTestId('event-registration').click();
    await expect(page).toHaveURL(new RegExp(`/en/event/registration/${eventId}$`));
    const chooser = page.getByTestId('registration-questionnaire');
    const option = chooser.locator('option', { hasText: 'Concert registration' });
    await chooser.selectOption((await option.first().getAttribute('value')) ?? '');
    await page.getByTestId('registration-save').click();
    await expect(page.getByText('Ticket registration saved.')).toBeVisible();

    // A guest buys two seats: one block per ticket.
    const email = uniqueEmail('registration-buyer');
    const buyerContext = await browser.newContext({ locale: 'en-US' });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/en/events/${eventId}`);
    await acceptCookies(buyer);
    const form = buyer.locator('[data-stage]');
    await expect(form).toBeVisible();
    await holdTwoSeats(buyer, form, request, eventId, SECTOR);
    const checkout = await continueToPayment(form);
    await fillGuest(checkout, email);
    await checkout.getByTestId('checkout-pay').click();
    const modal = buyer.getByTestId('registration-modal');
    await expect(modal).toBeVisible();
    const first = modal.getByTestId('registration-ticket-1');
    const second = modal.getByTestId('registration-ticket-2');
    await expect(first).toContainText(`Ticket no. 1 · ${SECTOR}`);
    // Ticket 1, a student: School is asked, the adult option is not offered.
    await expect(first.getByRole('textbox', { name: /^School/ })).toHaveCount(0);
    await answerChoice(first, 'Are you a student\\?', 'Yes');
    await first.getByRole('textbox', { name: /^School/ }).fill('Gymnázium Ľudovíta Štúra');
    await expect(first.getByRole('radio', { name: 'Adult ticket holder' })).toHaveCount(0);
    await answerChoice(first, 'Ticket holder', 'Child');
    // Ticket 2, not a student: no School; the adult option is there.
    await answerChoice(second, 'Are you a student\\?', 'No');
    await expect(second.getByRole('textbox', { name: /^School/ })).toHaveCount(0);
    await answerChoice(second, 'Ticket holder', 'Adult ticket holder');
    await modal.getByTestId('registration-pay').click();
    await payByCard(buyer, CARDS.approved);
    await expect(buyer).toHaveURL(/\/en\/paymentResult\?.*res=OK/);
    await buyerContext.close();

    // The organizer reads the answers per ticket in the order.
    await page.goto(`/en/event/orders/${eventId}`);
    await page.getByTestId('orders-search').fill(email);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await page.getByTestId('order-row').getByRole('button').first().click();
    const answers1 = page.getByTestId('order-answers-1');
    await expect(answers1).toContainText('School');
    await expect(answers1).toContainText('Gymnázium Ľudovíta Štúra');
    await expect(answers1).toContainText('Child');
    const answers2 = page.getByTestId('order-answers-2');
    await expect(answers2).toContainText('Adult ticket holder');
    await expect(answers2).not.toContainText('School');
  } finally {
    await session.restore();
  }
});
