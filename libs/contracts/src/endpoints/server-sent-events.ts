/** One Server-Sent Event: its name and its data line (JSON here). */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** An event as the stream writes it; the data must be one line (JSON.stringify writes one). */
export function serverSentEvent({ event, data }: ServerSentEvent): string {
  return `event: ${event}\ndata: ${data}\n\n`;
}

/** The events a Server-Sent Events text completes (comments and retry lines skipped), and the unfinished rest. */
export function readServerSentEvents(text: string): { events: ServerSentEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    return event !== undefined && data !== undefined ? [{ event, data }] : [];
  });
  return { events, rest };
}
