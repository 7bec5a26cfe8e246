import { randomBytes } from 'node:crypto'

/**
 * An editor in the Strapi under test, acting through the admin API the admin panel uses (the API is served
 * even though the panel's pages are not): the first administrator registers, then unpublishes entries.
 */
export class StrapiEditor {
  private jwt: string | null = null

  constructor(private readonly url: string) {}

  private async token(): Promise<string> {
    if (this.jwt) return this.jwt
    const response = await fetch(`${this.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Content',
        lastname: 'Editor',
        email: 'editor@harbor.example',
        password: `Aa1-${randomBytes(12).toString('hex')}`,
      }),
    })
    if (!response.ok)
      throw new Error(`registering the first administrator failed: ${response.status} ${await response.text()}`)
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
