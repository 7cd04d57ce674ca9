import { describe, expect, it } from 'vitest';
import { createSandboxGateway } from './gateways/sandbox';
import { createSigner } from './gateways/signing';
import { cardErrors, renderSandboxPage } from './sandbox-page';

const log = { info() {} } as never;
const signer = createSigner(new TextEncoder().encode('k'.repeat(40)), 'payments-sandbox');
const gateway = createSandboxGateway({ apiBase: 'https://shop.test/api', signer, log });
const orderId = '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';

describe('sandbox gateway signatures', () => {
  it('verifies what it signed and refuses any change, another key or a missing signature', () => {
    const signed = gateway.notify({ orderId, outcome: 'PAID', amountMinor: 9000, currency: 'EUR' });
    expect(gateway.verify(signed)).toMatchObject({
      orderId,
      outcome: 'PAID',
      amountMinor: 9000,
      currency: 'EUR',
    });
    for (const [key, value] of Object.entries({
      amount: '9001',
      outcome: 'FAILED',
      currency: 'CZK',
      orderId: 'x',
      txn: 'SBX-0',
    }))
      expect(gateway.verify({ ...signed, [key]: value }), key).toBeNull();
    const { signature: _drop, ...unsigned } = signed;
    expect(gateway.verify(unsigned)).toBeNull();
    const other = createSandboxGateway({
      apiBase: '',
      signer: createSigner(new TextEncoder().encode('z'.repeat(40)), 'payments-sandbox'),
      log,
    });
    expect(other.verify(signed)).toBeNull();
    // Each notification is a new transaction.
    expect(gateway.notify({ orderId, outcome: 'PAID', amountMinor: 1, currency: 'EUR' }).txn).not.toBe(
      signed.txn,
    );
  });

  it('starts each flow with what the client needs', () => {
    const base = {
      orderId,
      variableSymbol: '42',
      gate: 'BRAINTREE' as const,
      totalMinor: 100,
      currency: 'EUR',
      language: 'en',
      merchantName: 'M',
    };
    const card = gateway.start({ ...base, flow: 'CARD_FORM' });
    expect(card.url).toBe(`https://shop.test/api/sandbox-bank/${orderId}?token=${card.clientToken}`);
    const post = gateway.start({ ...base, gate: 'GPWEBPAY', flow: 'FORM_POST' });
    expect(post).toMatchObject({ url: `https://shop.test/api/sandbox-bank/${orderId}`, clientToken: null });
    expect(gateway.verifyPageToken(orderId, post.formFields?.token)).toBe(true);
    expect(gateway.verifyPageToken(orderId, 'nope')).toBe(false);
  });
});

describe('sandbox pages', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('checks the card like a bank form', () => {
    expect(
      cardErrors({ name: 'A', number: '4242 4242 4242 4242', expiry: '12/26', cvc: '123' }, now),
    ).toEqual([]);
    expect(cardErrors({ name: '', number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now)).toEqual([
      'name',
      'number',
      'expiry',
      'cvc',
    ]);
  });

  it('renders the card form or the bank page in the payer’s language, escaped', () => {
    const input = {
      orderId,
      token: 't"<',
      variableSymbol: '7',
      totalMinor: 1234,
      currency: 'EUR',
      doneUrl: null,
    };
    const card = renderSandboxPage({ ...input, language: 'hu', gate: 'BRAINTREE' });
    expect(card).toContain('<html lang="hu">');
    expect(card).toContain('Kártyaszám');
    expect(card).toContain('value="t&quot;&lt;"');
    const bank = renderSandboxPage({ ...input, language: 'de', gate: 'GOPAY' });
    expect(bank).toContain('Zahlung genehmigen');
    expect(bank).not.toContain('cc-number');
    const invalid = renderSandboxPage({ ...input, language: 'sk', gate: 'BRAINTREE', errors: ['number'] });
    expect(invalid).toContain('aria-describedby="number-err"');
    expect(invalid).toContain('Zadajte platné číslo karty.');
  });
});
