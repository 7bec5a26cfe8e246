import { createHash } from 'node:crypto'

const EMAIL = 'editor@harbor.example'

/**
 * An editor in the Strapi under test, acting through the admin API the admin panel uses (the API is served
 * even though the panel's pages are not): the first administrator registers (or, registered by an earlier test
 * file, signs in), then unpublishes and publishes entries.
 */
export class StrapiEditor {
  private jwt: string | null = null
  private readonly password: string

  /** `secret`: any value of this Strapi run (its import token), from which the editor's password is made. */
  constructor(
    private readonly url: string,
    secret: string,
  ) {
    this.password = `Aa1-${createHash('sha256').update(secret).digest('hex').slice(0, 24)}`
  }

  private async token(): Promise<string> {
    if (this.jwt) return this.jwt
    const post = (path: string, body: object) =>
      fetch(`${this.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    let response = await post('/admin/login', { email: EMAIL, password: this.password })
    if (!response.ok)
      response = await post('/admin/register-admin', {
        firstname: 'Content',
        lastname: 'Editor',
        email: EMAIL,
        password: this.password,
      })
    if (!response.ok) throw new Error(`signing the editor in failed: ${response.status} ${await response.text()}`)
    this.jwt = ((await response.json()) as { data: { token: string } }).data.token
    return this.jwt
  }

  async unpublish(uid: string, documentId: string): Promise<void> {
    const response = await fetch(
      `${this.url}/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${await this.token()}`, 'Content-Type': 'application/json' },
        body: '{}',
      },
    )
    if (!response.ok)
      throw new Error(`unpublishing ${uid} ${documentId} failed: ${response.status} ${await response.text()}`)
  }

  async publish(uid: string, documentId: string): Promise<void> {
    const response = await fetch(`${this.url}/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.token()}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    if (!response.ok)
      throw new Error(`publishing ${uid} ${documentId} failed: ${response.status} ${await response.text()}`)
  }
}
