import { describe, expect, it } from 'vitest';
import * as ui from './index';

// Primer's exports test: the published API cannot change by accident. A deliberate change updates
// this snapshot (`vitest -u`) and carries a changeset.
describe('@salon/ui public API', () => {
  it('exports exactly this list of names', () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });

  it('exports the eleven displayed statuses of spec §4 with English ids', () => {
    expect(ui.displayedStatuses).toEqual([
      'quoteToValidate',
      'quoteBeingModified',
      'quoteModified',
      'registered',
      'confirmed',
      'pendingPayment',
      'firstInstallmentPaid',
      'secondInstallmentPaid',
      'paid',
      'canceled',
      'pendingTransfer',
    ]);
  });
});
