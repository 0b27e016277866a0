// The name a badge PDF is saved under (spec §2 pro/badges); `kit/saveFile` saves it.
/** `badge-claire-martin.pdf`: plain letters, digits and dashes. */
export function badgeFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `badge-${slug || 'salon'}.pdf`;
}
