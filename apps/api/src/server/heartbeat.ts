/** What an API process sends its primary while its event loop runs (server/stall-watch.ts). */
export const HEARTBEAT = 'heartbeat';
const HEARTBEAT_MS = 1000;

/** From the API process: one heartbeat a second to the primary, sent only when the event loop gets to it. */
export function sendHeartbeats(): void {
  const timer = setInterval(() => {
    // After the primary is gone, sending would throw; the process is closing then (api-process.ts).
    if (process.connected) process.send?.(HEARTBEAT);
  }, HEARTBEAT_MS);
  timer.unref();
}
