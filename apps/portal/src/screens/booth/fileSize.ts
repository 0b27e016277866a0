// A document's size as the booth page writes it beside its download (a guide, the floor plan).
import type { Language } from '@salon/domain';

export function fileSize(bytes: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'unit',
    unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: bytes < 1024 * 1024 ? 0 : 1,
  }).format(bytes < 1024 * 1024 ? Math.max(1, bytes / 1024) : bytes / (1024 * 1024));
}
