'use strict';

// The admin panel is not served by default: the site only reads content over GraphQL, and serving it needs
// `npm run build` first (a few minutes). Editors' instances set SERVE_ADMIN_PANEL=true (see README.md).
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
