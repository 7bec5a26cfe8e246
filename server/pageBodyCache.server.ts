/** The byte budget of the prerendered pages' body caches (PAGE_CACHE_MB, 32 MB unless set). */
export const PAGE_CACHE_BYTES = Number(process.env.PAGE_CACHE_MB ?? 32) * 1024 * 1024

/**
 * The most recently used page bodies, up to a byte budget: a Map keeps insertion order, so re-inserting a
 * body on each use and evicting from the front drops the least recently used first.
 *
 * A body is kept from the second time its file is read, not the first, while the first read is among the last
 * `window` files read once (a cache hit or a kept body does not count): a crawler
 * or a visitor going through thousands of partner pages once each would otherwise push the busy pages out and
 * fill the budget with pages nobody asks for again, each body garbage a moment later (at 5,000 partners, serving
 * every page once grew the server's resident set by 70 MB more than serving them uncached). Remembering a read
 * costs its file name, and at most `window` are remembered.
 */
export class PageBodyCache {
  private readonly bodies = new Map<string, Buffer>()
  private bytes = 0
  /** The files read once recently and not kept, oldest first. */
  private readonly readOnce = new Set<string>()

  constructor(
    private readonly budget: number,
    private readonly window = 4096,
  ) {}

  get(file: string): Buffer | undefined {
    const body = this.bodies.get(file)
    if (body) {
      this.bodies.delete(file)
      this.bodies.set(file, body)
    }
    return body
  }

  /** A body just read from its file: kept when the file was read once already within the window. */
  offer(file: string, body: Buffer): void {
    if (this.readOnce.delete(file)) {
      this.set(file, body)
      return
    }
    this.readOnce.add(file)
    if (this.readOnce.size > this.window) this.readOnce.delete(this.readOnce.values().next().value!)
  }

  set(file: string, body: Buffer): void {
    if (body.length > this.budget) return
    const previous = this.bodies.get(file)
    if (previous) {
      this.bodies.delete(file)
      this.bytes -= previous.length
    }
    this.bodies.set(file, body)
    this.bytes += body.length
    for (const [oldest, oldBody] of this.bodies) {
      if (this.bytes <= this.budget) break
      this.bodies.delete(oldest)
      this.bytes -= oldBody.length
    }
  }

  /** The bytes of the bodies kept. */
  get size(): number {
    return this.bytes
  }

  /** How many files are remembered as read once (at most the window). */
  get remembered(): number {
    return this.readOnce.size
  }
}
