// The part of saxon-js (it ships no types) the e-invoice checks use (test/einvoice-checks.ts).
declare module 'saxon-js' {
  export interface XdmNode {
    readonly nodeType: number;
  }
  interface SaxonJS {
    getPlatform(): { parseXmlFromString(xml: string): XdmNode };
    XPath: {
      evaluate(
        expression: string,
        context: XdmNode | null,
        options?: { namespaceContext?: Record<string, string>; resultForm?: 'array' | 'iterator' },
      ): unknown;
    };
  }
  const saxon: SaxonJS;
  export default saxon;
}
