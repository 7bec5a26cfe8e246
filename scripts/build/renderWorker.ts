/**
 * A render worker thread (scripts/build/prerender.ts starts one per core besides the planning thread): loads the
 * site, then renders the batches it is sent (prerenderWorker.ts).
 */
import { workerData } from 'node:worker_threads'
import { loadCheckedSite } from '../../runtime/config/loadSite.server.ts'
import { type WorkerSetup, renderJobsFromParent } from './prerenderWorker.ts'

const setup = workerData as WorkerSetup
// The planning thread ran every check on this config and printed its warnings (ended schedules included): it is
// read and composed here, not checked or warned about again by each thread.
await renderJobsFromParent(setup, loadCheckedSite(setup.root))
