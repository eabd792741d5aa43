/** A background job of the API. */
export interface JobDefinition {
  name: string;
  /** When it runs by itself (cron, UTC), besides once at start-up; null: only when asked. */
  cron: string | null;
  /** How long a run may take: one still running after it counts as failed (its process died) and runs again. */
  timeoutSeconds: number;
  /** One run, in one process; it throws to be retried with backoff, and must be safe to run again. */
  run: (data: object) => Promise<void>;
}

/** What asking for a run did: queued it (the product's queue), or ran it already (a queue that runs it in place). */
export interface RunAsked {
  isDone: boolean;
}

/** The queue the API's processes share: each run asked for happens once, in whichever process takes it first. */
export interface JobQueue {
  /** Asks for a run (with its data); resolves once it is queued, or once it ran where the queue runs it in place. */
  request: (name: string, data?: object) => Promise<RunAsked>;
  /** Stops taking runs, waits for those under way, and disconnects. */
  stop: () => Promise<void>;
}

/** Where the queue says what it runs (the API's logger). */
export interface JobLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

export type StartJobQueue = (jobs: readonly JobDefinition[], log: JobLog) => Promise<JobQueue>;
