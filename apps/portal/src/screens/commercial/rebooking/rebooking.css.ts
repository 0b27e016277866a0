import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

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
