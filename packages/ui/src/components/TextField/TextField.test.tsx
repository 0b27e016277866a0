import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../lang/en/ui.json' with { type: 'json' };
import { UiProvider } from '../../i18n/UiProvider';
import { ErrorSummary } from '../Form/ErrorSummary';
import { TextField } from './TextField';

afterEach(cleanup);

// Braid's TextField.test.tsx: label, description and error reach the input (GOV.UK input template:
// the error message is tied to the input with aria-describedby).
describe('TextField accessibility wiring', () => {
  it('names the input with its label and describes it with its description', () => {
    render(
      <UiProvider>
        <TextField label="Code postal" description="5 chiffres" />
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input).toHaveAccessibleDescription('5 chiffres');
  });

  it('adds the error message to the description when invalid (spec §5 messages come in as props)', () => {
    render(
      <UiProvider>
        <TextField
          label="Code postal"
          description="5 chiffres"
          isInvalid
          errorMessage="Ce champ est obligatoire"
        />
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('5 chiffres Ce champ est obligatoire');
  });

  it('marks required fields in words, in the current locale, and announces them as required', () => {
    render(
      <UiProvider locale="en" messages={en}>
        <TextField label="Company" isRequired />
      </UiProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ErrorSummary (GOV.UK error summary)', () => {
  it('renders nothing without errors', () => {
    const { container } = render(
      <UiProvider>
        <ErrorSummary errors={[]} />
      </UiProvider>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('takes focus and links each error to its field (spec §8 generic banner as title)', () => {
    render(
      <UiProvider>
        <ErrorSummary errors={[{ fieldId: 'siret', message: 'Le SIRET est invalide' }]} />
        <TextField id="siret" label="SIRET" isInvalid errorMessage="Le SIRET est invalide" />
      </UiProvider>,
    );
    const summary = screen.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    expect(summary).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Le SIRET est invalide' });
    expect(link).toHaveAttribute('href', '#siret');
    expect(screen.getByRole('textbox', { name: 'SIRET' })).toHaveAttribute('id', 'siret');
  });
});
