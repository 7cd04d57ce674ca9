import type { Language, PayBody, PayQuery } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/gateways/gateway';

export interface PayInput {
  guid: string;
  mode: 'pay' | 'reserve';
  query: PayQuery;
  body: PayBody;
  user: AuthUser | null;
  language: Language;
}

export interface OrdersDeps {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called after a commit that made tickets: sends the confirmation mail in the background. */
  onTicketsIssued(orderId: string): void;
}
