import { describe, expect, it } from 'vitest';
import { messagesOf } from '../validation.testkit';
import { contactEditSchemas, contactSubjectsByRole, isContactSubjectOf } from './profile';

describe('the edit-contact modal per role (spec §2 me/informations, §3 contact update, §5)', () => {
  it('lets an exhibitor change the mobile and the job function, both may be emptied (spec §2)', () => {
    expect(messagesOf(contactEditSchemas.exposant, { mobile: '', fonction: '' })).toEqual([]);
    expect(
      contactEditSchemas.exposant.parse({
        mobile: ' 06 01 02 03 04 ',
        fonction: 'ceo',
        phone: 'x',
      }),
    ).toEqual({ mobile: '06 01 02 03 04', fonction: 'ceo' });
  });

  it('requires a visitor’s civility and phone (spec §5 required fields)', () => {
    expect(
      messagesOf(contactEditSchemas.visiteur, { salutation: '', phone: ' ', mobile: '' }),
    ).toEqual(['validation.mandatory', 'validation.required']);
    expect(
      messagesOf(contactEditSchemas.visiteur, { salutation: 'Mx', phone: '01', mobile: '' }),
    ).toEqual(['validation.invalid_choice']);
    expect(
      messagesOf(contactEditSchemas.visiteur, { salutation: 'Ms', phone: '01 02', mobile: '' }),
    ).toEqual([]);
  });
});

describe('contact subjects per role (spec §2 pro/contact, guest/contact)', () => {
  it('offers an exhibitor the six subjects of spec §2', () => {
    expect(contactSubjectsByRole.exposant).toEqual([
      'commercial',
      'exhibitor_account',
      'billing',
      'booth',
      'badges',
      'other',
    ]);
  });

  it('offers a visitor only badges and invitations, and other', () => {
    expect(contactSubjectsByRole.visiteur).toEqual(['badges', 'other']);
    expect(isContactSubjectOf('visiteur', 'billing')).toBe(false);
    expect(isContactSubjectOf('visiteur', 'other')).toBe(true);
    expect(isContactSubjectOf('exposant', 'billing')).toBe(true);
  });
});
