import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      background: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '[data-invalid] > &': {
      borderColor: vars.color.critical.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical.text}`,
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const listBox = style({ padding: vars.space.xxsmall, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSubtle, color: vars.color.accent },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const empty = style({
  padding: `${vars.space.small} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
