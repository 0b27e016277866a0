// The signed-in user's own forms (spec §2 me/informations 'edit contact', pro/contact and
// guest/contact): what each role may edit and which subjects each role may write about.
import { z } from 'zod/mini';
import { optionalString, requiredString } from '../validation';
import type { Role } from './common';
import { salutationSchema } from './common';
import { contactSubjects, type ContactSubject } from './contact';

/**
 * The edit-contact modal per role (spec §2 'exhibitors may change job function and mobile', §3
 * contact update, §7 'PUT via POST /me: phone, mobile, salutation'). A visitor's civility and
 * phone are required fields (spec §5 'Required fields: civility, ... phone'); the mobile and the
 * job function may be emptied.
 */
export const contactEditSchemas = {
  exposant: z.object({ mobile: optionalString, fonction: optionalString }),
  visiteur: z.object({
    salutation: salutationSchema,
    phone: requiredString,
    mobile: optionalString,
  }),
} as const;

/**
 * The subjects a role may choose on its contact form. Exhibitors: the six of spec §2 pro/contact.
 * Visitors (spec §2 guest/contact, subjects not listed): only those that concern a visitor, their
 * badges and invitations and anything else; a commercial request, an exhibitor account, billing
 * and a booth are an exhibitor's matters.
 */
export const contactSubjectsByRole = {
  exposant: contactSubjects,
  visiteur: ['badges', 'other'],
} as const satisfies Record<Role, readonly ContactSubject[]>;

/** Whether a role may write about a subject (spec §2). */
export function isContactSubjectOf(role: Role, subject: ContactSubject): boolean {
  return (contactSubjectsByRole[role] as readonly ContactSubject[]).includes(subject);
}
