import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export { page, section, sectionHeading, paragraph, muted, actions } from '../../../kit/screen.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall, fontWeight: 600 });

export const calendar = style({ margin: 0, padding: 0 });
