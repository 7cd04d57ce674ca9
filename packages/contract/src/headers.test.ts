import { describe, expect, it } from 'vitest';
import { parseApiVersion, parseLocationHeader } from './headers';

describe('parseLocationHeader', () => {
  it('reads "lon;lat"', () => {
    expect(parseLocationHeader('21.2611;48.7164')).toEqual({ Lon: 21.2611, Lat: 48.7164 });
    expect(parseLocationHeader(' -3.7 ; 40.4 ')).toEqual({ Lon: -3.7, Lat: 40.4 });
  });

  it('ignores missing, malformed or out-of-range values', () => {
    expect(parseLocationHeader(undefined)).toBeNull();
    expect(parseLocationHeader('')).toBeNull();
    expect(parseLocationHeader('21.26')).toBeNull();
    expect(parseLocationHeader('abc;def')).toBeNull();
    expect(parseLocationHeader(';48.7')).toBeNull();
    expect(parseLocationHeader('181;10')).toBeNull();
    expect(parseLocationHeader('10;-91')).toBeNull();
  });
});

describe('parseApiVersion', () => {
  it('reads the version of a versioned Accept header', () => {
    expect(parseApiVersion('application/json; version=2.1')).toBe('2.1');
    expect(parseApiVersion('application/json;version=2.2, text/plain')).toBe('2.2');
  });

  it('defaults to 1.0', () => {
    expect(parseApiVersion(undefined)).toBe('1.0');
    expect(parseApiVersion('application/json')).toBe('1.0');
  });
});
