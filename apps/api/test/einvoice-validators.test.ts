// The checks the e-invoices pass can fail (docs/payments.md "How the e-invoices are checked"): the
// standard's own example invoices pass the Factur-X XSD and the EN 16931 rules for CII, and one
// with a wrong grand total fails rules BR-CO-15 and BR-CO-16.
import { describe, expect, it } from 'vitest';
import { ruleErrors, rulesMissing, standardExamples, xsdErrors } from './einvoice-checks';

describe('the e-invoice checks (docs/payments.md "How the e-invoices are checked")', () => {
  it('has the EN 16931 rule set and examples beside the repository', () => {
    expect(rulesMissing()).toBeNull();
  });

  it('passes every example of the standard against the XSD and the rules', async () => {
    const examples = standardExamples();
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const example of examples) {
      expect(await xsdErrors(example.xml), example.name).toEqual([]);
      expect(ruleErrors(example.xml), example.name).toEqual([]);
    }
  });

  it('fails an invoice whose grand total is wrong (BR-CO-15, BR-CO-16)', () => {
    const [example] = standardExamples().filter((e) => e.name === 'CII_example1.xml');
    const wrong = example!.xml.replace(
      /<ram:GrandTotalAmount>([^<]+)<\/ram:GrandTotalAmount>/,
      (_, value: string) =>
        `<ram:GrandTotalAmount>${(Number(value) + 1).toFixed(2)}</ram:GrandTotalAmount>`,
    );
    expect(wrong).not.toBe(example!.xml);
    expect(ruleErrors(wrong)).toEqual(expect.arrayContaining(['BR-CO-15', 'BR-CO-16']));
  });
});
