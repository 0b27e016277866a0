// Every refusal as `{ code, description, errors? }` (docs/api.md "Errors"): the payload validator
// built from each route's zod schema, and the error handler that turns an ApiError, a validation
// failure or an unreadable payload into its answer. A fastify-plugin: it must reach every area.
import type { Duplex } from 'node:stream';
import { controlCharacterErrors, errorCodes, toFieldErrors } from '@salon/domain';
import type { FastifyError, FastifyPluginCallback, FastifySchemaCompiler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { ApiError } from '../errors';

/**
 * A zod validation failure: its field errors as the 2201 `errors` map (spec §8). A body answers
 * 422 (docs/api.md "Errors"); a query parameter the server cannot read (a paged list's cursor or
 * limit, docs/api.md "Paging") answers 400, the catalogue's own status for 2201: the request, not
 * a payload, is wrong.
 */
class PayloadError extends Error {
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    readonly statusCode: 400 | 422 = 422,
  ) {
    super('invalid payload');
  }
}

/**
 * Fastify's validator from the endpoint's zod schema, with domain's `toFieldErrors`. The domain's
 * schemas are zod/mini ones: any zod core schema (`$ZodType`) is parsed with core's `safeParse`,
 * the type provider (fastify-type-provider-zod) infers from `$ZodType` too.
 */
const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const status = httpPart === 'querystring' ? 400 : 422;
  return (data) => {
    // No control character in any text, whatever the schema (spec §8 2201, docs/security.md).
    const control = controlCharacterErrors(data);
    if (Object.keys(control).length > 0) return { error: new PayloadError(control, status) };
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new PayloadError(toFieldErrors(result.error), status) };
  };
};

/**
 * Unreadable payloads (bad JSON, wrong content type, too large): a 2201 with the status that says
 * why; a malformed JSON body is a bad payload like any other (422).
 */
function unreadableStatus(error: FastifyError, status: number): number {
  return error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 413 || status === 415
    ? status
    : 422;
}

const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error: FastifyError | ApiError | PayloadError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send(error.body());
    }
    if (error instanceof PayloadError) {
      return reply.status(error.statusCode).send({
        code: errorCodes.validationFailed,
        description: 'error.input_errors',
        errors: error.fieldErrors,
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(unreadableStatus(error as FastifyError, status)).send({
        code: errorCodes.validationFailed,
        description: 'error.input_errors',
        errors: { _form: ['validation.invalid'] },
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: errorCodes.serverFault, description: 'error.generic' });
  });
  done();
};

export const errorAnswers = fastifyPlugin(plugin, { name: 'salon-error-answers' });

/** Node's refusals before a request exists (a client error on the connection), by its code. */
const connectionRefusals: Record<string, [status: number, reason: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node refuses before Fastify sees it (a request line or
 * headers over 16 KB, a timeout, a malformed request) answers the spec §8 error body with code 2201
 * and the API's `no-store` and `nosniff`, as every other refusal does, instead of Fastify's own
 * `{ error, message, statusCode }` (found by the conformance run, docs/security.md).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = connectionRefusals[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({
    code: errorCodes.validationFailed,
    description: 'error.input_errors',
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
