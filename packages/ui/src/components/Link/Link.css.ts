import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: 2,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { fontWeight: vars.fontWeight.strong },
  },
});

export const externalIcon = style({ marginLeft: '0.2em', verticalAlign: '-0.1em' });
