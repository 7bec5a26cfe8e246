/**
 * The most recently used page bodies, up to a byte budget: a Map keeps insertion order, so re-inserting a
 * body on each use and evicting from the front drops the least recently used first.
 */
export class PageBodyCache {
  private readonly bodies = new Map<string, Buffer>()
  private bytes = 0

  constructor(private readonly budget: number) {}

  get(file: string): Buffer | undefined {
    const body = this.bodies.get(file)
    if (body) {
      this.bodies.delete(file)
      this.bodies.set(file, body)
    }
    return body
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

  get size(): number {
    return this.bytes
  }
}
