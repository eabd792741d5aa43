// The thread that sends a photo bench's uploads (upload-sender.ts): its own event loop, so the stream that times the
// API's other requests is not held up while ten 4 MB bodies are written.
const { parentPort, workerData } = require('node:worker_threads');

const { url, contentType, uploads } = workerData;

parentPort.on('message', async ({ from, to }) => {
  const started = performance.now();
  try {
    const uploadMs = await Promise.all(
      uploads.slice(from, to).map(async ({ jwt, address, form }) => {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${jwt}`, 'x-forwarded-for': address, 'content-type': contentType },
          body: form,
        });
        if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
        return performance.now() - started;
      }),
    );
    parentPort.postMessage({ uploadMs });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
