/** A bare Fastify route, the ceiling the API's figures are compared with. Prints its URL as one JSON line. */
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/bench/bare', async () => ({ success: true, data: { hello: 'world' } }));
const url = await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
