// The access log (docs/performance.md "API throughput"): one line per answered request, with its
// method, redacted URL, client address, status and time (src/infra/logging.ts); errors keep their
// own lines. Fastify's 'incoming request' line, which repeats the request, is off (src/app.ts).
// A fastify-plugin: it logs every area's answers.
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onResponse', (request, reply, answered) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    answered();
  });
  done();
};

export const accessLog = fastifyPlugin(plugin, { name: 'salon-access-log' });

/** Whether the log level writes the access log's lines: not hooked at all when it drops them. */
export function logsAccess(level: string): boolean {
  return ['trace', 'debug', 'info'].includes(level);
}
