import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { eyebrowType, headingType } from '../../css/typography';

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: vars.layout.contentMaxWidth,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style(headingType(vars.fontSize.xxlarge));

export const eyebrow = style(eyebrowType);

export const sections = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9em, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: vars.space.medium,
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.medium,
});

export const amountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const amountValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const totalRow = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  borderTop: `2px solid ${vars.color.text}`,
  marginTop: vars.space.xxsmall,
});

export const message = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.accentSubtle,
  whiteSpace: 'pre-line',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fileError = style({
  display: 'block',
  marginTop: vars.space.xsmall,
  color: vars.color.critical.text,
});
