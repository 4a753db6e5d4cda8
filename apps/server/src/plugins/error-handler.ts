// The one error handler: every failure leaves in the spec's envelope with a real status code,
// and nothing internal (stack, SQL, file paths) ever reaches the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { errorBody } from '../lib/envelope.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

type Issue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

function fieldOf(issue: Issue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path;
}

function validationMessages(issues: Issue[]): string[] {
  return issues.map((issue) => {
    const field = fieldOf(issue);
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys))
      return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`;
    const message = issue.message ?? 'is invalid';
    if (issue.keyword === 'invalid_type' && /received undefined/.test(message))
      return `The ${field || 'request'} field is required.`;
    // Messages written in our contracts are full sentences; zod's defaults get the field name in front.
    return /^[A-Z]/.test(message) && /[.!]$/.test(message) ? message : `${field || 'request'}: ${message}`;
  });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The content length is invalid.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart/form-data.'],
  FST_ERR_VALIDATION: [422, 'The request is invalid.'],
};

/**
 * Fastify's `frameworkErrors` option: the errors raised while routing, before any handler or hook (a URL whose
 * percent-encoding is broken, a path parameter over the router's length limit). Without it Fastify answers
 * them itself, outside the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') void reply.code(400).send(errorBody(['The URL is not valid.']));
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.code(414).send(errorBody(['The URL is too long.']));
  else {
    reply.log.error({ err: error }, 'routing failed');
    void reply.code(500).send(errorBody(['Something went wrong']));
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(errorBody(error.messages, { remark: error.remark, data: error.data }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send(errorBody(validationMessages(error.validation as Issue[])));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send(errorBody(['Something went wrong']));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody([known[1]]));
    if (error instanceof SyntaxError)
      return reply.code(400).send(errorBody(['The request body is not valid JSON.']));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(
          errorBody([
            status === 429 ? 'Too many requests. Please try again later.' : 'The request is invalid.',
          ]),
        );
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or unreachable: a retry later succeeds, so say so (the web's queue retries on 5xx).
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody([SERVICE_UNAVAILABLE]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(['Something went wrong']));
  });
}
