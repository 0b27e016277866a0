// The invoices area, one encapsulated plugin: the company's invoices and credit notes, each one's
// stored Factur-X file (spec §7), and the sales team's calls on them: a credit note, the platform's
// status (docs/payments.md "Credit notes", "The platform").
import { NEXT_CURSOR_HEADER } from '@salon/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import { issueCreditNote, setPlatformStatus } from './credit-notes';
import { listInvoices, ownInvoiceFile } from './invoices';

export const invoicesPlugin: FastifyPluginAsync<{ ctx: AppContext<BillingConfig> }> = async (
  app,
  { ctx },
) => {
  registerEndpoints(app, ctx, {
    async invoices({ caller, query, reply }) {
      const page = await listInvoices(ctx, signedIn(caller), query);
      if (page.next) void reply.header(NEXT_CURSOR_HEADER, page.next);
      return page.invoices;
    },
    async invoicePdf({ caller, params }) {
      const files = await ownInvoiceFile(ctx, signedIn(caller), params.id);
      return {
        contentType: 'application/pdf',
        filename: `${files.row.number}.pdf`,
        body: files.pdf,
      };
    },
    operatorCreditNote: ({ params, body }) => issueCreditNote(ctx, params.id, body),
    operatorPlatformStatus: ({ params, body }) => setPlatformStatus(ctx, params.id, body),
  });
};
