// Delays and time limits of spec §7, §8 and §9, shared by the machines and the portal.

/** spec §8: 'account does not exist', then first registration after 1 second. */
export const EMAIL_CHECK_REDIRECT_DELAY_MS = 1000;
/** spec §4, §9: redirect to login 1 s after the email is verified. */
export const VERIFICATION_REDIRECT_DELAY_MS = 1000;
/** spec §7, §9: loading a code chunk gives up after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
