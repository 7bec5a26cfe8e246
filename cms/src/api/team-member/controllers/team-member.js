'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::team-member.team-member');
