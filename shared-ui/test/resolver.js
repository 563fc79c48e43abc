// Jest resolver for the web tests. They run in jsdom, which asks packages for their 'browser'
// builds; msw answers the tests' HTTP calls through its Node entry (msw/node), whose imports
// (@mswjs/interceptors/ClientRequest, …) export nothing to 'browser'. Inside those packages, and
// for msw/node itself, resolve as Node does; everything else keeps the browser builds.
const NODE_SIDE = /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/;

module.exports = (request, options) => {
  const nodeSide = request === 'msw/node' || NODE_SIDE.test(options.basedir);
  if (!nodeSide) return options.defaultResolver(request, options);
  const conditions = (options.conditions ?? []).filter((c) => c !== 'browser');
  return options.defaultResolver(request, { ...options, conditions: [...conditions, 'node'] });
};
