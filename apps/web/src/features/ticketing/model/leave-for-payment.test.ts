import { describe, expect, it } from 'vitest';
import { payAnswer } from '../checkout-test-fixtures';
import { nextStepOf } from './leave-for-payment';

describe('nextStepOf (spec 2 §2 braintreeStage; issue 23)', () => {
  it('frames only the sandbox card page; a provider’s hosted card page is left for like a redirect', () => {
    expect(nextStepOf(payAnswer())).toEqual({ kind: 'card', url: '/api/sandbox-bank/o1?token=t' });
    const stripe = { ...payAnswer(), url: '/api/payments/go/o1?token=t', needredirect: true };
    expect(nextStepOf(stripe)).toEqual({
      kind: 'leave',
      url: '/api/payments/go/o1?token=t',
      formFields: null,
    });
    const gp = payAnswer({ Flow: 'FORM_POST', FormFields: { token: 't' } }, '/api/payments/go/o1');
    expect(nextStepOf(gp)).toEqual({ kind: 'leave', url: '/api/payments/go/o1', formFields: { token: 't' } });
  });
});
