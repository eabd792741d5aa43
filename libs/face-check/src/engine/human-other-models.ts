/** human's settings for everything but faces, all off, as the face worker runs it (human-other-models.cjs). */
export const otherModelsOff: Readonly<Record<string, { enabled: false }>> =
  require('./human-other-models.cjs').otherModelsOff;
