/**
 * npm run chats -- list | show <id> | reply <id> <text…>
 *
 * The embedded chat provider's conversations (with CHAT_API_URL set, the company's provider has its own console):
 * safe while the server runs. With DATABASE_URL (PostgreSQL) it sees every instance's conversations; otherwise the
 * SQLite file under DATA_DIR (or DATABASE_FILE).
 */
import { runChatsCommand } from './lib/chatsCli.ts'
import { runStorageCommand } from './lib/storageCommand.ts'

await runStorageCommand((storage) => runChatsCommand(storage.chats, process.argv.slice(2)))
