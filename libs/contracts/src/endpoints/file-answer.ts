import { z } from 'zod';

/** An answer of bytes (a photo, a download): described as binary in the OpenAPI document, received as a Blob. */
export const FileAnswerSchema = z.file();
