// faceres (human's descriptor model) was exported unfused: each convolution is followed by its bias Add and a ReLU6
// spelt as Relu, Minimum(6), Maximum(0), and each depthwise convolution by its batch normalisation (Mul and Add by a
// value a channel) and the same ReLU6. On tfjs's WebAssembly backend Minimum and Maximum against a scalar take the
// slow broadcasting path, about as long as the convolutions themselves, and every Mul, Add and ReLU6 is one more pass
// over the activations. This rewrites that chain as the one Relu6 it is, folds a convolution's bias and Relu6 into
// tfjs's _FusedConv2D, and a depthwise convolution's scale into its filter and its shift and Relu6 into
// FusedDepthwiseConv2dNative (XNNPACK applies bias and clamp as it writes each output): the same arithmetic in fewer
// passes, the scale multiplied into the filter before rather than into each output after. Plain CommonJS beside
// face-worker.cjs, which loads it in its model loader.

const encode = (text) => Buffer.from(text).toString('base64');

/** The scalar a Const node holds, or undefined when it is not a scalar constant. */
function scalarOf(weights, node) {
  if (!node || node.op !== 'Const') return undefined;
  const tensor = weights[node.name];
  return tensor && tensor.size === 1 ? tensor.dataSync()[0] : undefined;
}

/** Nodes that have exactly one consumer can be merged into it without changing what anything else reads. */
function consumerCounts(nodes) {
  const counts = new Map();
  for (const node of nodes) {
    for (const input of node.input || []) {
      const name = input.replace(/^\^/, '').split(':')[0];
      counts.set(name, (counts.get(name) || 0) + 1);
    }
  }
  return counts;
}

/** Maximum(Minimum(Relu(x), 6), 0) as Relu6(x), keeping the Maximum's name so its consumers still find it. */
function relu6Chains(nodes, weights) {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const counts = consumerCounts(nodes);
  const removed = new Set();
  const rewritten = nodes.map((max) => {
    if (max.op !== 'Maximum' || scalarOf(weights, byName.get(max.input[1])) !== 0) return max;
    const min = byName.get(max.input[0]);
    if (!min || min.op !== 'Minimum' || counts.get(min.name) !== 1) return max;
    if (scalarOf(weights, byName.get(min.input[1])) !== 6) return max;
    const relu = byName.get(min.input[0]);
    if (!relu || relu.op !== 'Relu' || counts.get(relu.name) !== 1) return max;
    removed.add(min.name).add(relu.name);
    return { name: max.name, op: 'Relu6', input: [relu.input[0]], attr: { T: max.attr.T } };
  });
  return rewritten.filter((node) => !removed.has(node.name));
}

/** Relu6(Add(Conv2D(x, filter), bias)) as one _FusedConv2D, named as the Relu6 was. */
function fusedConvolutions(nodes, weights) {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const counts = consumerCounts(nodes);
  const removed = new Set();
  const rewritten = nodes.map((relu6) => {
    if (relu6.op !== 'Relu6') return relu6;
    const add = byName.get(relu6.input[0]);
    if (!add || add.op !== 'Add' || counts.get(add.name) !== 1) return relu6;
    const conv = byName.get(add.input[0]);
    const bias = byName.get(add.input[1]);
    if (!conv || conv.op !== 'Conv2D' || counts.get(conv.name) !== 1 || !bias || bias.op !== 'Const') return relu6;
    const filter = weights[conv.input[1]];
    const biasValues = weights[bias.name];
    // A bias of one value a channel, as BiasAdd takes it; anything else broadcast differently stays as it was.
    if (!filter || !biasValues || biasValues.rank !== 1 || biasValues.size !== filter.shape[3]) return relu6;
    removed.add(add.name).add(conv.name);
    return {
      name: relu6.name,
      op: '_FusedConv2D',
      input: [...conv.input, bias.name],
      attr: {
        ...conv.attr,
        fused_ops: { list: { s: [encode('BiasAdd'), encode('Relu6')] } },
        num_args: { i: '1' },
      },
    };
  });
  return rewritten.filter((node) => !removed.has(node.name));
}

/** A rank-1 constant of `size` values (one a channel), or undefined. */
function channelValues(weights, node, size) {
  if (!node || node.op !== 'Const') return undefined;
  const tensor = weights[node.name];
  return tensor && tensor.rank === 1 && tensor.size === size ? tensor.dataSync() : undefined;
}

/**
 * Relu6(Add(Mul(DepthwiseConv2dNative(x, filter), scale), shift)) as one FusedDepthwiseConv2dNative whose filter is
 * the filter times the scale, named as the Relu6 was. Returns the nodes and the scaled filters, new weights by name.
 */
function fusedDepthwise(nodes, weights) {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const counts = consumerCounts(nodes);
  const removed = new Set();
  const filters = {};
  const rewritten = nodes.map((relu6) => {
    if (relu6.op !== 'Relu6') return relu6;
    const add = byName.get(relu6.input[0]);
    if (!add || add.op !== 'Add' || counts.get(add.name) !== 1) return relu6;
    const mul = byName.get(add.input[0]);
    if (!mul || mul.op !== 'Mul' || counts.get(mul.name) !== 1) return relu6;
    const depthwise = byName.get(mul.input[0]);
    if (!depthwise || depthwise.op !== 'DepthwiseConv2dNative' || counts.get(depthwise.name) !== 1) return relu6;
    const filter = weights[depthwise.input[1]];
    // One output a channel (a multiplier of 1), so the scale's channel is the filter's third axis.
    if (!filter || filter.rank !== 4 || filter.shape[3] !== 1) return relu6;
    const channels = filter.shape[2];
    const scale = channelValues(weights, byName.get(mul.input[1]), channels);
    const shift = channelValues(weights, byName.get(add.input[1]), channels);
    if (!scale || !shift) return relu6;
    const scaled = Float32Array.from(filter.dataSync(), (value, at) => value * scale[at % channels]);
    const filterName = `${depthwise.name}/scaled_filter`;
    filters[filterName] = { shape: filter.shape, values: scaled };
    removed.add(add.name).add(mul.name).add(depthwise.name);
    return {
      name: relu6.name,
      op: 'FusedDepthwiseConv2dNative',
      input: [depthwise.input[0], filterName, add.input[1]],
      attr: {
        ...depthwise.attr,
        fused_ops: { list: { s: [encode('BiasAdd'), encode('Relu6')] } },
        num_args: { i: '1' },
      },
    };
  });
  const kept = rewritten.filter((node) => !removed.has(node.name));
  const filterNodes = Object.entries(filters).map(([name, { shape }]) => ({
    name,
    op: 'Const',
    attr: {
      dtype: { type: 'DT_FLOAT' },
      value: { tensor: { dtype: 'DT_FLOAT', tensorShape: { dim: shape.map((size) => ({ size: String(size) })) } } },
    },
  }));
  return { nodes: [...filterNodes, ...kept], filters };
}

/** The artifacts' weights with `added` (float32 values by name) after them. */
function withWeights(artifacts, added) {
  const names = Object.keys(added);
  if (names.length === 0) return artifacts;
  const specs = names.map((name) => ({ name, shape: added[name].shape, dtype: 'float32' }));
  const data = Buffer.concat([
    Buffer.from(artifacts.weightData),
    ...names.map((name) => Buffer.from(added[name].values.buffer)),
  ]);
  return {
    ...artifacts,
    weightSpecs: [...artifacts.weightSpecs, ...specs],
    weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  };
}

/** The model's artifacts with its clipped ReLUs and their convolutions fused; a model without them is unchanged. */
function fuseClippedRelu(tf, artifacts) {
  const topology = artifacts.modelTopology;
  if (!topology || !Array.isArray(topology.node) || !topology.node.some((node) => node.op === 'Minimum')) {
    return artifacts;
  }
  const weights = tf.io.decodeWeights(artifacts.weightData, artifacts.weightSpecs);
  try {
    const { nodes, filters } = fusedDepthwise(fusedConvolutions(relu6Chains(topology.node, weights), weights), weights);
    return withWeights({ ...artifacts, modelTopology: { ...topology, node: nodes } }, filters);
  } finally {
    tf.dispose(Object.values(weights));
  }
}

module.exports = { fuseClippedRelu };
