import { z } from 'zod';

/** The answer of an action that has nothing more to tell than that it was done. */
export const DoneSchema = z.object({ ok: z.literal(true) });
