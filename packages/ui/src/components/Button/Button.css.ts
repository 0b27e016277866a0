import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 20px',
  borderRadius: 6,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: '2px solid #1A5FD1', outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const button = styleVariants({
  primary: [base, { background: '#5B2A86', color: '#FFFFFF' }],
  secondary: [base, { background: '#FFFFFF', color: '#5B2A86', borderColor: '#5B2A86' }],
});
