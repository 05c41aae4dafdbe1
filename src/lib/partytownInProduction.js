// Replaces Gatsby's internal partytown plugin's gatsby-browser.js in production builds (see
// src/node/webpack.ts). That file only acts in `gatsby develop`, returning at once in production,
// but it requires partytown's integration script anyway: about 1 KB of every page's first load
// that never runs. The site has no off-main-thread scripts either.
exports.onInitialClientRender = () => {};
