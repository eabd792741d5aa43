// faceres (human's descriptor model) was exported unfused: each convolution is followed by its bias Add and a ReLU6
// spelt as Relu, Minimum(6), Maximum(0). On tfjs's WebAssembly backend Minimum and Maximum against a scalar take the
// slow broadcasting path, about as long as the convolutions themselves. This rewrites that chain as the one Relu6
// it is, and folds a convolution's bias and Relu6 into tfjs's _FusedConv2D (XNNPACK applies both as it writes the
// output): the same arithmetic, in fewer passes over the activations. Plain CommonJS beside face-worker.cjs, which
// loads it in its model loader.

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

/** The model's artifacts with its clipped ReLUs and their convolutions fused; a model without them is unchanged. */
function fuseClippedRelu(tf, artifacts) {
  const topology = artifacts.modelTopology;
  if (!topology || !Array.isArray(topology.node) || !topology.node.some((node) => node.op === 'Minimum')) {
    return artifacts;
  }
  const weights = tf.io.decodeWeights(artifacts.weightData, artifacts.weightSpecs);
  try {
    const node = fusedConvolutions(relu6Chains(topology.node, weights), weights);
    return { ...artifacts, modelTopology: { ...topology, node } };
  } finally {
    tf.dispose(Object.values(weights));
  }
}

module.exports = { fuseClippedRelu };
