// Text written into XML (the e-invoices' CII, their XMP metadata): the five markup characters
// escaped, and the characters XML 1.0 cannot hold (C0 controls but tab, line feed and carriage
// return; unpaired surrogates; U+FFFE, U+FFFF) left out, so any stored text makes a well-formed
// document.
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
