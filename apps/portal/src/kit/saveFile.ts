// Saves a file the API answered (a badge PDF, a stand guide, an invoice: spec §2 pro/badges,
// pro/stand, pro/invoices) under its download name. The call carries the user token, so a plain
// link cannot fetch it: the browser saves the answer through a temporary link instead, without
// leaving the page.
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
