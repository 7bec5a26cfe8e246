'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::legal-document.legal-document');
