import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { vars } from '../../theme/vars.css';

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: 32,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  marginTop: '0px',
  border: `2px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical.text },
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.border,
      background: vars.color.surfaceSubtle,
    },
    [`${checkbox}[data-readonly] &`]: { borderStyle: 'dashed' },
  },
});

export const radio = style([checkbox]);

export const circle = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  border: `2px solid ${vars.color.borderInput}`,
  borderRadius: '50%',
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: 7,
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical.text },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border,
      background: vars.color.surfaceSubtle,
    },
    [`${radio}[data-readonly] &`]: { borderStyle: 'dashed' },
  },
});

export const label = style({ paddingTop: 1 });
