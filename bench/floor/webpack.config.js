// Builds the JS floor (bench/floor/index.tsx) with the app's webpack config: same loaders, minifier, split
// chunks and runtime chunk, the same HTML template, and its files compressed at build time as the app's are (the
// server sends a file's .br or .gz); without the app's service worker, copied public files and version file.
// Output: <BENCH_FLOOR_DIR>, served by the bench server under /bench-floor/.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const appConfig = require('../../webpack.config.js');

module.exports = (env, argv) => {
  const config = appConfig(env, { ...argv, mode: 'production' });
  const outDir = process.env.BENCH_FLOOR_DIR;
  if (!outDir) throw new Error('BENCH_FLOOR_DIR is not set');
  return {
    ...config,
    context: path.resolve(__dirname, '..', '..'),
    entry: { main: './bench/floor/index.tsx' },
    output: { ...config.output, path: path.resolve(outDir), publicPath: '/bench-floor/' },
    plugins: config.plugins.filter((p) => p instanceof HtmlWebpackPlugin || p instanceof MiniCssExtractPlugin || ['DefinePlugin', 'PrecompressPlugin'].includes(p.constructor.name)),
  };
};
