import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TermsCheckbox } from '../Checkbox/TermsCheckbox';
import { TextLink } from '../Link/Link';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { EmailField, TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';
import { Form, FormActions } from './Form';

interface Values {
  salutation: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  terms: boolean;
}

const empty: Values = {
  salutation: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  terms: false,
};

/** The app's side of a form: it validates, then passes errors in (here a tiny validator). */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.salutation) errors.salutation = 'Choisissez votre civilité';
  if (!values.lastName.trim()) errors.lastName = 'Saisissez votre nom';
  if (!values.email.trim()) errors.email = 'Saisissez votre adresse e-mail';
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
    errors.email = 'L’adresse e-mail doit être une adresse e-mail valide';
  if (!values.subject) errors.subject = 'Choisissez l’objet de votre demande';
  if (!values.message.trim()) errors.message = 'Saisissez votre message';
  if (!values.terms)
    errors.terms = 'Acceptez la politique de données personnelles pour envoyer votre message';
  return errors;
}

const order: (keyof Values)[] = ['salutation', 'lastName', 'email', 'subject', 'message', 'terms'];

function ContactForm({
  onSubmit,
  initial = empty,
}: {
  onSubmit: (values: Values) => void;
  initial?: Values;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
    };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setSubmitCount((count) => count + 1);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const summary = order.flatMap((key) =>
    errors[key] ? [{ fieldId: `contact-${key}`, message: errors[key] }] : [],
  );
  /** A field's id and its error, as the summary links to it. */
  const feedback = (key: keyof Values) => ({
    id: `contact-${key}`,
    isInvalid: !!errors[key],
    errorMessage: errors[key],
  });
  /** A text field's wiring: its feedback, value and change handler. */
  const text = (key: 'lastName' | 'email' | 'message') => ({
    ...feedback(key),
    value: values[key],
    onChange: set(key),
  });
  return (
    <Form onSubmit={submit} aria-label="Contacter l’équipe">
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <RadioGroup
        {...feedback('salutation')}
        label="Civilité"
        orientation="horizontal"
        isRequired
        value={values.salutation}
        onChange={set('salutation')}
      >
        <Radio value="Ms">Mademoiselle</Radio>
        <Radio value="Mrs">Madame</Radio>
        <Radio value="Mr">Monsieur</Radio>
      </RadioGroup>
      <TextField
        {...text('lastName')}
        label="Nom"
        isRequired
        autoComplete="family-name"
        width="medium"
      />
      <EmailField {...text('email')} label="Adresse e-mail" isRequired />
      <Select
        {...feedback('subject')}
        label="Objet"
        isRequired
        options={[
          { id: 'billing', label: 'Facturation' },
          { id: 'booth', label: 'Gestion du stand' },
          { id: 'other', label: 'Autre' },
        ]}
        selectedKey={values.subject || null}
        onSelectionChange={(key) => set('subject')(String(key))}
      />
      <TextArea {...text('message')} label="Message" isRequired />
      <TermsCheckbox {...feedback('terms')} isSelected={values.terms} onChange={set('terms')}>
        J’accepte la <TextLink href="#donnees">politique de données personnelles</TextLink>
      </TermsCheckbox>
      <FormActions>
        <Button type="submit">Envoyer</Button>
      </FormActions>
    </Form>
  );
}

/**
 * `Form` (react-aria-components `Form` with `validationBehavior: 'aria'`) and `ErrorSummary`, the
 * GOV.UK error summary: on a failed submit, a box at the top of the form titled 'There are errors
 * in your input' (spec §8; library-owned text, override with `title`) takes focus and lists one
 * link per field error; a link scrolls the field's label into view and focuses the field.
 *
 * **Designers**: the message in the summary is the same as under the field and says how to fix it;
 * input is never lost. The primary action sits at the bottom left (`FormActions`).
 *
 * **Organisers**: validate on submit with your schemas, then pass `errors` (`fieldId`: the `id`
 * given to the field; `message`) and increase `focusKey` at each submit so a second failed submit
 * is announced again. Give each field `isInvalid` and `errorMessage`.
 */
const meta = {
  title: 'Forms/Form and error summary',
  component: ErrorSummary,
  args: { errors: [] },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <ContactForm onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Failed submit: the summary takes focus and lists a link per field; a link focuses its field. */
export const FailedSubmit: Story = {
  render: () => <ContactForm onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne@atelier');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Choisissez votre civilité',
      'Saisissez votre nom',
      'L’adresse e-mail doit être une adresse e-mail valide',
      'Choisissez l’objet de votre demande',
      'Saisissez votre message',
      'Acceptez la politique de données personnelles pour envoyer votre message',
    ]);
    await expect(links[2]).toHaveAttribute('href', '#contact-email');

    // The link moves focus to the field; the field's own message is tied to it.
    await userEvent.click(within(summary).getByRole('link', { name: /adresse e-mail valide/ }));
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('jeanne@atelier');
    await expect(email).toHaveAccessibleDescription(
      'L’adresse e-mail doit être une adresse e-mail valide',
    );

    // A group: the link focuses its first radio; the terms link focuses the checkbox.
    await userEvent.click(within(summary).getByRole('link', { name: 'Choisissez votre civilité' }));
    await expect(canvas.getByRole('radio', { name: 'Mademoiselle' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: /Acceptez la politique/ }));
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};

/** Fixing every field and submitting again sends the form and removes the summary. */
export const SubmittedAfterFix: Story = {
  args: { errors: [] },
  render: function Render() {
    return <ContactForm onSubmit={submitted} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Madame' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Adresse e-mail' }),
      'jeanne@atelier-lumiere.fr',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Objet/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Facturation' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({ lastName: 'Martin', subject: 'billing', terms: true }),
    );
  },
};
const submitted = fn();

/** The summary on its own, in English: the generic banner 'There are errors in your input'. */
export const SummaryEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    errors: [
      { fieldId: 'surface', message: 'The surface area must be at least 9m2' },
      { fieldId: 'siret', message: 'The SIRET is invalid' },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', {
      name: 'There are errors in your input',
    });
    await expect(summary).toHaveFocus();
  },
};
