import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { COMMENT_LIMIT, REVIEW_MARKER, commentBody, postReviewComment } from '../prComment.js'
import { siteRoot } from './support/configRepository.ts'

interface Step {
  name?: string
  run?: string
  uses?: string
  with?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, { steps: Step[] }>
}

const workflow = load(readFileSync(join(siteRoot, '.github/workflows/site-review.yml'), 'utf8')) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const scripts = (
  JSON.parse(readFileSync(join(siteRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts

/** A stand-in for github-script's Octokit: the comments of one pull request, and what was written. */
function fakeGithub(existing: Array<{ id: number; body: string }>) {
  const calls: Array<{ method: string; args: Record<string, unknown> }> = []
  const record = (method: string) => (args: Record<string, unknown>) => {
    calls.push({ method, args })
    return Promise.resolve({ data: {} })
  }
  const listComments = record('listComments')
  return {
    calls,
    github: {
      paginate: (method: unknown, args: Record<string, unknown>) => {
        expect(method).toBe(listComments)
        calls.push({ method: 'paginate', args })
        return Promise.resolve(existing)
      },
      rest: {
        issues: { listComments, createComment: record('createComment'), updateComment: record('updateComment') },
      },
    },
  }
}

const context = {
  repo: { owner: 'harbor', repo: 'site' },
  payload: { pull_request: { number: 42 } },
  serverUrl: 'https://github.com',
  runId: 7,
}

describe('.github/workflows/site-review.yml', () => {
  it('runs on every pull request with the rights to comment', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request'])
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
  })

  it('runs config:check with GitHub annotations and config:review, both scripts of package.json', () => {
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []))
    const npmScripts = runs.flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!))
    expect(npmScripts).toEqual(['config:check', 'config:review'])
    for (const name of npmScripts) expect(scripts[name], name).toBeDefined()
    expect(runs.find((run) => run.includes('config:check'))).toContain('--format github')
    expect(runs.find((run) => run.includes('config:review'))).toMatch(
      /config:review -- \$\{\{ github\.event\.pull_request\.base\.sha \}\} \$\{\{ github\.event\.pull_request\.head\.sha \}\} --out site-review/,
    )
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))!
    expect(upload.with).toMatchObject({ name: 'site-review', path: 'site-review/' })
  })

  it("posts the report through the script it names: github-script's code runs against a fake GitHub", async () => {
    const post = steps.find((step) => step.uses?.startsWith('actions/github-script'))!
    const { github, calls } = fakeGithub([])
    const info: string[] = []
    const fakeRequire = (name: string) => {
      expect(name).toBe('node:fs')
      return { readFileSync: (path: string) => (path === 'site-review/report.md' ? '## What visitors will see\n' : '') }
    }
    process.env.GITHUB_WORKSPACE = siteRoot
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>
    // vitest runs tests in a VM where `import()` inside a made-up function has no loader: hand it in by name.
    const script = post.with!.script!.replace('await import(', 'await importModule(')
    const importModule = (path: string): Promise<unknown> => import(path)
    await new AsyncFunction('require', 'github', 'context', 'core', 'importModule', script)(
      fakeRequire,
      github,
      context,
      { info: (line: string) => info.push(line) },
      importModule,
    )
    expect(info).toEqual(['review comment created'])
    const created = calls.find((call) => call.method === 'createComment')!
    expect(created.args).toMatchObject({ owner: 'harbor', repo: 'site', issue_number: 42 })
    expect(created.args.body).toContain('## What visitors will see')
    expect(created.args.body).toContain('https://github.com/harbor/site/actions/runs/7')
  })
})

describe('the review comment', () => {
  it('updates the comment an earlier run posted instead of adding one', async () => {
    const { github, calls } = fakeGithub([
      { id: 1, body: 'LGTM' },
      { id: 2, body: `${REVIEW_MARKER}\nold report` },
    ])
    const done = await postReviewComment({ github, context, report: 'new report', artifactUrl: 'https://run' })
    expect(done).toBe('updated')
    expect(calls.map((call) => call.method)).toEqual(['paginate', 'updateComment'])
    expect(calls[1]!.args).toMatchObject({ comment_id: 2 })
    expect(calls[1]!.args.body).toContain('new report')
  })

  it('keeps a report too long for a comment to its summary, pointing at the artifact, never cutting a text', () => {
    const page = `#### \`/\`\n\n- **Description:** “${'a long text '.repeat(8000)}”\n`
    const report = `## What visitors will see\n\n**1 page changed**\n\n### Pages changed\n\n${page}`
    const body = commentBody(report, 'https://run')
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(body).toContain('**1 page changed**')
    expect(body).not.toContain('a long text')
    expect(body).toContain('read it whole in the artifact')
    expect(commentBody('short', 'https://run')).toContain('short')
  })
})
