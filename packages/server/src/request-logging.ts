import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

const ROLL_URL = /^\/api\/tables\/[^/]+\/rolls(\?|$)/;

const isRoll = (request: FastifyRequest) => request.method === "POST" && ROLL_URL.test(request.url);

/**
 * Fastify's request log, with rolls at debug instead of info: under load the two log lines per
 * roll cost more than the roll's own work. A roll that fails is still logged as completed at
 * info (a 5xx also by the error handler), so only the routine lines move.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (isRoll(request)) request.log.debug({ req: request }, "incoming request");
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && reply.statusCode < 400 && isRoll(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    } else super.requestCompleted(error, request, reply);
  }
}
