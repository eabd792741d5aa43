/**
 * Runs a benchmark's main and exits with 1 and the error's message on failure; a failed bulk load's message is its
 * cause's (the error itself would print its whole parameter: megabytes of rows).
 */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(cause instanceof Error ? cause.message : cause);
    process.exit(1);
  });
}
