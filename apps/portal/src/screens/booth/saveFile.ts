// Saves a file the API answered (a guide, spec §2 pro/stand) under its download name: the call
// carries the user token, so a plain link cannot fetch it; the browser saves the answer instead.
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it is released once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
