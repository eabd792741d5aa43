import { createListenerRegistry, type MemberEvents } from '../modules/conversations';

/** Member events within one process, for the API tests on PGlite (the PostgreSQL run uses LISTEN/NOTIFY itself). */
export function memberEventsInProcess(): MemberEvents {
  const registry = createListenerRegistry();
  return {
    publish: async (memberId) => registry.call(memberId),
    subscribe: registry.add,
    close: async () => undefined,
  };
}
