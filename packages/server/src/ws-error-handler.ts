import type { FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/** Errors of the other end: a frame that breaks the protocol, a connection cut mid-frame. */
const isClientFault = (error: unknown): error is Error & { code: string } => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("WS_ERR_") || ["ECONNRESET", "EPIPE"].includes(code));
};

/**
 * What happens to an error on an open live socket (`@fastify/websocket`'s `errorHandler`): a
 * client that breaks the WebSocket protocol (an unmasked frame, a message over the limit) or
 * drops mid-frame is the client's fault — one short line at warn, with ws's code, no stack. Only
 * anything else is an error of ours, logged at error with its stack. The socket goes either way.
 */
export function websocketErrorHandler(
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
  _reply: FastifyReply,
): void {
  if (isClientFault(error))
    request.log.warn({ code: error.code, reason: error.message }, "websocket client error");
  else request.log.error({ err: error }, "websocket failed");
  socket.terminate();
}
