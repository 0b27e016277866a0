import { vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

// docs/design.md: hierarchy from type size, weight and whitespace; one accent; 4 px spacing.

export {
  section,
  sectionHeading as heading,
  subheading,
  paragraph,
  muted,
  actions,
  detailTerm as term,
} from '../../../kit/screen.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

// A long value (an IBAN, a company name) wraps rather than widening the page (WCAG 1.4.10).
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', minWidth: 0 });

export const strong = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const reference = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.05em',
});

export const error = style({
  margin: 0,
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.medium,
});

/** A payment method's name and its help, one above the other inside its radio's label. */
export const choiceName = style({ display: 'block', fontWeight: vars.fontWeight.strong });
export const choiceHelp = style({ display: 'block', color: vars.color.textMuted });

/** The bank details and, beside them (below on a narrow screen), the SEPA QR code. */
export const bankDetails = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const qrFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // As wide as the code, the caption wrapped under it.
  width: 'min-content',
});

/**
 * The code at its own pixel size (5 px a module and the margin: 225 px for the organiser's
 * details, 305 px at most, for a 70-character account holder), never scaled: a size set here
 * scaled it by a fraction, modules of uneven widths. Not stretched by the figure either.
 */
export const qrImage = style({
  display: 'block',
  alignSelf: 'flex-start',
  imageRendering: 'pixelated',
});
