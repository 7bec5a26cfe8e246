'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Where uploaded media lands (public/uploads/ with the default local provider); the site's test points it at a
  // temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
