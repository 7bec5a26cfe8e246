'use strict';

// The site reads every collection over GraphQL, 100 entries a page (services/content/strapi/queries.ts).
module.exports = () => ({
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      defaultLimit: 100,
      maxLimit: 100,
      depthLimit: 10,
      apolloServer: { introspection: true },
    },
  },
});
