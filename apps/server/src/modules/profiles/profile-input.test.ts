import { describe, expect, it } from 'vitest';
import { prepareAddress } from './profile-input';

describe('prepareAddress (profiles and events)', () => {
  it('trims, upper-cases the country, and drops an address without street and city', () => {
    const errors = {};
    expect(
      prepareAddress(
        { AddressLine: ' Main 1 ', City: ' Brno ', Zip: ' ', Country: 'cz' },
        errors,
        'FIELD_REQUIRED',
      ),
    ).toEqual({ AddressLine: 'Main 1', City: 'Brno', Country: 'CZ' });
    expect(
      prepareAddress({ AddressLine: ' ', City: '', Country: 'SK' }, errors, 'FIELD_REQUIRED'),
    ).toBeNull();
    expect(errors).toEqual({});
  });

  it('names a missing city with the form’s own message, and an invalid country', () => {
    for (const cityMissing of ['FIELD_REQUIRED', 'CHOOSE_OPTION_REQUIRED'] as const) {
      const errors = {};
      prepareAddress({ AddressLine: 'Main 1', City: '', Country: 'Czechia' }, errors, cityMissing);
      expect(errors).toEqual({
        'AddressContact.City': [cityMissing],
        'AddressContact.Country': ['CHOOSE_OPTION_REQUIRED'],
      });
    }
  });
});
