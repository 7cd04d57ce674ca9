import type { Contact } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { type ContactForm, formFromContacts, planContactChanges, validateContactForm } from './contact-slots';

const existing: Contact[] = [
  { Id: 'mail', Kind: 'email', EmailAddress: 'info@live.example', Private: false },
  { Id: 'phone', Kind: 'phone', Number: '+421 2 5443 1200', Private: false },
  { Id: 'home', Kind: 'web', Url: 'https://live.example', WebContactType: 'Homepage', Private: false },
  { Id: 'books', Kind: 'email', EmailAddress: 'books@live.example', Private: true },
  { Id: 'yt', Kind: 'web', Url: 'https://youtube.example/live', WebContactType: 'Youtube', Private: false },
];

function edit(change: (form: ContactForm) => void): ContactForm {
  const form = formFromContacts(existing);
  change(form);
  return form;
}

describe('contacts form', () => {
  it('fills the slots from the saved contacts and leaves the others out', () => {
    const form = formFromContacts(existing);
    expect(form.values).toMatchObject({
      publicEmail: 'info@live.example',
      homepage: 'https://live.example',
      privateEmail: 'books@live.example',
      instagram: '',
    });
  });

  it('plans nothing for an untouched form, and skips the empty new slots', () => {
    const { changes, skipped } = planContactChanges(existing, formFromContacts(existing));
    expect(changes).toEqual([]);
    expect(skipped).toEqual(expect.arrayContaining(['instagram', 'facebook', 'privatePhone', 'address']));
  });

  it('creates new values, updates changed ones and deletes emptied ones', () => {
    const form = edit((f) => {
      f.values.instagram = ' instagram.example/marquee ';
      f.values.publicPhone = '+421 2 5443 9999';
      f.values.privateEmail = '  ';
      f.values.homepage = 'live.example';
    });
    const { changes } = planContactChanges(existing, form);
    expect(changes).toEqual([
      {
        action: 'update',
        slot: 'publicPhone',
        id: 'phone',
        input: expect.objectContaining({ Number: '+421 2 5443 9999' }),
      },
      {
        action: 'update',
        slot: 'homepage',
        id: 'home',
        input: expect.objectContaining({ Url: 'http://live.example' }),
      },
      {
        action: 'create',
        slot: 'instagram',
        input: {
          Kind: 'web',
          Url: 'http://instagram.example/marquee',
          WebContactType: 'Instagram',
          Private: false,
        },
      },
      { action: 'delete', slot: 'privateEmail', id: 'books' },
    ]);
    // The YouTube link is not a slot of the form: never touched.
    expect(changes.some((change) => 'id' in change && change.id === 'yt')).toBe(false);
  });

  it('adds, changes and removes the address as one contact', () => {
    const withAddress = edit((f) => {
      f.address = { AddressLine: 'Panská 14', City: 'Bratislava', Zip: '', Country: 'SK' };
    });
    expect(planContactChanges(existing, withAddress).changes).toEqual([
      {
        action: 'create',
        slot: 'address',
        input: {
          Kind: 'address',
          AddressLine: 'Panská 14',
          City: 'Bratislava',
          Country: 'SK',
          Private: false,
        },
      },
    ]);
    const saved: Contact[] = [
      ...existing,
      {
        Id: 'addr',
        Kind: 'address',
        AddressLine: 'Panská 14',
        City: 'Bratislava',
        Country: 'SK',
        Private: false,
      },
    ];
    const cleared = formFromContacts(saved);
    cleared.address = { AddressLine: '', City: '', Zip: '', Country: 'SK' };
    expect(planContactChanges(saved, cleared).changes).toEqual([
      { action: 'delete', slot: 'address', id: 'addr' },
    ]);
  });

  it('validates e-mail, international phone, links and a complete address', () => {
    const form = edit((f) => {
      f.values.publicEmail = 'not-an-email';
      f.values.privatePhone = '0905 123 456';
      f.values.facebook = 'not a link';
      f.address = { AddressLine: 'Panská 14', City: '', Zip: '', Country: '' };
    });
    expect(validateContactForm(form)).toEqual({
      publicEmail: 'EMAIL_INVALID',
      privatePhone: 'PHONE_INVALID',
      facebook: 'INVALID_VALUE',
      City: 'FIELD_REQUIRED',
      Country: 'CHOOSE_OPTION_REQUIRED',
    });
    expect(validateContactForm(formFromContacts(existing))).toEqual({});
  });
});
