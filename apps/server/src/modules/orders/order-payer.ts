import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { accountOwnsEmail, isAccountEmailGenerated } from './orders.repository';
import type { PayInput } from './orders.types';

/** Who receives the tickets: a guest's e-mail given now (else the basket's); for an account, its e-mail. */
export async function payerEmail(tx: DbOrTx, input: PayInput, basketEmail: string | null): Promise<string> {
  const given = input.query.NewEmail ?? null;
  if (input.user) {
    // Spec §6: an account whose e-mail was generated (social sign-in without one) gets its tickets at the
    // address given now; the client changes the account's e-mail through /account/changeFacebookGeneratedMail.
    if (given && (await isAccountEmailGenerated(tx, input.user.id))) return given;
    return basketEmail ?? input.user.email;
  }
  const email = given ?? basketEmail;
  if (!email)
    throw new AppError('VALIDATION_FAILED', 'An e-mail for the tickets is needed.', {
      NewEmail: ['FIELD_REQUIRED'],
    });
  // Spec §8 NOT_AUTHORIZED_PAY: a guest may not buy under an e-mail an account owns (they sign in).
  if (await accountOwnsEmail(tx, email))
    throw new AppError('NOT_AUTHORIZED_PAY', 'This e-mail belongs to an account; sign in to use it.');
  return email;
}
