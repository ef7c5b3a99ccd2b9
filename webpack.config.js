// Production: content-hashed, route-split chunks in dist/. Development: webpack serve with hot reload,
// proxying /api to the server (npm run dev starts both).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { version } = require('./package.json');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:16].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:16].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:16][ext]',
      // SPEC §9: a script chunk may take up to 120 s on a poor connection
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // type-checking is `npm run typecheck`; the build only transpiles
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } } },
        },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(svg|png|mp3|ogg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(process.env.APP_VERSION || version),
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE || '/api'),
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:16].css', chunkFilename: '[name].[contenthash:16].css' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    ],
    optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.PORT || 8080}` }],
    },
  };
};
