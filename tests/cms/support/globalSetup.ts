import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { defaultImportDirs, importContent } from '../../../scripts/cms/importContent.ts'
import { StrapiRestClient } from '../../../scripts/cms/strapiRest.ts'
import { repoRoot } from '../../support/fixtureSite.ts'
import { type RunningStrapi, installCmsIfMissing, startCmsStrapi } from './cmsStrapi.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string
    strapiReadToken: string
  }
}

let strapi: RunningStrapi | undefined

/** Installs cms/ when needed, starts Strapi on a temporary SQLite file and imports the site's content into it. */
export async function setup(project: TestProject): Promise<void> {
  const cmsDir = join(repoRoot, 'cms')
  installCmsIfMissing(cmsDir)
  strapi = await startCmsStrapi(cmsDir)
  await importContent(new StrapiRestClient({ url: strapi.url, token: strapi.importToken }), defaultImportDirs(repoRoot))
  project.provide('strapiUrl', strapi.url)
  project.provide('strapiReadToken', strapi.readToken)
}

export async function teardown(): Promise<void> {
  await strapi?.stop()
}
