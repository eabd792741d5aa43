// human's settings for everything but faces, all off: the face checks load and run none of those models. Plain
// CommonJS, so the face worker requires it from beside itself (the API's build copies it there) and the tests and
// benches that run human as the worker does take the same (human-other-models.ts).
module.exports.otherModelsOff = {
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};
