import { get as httpGet } from 'node:http'
import { get as httpsGet } from 'node:https'

/** GETs a URL's status, type and bytes over http or https, trusting `ca` besides the usual authorities. */
export function fetchBytes(url: string, ca?: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const onAnswer = (answer: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          type: String(answer.headers['content-type'] ?? ''),
          bytes: Buffer.concat(chunks),
        }),
      )
      answer.on('error', reject)
    }
    const request = url.startsWith('https:') ? httpsGet(url, { ca }, onAnswer) : httpGet(url, onAnswer)
    request.on('error', reject)
  })
}
