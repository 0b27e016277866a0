// What a proof of transfer must not carry (spec §4 rebooking flow 5; docs/security.md "Proofs of
// transfer"): active content in a PDF, a web page in any proof.
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES_PER_COMPANY, proofContentProblem, proofQuotaProblem } from './proof';

const encode = (text: string) => new TextEncoder().encode(text);
const inflate = (data: Uint8Array) => {
  try {
    return new Uint8Array(inflateSync(data));
  } catch {
    return null;
  }
};

/** A small PDF whose catalog holds `catalog` and whose page content is `content`. */
function pdf(catalog = '', content = 'BT /F1 12 Tf (Virement 123,45 EUR) Tj ET') {
  return encode(
    [
      '%PDF-1.7',
      '%\u00e2\u00e3',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${content.length} >>`,
      'stream',
      content,
      'endstream',
      'endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

/** A PDF whose catalog's dictionary sits in a compressed object stream. */
function pdfWithObjectStream(catalog: string) {
  const packed = deflateSync(Buffer.from(`1 0 << /Type /Catalog ${catalog} >>`));
  const head = encode(
    `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
  );
  const tail = encode('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return new Uint8Array([...head, ...packed, ...tail]);
}

describe('active content in a PDF proof (spec §4 step 5, docs/security.md)', () => {
  it('accepts a plain PDF, and one whose first view is a destination', () => {
    expect(proofContentProblem(pdf(), 'pdf', inflate)).toBeNull();
    expect(proofContentProblem(pdf('/OpenAction [3 0 R /Fit]'), 'pdf', inflate)).toBeNull();
    expect(proofContentProblem(encode('%PDF-1.4\n%%EOF\n'), 'pdf', inflate)).toBeNull();
  });

  it.each([
    ['an /OpenAction running JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['an /OpenAction by reference', '/OpenAction 9 0 R'],
    ['document JavaScript', '/Names << /JavaScript 9 0 R >>'],
    ['a /Launch action', '/AA << /O << /S /Launch /F (calc.exe) >> >>'],
    ['embedded files', '/Names << /EmbeddedFiles 9 0 R >>'],
    [
      'a file specification with its embedded file',
      '/AF [<< /Type /Filespec /EF << /F 9 0 R >> >>]',
    ],
    ['an XFA form', '/AcroForm << /XFA 9 0 R >>'],
    ['a name hidden by #xx escapes', '/OpenAction << /S /J#61vaScript /J#53 (x) >>'],
  ])('refuses %s', (_, catalog) => {
    expect(proofContentProblem(pdf(catalog), 'pdf', inflate)).toBe('activeContent');
  });

  it('reads dictionaries packed in a compressed object stream', () => {
    const hidden = pdfWithObjectStream('/OpenAction << /S /JavaScript /JS (x) >>');
    expect(proofContentProblem(hidden, 'pdf', inflate)).toBe('activeContent');
    expect(proofContentProblem(pdfWithObjectStream('/Pages 2 0 R'), 'pdf', inflate)).toBeNull();
  });

  it('refuses an object stream it cannot inflate: it cannot be checked', () => {
    const broken = encode(
      '%PDF-1.7\n5 0 obj << /Type /ObjStm /Filter /FlateDecode /Length 4 >>\nstream\nxxxx\nendstream\nendobj\n',
    );
    expect(proofContentProblem(broken, 'pdf', inflate)).toBe('activeContent');
  });

  it('does not read names in page drawings, where compressed bytes match by chance', () => {
    expect(proofContentProblem(pdf('', 'q /JS gs /AA Do Q'), 'pdf', inflate)).toBeNull();
  });

  it('does not take a `stream` keyword inside a string or a comment for a stream', () => {
    const inString = pdf('/Title (>> stream\n) /OpenAction 9 0 R');
    expect(proofContentProblem(inString, 'pdf', inflate)).toBe('activeContent');
    const inComment = pdf('% >> stream\n/OpenAction 9 0 R\n');
    expect(proofContentProblem(inComment, 'pdf', inflate)).toBe('activeContent');
  });
});

describe('a proof that is also a web page (polyglot; docs/security.md)', () => {
  it.each([
    ['a PDF', 'pdf', '%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF'],
    ['a PDF with an SVG', 'pdf', '%PDF-1.4\n<SVG onload=alert(1)>\n%%EOF'],
    ['a PNG', 'png', '\u0089PNG\r\n\u001a\n<iframe src=x>'],
    ['a JPEG', 'jpeg', '\u00ff\u00d8\u00ff<img src=x onerror=alert(1)>'],
  ] as const)('refuses %s holding HTML', (_, kind, text) => {
    expect(proofContentProblem(encode(text), kind, inflate)).toBe('activeContent');
  });

  it('accepts XML metadata and comparisons that are no HTML', () => {
    const text = '%PDF-1.4\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta> a<b <<>>';
    expect(proofContentProblem(encode(text), 'pdf', inflate)).toBeNull();
  });
});

describe('proof bytes per company (docs/security.md "Proofs of transfer")', () => {
  it('refuses a proof that would take the company over its quota', () => {
    expect(proofQuotaProblem(MAX_PROOF_BYTES_PER_COMPANY - 10, 10)).toBeNull();
    expect(proofQuotaProblem(MAX_PROOF_BYTES_PER_COMPANY - 10, 11)).toBe('overQuota');
  });
});
