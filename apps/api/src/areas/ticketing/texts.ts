// The built-in ticketing page's texts in French or English (spec §1: French default and fallback),
// formatted from the catalogs apps/api/lang/<lang>/ticketing.json (./messages.ts, docs/i18n.md).
import { createTranslator } from '@salon/domain';
import en from '../../../lang/en/ticketing.json' with { type: 'json' };
import fr from '../../../lang/fr/ticketing.json' with { type: 'json' };
import type { TicketingMessageId } from './messages';

export const ticketingText = createTranslator<TicketingMessageId>({ fr, en });
