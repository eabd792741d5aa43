/** The uploads this process is receiving, so that its photo screening can start once they are in. */
export interface UploadArrivals {
  /** Receives an upload (`receive`: its body read, written and accepted), counted as arriving until it settles. */
  during: <T>(receive: () => Promise<T>) => Promise<T>;
  /**
   * Resolves once no upload has been arriving here for `quietMs`, or once `mostMs` have passed, whatever arrives: a
   * steady stream of uploads delays screening, never stops it.
   */
  settled: () => Promise<void>;
}

/**
 * Arrivals counted in one process. Screening's work in the API process (the job's statements, the re-encoded photo
 * read and sent to the photo-work child three times, the outcome's transaction) runs on the thread that receives the
 * uploads and answers the other requests; held until a burst of uploads is in, it no longer adds to their work in
 * the second they arrive. `quietMs` also lets the stragglers of a burst (ten members uploading at once) arrive.
 */
export function uploadArrivals({ quietMs, mostMs }: { quietMs: number; mostMs: number }): UploadArrivals {
  let arriving = 0;
  let lastInAt = -Infinity;
  return {
    during: async (receive) => {
      arriving += 1;
      try {
        return await receive();
      } finally {
        arriving -= 1;
        lastInAt = performance.now();
      }
    },
    settled: async () => {
      const until = performance.now() + mostMs;
      for (;;) {
        const now = performance.now();
        const quietFor = arriving > 0 ? 0 : now - lastInAt;
        if (quietFor >= quietMs || now >= until) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs - quietFor, until - now)));
      }
    },
  };
}
