// Saves a file the API answered (a badge PDF) under a name, through a temporary link: the browser
// downloads it without leaving the page.
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
