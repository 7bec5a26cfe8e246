/**
 * npm run help-votes -- [--limit N]
 *
 * The Help Center's "Was this article helpful?" answers per article, the least helpful first: safe while the server
 * runs. With DATABASE_URL (PostgreSQL) it sees every instance's answers; otherwise the SQLite file under DATA_DIR (or
 * DATABASE_FILE).
 */
import { runHelpVotesCommand } from './lib/helpVotesCli.ts'
import { runStorageCommand } from './lib/storageCommand.ts'

await runStorageCommand((storage) => runHelpVotesCommand(storage.helpVotes, process.argv.slice(2)))
