import { describe, expect, it } from 'vitest';
import { codeOfStatus, ERROR_CODES, statusOf } from './errors';

describe('one status map (ERROR_STATUS) for server and web', () => {
  it('names the generic code of each status a bare answer can carry', () => {
    expect(codeOfStatus(400)).toBe('BAD_REQUEST');
    expect(codeOfStatus(404)).toBe('NOT_FOUND');
    expect(codeOfStatus(408)).toBe('REQUEST_TIMEOUT');
    expect(codeOfStatus(429)).toBe('MAXIMUM_ATTEMPTS_EXCEEDED');
    expect(codeOfStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeOfStatus(502)).toBe('INTERNAL_ERROR');
    expect(codeOfStatus(418)).toBeNull();
  });

  it('a generic code is answered with the status it stands for', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 429, 500, 503]) {
      const code = codeOfStatus(status);
      expect(code && ERROR_CODES.includes(code) && statusOf(code)).toBe(status);
    }
  });
});
