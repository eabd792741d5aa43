/** Jest global teardown of a suite on PostgreSQL: the server is stopped and its folder removed. */
export default async function teardown(): Promise<void> {
  await globalThis.__THROWAWAY_POSTGRES__?.stop();
}
