/**
 * Webpack build of the CRMS app (loaded by webpack-cli through esbuild-register).
 *
 *   npx webpack --mode production   -> dist/ (content-hashed files, stats in dist/.stats.json)
 *   npm run dev                     -> server/dev.ts runs the dev server with this config
 *
 * Env: API_URL (default '/api'), XSTATE_INSPECT, PORT (dev server, 3000), API_PORT (proxy target, 3001).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration, type StatsChunk, type StatsModule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { themeInitScript } from './server/http/theme-init-script';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import { minify as swcMinify } from '@swc/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';

const ROOT = __dirname;
const PUBLIC_DIR = path.join(ROOT, 'public');
export const DIST_DIR = path.join(ROOT, 'dist');
/** Written after every build; read by scripts/bundle-report.ts. Dot file: never served. */
export const STATS_FILE = '.stats.json';

type Mode = 'production' | 'development';

/** Emits every file of public/ except the HTML template and its inlined script (favicon, ...). */
class CopyPublicPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir: string): string[] =>
            fs
              .readdirSync(dir, { withFileTypes: true })
              .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
          for (const file of walk(PUBLIC_DIR)) {
            const name = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
            // The template, and the script it inlines (server/http/theme-init-script.ts).
            if (name === 'index.html' || name === 'theme-init.js') continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * JavaScript is minified with swc (already our test transpiler): unlike esbuild's minifier it
 * drops unused functions inside webpack's module wrappers, so the tree-shaken parts of
 * react-router, RTK and friends leave the bundle (about -25% gzip on the initial chunks).
 */
class SwcMinifyPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SwcMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SwcMinifyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => file.endsWith('.js'));
          await Promise.all(
            files.map(async (file) => {
              const asset = compilation.getAsset(file);
              if (!asset) return;
              const result = await swcMinify(String(asset.source.source()), {
                ecma: 2020,
                compress: { passes: 2 },
                mangle: true,
                format: { comments: false },
              });
              compilation.updateAsset(file, new webpack.sources.RawSource(result.code));
            }),
          );
        },
      );
    });
  }
}

/**
 * The first-load sign-in page painted before any JavaScript runs: its markup and critical CSS
 * (scripts/prerender-sign-in.tsx, run in its own node process) go into index.html, and the
 * stylesheet links move to the end of <body> as deferred CSS (media="print" until
 * src/lib/deferredCss.ts applies them), so they block neither that markup nor the scripts.
 * src/app/signIn.tsx hydrates the markup; public/theme-init.js hides it on every other page.
 * docs/decisions.md "First load".
 */
class PrerenderSignInPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PrerenderSignInPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('PrerenderSignInPlugin', (data) => {
        const isStyle = (tag: { tagName: string }) => tag.tagName === 'link';
        // Downloaded without blocking anything; applied by src/lib/deferredCss.ts.
        for (const tag of data.headTags.filter(isStyle))
          Object.assign(tag.attributes, { media: 'print', 'data-crms-deferred-css': true });
        data.bodyTags.push(...data.headTags.filter(isStyle));
        data.headTags = data.headTags.filter((tag) => !isStyle(tag));
        return data;
      });
      hooks.beforeEmit.tap('PrerenderSignInPlugin', (data) => {
        const out = execFileSync(
          process.execPath,
          ['-r', 'esbuild-register', path.join(ROOT, 'scripts/prerender-sign-in.tsx')],
          { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
        );
        const { html, css } = JSON.parse(String(out)) as { html: string; css: string };
        const root = '<div id="root"></div>';
        if (!data.html.includes(root))
          throw new Error(`PrerenderSignInPlugin: ${root} not found in index.html`);
        data.html = data.html
          .replace('</head>', () => `<style>${css}</style></head>`)
          .replace(root, () => `<div id="root">${html}</div>`);
        return data;
      });
    });
  }
}

export interface BundleStats {
  entrypoints: Record<string, string[]>;
  chunks: {
    id: string | number | null;
    names: string[];
    files: string[];
    initial: boolean;
    reason?: string;
    siblings: (string | number)[];
    modules: string[];
  }[];
}

/** Writes a compact chunk -> files/modules map for the bundle report (production only). */
class BundleStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        chunkRelations: true,
        ids: true,
      });
      const moduleNames = (modules: StatsModule[] = []): string[] =>
        modules.flatMap((m) => [m.name ?? '', ...moduleNames(m.modules)]).filter(Boolean);
      const out: BundleStats = {
        entrypoints: Object.fromEntries(
          Object.entries(json.entrypoints ?? {}).map(([name, ep]) => [
            name,
            (ep.assets ?? []).map((a) => a.name),
          ]),
        ),
        chunks: (json.chunks ?? []).map((c: StatsChunk) => ({
          id: c.id ?? null,
          names: c.names ?? [],
          files: c.files ?? [],
          initial: Boolean(c.initial),
          reason: c.reason,
          siblings: c.siblings ?? [],
          modules: moduleNames(c.modules),
        })),
      };
      fs.mkdirSync(DIST_DIR, { recursive: true });
      fs.writeFileSync(path.join(DIST_DIR, STATS_FILE), JSON.stringify(out));
    });
  }
}

/**
 * `.br` and `.gz` beside every text asset, so the server (server/http/static-app.ts) sends them
 * without compressing on each request. Files that shrink by less than 20% stay plain only.
 */
function precompress() {
  const test = /\.(js|css|html|svg|txt|json|webmanifest)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
    }),
  ];
}

/**
 * The service worker src/sw.ts as /sw.js, with the list of files it precaches: every file of the
 * build but the precompressed copies (the browser asks for the plain URL) and the worker itself.
 * Production only: the dev server rebuilds in memory and must never be shadowed by a cache.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(ROOT, 'src/sw.ts'),
    swDest: 'sw.js',
    exclude: [/\.(br|gz|map)$/, /^\./],
    // The xlsx and charts chunks are large but still below this; nothing the app loads is left out.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });

const nodeModules = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

export default function config(_env: unknown, argv: { mode?: Mode } = {}): Configuration {
  const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const prod = mode === 'production';
  const name = prod ? '[name].[contenthash:8]' : '[name]';

  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
    hot: true,
    static: false,
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: ['/api'], target: `http://localhost:${Number(process.env.API_PORT ?? 3001)}` }],
  };

  return {
    mode,
    context: ROOT,
    entry: { main: './src/index.tsx' },
    output: {
      path: DIST_DIR,
      publicPath: '/',
      filename: `assets/js/${name}.js`,
      chunkFilename: `assets/js/${name}.js`,
      assetModuleFilename: 'assets/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports name only its development build (warnings, dev checks);
      // its production build ships beside it.
      alias: prod
        ? {
            'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?|ttf|eot)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(PUBLIC_DIR, 'index.html'), themeInit: themeInitScript() }),
      new MiniCssExtractPlugin({
        filename: `assets/css/${name}.css`,
        chunkFilename: `assets/css/${name}.css`,
      }),
      new CopyPublicPlugin(),
      new webpack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(process.env.API_URL || '/api'),
        'process.env.NODE_ENV': JSON.stringify(mode),
        'process.env.XSTATE_INSPECT': JSON.stringify(process.env.XSTATE_INSPECT ?? ''),
      }),
      ...(prod
        ? [new PrerenderSignInPlugin(), new BundleStatsPlugin(), serviceWorker(), ...precompress()]
        : []),
    ],
    devtool: prod ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    // react-datepicker probes for the optional date-fns-tz with require(variable): harmless.
    ignoreWarnings: [
      { module: /react-datepicker/, message: /Critical dependency: the request of a dependency/ },
    ],
    optimization: {
      nodeEnv: false, // defined above, once
      minimize: prod,
      minimizer: [
        new EsbuildPlugin({ target: 'es2020', css: true, include: /\.css$/, legalComments: 'none' }),
        new SwcMinifyPlugin(),
      ],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React: needed by every page, changes rarely -> one long-cached chunk.
          framework: {
            test: nodeModules(['react', 'react-dom', 'scheduler']),
            name: 'framework',
            chunks: 'initial',
            priority: 40,
            enforce: true,
          },
          // Router and Redux: the app's, loaded with src/app/boot.tsx; the first-load sign-in page
          // (src/app/signIn.tsx) runs without them. One long-cached chunk.
          appFramework: {
            test: nodeModules([
              'react-router',
              'react-router-dom',
              'react-redux',
              '@reduxjs',
              'redux',
              'redux-thunk',
              'reselect',
              'immer',
              'use-sync-external-store',
            ]),
            name: 'app-framework',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          // Heavy libraries: their own async chunks, loaded only by the routes that import them.
          charts: {
            test: nodeModules(['apexcharts', 'react-apexcharts']),
            name: 'charts',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
          xlsx: { test: nodeModules(['@e965']), name: 'xlsx', chunks: 'async', priority: 30, enforce: true },
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    stats: prod ? { preset: 'errors-warnings', timings: true } : 'minimal',
    devServer,
  };
}
