// The yardstick of tools/bench/load.ts: a bare Fastify answering {"hello":"world"} on PORT with WORKERS processes.
const cluster = require('node:cluster');
const Fastify = require('fastify');

if (cluster.isPrimary) {
  for (let i = 0; i < Number(process.env.WORKERS); i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill();
    process.exit(0);
  });
} else {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}
