// The bodies the API reads (spec §7): JSON, whose raw text is kept for the card provider's
// signature over it (docs/security.md "Card payments"), an empty body being no body; and forms
// (get-token and refresh-token), whose keys become own properties, never a prototype setter.
// A fastify-plugin: every area reads its bodies the same way.
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw text of a JSON body (the provider's signed notification). */
    rawBody?: string;
    /** True when the body came as a form (application/x-www-form-urlencoded). */
    formBody?: boolean;
  }
}

const plugin: FastifyPluginCallback = (app, _options, done) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') {
      parsed(null, undefined);
      return;
    }
    parseJson(request, text, parsed);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, parsed) => {
      request.formBody = true;
      const entries = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      parsed(null, Object.fromEntries(entries));
    },
  );
  done();
};

export const bodyParsers = fastifyPlugin(plugin, { name: 'salon-body-parsers' });
