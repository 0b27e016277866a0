import { headingType, mediaQuery, vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

export { eyebrow as choiceEyebrow } from '../../kit/pageText.css';
export { plainList as choiceLinks } from '../../kit/screen.css';

/** The two areas side by side from medium screens, one above the other on phones. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  marginTop: vars.space.medium,
  '@media': {
    [mediaQuery.medium]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.xxlarge,
    },
  },
});

/** An area: a rule of the accent colour above, type and whitespace for the rest (docs/design.md). */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `3px solid ${vars.color.accent}`,
});

export const choiceTitle = style(headingType(vars.fontSize.xlarge));

export const choiceText = style({ margin: 0, maxWidth: '30em' });

export const note = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
