// One handler per endpoint of the table (spec §7 and the added calls): the type requires every
// name, and registration refuses to start without one.
import type { AppContext } from '../context';
import { authHandlers } from './auth-handlers';
import { badgeHandlers } from './badge-handlers';
import { billingHandlers } from './billing-handlers';
import { boothHandlers } from './booth-handlers';
import { meHandlers } from './me-handlers';
import { operatorHandlers } from './operator-handlers';
import { registrationHandlers } from './registration-handlers';
import type { Handlers } from './types';

export function createHandlers(ctx: AppContext): Handlers {
  return {
    ...authHandlers(ctx),
    ...registrationHandlers(ctx),
    ...meHandlers(ctx),
    ...billingHandlers(ctx),
    ...operatorHandlers(ctx),
    ...badgeHandlers(ctx),
    ...boothHandlers(ctx),
  };
}
