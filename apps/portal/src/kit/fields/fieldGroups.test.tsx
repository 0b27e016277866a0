// @vitest-environment jsdom
// The kit's field groups (docs/portal-kit.md "Field groups"): a form shows the fields it binds, in
// the group's order, each with its one label (spec §3); the picklists' status shows once while
// they load (spec §7); the VAT number follows spec §5 at registration and on the account.
import { act, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FieldInput, FieldRadio, FieldSelect } from '../formFields';
import { CompanyFields } from './CompanyFields';
import { ContactFields } from './ContactFields';
import { testRoot } from '../testing/testRoot';

const dom = testRoot();

function show(node: ReactNode) {
  // No catalog: the French defaults of the code, the source of the catalogs (docs/i18n.md).
  act(() =>
    dom.root.render(
      <IntlProvider locale="fr" defaultLocale="fr" onError={() => undefined}>
        {node}
      </IntlProvider>,
    ),
  );
}

const feedback = (id: string) => ({ id, isInvalid: false, errorMessage: undefined });
const input = (id: string): FieldInput<string> => ({ ...feedback(id), value: '', onChange() {} });
const select = (id: string): FieldSelect => ({
  ...feedback(id),
  selectedKey: null,
  onSelectionChange() {},
});
const radio = (id: string): FieldRadio => ({ ...feedback(id), value: null, onChange() {} });

/** Whether `a` comes before `b` in the page. */
const before = (a: string, b: string) =>
  Boolean(
    dom.container.querySelector(a)!.compareDocumentPosition(dom.container.querySelector(b)!) &
    Node.DOCUMENT_POSITION_FOLLOWING,
  );

describe('contact and company field groups (spec §3, §5, §7)', () => {
  it('shows the fields a form binds, in the group’s order, with their labels (spec §3)', () => {
    show(
      <ContactFields fields={{ mobile: input('m'), phone: input('p'), salutation: radio('s') }} />,
    );
    expect(before('#s', '#p')).toBe(true);
    expect(before('#p', '#m')).toBe(true);
    expect(dom.container.querySelectorAll('input')).toHaveLength(3 + 2); // 3 civilities, 2 phones
    expect(dom.container.textContent).toContain('Civilité');
    expect(dom.container.textContent).toContain('Téléphone mobile');
    expect(dom.container.querySelector('#p')?.getAttribute('type')).toBe('tel');
  });

  it('shows the picklists’ status once, where the first list that waits would be (spec §7)', () => {
    show(
      <CompanyFields
        fields={{ city: input('c'), country: select('co'), langue: select('l'), tva: input('t') }}
        pendingLists={<p data-testid="lists">Chargement des listes…</p>}
      />,
    );
    const status = dom.container.querySelectorAll('[data-testid="lists"]');
    expect(status).toHaveLength(1);
    expect(before('#c', '[data-testid="lists"]')).toBe(true);
    expect(before('[data-testid="lists"]', '#t')).toBe(true);
  });

  it('requires the VAT number at registration; on the account it is optional, then read only (spec §5)', () => {
    show(<CompanyFields fields={{ tva: input('t') }} />);
    expect(dom.container.querySelector('#t')?.getAttribute('aria-required')).toBe('true');
    expect(dom.container.textContent).toContain('Par exemple FR40 303265045');

    show(<CompanyFields fields={{ tva: input('t') }} vat={{ locked: false }} />);
    expect(dom.container.querySelector('#t')?.getAttribute('aria-required')).not.toBe('true');
    expect(dom.container.querySelector('#t')?.hasAttribute('readonly')).toBe(false);

    // The rule's tip beside the account's field (spec §2 'tooltip'), not at registration.
    const tip = '[aria-label="Pourquoi le numéro de TVA ne se modifie plus"]';
    expect(dom.container.querySelector(tip)?.tagName).toBe('BUTTON');

    show(<CompanyFields fields={{ tva: input('t') }} vat={{ locked: true }} />);
    expect(dom.container.querySelector('#t')?.hasAttribute('readonly')).toBe(true);
    expect(dom.container.textContent).toContain('ne peut plus être modifié');
    expect(dom.container.querySelector(tip)).not.toBeNull();

    show(<CompanyFields fields={{ tva: input('t') }} />);
    expect(dom.container.querySelector(tip)).toBeNull();
  });
});
