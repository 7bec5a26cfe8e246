import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { SITE_MIGRATIONS } from './migrations/index.ts'
import { openPostgresDatabase } from './postgresDatabase.server.ts'
import { ChatStore } from './repositories/chatStore.server.ts'
import { AuthStore } from './repositories/authStore.server.ts'
import { EmailSink } from './repositories/emailSink.server.ts'
import { HelpVoteStore } from './repositories/helpVoteStore.server.ts'
import { EmbeddedServiceStore } from './repositories/embeddedServiceStore.server.ts'
import { KeyStore } from './repositories/keyStore.server.ts'
import { LeadOutbox } from './repositories/leadOutbox.server.ts'
import { OfferClaimStore } from './repositories/offerClaimStore.server.ts'
import { OidcModelStore, sweepExpiredOidcModels } from './repositories/oidcModelStore.server.ts'
import { OrderStore } from './repositories/orderStore.server.ts'
import { OrderSourceStore } from './repositories/orderSourceStore.server.ts'
import { PasswordStore } from './repositories/passwordStore.server.ts'
import { VisitContactStore } from './repositories/visitContactStore.server.ts'
import type { Dialect, Durability, SqlDatabase, SqlExecutor } from './sql.server.ts'
import { openSqliteDatabase } from './sqliteDatabase.server.ts'
import { databaseFile } from './database.server.ts'

/** The repositories, on the whole database or inside one transaction. */
export interface SiteRepositories {
  sessions: AuthStore
  claims: OfferClaimStore
  orders: OrderStore
  /** The partner shop (lead source) each order the site made came from: the order page keeps its terms. */
  orderSources: OrderSourceStore
  /** What a visitor told the site this visit, behind the visit cookie (the order page's server HTML fills it in). */
  visitContacts: VisitContactStore
  emails: EmailSink
  embeddedServices: EmbeddedServiceStore
  /** The embedded identity provider's reset links and changed passwords. */
  passwords: PasswordStore
  /** The embedded chat provider's conversations. */
  chats: ChatStore
  /** Readers' answers to "Was this article helpful?" under Help Center articles. */
  helpVotes: HelpVoteStore
  /** The lead outbox; `now` is the clock its rows are stamped and leased with (tests pass a fake one). */
  leadOutbox(now?: () => number): LeadOutbox
  /** oidc-provider's adapter for one model (its `adapter` option is `(model) => storage.oidcModels(model)`). */
  oidcModels(model: string): OidcModelStore
  /** Deletes the embedded provider's expired rows (all models); answers how many. */
  sweepExpiredOidcModels(now?: number): Promise<number>
}

/**
 * Everything durable the server keeps, behind repositories that return Promises: SQLite (the embedded
 * default, a file under ./data) or PostgreSQL (DATABASE_URL), chosen once at start. No other part of the
 * server sees SQL or a database handle.
 */
export interface SiteStorage extends SiteRepositories {
  readonly dialect: Dialect
  /** Named secrets, the same on every instance sharing the database (see KeyStore). */
  keys: KeyStore
  /**
   * The one transaction boundary: `work` gets the repositories bound to one transaction, committed when
   * it resolves and rolled back when it throws. Inside, use only `tx`'s repositories: on SQLite a statement
   * through the storage itself waits for the transaction to end (one connection), so it would never run.
   */
  transaction<T>(work: (tx: SiteRepositories) => Promise<T>, options?: { durability?: Durability }): Promise<T>
  close(): Promise<void>
}

/** 256 random bits, base64url: a cookie value or a secret. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** The embedded provider's RS256 signing key, as a private JWK. */
function newSigningJwk(): string {
  return JSON.stringify({
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: randomSecret().slice(0, 16),
    use: 'sig',
    alg: 'RS256',
  })
}

/** Every named secret the server reads, with how it is made the first time. */
export const SITE_SECRETS: Readonly<Record<string, () => string>> = {
  client_secret: randomSecret,
  logout_state_key: randomSecret,
  oidc_cookie_key: randomSecret,
  oidc_signing_jwk: newSigningJwk,
  /** Signs a browser's open shop order (server/checkout/openOrderCookie.server.ts). */
  open_order_key: randomSecret,
  /** Derives a signed-in customer's chat context key (server/chat/chatContextKey.server.ts). */
  chat_context_key: randomSecret,
}

function repositoriesOn(sql: SqlExecutor): SiteRepositories {
  const sessions = new AuthStore(sql)
  const claims = new OfferClaimStore(sql)
  const orders = new OrderStore(sql)
  const visitContacts = new VisitContactStore(sql)
  const emails = new EmailSink(sql)
  const embeddedServices = new EmbeddedServiceStore(sql)
  const defaultOutbox = new LeadOutbox(sql)
  return {
    sessions,
    claims,
    orders,
    orderSources: new OrderSourceStore(sql),
    visitContacts,
    emails,
    embeddedServices,
    passwords: new PasswordStore(sql),
    chats: new ChatStore(sql),
    helpVotes: new HelpVoteStore(sql),
    leadOutbox: (now) => (now ? new LeadOutbox(sql, now) : defaultOutbox),
    oidcModels: (model) => new OidcModelStore(sql, model),
    sweepExpiredOidcModels: (now) => sweepExpiredOidcModels(sql, now),
  }
}

/** Each storage's executor, for tests that look at tables directly (sqlForTests); never for server code. */
const executors = new WeakMap<SiteStorage, SqlExecutor>()

/** The statements behind a storage: only tests use this (a test fails when server code does). */
export function sqlForTests(storage: SiteStorage): SqlExecutor {
  return executors.get(storage)!
}

function siteStorageOn(database: SqlDatabase, keys: KeyStore): SiteStorage {
  const storage: SiteStorage = {
    dialect: database.dialect,
    ...repositoriesOn(database),
    keys,
    transaction: (work, options) => database.transaction((tx) => work(repositoriesOn(tx)), options),
    close: () => database.close(),
  }
  executors.set(storage, database)
  return storage
}

/**
 * A SQLite storage with every migration applied, synchronously (tests open `:memory:` ones this way).
 * Secrets are made on first use.
 */
export function openSqliteStorage(file: string): SiteStorage {
  const database = openSqliteDatabase(file)
  database.migrateNow(SITE_MIGRATIONS)
  return siteStorageOn(database, new KeyStore(database, (name, value) => database.keepFirstSecret(name, value)))
}

/** A PostgreSQL storage: migrations applied under the advisory lock, every secret loaded. */
export async function openPostgresStorage(url: string): Promise<SiteStorage> {
  const database = openPostgresDatabase(url)
  try {
    await database.migrate(SITE_MIGRATIONS)
    const keys = new KeyStore(database)
    await keys.ensure(SITE_SECRETS)
    return siteStorageOn(database, keys)
  } catch (error) {
    await database.close()
    throw error
  }
}

export class StorageConfigError extends Error {}

/**
 * The storage the server runs on: PostgreSQL when DATABASE_URL is a postgres:// URL, else the SQLite file
 * (DATABASE_FILE, or site.db under DATA_DIR, default ./data).
 */
export async function openSiteStorage(root: string, env: NodeJS.ProcessEnv = process.env): Promise<SiteStorage> {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new StorageConfigError(
        'DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for SQLite',
      )
    return openPostgresStorage(url)
  }
  return openSqliteStorage(databaseFile(root, env))
}

/** Where the storage lives, for start-up messages (no password). */
export function describeStorage(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim()
  if (!url) return `SQLite ${databaseFile(root, env)}`
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
}
