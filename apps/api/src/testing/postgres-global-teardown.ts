/** Jest global teardown of the PostgreSQL run: the cluster is stopped and its folder removed. */
export default async function teardown(): Promise<void> {
  globalThis.__THROWAWAY_POSTGRES__?.stop();
}
