/** Jest global teardown of the PostgreSQL run: the server is stopped and its folder removed. */
export default async function teardown(): Promise<void> {
  await globalThis.__THROWAWAY_POSTGRES__?.stop();
}
