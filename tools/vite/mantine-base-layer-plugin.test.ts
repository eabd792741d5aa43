import { MANTINE_BASE_STYLES, mantineBaseLayerPlugin } from './mantine-base-layer-plugin';

type Resolved = { id: string } | null;

/** What the plugin answers for an import, with Vite's own resolution standing in as "resolved:<id>". */
function resolve(source: string): Promise<Resolved> {
  const hook = mantineBaseLayerPlugin().resolveId as unknown as (
    this: { resolve: (id: string) => Promise<Resolved> },
    source: string,
    importer: string,
    options: object,
  ) => Promise<Resolved> | null;
  const context = { resolve: async (id: string) => ({ id: `resolved:${id}` }) };
  return Promise.resolve(hook.call(context, source, '/app/page.tsx', {}));
}

describe('mantineBaseLayerPlugin', () => {
  it.each(MANTINE_BASE_STYLES)('gives every import of %s.css Mantine’s layered copy', async (name) => {
    await expect(resolve(`@mantine/core/styles/${name}.css`)).resolves.toMatchObject({
      id: `resolved:@mantine/core/styles/${name}.layer.css`,
    });
  });

  it.each(['Button', 'NavLink', 'Tabs', 'ActionIcon', 'CloseButton', 'ModalBase', 'global'])(
    'leaves %s.css, which builds on the base styles, unlayered above them',
    async (name) => {
      expect(await resolve(`@mantine/core/styles/${name}.css`)).toBeNull();
    },
  );
});
