import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { checkSite } from '../../runtime/config/loadSite.server.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { checkContentFiles } from '../../server/content/checkContentFiles.server.ts'
import { checkAssessmentCatalogue } from '../../server/catalogue/checkAssessmentCatalogue.server.ts'
import { type ConfigTexts, EDITABLE_FILES, type EditableFile } from './pageFiles.server.ts'

/**
 * Where the studio reads and writes the site: the repository's own files, or (tests, trials) a folder
 * holding copies of the files the studio edits: routes.json, partners.json and site-config/sections.json.
 */
export class SiteFiles {
  constructor(
    readonly root: string,
    readonly editableDir: string = root,
  ) {}

  readEditable(): ConfigTexts {
    return Object.fromEntries(EDITABLE_FILES.map((file) => [file, this.read(file)])) as Record<EditableFile, string>
  }

  write(file: EditableFile, text: string): void {
    mkdirSync(dirname(join(this.editableDir, file)), { recursive: true })
    writeFileSync(join(this.editableDir, file), text)
  }

  /**
   * The same checks as `npm run config:check` (checkSite, then the content and assessment files), over the
   * files on disk with `texts` in place of the editable files.
   */
  check(texts: ConfigTexts = this.readEditable()): { issues: ConfigIssue[]; runtime: SiteRuntime | null } {
    const { issues, runtime } = checkSite(this.root, {
      readConfigFile: (file) => (isEditable(file) ? texts[file] : readFileSync(join(this.root, file), 'utf8')),
    })
    const more = [...checkContentFiles(this.root, runtime), ...(runtime ? checkAssessmentCatalogue(this.root) : [])]
    const all = [...issues, ...more]
    return { issues: all, runtime: all.length ? null : runtime }
  }

  private read(file: EditableFile): string {
    return readFileSync(join(this.editableDir, file), 'utf8')
  }
}

function isEditable(file: string): file is EditableFile {
  return (EDITABLE_FILES as readonly string[]).includes(file)
}
