import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Envelope } from '@arcadia/contracts';
import { translate } from '../i18n/messages.ts';
import { AppError, errors } from './app-error.ts';
import { toFieldErrors } from './field-errors.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the success envelope with a localised message. */
    ok<T>(value: T): FastifyReply;
  }
}

export function envelopeFor(request: FastifyRequest, error: AppError): Envelope<unknown> {
  return {
    success: false,
    code: error.code,
    message: translate(request.language, error.messageKey, error.params),
    value: error.value ?? null,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** Maps anything thrown to an AppError; unexpected errors become `internal` and are logged. */
function toAppError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return errors.invalid(toFieldErrors(error.validation, error.validationContext));
  }
  if (error.statusCode === 429) {
    // The message names the same wait as the Retry-After header the limiter set (rounded up).
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    return errors.rateLimited(seconds);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return errors.invalid([{ field: 'body', key: 'validation.invalid' }]);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
    return new AppError(error.statusCode === 404 ? 'not_found' : 'request.invalid', { status: error.statusCode });
  }
  request.log.error({ err: error }, 'unhandled error');
  return errors.internal();
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ok', function ok(this: FastifyReply, value: unknown) {
    return this.code(200).send({ success: true, code: 'ok', message: translate(this.request.language, 'ok'), value });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request, reply);
    if (appError.status >= 400 && appError.status < 500) request.log.info({ code: appError.code }, 'request refused');
    for (const [name, value] of Object.entries(appError.headers)) void reply.header(name, value);
    return reply.code(appError.status).send(envelopeFor(request, appError));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(envelopeFor(request, errors.notFound()));
  });
});
