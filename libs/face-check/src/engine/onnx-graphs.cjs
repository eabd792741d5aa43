// faceres and antispoof, as human ships them (tfjs graph models), written as ONNX models in memory for ONNX Runtime,
// which runs them in about a third of the CPU tfjs's WebAssembly backend takes (libs/face-check's README, "What a check
// costs"). Written as the worker starts, from human's own files, so no model is checked in and no tool beyond Node is
// needed. Only the operations these two graphs use are written (any other stops the load): the input is transposed
// once from tfjs's NHWC to ONNX's NCHW and every weight is laid out for NCHW. Plain CommonJS beside face-worker.cjs.

// Protocol Buffers' wire format, as far as onnx.proto needs it: varints (wire type 0) and length-delimited fields (2).
function varint(value) {
  const out = [];
  let rest = BigInt(value);
  if (rest < 0n) rest += 1n << 64n;
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest) byte |= 0x80;
    out.push(byte);
  } while (rest);
  return Buffer.from(out);
}
const key = (field, wireType) => varint((field << 3) | wireType);
const int = (field, value) => Buffer.concat([key(field, 0), varint(value)]);
function bytes(field, value) {
  const buffer = Buffer.isBuffer(value) ? value : Buffer.from(value);
  return Buffer.concat([key(field, 2), varint(buffer.length), buffer]);
}
const text = (field, value) => bytes(field, Buffer.from(value, 'utf8'));

// onnx.proto's field numbers and AttributeProto's types.
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_STRING = 3;
const ATTRIBUTE_INTS = 7;
const FLOAT = 1;
const OPSET = 13;
const IR_VERSION = 8;

const attrInt = (name, value) => bytes(5, Buffer.concat([text(1, name), int(20, ATTRIBUTE_INT), int(3, value)]));
const attrString = (name, value) =>
  bytes(5, Buffer.concat([text(1, name), int(20, ATTRIBUTE_STRING), bytes(4, Buffer.from(value))]));
const attrInts = (name, values) =>
  bytes(5, Buffer.concat([text(1, name), int(20, ATTRIBUTE_INTS), ...values.map((value) => int(8, value))]));
const onnxNode = (op, inputs, outputs, attributes = []) =>
  bytes(
    1,
    Buffer.concat([
      ...inputs.map((input) => text(1, input)),
      ...outputs.map((output) => text(2, output)),
      text(4, op),
      ...attributes,
    ]),
  );
const initializer = (name, dims, data) =>
  bytes(
    5,
    Buffer.concat([
      ...dims.map((dim) => int(1, dim)),
      int(2, FLOAT),
      text(8, name),
      bytes(9, Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    ]),
  );
/** A float tensor's name and type; `dims` (a number or a symbolic name each) only where known. */
function valueInfo(field, name, dims) {
  const shape = dims
    ? [bytes(2, Buffer.concat(dims.map((dim) => bytes(1, typeof dim === 'string' ? text(2, dim) : int(1, dim)))))]
    : [];
  return bytes(field, Buffer.concat([text(1, name), bytes(2, bytes(1, Buffer.concat([int(1, FLOAT), ...shape])))]));
}

/** The array's values reordered as `perm` reorders its dimensions. */
function transpose(values, shape, perm) {
  const out = new Float32Array(values.length);
  const dims = perm.map((axis) => shape[axis]);
  const strides = (of) => of.map((_, axis) => of.slice(axis + 1).reduce((a, b) => a * b, 1));
  const from = strides(shape);
  const to = strides(dims);
  for (let index = 0; index < values.length; index += 1) {
    let rest = index;
    let source = 0;
    for (let axis = 0; axis < dims.length; axis += 1) {
      const coordinate = Math.floor(rest / to[axis]);
      rest -= coordinate * to[axis];
      source += coordinate * from[perm[axis]];
    }
    out[index] = values[source];
  }
  return out;
}

const inputName = (input) => input.replace(/^\^/, '').split(':')[0];
const decoded = (value) => Buffer.from(value, 'base64').toString('utf8');
/** TensorFlow's four-number strides or pool size (batch, height, width, channels) as ONNX's two. */
const spatial = (attribute) => attribute.list.i.slice(1, 3).map(Number);
/** TensorFlow's SAME pads the extra row and column at the end, as ONNX's SAME_UPPER does. */
const padding = (attr) => attrString('auto_pad', decoded(attr.padding.s) === 'SAME' ? 'SAME_UPPER' : 'VALID');

function unsupported(node, why) {
  return new Error(`ONNX graph: ${node.op} "${node.name}" ${why}`);
}

/** The nodes `output` reads, directly or not, in the graph's order (a model's other heads are left out). */
function nodesFor(nodes, output) {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name) || !byName.has(name)) return;
    needed.add(name);
    for (const input of byName.get(name).input || []) visit(inputName(input));
  };
  visit(output);
  return nodes.filter((node) => needed.has(node.name));
}

/**
 * The model's graph up to `output` (a node's name), as an ONNX model (bytes for InferenceSession.create) whose input
 * `input` is a batch of NHWC images, as tfjs takes them, and whose one output is `output`'s values.
 */
function onnxModel(tf, artifacts, output) {
  const decodedWeights = tf.io.decodeWeights(artifacts.weightData, artifacts.weightSpecs);
  const weights = {};
  for (const [name, tensor] of Object.entries(decodedWeights)) {
    weights[name] = { data: tensor.dataSync(), shape: tensor.shape };
    tensor.dispose();
  }
  const nodes = [];
  const initializers = [];
  const constant = (name, dims, data) => {
    initializers.push(initializer(name, dims, data));
    return name;
  };
  let input;
  for (const node of nodesFor(artifacts.modelTopology.node, output)) {
    const inputs = (node.input || []).map(inputName);
    const attr = node.attr || {};
    const { name } = node;
    if (node.op === 'Const') continue;
    if (node.op === 'Placeholder') {
      input = { name, dims: attr.shape.shape.dim.map((dim) => (Number(dim.size) < 0 ? 'N' : Number(dim.size))) };
      nodes.push(onnxNode('Transpose', ['input'], [name], [attrInts('perm', [0, 3, 1, 2])]));
    } else if (['Conv2D', 'DepthwiseConv2dNative', '_FusedConv2D'].includes(node.op)) {
      const filter = weights[inputs[1]];
      const depthwise = node.op === 'DepthwiseConv2dNative';
      const [height, width, channels, outputs] = filter.shape;
      const convInputs = [
        inputs[0],
        depthwise
          ? constant(
              `${name}/W`,
              [channels * outputs, 1, height, width],
              transpose(filter.data, filter.shape, [2, 3, 0, 1]),
            )
          : constant(
              `${name}/W`,
              [outputs, channels, height, width],
              transpose(filter.data, filter.shape, [3, 2, 0, 1]),
            ),
      ];
      const fused = node.op === '_FusedConv2D' ? attr.fused_ops.list.s.map(decoded) : [];
      if (fused.length > 0 && fused.join() !== 'BiasAdd') throw unsupported(node, `fuses ${fused.join()}`);
      if (fused.length > 0) convInputs.push(constant(`${name}/B`, [outputs], weights[inputs[2]].data));
      nodes.push(
        onnxNode(
          'Conv',
          convInputs,
          [name],
          [
            attrInts('strides', spatial(attr.strides)),
            padding(attr),
            attrInt('group', depthwise ? channels : 1),
            attrInts('kernel_shape', [height, width]),
          ],
        ),
      );
    } else if (['Add', 'AddV2', 'Mul', 'Minimum', 'Maximum'].includes(node.op)) {
      const operand = inputs.find((each) => weights[each]);
      const data = inputs.find((each) => !weights[each]);
      if (!operand || !data) throw unsupported(node, 'needs one constant operand');
      const values = weights[operand].data;
      // A value a channel broadcasts over NCHW's last two dimensions; a scalar over all.
      constant(`${name}/C`, values.length > 1 ? [1, values.length, 1, 1] : [], values);
      const op = { Add: 'Add', AddV2: 'Add', Mul: 'Mul', Minimum: 'Min', Maximum: 'Max' }[node.op];
      nodes.push(onnxNode(op, [data, `${name}/C`], [name]));
    } else if (['Relu', 'Sigmoid', 'Identity'].includes(node.op)) {
      nodes.push(onnxNode(node.op, [inputs[0]], [name]));
    } else if (node.op === 'MaxPool') {
      nodes.push(
        onnxNode(
          'MaxPool',
          [inputs[0]],
          [name],
          [attrInts('kernel_shape', spatial(attr.ksize)), attrInts('strides', spatial(attr.strides)), padding(attr)],
        ),
      );
    } else if (node.op === 'Mean') {
      // Over NHWC's height and width (axes 1 and 2), which are NCHW's 2 and 3.
      const axes = Array.from(weights[inputs[1]].data).join();
      if (axes !== '1,2') throw unsupported(node, `reduces axes ${axes}`);
      const keep = attr.keep_dims && attr.keep_dims.b ? 1 : 0;
      nodes.push(onnxNode('ReduceMean', [inputs[0]], [name], [attrInts('axes', [2, 3]), attrInt('keepdims', keep)]));
    } else if (node.op === 'Reshape') {
      // A flatten of each image (to [-1, n]): in NHWC order, as the dense layer after it was trained on.
      const target = Array.from(weights[inputs[1]].data);
      if (target.length !== 2 || target[0] !== -1) throw unsupported(node, `reshapes to ${target.join()}`);
      nodes.push(onnxNode('Transpose', [inputs[0]], [`${name}/NHWC`], [attrInts('perm', [0, 2, 3, 1])]));
      nodes.push(onnxNode('Flatten', [`${name}/NHWC`], [name], [attrInt('axis', 1)]));
    } else if (node.op === '_FusedMatMul') {
      const fused = attr.fused_ops.list.s.map(decoded);
      if (fused[0] !== 'BiasAdd' || fused.length > 2 || (fused[1] && fused[1] !== 'Relu') || attr.transpose_b.b) {
        throw unsupported(node, `fuses ${fused.join()}`);
      }
      const matrix = weights[inputs[1]];
      const gemmInputs = [inputs[0], constant(`${name}/W`, matrix.shape, matrix.data)];
      gemmInputs.push(constant(`${name}/B`, [matrix.shape[1]], weights[inputs[2]].data));
      const gemmOutput = fused[1] ? `${name}/Gemm` : name;
      nodes.push(onnxNode('Gemm', gemmInputs, [gemmOutput]));
      if (fused[1]) nodes.push(onnxNode('Relu', [gemmOutput], [name]));
    } else {
      throw unsupported(node, 'is not written');
    }
  }
  if (!input) throw new Error(`ONNX graph: no input reaches "${output}"`);
  const graph = Buffer.concat([
    ...nodes,
    text(2, output),
    ...initializers,
    valueInfo(11, 'input', input.dims),
    valueInfo(12, output),
  ]);
  return Buffer.concat([int(1, IR_VERSION), bytes(7, graph), bytes(8, Buffer.concat([text(1, ''), int(2, OPSET)]))]);
}

module.exports = { onnxModel };
