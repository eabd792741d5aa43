const { createHash } = require('node:crypto');
const { formatter } = require('@lingui/format-po');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/**
 * A message catalog (.po) as the module the Lingui Vite plugin makes of it: `{ messages }`, compiled, an untranslated
 * message falling back to its English source as it does in the build.
 */
module.exports = {
  process(source) {
    const catalog = formatter().parse(source);
    const messages = {};
    for (const [id, entry] of Object.entries(catalog)) {
      messages[id] = compileMessage(entry.translation || entry.message || id);
    }
    return { code: `module.exports = { messages: ${JSON.stringify(messages)} };` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(filename).update('\0').update(source).digest('hex');
  },
};
