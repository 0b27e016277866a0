import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const loadMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const status = style({
  color: vars.color.textMuted,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
