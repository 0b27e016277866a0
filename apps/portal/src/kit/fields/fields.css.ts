// Layout of the field groups (docs/design.md forms: one column, labels above fields, fitted widths).
import { style } from '@vanilla-extract/css';
import { vars } from '@salon/ui';

/** Fields that belong together on one line when there is room (postal code and city). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});
