// The business rules of spec §1, §4, §5 and §9, pure functions of their input (time comes in as
// a parameter); the barrel of ../index.ts re-exports them.
export * from './money';
export * from './dates';
export * from './discounts';
export * from './quote';
export * from './schedule';
export * from './campaign';
export * from './blackout';
export * from './stages';
export * from './displayedStatuses';
export * from './status';
export * from './opportunities';
export * from './features';
export * from './nextAction';
export * from './picklists';
export * from './marketplace';
export * from './proof';
export * from './transferReference';
export * from './sepaQr';
export * from './paymentMethods';
export * from './bankStatement';
export * from './invoices';
export * from './vat';
export * from './badges';
export * from './booth';
