// Where a card payer comes back to (spec §2 pro/payment-validation/{token}), from either provider.

/** The portal's payment-validation/{token} page, in the payer's language. */
export function paymentValidationUrl(publicUrl: string, lang: string, token: string): string {
  return `${publicUrl}/${lang === 'en' ? 'en' : 'fr'}/pro/payment-validation/${encodeURIComponent(token)}`;
}
