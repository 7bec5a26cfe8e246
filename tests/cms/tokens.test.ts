import { describe, expect, inject, it } from 'vitest'

async function graphql(query: string, token?: string) {
  const response = await fetch(`${inject('strapiUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  })
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
  return { status: response.status, body }
}

describe("cms/'s API tokens", () => {
  it('answers GraphQL only with a token', async () => {
    const anonymous = await graphql('{ faqs { question } }')
    // Strapi refuses the request itself (its error shape, not a GraphQL answer).
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.data?.faqs ?? null).toBeNull()
  })

  it("gives the site's token (CMS_READONLY_TOKEN) published content and no writes", async () => {
    const token = inject('strapiReadToken')
    const read = await graphql('{ faqs(pagination: { pageSize: 100 }) { question } }', token)
    expect((read.body.data?.faqs as unknown[]).length).toBeGreaterThan(0)
    const write = await graphql('mutation { createFaq(data: { question: "Injected?" }) { documentId } }', token)
    expect(write.body.data?.createFaq ?? null).toBeNull()
    expect(write.body.errors?.map((e) => e.message).join(' ')).toMatch(/forbidden|not allowed|unauthorized/i)
  })
})
