// The invoices area, one encapsulated plugin: the company's invoices and each one's PDF (spec §7),
// the seller's details printed on it.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import { renderInvoicePdf } from './invoice-pdf';
import { listInvoices, ownInvoice } from './invoices';

export const invoicesPlugin: FastifyPluginAsync<{ ctx: AppContext<BillingConfig> }> = async (
  app,
  { ctx },
) => {
  registerEndpoints(app, ctx, {
    invoices: ({ caller }) => listInvoices(ctx, signedIn(caller)),
    async invoicePdf({ caller, params }) {
      const invoice = await ownInvoice(ctx, signedIn(caller), params.id);
      return {
        contentType: 'application/pdf',
        filename: `${invoice.number}.pdf`,
        body: await renderInvoicePdf(invoice, ctx.config.seller),
      };
    },
  });
};
