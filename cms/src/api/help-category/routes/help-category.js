'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::help-category.help-category');
