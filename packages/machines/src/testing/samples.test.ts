// The test data follows the contract: each sample parses with the domain's schema.
import { describe, expect, it } from 'vitest';
import {
  accountMatchSchema,
  companySchema,
  loginResponseSchema,
  paymentSchema,
  pendingTransferSchema,
  transactionSchema,
  publicCampaignSchema,
  rebookingQuoteSchema,
  userSchema,
} from '@salon/domain';
import {
  accountMatch,
  company,
  loginResponse,
  payment,
  pendingTransfer,
  publicCampaigns,
  rebookingQuote,
  transaction,
  visitor,
} from './samples';

describe('test samples follow the domain schemas', () => {
  it.each([
    ['login response', loginResponseSchema, loginResponse],
    ['visitor', userSchema, visitor],
    ['public campaign', publicCampaignSchema, publicCampaigns[0]],
    ['account match', accountMatchSchema, accountMatch],
    ['rebooking quote', rebookingQuoteSchema, rebookingQuote()],
    ['payment', paymentSchema, payment()],
    ['pending transfer', pendingTransferSchema, pendingTransfer()],
    ['transaction', transactionSchema, transaction()],
    ['company', companySchema, company()],
  ] as const)('%s', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });
});
