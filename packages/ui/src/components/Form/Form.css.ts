import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '40em',
});

/** docs/design.md "Forms": primary action bottom left. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `4px solid ${vars.color.critical.text}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const summaryTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const summaryList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const summaryLink = style({
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
