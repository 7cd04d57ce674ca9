import { PaymentResultQuerySchema } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { readResultQuery } from './result-page';

const base = 'eventId=e1&res=OK&vs=123&guid=g&price=12.5&currency=EUR&count=2';

describe('readResultQuery', () => {
  it.each([
    base,
    `${base}&merch=1`,
    `${base}&merch=0`,
    `${base}&merch=-1`,
    `${base}&merch=1.5`,
    base.replace('res=OK', 'res=NOPE'),
    base.replace('res=OK', 'res=toString'),
    base.replace('count=2', 'count=2.5'),
    base.replace('count=2', 'count=x'),
    base.replace('price=12.5', 'price='),
    base.replace('price=12.5', 'price=Infinity'),
    base.replace('&guid=g', ''),
    base.replace('&currency=EUR', ''),
    `${base}&extra=1`,
  ])('reads %s as the contract schema does', (query) => {
    const search = new URLSearchParams(query);
    const parsed = PaymentResultQuerySchema.safeParse(Object.fromEntries(search));
    expect(readResultQuery(search)).toEqual(parsed.success ? parsed.data : null);
  });
});
