import { describe, expect, it } from 'vitest'
import { renderBlock } from '../../../tests/support/renderBlock.ts'
import { shareUrl, shareWindowFeatures } from '../shareLinks.ts'

const page = {
  url: 'https://www.harborhomesecurity.com/cameras',
  title: 'Cameras & Doorbells',
  description: 'See who is there.',
}

describe('share links', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harborhomesecurity.com%2Fcameras'],
    [
      'x',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.harborhomesecurity.com%2Fcameras&text=Cameras+%26+Doorbells',
    ],
    [
      'linkedin',
      'https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fwww.harborhomesecurity.com%2Fcameras&title=Cameras+%26+Doorbells&summary=See+who+is+there.',
    ],
    [
      'pinterest',
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fwww.harborhomesecurity.com%2Fcameras&description=Cameras+%26+Doorbells+-+See+who+is+there.',
    ],
    [
      'email',
      'mailto:?subject=Cameras%20%26%20Doorbells&body=See%20who%20is%20there.%0A%0Ahttps%3A%2F%2Fwww.harborhomesecurity.com%2Fcameras',
    ],
  ] as const)('%s carries the page url, title and description', (network, url) => {
    expect(shareUrl(network, page)).toBe(url)
  })

  it('opens a 640x480 window centred over the current one', () => {
    expect(shareWindowFeatures({ width: 640, height: 480 }, { left: 100, top: 50, width: 1440, height: 900 })).toBe(
      'popup=yes,width=640,height=480,left=500,top=260,noopener,noreferrer',
    )
    expect(shareWindowFeatures({ width: 640, height: 480 }, { left: 0, top: 0, width: 400, height: 300 })).toContain(
      'left=0,top=0',
    )
  })
})

describe('ShareButtons block', () => {
  it('links each network with the page canonical URL and title, e-mail as mailto', async () => {
    const html = await renderBlock('ShareButtons', { networks: ['facebook', 'email'] }, '/indoor-camera')
    expect(html).toMatch(/<h2 id="block-heading"[^>]*>Share this page<\/h2>/)
    expect(html).toContain(
      'href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.harborhomesecurity.com%2Findoor-cameras"',
    )
    expect(html).toMatch(/data-share="facebook" target="_blank" rel="noopener noreferrer"/)
    expect(html).toMatch(/href="mailto:\?subject=[^"]+" data-share="email"/)
    expect(html).toContain('share on Facebook (opens a new window)')
  })
})
