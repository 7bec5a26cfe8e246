'use strict';

/**
 * API tokens whose secret comes from the environment, so the site (and the importer) can be configured before
 * Strapi first starts, and rotating a secret is a restart with a new value rather than a trip to the admin panel.
 * A token whose variable is unset is left alone (an editor may manage it in the admin panel instead).
 */
const ENV_TOKENS = [
  {
    env: 'CMS_READONLY_TOKEN',
    name: 'Harbor site (read-only)',
    type: 'read-only',
    description: "The website's token: reads published content over GraphQL (the site's STRAPI_TOKEN).",
  },
  {
    env: 'CMS_IMPORT_TOKEN',
    name: 'Harbor content import (full access)',
    type: 'full-access',
    description: 'Used by `npm run cms:import` to load site-config/content into this Strapi. Unset it after importing.',
  },
];

function tokenService(strapi) {
  // 5.x before admin tokens existed names the service 'api-token'; later releases keep it as an alias.
  return strapi.service('admin::api-token-content-api') || strapi.service('admin::api-token');
}

async function ensureEnvToken(strapi, spec) {
  const secret = process.env[spec.env];
  if (!secret) return;
  if (secret.length < 32) throw new Error(`${spec.env} must be at least 32 characters`);
  const tokens = tokenService(strapi);
  const query = strapi.db.query('admin::api-token');
  let token = await query.findOne({ where: { name: spec.name } });
  if (!token) {
    token = await tokens.create({ name: spec.name, type: spec.type, description: spec.description, lifespan: null });
  }
  // Strapi only generates random keys; the stored hash (and the encrypted copy the admin panel can reveal) are
  // replaced by the configured secret's.
  const encryption = strapi.service('admin::encryption');
  await query.update({
    where: { id: token.id },
    data: {
      type: spec.type,
      accessKey: tokens.hash(secret),
      encryptedKey: encryption ? encryption.encrypt(secret) : null,
      expiresAt: null,
      lifespan: null,
    },
  });
  strapi.log.info(`API token "${spec.name}" set from ${spec.env}`);
}

/**
 * The media library keeps an uploaded image's bytes as they are: "size optimization" (on in a fresh Strapi)
 * re-encodes every JPEG, PNG and WebP at quality 80, and on the site's images, already prepared for the web,
 * that lost quality and even made them larger (public/content/camera-placement.webp: 8,624 bytes, 9,506 once
 * re-encoded), so the site served different pictures from Strapi than from its files. Set once, on the first
 * start; an editor may turn it back on in Settings > Media Library, and later starts leave their choice alone.
 * Responsive formats (thumbnail, small, medium, large copies) are still made beside the original.
 */
async function keepUploadedImagesAsTheyAre(strapi) {
  const applied = strapi.store({ type: 'plugin', name: 'harbor', key: 'upload-defaults-applied' });
  if (await applied.get({})) return;
  const upload = strapi.plugin('upload').service('upload');
  await upload.setSettings({ ...((await upload.getSettings()) || {}), sizeOptimization: false });
  await applied.set({ value: true });
  strapi.log.info('Media library: images kept as uploaded (size optimization off; Settings > Media Library)');
}

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    for (const spec of ENV_TOKENS) await ensureEnvToken(strapi, spec);
    await keepUploadedImagesAsTheyAre(strapi);
  },
};
