import type { FastifyReply } from 'fastify';

/** Answers a PDF as a download under `fileName` (a name the server built: no quotes or path in it). */
export function sendPdf(reply: FastifyReply, body: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
