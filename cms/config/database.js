'use strict';

const path = require('path');

// SQLite by default (a file under .tmp/, or DATABASE_FILENAME); PostgreSQL or MySQL for a company's instance.
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
        useNullAsDefault: true,
      },
    };
  }
  return {
    connection: {
      client,
      connection: env('DATABASE_URL')
        ? { connectionString: env('DATABASE_URL') }
        : {
            host: env('DATABASE_HOST', 'localhost'),
            port: env.int('DATABASE_PORT', client === 'postgres' ? 5432 : 3306),
            database: env('DATABASE_NAME', 'strapi'),
            user: env('DATABASE_USERNAME', 'strapi'),
            password: env('DATABASE_PASSWORD', ''),
            ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
  };
};
