'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::terms-section.terms-section');
