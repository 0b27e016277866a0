// The ticketing area, one encapsulated plugin: the built-in ticketing page where invitation links
// lead when no TICKETING_URL names the platform's (spec §2 pro/badges).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { TicketingSettings } from '../../core/ticketing/config';
import { registerTicketing } from './page';

export const ticketingPlugin: FastifyPluginAsync<{ ctx: AppContext<TicketingSettings> }> = async (
  app,
  { ctx },
) => {
  if (!ctx.config.ticketing.url) registerTicketing(app, ctx);
};
