import type * as ort from 'onnxruntime-node';

const runtime = require('./onnx-runtime.cjs');

/** The face worker's ONNX Runtime session options (onnx-runtime.cjs, plain CommonJS for the worker). */
export const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = runtime.SESSION_OPTIONS;

/** onnxruntime-node, or an error saying why the face checks cannot run on this platform (onnx-runtime.cjs). */
export const requireOnnxRuntime: (load?: () => typeof ort) => typeof ort = runtime.requireOnnxRuntime;
