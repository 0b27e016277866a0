import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../components/Pagination/Pagination';
import { StatusBadge } from '../components/StatusBadge/StatusBadge';
import english from '../../lang/en/ui.json' with { type: 'json' };
import { UiProvider, type UiIntl } from './UiProvider';

// docs/i18n.md "The ui's texts": the library's texts come from the app (spec §1: French default).
afterEach(cleanup);
const pagination = <Pagination page={2} pageCount={5} onPageChange={() => {}} />;

describe('UiProvider gives the library its texts (spec §1, §4)', () => {
  it('speaks French alone, from the defaults in the code', () => {
    render(<UiProvider>{pagination}</UiProvider>);
    expect(screen.getByText('Page 2 sur 5')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('speaks English from its published English catalog', () => {
    render(
      <UiProvider locale="en" messages={english}>
        <StatusBadge status="firstInstallmentPaid" />
      </UiProvider>,
    );
    expect(screen.getByText('1st installment paid')).toBeTruthy();
  });

  it('formats through the app’s intl, so the app’s catalog decides the wording', () => {
    const catalog: Record<string, string> = {
      'ui.page_of': 'Seite {page} von {total}',
      'ui.status.first_installment_paid': '1. Anzahlung bezahlt',
    };
    const intl: UiIntl = {
      formatMessage: ({ id, defaultMessage }, values = {}) =>
        (catalog[id] ?? defaultMessage).replace(/\{(\w+)\}/g, (_, name: string) =>
          String(values[name]),
        ),
    };
    render(
      <UiProvider intl={intl}>
        {pagination}
        <StatusBadge status="firstInstallmentPaid" />
      </UiProvider>,
    );
    expect(screen.getByText('Seite 2 von 5')).toBeTruthy();
    expect(screen.getByText('1. Anzahlung bezahlt')).toBeTruthy();
  });

  it('takes a replacement catalog without react-intl', () => {
    render(<UiProvider messages={{ 'ui.page_of': '{page}/{total}' }}>{pagination}</UiProvider>);
    expect(screen.getByText('2/5')).toBeTruthy();
  });
});
