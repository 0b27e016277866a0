// The zod schemas of every entity and payload of the contract (spec §3, §7), one module per
// entity; the barrel of ../index.ts re-exports them.
export * from './common';
export * from './paging';
export * from './contact';
export * from './profile';
export * from './account';
export * from './registration';
export * from './campaign';
export * from './opportunity';
export * from './billing';
export * from './bankStatements';
export * from './picklist';
export * from './operator';
export * from './badges';
export * from './booth';
export * from './showContent';
export * from './floorPlan';
