'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::quick-link.quick-link');
