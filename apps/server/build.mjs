// Bundles the server and the workspace packages it imports into dist/main.js; npm packages stay
// external and load from node_modules. Dynamic imports (the demo and its simulator) become chunks
// of their own, loaded only when used.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  splitting: true,
  // Chunks stay beside main.js: paths.ts resolves from the directory its code lands in.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@depot/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
