import { relative } from 'node:path'
import { EDITABLE_FILES, type ConfigTexts, type EditableFile } from '../pageFiles.server.ts'
import { SiteFiles } from '../siteFiles.server.ts'
import { commitToBranch } from './commitToBranch.server.ts'
import { git } from './git.server.ts'
import { pushReviewBranch } from './pushBranch.server.ts'

/** The editable files' paths from the repository's top folder (the studio's folder may sit inside it). */
export function repoPathsOf(editableDir: string): Record<EditableFile, string> {
  const top = git(editableDir, ['rev-parse', '--show-toplevel'])
  const prefix = relative(top, editableDir).split('\\').join('/')
  return Object.fromEntries(EDITABLE_FILES.map((file) => [file, prefix ? `${prefix}/${file}` : file])) as Record<
    EditableFile,
    string
  >
}

/**
 * The studio's files when a review branch is reopened: read from the branch's last commit, and each save a
 * new commit on the branch (pushed when there is a remote). The working files are neither read nor written.
 */
export class BranchSiteFiles extends SiteFiles {
  private cache: { commit: string; texts: ConfigTexts } | null = null
  private readonly paths: Record<EditableFile, string>

  constructor(
    root: string,
    editableDir: string,
    readonly branch: string,
  ) {
    super(root, editableDir)
    this.paths = repoPathsOf(editableDir)
  }

  tip(): string {
    return git(this.editableDir, ['rev-parse', '--verify', `refs/heads/${this.branch}^{commit}`])
  }

  override readEditable(): ConfigTexts {
    const commit = this.tip()
    if (this.cache?.commit !== commit) {
      const texts = Object.fromEntries(
        EDITABLE_FILES.map((file) => [
          file,
          git(this.editableDir, ['show', `${commit}:${this.paths[file]}`], { raw: true }),
        ]),
      ) as unknown as ConfigTexts
      this.cache = { commit, texts }
    }
    return this.cache.texts
  }

  override write(file: EditableFile, text: string): void {
    this.commit({ [file]: text }, `Studio: edit ${file}`)
  }

  /** One commit on the branch with every changed file, pushed when the repository has a remote. */
  commit(files: Partial<ConfigTexts>, message: string): { commit: string } {
    const byPath = Object.fromEntries(
      Object.entries(files).map(([file, text]) => [this.paths[file as EditableFile], text]),
    )
    const { commit } = commitToBranch({ repoDir: this.editableDir, branch: this.branch, files: byPath, message })
    pushReviewBranch(this.editableDir, this.branch)
    return { commit }
  }
}
