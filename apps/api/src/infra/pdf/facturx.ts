// A Factur-X file (Factur-X 1.07, docs/payments.md "The Factur-X file"): a PDF/A-3b document
// (pdfkit writes the PDF/A identification, the sRGB output intent, and embeds the fonts) whose CII
// XML is embedded as `factur-x.xml` with the relationship `Alternative` (the PDF and the XML are
// two forms of one invoice) and named in the document's associated files, and whose XMP metadata
// declare the Factur-X extension schema and the document's profile.
import { dejaVuSans, startPdf } from './document';

export const FACTURX_FILENAME = 'factur-x.xml';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

/** The XMP of the Factur-X extension schema (PDF/A requires custom properties to be declared). */
const extensionSchema = `
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${[
                    property('DocumentFileName', 'The name of the embedded XML document'),
                    property('DocumentType', 'The type of the hybrid document in capital letters'),
                    property('Version', 'The version of the XML standard of the embedded document'),
                    property('ConformanceLevel', 'The conformance level of the embedded data'),
                  ].join('')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;

const identification = `
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>`;

export interface FacturXOptions {
  lang: 'fr' | 'en';
  /** The document's title (its kind and number), in the Info dictionary and the XMP alike. */
  title: string;
  /** When it was issued: the PDF's creation date and the embedded file's dates. */
  issuedAt: Date;
  /** The CII XML to embed. */
  xml: string;
}

/**
 * A new Factur-X PDF/A-3b document with DejaVu Sans ('regular', 'bold'); `done` gives its bytes
 * once `doc.end()` is called.
 */
export function startFacturX(options: FacturXOptions) {
  const started = startPdf(options.lang, dejaVuSans, {
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    // The default font is embedded too: PDF/A allows no font that is not.
    font: dejaVuSans.regular,
    info: {
      // Plain text only: pdfkit copies it into the XMP unescaped.
      Title: options.title.replace(/[<>&"']/g, ''),
      Creator: 'Salon',
      Producer: 'Salon (pdfkit)',
      CreationDate: options.issuedAt,
    },
    displayTitle: true,
  });
  const { doc } = started;
  doc.appendXML(extensionSchema);
  doc.appendXML(identification);
  // pdfkit 0.20 writes the file specification's AFRelationship from `relationship`, which its
  // type definitions do not name yet.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTURX_FILENAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice (EN 16931)',
    creationDate: options.issuedAt,
    modifiedDate: options.issuedAt,
  };
  doc.file(Buffer.from(options.xml, 'utf8'), attachment);
  return started;
}
