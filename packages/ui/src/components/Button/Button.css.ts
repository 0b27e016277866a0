import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { reducedMotion } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: 44, // WCAG 2.2 target size, comfortably above 24 px
  // A label longer than the line wraps inside the button (WCAG 1.4.10 Reflow: no sideways
  // scrolling at 320 CSS px, a long guide or brand name included), with room above and below.
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  maxWidth: '100%',
  textAlign: 'center',
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
          background: vars.color.accentHover,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.accent,
      borderColor: vars.color.accent,
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
          background: vars.color.accentSubtle,
        },
      },
    },
  ],
  tertiary: [
    base,
    {
      background: 'transparent',
      color: vars.color.link,
      paddingLeft: vars.space.small,
      paddingRight: vars.space.small,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
          background: vars.color.accentSubtle,
        },
      },
    },
  ],
  critical: [
    base,
    {
      background: vars.color.critical.text,
      color: '#FFFFFF',
      selectors: {
        '&[data-hovered]:not([data-disabled]), &[data-pressed]': { filter: 'brightness(0.9)' },
      },
    },
  ],
});

export const size = styleVariants({
  standard: { minHeight: 44, fontSize: vars.fontSize.body },
  small: {
    minHeight: 36,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    fontSize: vars.fontSize.small,
  },
});

export const fullWidth = style({ width: '100%' });
