/**
 * Calls that come together answered by one statement: the calls of one turn of the event loop go as one batch, and
 * calls that come while `maxInFlight` batches are with the database wait for the next. An idle API sends each call
 * at once (one turn later); a busy one sends fewer, larger statements — a round trip to PostgreSQL costs more CPU in
 * system calls than the single-row statements it carries, so under load this is where the CPU goes.
 *
 * `run` answers the keys (distinct, in order) in the same order; it failing fails every call of its batch.
 */
export function batchedCalls<Key, Value>(
  run: (keys: Key[]) => Promise<Value[]>,
  options: { maxBatch: number; maxInFlight: number },
): (key: Key) => Promise<Value> {
  let waiting = new Map<Key, { resolve: (value: Value) => void; reject: (error: unknown) => void }[]>();
  let inFlight = 0;
  let isScheduled = false;

  const send = (batch: typeof waiting) => {
    inFlight += 1;
    const keys = [...batch.keys()];
    const answer = async () => {
      const values = await run(keys);
      if (values.length !== keys.length)
        throw new Error(`a batch of ${keys.length} was answered with ${values.length}`);
      keys.forEach((key, i) => batch.get(key)?.forEach((call) => call.resolve(values[i])));
    };
    void answer()
      .catch((error: unknown) => batch.forEach((calls) => calls.forEach((call) => call.reject(error))))
      .finally(() => {
        inFlight -= 1;
        flush();
      });
  };

  const flush = () => {
    isScheduled = false;
    while (waiting.size > 0 && inFlight < options.maxInFlight) {
      if (waiting.size <= options.maxBatch) {
        const batch = waiting;
        waiting = new Map();
        send(batch);
      } else {
        const batch = new Map([...waiting].slice(0, options.maxBatch));
        batch.forEach((_, key) => waiting.delete(key));
        send(batch);
      }
    }
  };

  return (key) =>
    new Promise<Value>((resolve, reject) => {
      const calls = waiting.get(key) ?? [];
      calls.push({ resolve, reject });
      waiting.set(key, calls);
      if (!isScheduled) {
        isScheduled = true;
        setImmediate(flush);
      }
    });
}
