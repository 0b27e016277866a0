import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// The text and layout styles the signed-in screens share, defined once (docs/design.md: hierarchy
// from type size, weight and whitespace; one accent; 4 px spacing). A screen's own `*.css.ts`
// re-exports the ones it uses beside its own styles.

/** A page's column of sections. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

/** A page's column of sections, spaced wider (dashboard, booth). */
export const widePage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
});

/** A section: its heading above its content. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** A section's heading (h2). */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

/** A heading under a section's (h3). */
export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

export const paragraph = style({ margin: 0 });

/** Secondary text. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Buttons and links side by side, wrapping. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A list without bullets, its items one under the other. */
export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row of status badges. */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** A description list of facts: terms in a narrow column, values beside them. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
