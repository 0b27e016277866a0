import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr)',
  columnGap: vars.space.small,
  paddingBottom: vars.space.large,
  selectors: {
    // The line joining a step to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: 15,
      top: 32,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
    '&[data-state=done]:not(:last-child)::before': { background: vars.color.accent },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${step}[data-state=done] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    [`${step}[data-state=current] &`]: {
      borderColor: vars.color.accent,
      color: vars.color.accent,
      boxShadow: `0 0 0 4px ${vars.color.accentSubtle}`,
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingTop: 4 });

export const label = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${step}[data-state=current] &`]: {
      fontWeight: vars.fontWeight.strong,
      color: vars.color.accent,
    },
    [`${step}[data-state=upcoming] &`]: { color: vars.color.textMuted },
  },
});

export const date = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const stateText = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[data-state=current] &`]: {
      color: vars.color.accent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
