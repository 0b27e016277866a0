// Every invoice is a Factur-X EN 16931 file (docs/payments.md "Invoices are e-invoices"; spec §9
// 'Prices in euros; VAT shown'), read as an e-invoicing platform reads it: the embedded
// factur-x.xml and its relationship, the XMP identification, the XML valid against the Factur-X
// XSD and the EN 16931 rules for CII, and the XML's totals equal to the PDF's text and to the
// API's figures. Cases: a French buyer, an EU buyer with a VAT number (reverse charge), a buyer
// outside the EU (outside the scope of VAT); down payments (386), a final invoice (380) deducting
// two down payments.
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/core/einvoicing/files';
import type { InvoiceRow } from '../src/infra/db/rows';
import {
  pdfToolsMissing,
  readAsPlatform,
  ruleErrors,
  rulesMissing,
  xsdErrors,
} from './einvoice-checks';
import type { ReadPdf } from './einvoice-checks';
import {
  addCompany,
  buyers,
  decimal,
  documentsOf,
  money,
  paidBooking,
  xmlValue,
  xmlValues,
} from './einvoice-fixture';
import { DEMO_ACCOUNTS, startTestApp } from './helpers';
import type { TestApp } from './helpers';

type Buyer = keyof typeof buyers;

/** What a platform checks of one document, and the reading it made of it. */
async function platformReading(t: TestApp, row: InvoiceRow): Promise<ReadPdf> {
  const files = (await storedFiles(t.ctx, row.id))!;
  const read = readAsPlatform(files.pdf);
  expect(read.structure).toContain('No syntax or stream encoding errors found');
  expect(read.attachments).toMatch(/1 embedded files\s+1: factur-x\.xml/);
  expect(read.raw).toMatch(/\/AFRelationship \/Alternative/);
  expect(read.raw).toMatch(/\/Subtype \/text#2fxml/i);
  expect(read.raw).toContain('/GTS_PDFA1');
  expect(read.raw).toContain('/FontFile2');
  expect(read.raw).not.toMatch(/\/BaseFont \/Helvetica/);
  for (const identification of [
    '<pdfaid:part>3</pdfaid:part>',
    '<pdfaid:conformance>B</pdfaid:conformance>',
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    '<fx:DocumentType>INVOICE</fx:DocumentType>',
    '<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>',
    '<fx:Version>1.0</fx:Version>',
    '<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>',
  ]) {
    expect(read.xmp).toContain(identification);
  }
  expect(read.xml).toBe(files.xml);
  expect(await xsdErrors(read.xml), row.number).toEqual([]);
  expect(ruleErrors(read.xml), row.number).toEqual([]);
  return read;
}

/** The XML's totals, as the PDF prints them and as the row (the API's figures) holds them. */
function expectSameTotals(read: ReadPdf, row: InvoiceRow): void {
  const { xml, text } = read;
  expect(xmlValue(xml, 'ram:TypeCode')).toBe(row.typeCode);
  expect(xmlValue(xml, 'ram:DuePayableAmount')).toBe(decimal(row.amount));
  for (const element of ['ram:TaxBasisTotalAmount', 'ram:TaxTotalAmount', 'ram:GrandTotalAmount']) {
    const cents = Math.round(Number(xmlValue(xml, element)) * 100);
    expect(text, element).toContain(money(row.langue, cents));
  }
  expect(text).toContain(money(row.langue, row.amount));
  if (row.typeCode === '386') {
    expect(xmlValue(xml, 'ram:TaxBasisTotalAmount')).toBe(decimal(row.amountHt));
    expect(xmlValue(xml, 'ram:TaxTotalAmount')).toBe(decimal(row.vat));
  }
}

// Each test renders documents and reads them with qpdf, poppler and both validators: minutes on a
// loaded machine, not a hang.
describe(
  'invoices are Factur-X EN 16931 e-invoices (docs/payments.md)',
  { timeout: 180_000 },
  () => {
    let t: TestApp;
    const documents = {} as Record<Buyer, InvoiceRow[]>;

    beforeAll(async () => {
      expect(rulesMissing(), 'the EN 16931 rules').toBeNull();
      expect(pdfToolsMissing(), 'the PDF tools').toBeNull();
      t = await startTestApp('pglite', { seed: true });
      for (const key of Object.keys(buyers) as Buyer[]) {
        const account = await addCompany(t, buyers[key]);
        const booking = await paidBooking(t, account, 3, new Date('2026-01-05T10:00:00Z'));
        documents[key] = await documentsOf(t, booking);
      }
      return () => t.close();
    });

    it.each(Object.keys(buyers) as Buyer[])(
      'issues two down payments (386) then a final invoice (380) deducting both, for a %s buyer: valid Factur-X files whose XML says what the PDF says',
      async (buyer) => {
        const rows = documents[buyer];
        expect(rows.map((row) => row.typeCode)).toEqual(['386', '386', '380']);
        const [first, second, final] = rows as [InvoiceRow, InvoiceRow, InvoiceRow];
        let read: ReadPdf | undefined;
        for (const row of rows) {
          read = await platformReading(t, row);
          expectSameTotals(read, row);
        }
        read = read!;
        // The final invoice names each down payment and deducts them, asking for what remains.
        expect(xmlValues(read.xml, 'ram:IssuerAssignedID')).toEqual([first.number, second.number]);
        expect(xmlValue(read.xml, 'ram:TotalPrepaidAmount')).toBe(
          decimal(first.amount + second.amount),
        );
        const grand = Math.round(Number(xmlValue(read.xml, 'ram:GrandTotalAmount')) * 100);
        expect(grand - first.amount - second.amount).toBe(final.amount);
        expect(read.text).toContain(first.number);
        expect(read.text).toContain(money(final.langue, -first.amount));
      },
      240_000,
    );

    it('names a French buyer by its SIREN and prints the mentions French law requires (spec §9)', async () => {
      const read = await platformReading(t, documents.french[0]!);
      expect(read.xml).toContain('<ram:ID schemeID="0002">512044789</ram:ID>');
      expect(xmlValue(read.xml, 'ram:CategoryCode')).toBe('S');
      for (const mention of [
        'SIREN 123456824 · SIRET 12345682400017',
        'FR40123456824',
        'SAS au capital de 100 000 € · RCS Paris 123 456 824',
        'SIREN 512044789',
        'Facture d’acompte n° F-',
        'Nature de l’opération : prestations de services',
        'Prix unitaire HT',
        'Pénalités de retard : 12,15 % par an',
        'recouvrement en cas de retard de paiement : 40 €',
        'Pas d’escompte pour paiement anticipé',
        'Option pour le paiement de la taxe d’après les débits',
        'Date d’échéance',
      ]) {
        expect(read.text.replace(/\s+/g, ' ')).toContain(mention);
      }
    });

    it('reverse-charges an EU business with a VAT number: 0 %, the mention, both VAT numbers (BR-AE)', async () => {
      const read = await platformReading(t, documents.german[0]!);
      expect(xmlValue(read.xml, 'ram:CategoryCode')).toBe('AE');
      expect(xmlValue(read.xml, 'ram:ExemptionReasonCode')).toBe('VATEX-EU-AE');
      expect(xmlValues(read.xml, 'ram:ID')).toEqual(
        expect.arrayContaining(['FR40123456824', 'DE129273398']),
      );
      expect(xmlValue(read.xml, 'ram:TaxTotalAmount')).toBe('0.00');
      const text = read.text.replace(/\s+/g, ' ');
      expect(text).toContain('Autoliquidation');
      expect(text).toContain('DE129273398');
      expect(text).toContain('FR40123456824');
    });

    it('leaves a buyer outside the EU out of the scope of French VAT, without VAT identifiers in the XML (BR-O-02)', async () => {
      const read = await platformReading(t, documents.swiss[0]!);
      expect(xmlValue(read.xml, 'ram:CategoryCode')).toBe('O');
      expect(xmlValue(read.xml, 'ram:ExemptionReasonCode')).toBe('VATEX-EU-O');
      expect(read.xml).not.toContain('schemeID="VA"');
      const text = read.text.replace(/\s+/g, ' ');
      expect(text).toContain('TVA non applicable, article 259-1 du CGI');
      // The PDF still prints the seller's VAT number among its legal mentions.
      expect(text).toContain('FR40123456824');
    });

    it('gives the demo exhibitor the same figures in its list as in each stored file (spec §7)', async () => {
      const token = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
      const list = await t.ok<
        { id: string; amount: number; reference: string; document: string; date: string }[]
      >('invoices', { token });
      expect(new Set(list.map((invoice) => invoice.document))).toEqual(
        new Set(['down_payment', 'final']),
      );
      for (const invoice of list) {
        const download = await t.call('invoicePdf', { token, params: { id: invoice.id } });
        expect(download.status).toBe(200);
        const read = readAsPlatform(download.rawPayload);
        expect(/<rsm:ExchangedDocument><ram:ID>([^<]+)</.exec(read.xml)?.[1]).toBe(
          invoice.reference,
        );
        expect(xmlValue(read.xml, 'ram:DuePayableAmount')).toBe(decimal(invoice.amount));
        expect(read.xml).toContain(
          `<udt:DateTimeString format="102">${invoice.date.replaceAll('-', '')}`,
        );
      }
    });
  },
);
