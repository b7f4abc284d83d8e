// One webpack + Module Federation configuration for the host and every remote, so the
// shared singletons, the output naming and the loaders are written once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { REMOTE_INFO_FILE, remoteInfo } from './remote-info.mjs';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sharedPackage = require(path.join(sharedRoot, 'package.json'));

/**
 * What every app shares as one copy. `@chakra-ui/react` and `@emotion/react` travel inside the
 * `@console/shared/ui` singleton (which re-exports the Chakra parts the apps use): a shared key is
 * never tree-shaken, and Chakra whole costs 312 KB gzip, while through the UI kit only the
 * components in use are bundled — still exactly one Chakra, one emotion cache, one theme. The
 * kit is its own singleton so the login screen, which needs no Chakra, does not load it.
 */
function shared(appPackage, host) {
  const version = (name) =>
    appPackage.dependencies?.[name] ?? sharedPackage.dependencies?.[name] ?? sharedPackage.peerDependencies?.[name];
  const singleton = (name) => ({ singleton: true, requiredVersion: version(name) });
  // The host provides @console/shared and its kit. A remote requires the range its package.json
  // declares ("workspace:^1.2.0": built against 1.2's exports) and refuses to start on an older
  // one (strictVersion): its section shows the fallback with the reason, instead of failing later
  // on an export that is undefined.
  const declared = String(appPackage.dependencies?.['@console/shared'] ?? '').replace(/^workspace:/, '');
  const consoleShared = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: host || !/^[\^~]?\d/.test(declared) ? `^${sharedPackage.version}` : declared,
    strictVersion: !host,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand'),
    axios: singleton('axios'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    formik: singleton('formik'),
    yup: singleton('yup'),
    '@console/shared': consoleShared,
    '@console/shared/ui': consoleShared,
  };
}

/**
 * Writes console-remote.json beside mf-manifest.json (./remote-info.mjs): what the API checks
 * before it publishes the build. Read again on every compilation, so a watch build stays true.
 */
class RemoteInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const json = `${JSON.stringify(this.info(), null, 2)}\n`;
            compilation.emitAsset(REMOTE_INFO_FILE, new webpack.sources.RawSource(json));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
          }
        },
      );
    });
  }
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, host?: boolean,
 *           runtimePlugins?: string[] }} app
 */
export function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const appPackage = require(path.join(app.dir, 'package.json'));
    return {
      mode: production ? 'production' : 'development',
      entry: './src/index.ts',
      context: app.dir,
      // CONSOLE_SOURCE_MAPS=1: a production build with source maps beside it (to read a profile by name).
      devtool: production ? (process.env.CONSOLE_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The federation runtime rejects hashed entry names: entries are served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: app.host ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
          },
        ],
      },
      cache: {
        type: 'filesystem',
        // Its own cache per mode and source-map setting: a cached chunk carries no map of its own.
        name: `${production ? 'production' : 'development'}${process.env.CONSOLE_SOURCE_MAPS ? '-maps' : ''}`,
        cacheDirectory: path.join(app.dir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: { config: [new URL(import.meta.url).pathname] },
      },
      performance: { hints: false },
      // swc minifies in about half terser's time (measured on remote-admin: 36 s against 62 s).
      optimization: {
        splitChunks: { chunks: 'async' },
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          'process.env.CONSOLE_API_URL': JSON.stringify(process.env.CONSOLE_API_URL ?? '/api'),
          'process.env.CONSOLE_IDLE_MS': JSON.stringify(process.env.CONSOLE_IDLE_MS ?? ''),
          'process.env.CONSOLE_IDLE_PROMPT_MS': JSON.stringify(process.env.CONSOLE_IDLE_PROMPT_MS ?? ''),
        }),
        new ModuleFederationPlugin({
          name: app.name.replace(/-/g, '_'),
          filename: 'remoteEntry.js',
          ...(app.host ? { remotes: {} } : { exposes: app.exposes ?? {} }),
          shared: shared(appPackage, !!app.host),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          dts: false,
          manifest: true,
        }),
        new HtmlWebpackPlugin({ template: path.join(app.dir, 'public', 'index.html'), inject: 'body' }),
        ...(app.exposes?.['./routes']
          ? [
              new RemoteInfoPlugin(() =>
                remoteInfo({
                  name: app.name,
                  appPackage,
                  routesFile: path.resolve(app.dir, app.exposes['./routes']),
                }),
              ),
            ]
          : []),
      ],
    };
  };
}
