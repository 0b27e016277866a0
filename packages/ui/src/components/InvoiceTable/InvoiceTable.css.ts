import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { headingType } from '../../css/typography';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const heading = style(headingType(vars.fontSize.xlarge));

export const count = style({
  marginLeft: vars.space.xsmall,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const overdueDate = style({
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.strong,
});

/** The document's kind under the installment's (a down payment, the final invoice, a credit note). */
export const document = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** A stand number kept on one line (a browser breaks "H5-D10" after its dash). */
export const stand = style({ whiteSpace: 'nowrap' });
