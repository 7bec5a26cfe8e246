'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::help-section.help-section');
