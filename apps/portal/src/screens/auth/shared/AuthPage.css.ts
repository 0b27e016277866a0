import { mediaQuery, vars } from '@salon/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { pageTitle } from '../../../kit/pageText.css';

export { eyebrow, pageHeader as header } from '../../../kit/pageText.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.xxlarge}`,
  outline: 'none',
  '@media': {
    [mediaQuery.medium]: {
      padding: `${vars.space.xxlarge} ${vars.space.large} ${vars.space.xxxlarge}`,
    },
  },
});

/** A form or a message: one readable column (docs/design.md: one column, fields fitted). */
export const page = styleVariants({
  narrow: [base, { maxWidth: '36rem' }],
  wide: [base, { maxWidth: vars.layout.contentMaxWidth }],
});

/** Inside a layout's `main`: the layout already pads the page. */
export const embedded = style({
  padding: 0,
  '@media': { [mediaQuery.medium]: { padding: 0 } },
});

/** Type does the work (docs/design.md): the page title carries the hierarchy, no box around it. */
export const title = style([pageTitle, { color: vars.color.text }]);

export const lead = style({
  margin: 0,
  maxWidth: '34em',
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A group of secondary links under a form or a message. */
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.large} 0 0`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const linkItem = style({ margin: 0 });

export const text = style({ margin: 0, maxWidth: '34em' });

export const muted = style({ margin: 0, maxWidth: '34em', color: vars.color.textMuted });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

/** A field and the link that belongs to it (the password and 'forgot password'). */
export const tight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** Numbered next steps. */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  maxWidth: '34em',
});

/** A secondary part of the page, set apart by a rule (the 'nothing received?' help). */
export const divided = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
