import type { FastifyReply } from 'fastify';
// Response serialization of the hot reads (question pages, dashboard, learning path, results, leaderboard).
// The zod serializer re-validates and rebuilds every response against its contract before JSON.stringify, which
// costs more than a bare Fastify route does in all (figures: decision 0020). Their bodies are built field by field
// from typed DTOs in our own code (no database row is spread into them), so they go out with JSON.stringify, and
// test/learning/hot-read-contracts.test.ts checks each against its contract (no missing, extra or mistyped field).
// The zod schemas still declare these responses (types, OpenAPI); every other route keeps the zod serializer.
export const plainJsonResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/**
 * Answers with a body that is already JSON, as text or bytes (read-model/response-cache.ts): with the content type set,
 * Fastify sends either as it is, skipping the serializer.
 */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
