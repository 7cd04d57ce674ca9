import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Node's codes for a request that never became one (timeouts, broken framing) and what we answer. */
const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'BAD_REQUEST',
    message: 'The request headers are too large.',
  },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: errors Node raises before a request reaches Fastify (a body dribbled past
 * REQUEST_TIMEOUT_MS, oversized headers, broken framing) get our `{ Code, Message }` shape like every other
 * 4xx, instead of Fastify's `{ error, message, statusCode }`. The socket is closed after the answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ Code: answer.code, Message: answer.message });
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
