// Every state of the four modal forms of me/informations and me/company (spec §2 'Modal forms'),
// in French and in English, as the page shows them: in their open modal. The page stories open
// them and submit through the machines; these show each state on its own (`snapshotAt`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  accountEditMachine,
  brandEditMachine,
  contactEditMachine,
  passwordChangeMachine,
  snapshotAt,
} from '@salon/machines';
import type { ReactNode } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { opensTip } from '../../kit/testing/dialogs';
import { bannerError, inputErrors } from '../../kit/testing/feedback';
import { showsAlert, submitting, type Play } from '../../kit/testing/plays';
import { screenStory } from '../../kit/testing/screenStory';
import { withPortal } from '../../kit/testing/withPortal';
import { AccountEditView } from './AccountEditView';
import { BrandEditView } from './BrandEditView';
import { ContactEditView } from './ContactEditView';
import { PasswordChangeView } from './PasswordChangeView';
import { InModal } from './storyHarness';
import {
  accountPicklists,
  exhibitorCompany,
  exhibitorUser,
  fonctionLists,
  type Lang,
} from './storyFixtures';

type Form = 'contactEdit' | 'passwordChange' | 'accountEdit' | 'brandEdit';
type State = 'editing' | 'saving' | 'saved';

const titles: Record<Form, Record<Lang, string>> = {
  contactEdit: { fr: 'Modifier mes coordonnées', en: 'Edit my contact details' },
  passwordChange: { fr: 'Changer mon mot de passe', en: 'Change my password' },
  accountEdit: { fr: 'Modifier ma société', en: 'Edit my company' },
  brandEdit: { fr: 'Marque Lueur Paris', en: 'Brand Lueur Paris' },
};

const lueur = exhibitorCompany.brands.find((brand) => brand.token === 'brand-lueur')!;
const billing = {
  ...exhibitorCompany.billing_address,
  langue: exhibitorCompany.langue,
  tva: exhibitorCompany.tva,
};

/** The form of `form` at `state`, its context patched (field errors, a banner). */
function formAt(form: Form, state: State, lang: Lang, patch: object): ReactNode {
  const common = { send: fn(), onCancel: fn() };
  switch (form) {
    case 'contactEdit': {
      const { context } = snapshotAt(contactEditMachine, state, {
        input: { role: 'exposant', contact: exhibitorUser.contact },
        context: patch,
      });
      return (
        <ContactEditView state={state} context={context} lists={fonctionLists(lang)} {...common} />
      );
    }
    case 'passwordChange': {
      const { context } = snapshotAt(passwordChangeMachine, state, { context: patch });
      return <PasswordChangeView state={state} context={context} {...common} />;
    }
    case 'accountEdit': {
      const { context } = snapshotAt(accountEditMachine, state, {
        input: { account: billing },
        context: patch,
      });
      return (
        <AccountEditView
          state={state}
          context={context}
          lists={accountPicklists(lang)}
          {...common}
        />
      );
    }
    case 'brandEdit': {
      const { context } = snapshotAt(brandEditMachine, state, {
        input: { brand: lueur },
        context: patch,
      });
      return <BrandEditView state={state} context={context} {...common} />;
    }
  }
}

interface Args {
  form: Form;
  state: State;
  lang: Lang;
  patch: object;
}

function ModalForm({ form, state, lang, patch }: Args) {
  return <InModal title={titles[form][lang]}>{formAt(form, state, lang, patch)}</InModal>;
}

const meta = {
  title: 'Portal/Screens/Account/Modal forms',
  component: ModalForm,
  decorators: [withPortal],
  parameters: { route: '/fr/me/informations' },
} satisfies Meta<typeof ModalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (lang: Lang, form: Form) => screen.getByRole('dialog', { name: titles[form][lang] });

/** The story of `form` at `state`; its checks run in the open dialog (the canvas holds none). */
function story(form: Form, state: State, lang: Lang, play: Play, patch: object = {}): Story {
  return screenStory<Story>(lang, {
    args: { form, state, lang, patch },
    machine: { id: form, state },
    play: async () => play({ canvasElement: dialog(lang, form) }),
  });
}

/** The dialog holds the button `name` (still fading in: present, not yet visible). */
const hasSave =
  (name: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name })).toBeInTheDocument();
  };

const tooMany = { feedback: bannerError('error.too_many_requests') };
const rateLimited = showsAlert('You have exceeded the server request limit');

// --- edit contact (spec §2: an exhibitor's mobile and job function) ---
export const ContactEditing = story(
  'contactEdit',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(within(element).getByRole('textbox', { name: 'Téléphone mobile' })).toHaveValue(
      '+33 6 12 34 56 78',
    );
  },
);
export const ContactEditingEnglish = story('contactEdit', 'editing', 'en', hasSave('Save'));
/** The server's field errors (spec §8 2201), under their field and in the summary. */
export const ContactFieldErrors = story(
  'contactEdit',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(
      within(element).getByRole('textbox', { name: 'Téléphone mobile' }),
    ).toHaveAccessibleDescription(/trop long/i);
  },
  { feedback: inputErrors({ mobile: ['validation.too_long'] }) },
);
export const ContactRateLimitedEnglish = story(
  'contactEdit',
  'editing',
  'en',
  rateLimited,
  tooMany,
);
export const ContactSaving = story('contactEdit', 'saving', 'fr', submitting('Enregistrer'));
export const ContactSavingEnglish = story('contactEdit', 'saving', 'en', submitting('Save'));
export const ContactSaved = story('contactEdit', 'saved', 'fr', hasSave('Enregistrer'));
export const ContactSavedEnglish = story('contactEdit', 'saved', 'en', hasSave('Save'));

// --- change password (spec §5 password rules, §8 'The password is not correct') ---
export const PasswordEditing = story(
  'passwordChange',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(within(element).getByText(/8 caractères/)).toBeInTheDocument();
  },
);
export const PasswordEditingEnglish = story('passwordChange', 'editing', 'en', hasSave('Save'));
export const PasswordIncorrect = story(
  'passwordChange',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(within(element).getAllByText('Le mot de passe est incorrect.')).not.toHaveLength(
      0,
    );
  },
  { feedback: inputErrors({ oldpassword: ['error.password_incorrect'] }) },
);
export const PasswordRateLimitedEnglish = story(
  'passwordChange',
  'editing',
  'en',
  rateLimited,
  tooMany,
);
export const PasswordSaving = story('passwordChange', 'saving', 'fr', submitting('Enregistrer'));
export const PasswordSavingEnglish = story('passwordChange', 'saving', 'en', submitting('Save'));
export const PasswordSaved = story('passwordChange', 'saved', 'fr', hasSave('Enregistrer'));
export const PasswordSavedEnglish = story('passwordChange', 'saved', 'en', hasSave('Save'));

// --- edit company (spec §5: VAT read only once set; the API refuses a change) ---
export const CompanyEditing = story(
  'accountEdit',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(within(element).getByRole('textbox', { name: /Numéro de TVA/ })).toHaveAttribute(
      'readonly',
    );
    // The rule's tip beside the field (spec §2 'tooltip'), opened from the keyboard.
    await opensTip(
      'Pourquoi le numéro de TVA ne se modifie plus',
      /seule l’équipe du salon peut le corriger/,
    )({ canvasElement: element });
  },
);
export const CompanyEditingEnglish = story(
  'accountEdit',
  'editing',
  'en',
  async ({ canvasElement: element }) => {
    await expect(within(element).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await opensTip(
      'Why the VAT number can no longer be changed',
      /only the show team can correct it/,
    )({ canvasElement: element });
  },
);
export const CompanyVatRefused = story(
  'accountEdit',
  'editing',
  'fr',
  async ({ canvasElement: element }) => {
    await expect(
      within(element).getAllByText(/Le numéro de TVA est déjà renseigné/),
    ).not.toHaveLength(0);
  },
  { feedback: inputErrors({ tva: ['validation.vat_read_only'] }) },
);
export const CompanySaving = story('accountEdit', 'saving', 'fr', submitting('Enregistrer'));
export const CompanySavingEnglish = story('accountEdit', 'saving', 'en', submitting('Save'));
export const CompanySaved = story('accountEdit', 'saved', 'fr', hasSave('Enregistrer'));
export const CompanySavedEnglish = story('accountEdit', 'saved', 'en', hasSave('Save'));

// --- brand details (spec §5 URLs, nothing sent when both are empty) ---
export const BrandEditing = story('brandEdit', 'editing', 'fr', hasSave('Enregistrer'));
export const BrandEditingEnglish = story('brandEdit', 'editing', 'en', hasSave('Save'));
export const BrandSaving = story('brandEdit', 'saving', 'fr', submitting('Enregistrer'));
export const BrandSavingEnglish = story('brandEdit', 'saving', 'en', submitting('Save'));
export const BrandSaved = story('brandEdit', 'saved', 'fr', hasSave('Enregistrer'));
export const BrandSavedEnglish = story('brandEdit', 'saved', 'en', hasSave('Save'));
