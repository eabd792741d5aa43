import type { CsvReadMessage } from './csv-read-messages';

/**
 * Joins the readers of a file's parts: their messages pass on at once with the part they come from (the page puts
 * rows back in file order itself, so no reader waits on another); one "parsed" and one "done" once every part has
 * said it; a failure in any part ends the reading.
 */
export function joinParts(
  partCount: number,
  onMessage: (message: CsvReadMessage, partIndex: number) => void,
): (partIndex: number, message: CsvReadMessage) => void {
  const said = { parsed: 0, done: 0 };
  let isOver = false;
  return (partIndex, message) => {
    if (isOver) return;
    if (message.type === 'parsed' || message.type === 'done') {
      said[message.type] += 1;
      if (said[message.type] < partCount) return;
    }
    if (message.type === 'done' || message.type === 'failed') isOver = true;
    onMessage(message, partIndex);
  };
}
