/** A compiled message catalog: the Lingui Vite plugin compiles a .po file on import (tools/jest/po-transform.cjs in tests). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
