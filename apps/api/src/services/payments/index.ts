// Payments of the installments (spec §4 rebooking flow 4-5, §7, §9), by what each part does: card
// payments and the provider's notification, bank transfers, an installment paid and invoiced,
// and the company's payments and invoices.
export { handleNotification, startCardPayment, transactionStatus } from './card';
export { listInvoices, listPayments, ownInvoice } from './lists';
export { markPaid } from './paid';
export { cancelTransfer, listTransfers, startTransfer, transferReceived } from './transfer';
export { proofFile, proofsOf, uploadProof } from './proof';
