import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxlarge });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

export const groupHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const nextStep = style({ maxWidth: 720 });

export const stepList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stepItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const registrationList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const registration = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const registrationText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const registrationEvent = style({ fontWeight: vars.fontWeight.strong });

export const groupBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const academy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const overdue = style({
  margin: 0,
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.strong,
});
