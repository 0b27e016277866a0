import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/**
 * docs/design.md "Forms": field width fitted to the expected content (postal code short, street
 * long). A medium field (20em, about 320 px) would stop a few pixels short of a phone's column and
 * sit ragged beside the full-width fields: below the medium breakpoint it takes the column's width.
 */
export const width = styleVariants({
  short: { maxWidth: '10em' },
  medium: { maxWidth: '100%', '@media': { [mediaQuery.medium]: { maxWidth: '20em' } } },
  long: { maxWidth: '36em' },
  full: { maxWidth: '100%' },
});

export const label = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  marginLeft: vars.space.xxsmall,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical.text,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });

/** The box around an input (or an input and its buttons). */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: 44,
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  selectors: {
    '&:focus-within': { borderColor: vars.color.text },
    '&:has([data-focus-visible]), &[data-focus-visible]': focusRing,
    '&:has([data-invalid]), &[data-invalid]': {
      borderColor: vars.color.critical.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical.text}`,
    },
    '&:has([data-disabled]), &[data-disabled]': {
      background: vars.color.surfaceSubtle,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
    '&:has([readonly])': { background: vars.color.surfaceSubtle, borderStyle: 'dashed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted },
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const textArea = style([
  input,
  { minHeight: '8em', resize: 'vertical', lineHeight: vars.lineHeight.text },
]);

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.small}`,
  color: vars.color.textMuted,
  borderLeft: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/** A square button inside the control: show password, steppers, combo box trigger. */
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: 44,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' },
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The legend-like label of a group (checkbox group, radio group). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 0,
  padding: 0,
  margin: 0,
});

export const groupItems = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall },
  horizontal: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xsmall} ${vars.space.large}`,
  },
});

export const groupInvalid = style({
  borderLeft: `4px solid ${vars.color.critical.text}`,
  paddingLeft: vars.space.small,
});
