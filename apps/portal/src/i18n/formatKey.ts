// Messages named by a key at run time: the domain's message keys (validation, error catalogue,
// statuses) and translated server messages (spec §5). This file is the one place that formats a
// message whose id is not a literal, so the extraction (scripts/i18n.ts) ignores it; the domain's
// keys are in the catalogs through the domain's catalogs, packages/domain/lang (docs/i18n.md).
import { resolveKnownMessageKey, type MessageKey } from '@salon/domain';
import type { IntlShape } from 'react-intl';

type Values = Record<string, string | number | Date>;

/** The text of a domain message key in the current language. */
export function formatKey(intl: IntlShape, key: MessageKey | string, values?: Values): string {
  return intl.formatMessage({ id: key }, values);
}

/**
 * A server message (an error's description) translated by key (spec §5: the key itself, or with
 * dots turned into underscores, or trimmed), among the keys of the loaded catalog, so the domain's
 * texts are not loaded a second time; unknown texts fall back to the generic error.
 */
export function formatServerMessage(intl: IntlShape, description: string, values?: Values): string {
  const known = { has: (key: string) => Object.hasOwn(intl.messages, key) };
  const key = resolveKnownMessageKey(description, known) ?? 'error.generic';
  return intl.formatMessage({ id: key }, values);
}
