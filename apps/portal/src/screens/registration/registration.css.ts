// Layout of the registration screens (docs/design.md forms: one column, labels above fields, fitted
// widths, primary action bottom left; type and whitespace make the hierarchy, not boxes).
import { style } from '@vanilla-extract/css';
import { vars } from '@salon/ui';

export { eyebrow, pageHeader as header, pageTitle as title } from '../../kit/pageText.css';
export { plainList as matches } from '../../kit/screen.css';

/** The page's column: forms read best at about 40 characters wide per field, 40em overall. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '40em',
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
});

export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.text,
});

/** A titled group of fields: a heading, then the fields, separated by whitespace and a rule. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: `${vars.space.large} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const sectionIntro = style({
  margin: `calc(-1 * ${vars.space.small}) 0 0`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.text,
});

/** Fields that belong together on one line when there is room (postal code and city). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

/** The company-existence check: the text and its search button side by side when they fit. */
export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const searchField = style({ flex: '1 1 16em' });

export const match = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const matchName = style({
  display: 'block',
  fontWeight: vars.fontWeight.strong,
});

export const matchDetails = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The picked company, shown in place of the company fields. */
export const picked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSubtle,
});

export const steps = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const readOnlyValue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const readOnlyLabel = style({ fontWeight: vars.fontWeight.strong });
