import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { MailQueue } from '../tickets/mail-queue';
import { orderOfEvent } from './order-detail.service';
import { audit } from './orders.repository';

/**
 * POST /event/{id}/orders/{orderId}/resend (issue 18): the tickets mail once more, to the buyer's address
 * or a corrected one. The order keeps its stored address: a typo fix for one mail must not move the order
 * (and its tickets) to another person's account, which the stored e-mail decides (tickets of a confirmed
 * e-mail). Refunded tickets are not attached (tickets.repository leaves them out).
 */
export async function resendTickets(
  deps: { db: Db; mail: MailQueue },
  input: { eventId: string; orderId: string; email?: string | null; userId: string },
): Promise<{ to: string }> {
  const order = await orderOfEvent(deps.db, input.eventId, input.orderId);
  if (order.state !== 'PAID' && order.state !== 'RESERVED')
    throw new AppError('CONFLICT', `An order in state ${order.state} has no tickets to send.`);
  const to = input.email ?? order.email;
  await audit(deps.db, order.id, 'MAIL_RESENT', { email: to, userId: input.userId });
  deps.mail.resend(order.id, to);
  return { to };
}
