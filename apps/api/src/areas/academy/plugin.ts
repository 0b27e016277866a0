// The academy area, one encapsulated plugin: the dashboard's webinar banner (spec §2 me/dashboard),
// as the organiser configured it (./config.ts), for any page that asks with the client token.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import type { AcademySettings } from './config';

export const academyPlugin: FastifyPluginAsync<{ ctx: AppContext<AcademySettings> }> = async (
  app,
  { ctx },
) => {
  registerEndpoints(app, ctx, { academy: async () => ctx.config.academy });
};
