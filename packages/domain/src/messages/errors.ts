// Server wordings of spec §8 messages (docs/i18n.md "Server messages"): the texts themselves live
// in packages/domain/lang/<lang>/error.json.
import type { MessageKey } from './catalogs';

/**
 * Texts the provider's server is known to send, as the spec writes them, that differ from the
 * catalogue's corrected or completed wording (spec §5: server messages are translated by key).
 * `resolveMessageKey` matches them too, so an old server text still finds its key.
 */
export const serverTextAliases = {
  'An error has occured. Your message has not been sent, please try again':
    'error.message_not_sent',
  'You have exceeded the server request limit': 'error.too_many_requests',
  'There are errors in your data entry': 'error.input_errors',
  'Une erreur est survenue veuillez vous reconnecter': 'error.session_expired',
  'Email not verified. Check your mailbox': 'error.email_not_verified',
  'An issue has occurred. We are unable to initialize your exhibitor account':
    'error.duplicate_contact',
  'Contact inactive': 'error.contact_inactive',
  'account does not exist': 'error.account_does_not_exist',
  'This surface is too hight (max 99m2)': 'validation.surface_too_big',
} as const satisfies Record<string, MessageKey>;
