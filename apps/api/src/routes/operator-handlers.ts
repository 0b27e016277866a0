// Operator calls (added; spec §1, §4): behind the operator key (X-Operator-Key).
import type { AppContext } from '../context';
import {
  activateContact,
  decideFirstRegistration,
  listFirstRegistrations,
  overview,
  reviseQuote,
  transferReceived,
} from '../services/operator';
import { proofFile } from '../services/payments';
import type { Handlers } from './types';

type OperatorNames =
  | 'operatorOverview'
  | 'operatorActivateContact'
  | 'operatorFirstRegistrations'
  | 'operatorFirstRegistrationDecision'
  | 'operatorReviseQuote'
  | 'operatorTransferReceived'
  | 'operatorTransferProof';

export function operatorHandlers(ctx: AppContext): Pick<Handlers, OperatorNames> {
  return {
    operatorOverview: () => overview(ctx),
    operatorActivateContact: ({ params }) => activateContact(ctx, params.id),
    operatorFirstRegistrations: () => listFirstRegistrations(ctx),
    operatorFirstRegistrationDecision: ({ params, body }) =>
      decideFirstRegistration(ctx, params.id, body),
    operatorReviseQuote: ({ params, body }) => reviseQuote(ctx, params.id, body),
    operatorTransferReceived: ({ params }) => transferReceived(ctx, params.id),
    operatorTransferProof: ({ params }) => proofFile(ctx, params.id),
  };
}
