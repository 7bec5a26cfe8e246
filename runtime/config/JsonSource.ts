import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser'
import { type ConfigIssue, describeValue, jsonPathToString } from './ConfigIssue.ts'

/**
 * A config file's text kept with its syntax tree, so that any JSON path can be turned back into
 * the line and column a person should look at.
 */
export class JsonSource {
  readonly value: unknown
  readonly syntaxIssues: ConfigIssue[] = []
  private readonly tree: Node | undefined
  private readonly lineStarts: number[]

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.lineStarts = [0]
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1)
    const errors: ParseError[] = []
    this.tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
    // Only the first syntax error: the ones after it are usually the parser losing its place.
    for (const error of errors.slice(0, 1)) {
      const { line, column } = this.positionOf(error.offset)
      this.syntaxIssues.push({
        file,
        line,
        column,
        path: '',
        message: `invalid JSON: ${describeParseError(printParseErrorCode(error.error))}`,
      })
    }
    this.value = this.tree && errors.length === 0 ? getNodeValue(this.tree) : undefined
  }

  /** 1-based line and column of a character offset. */
  positionOf(offset: number): { line: number; column: number } {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (this.lineStarts[mid]! <= offset) low = mid
      else high = mid - 1
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 }
  }

  /** Where the value at `path` starts; falls back to its nearest existing parent. */
  locate(path: ReadonlyArray<string | number>): { line: number; column: number } {
    if (!this.tree) return { line: 1, column: 1 }
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(this.tree, path.slice(0, depth))
      if (node) {
        // For a property, point at its key so the reader sees the name that is wrong.
        const anchor = node.parent?.type === 'property' && depth === path.length ? node.parent : node
        return this.positionOf(anchor.offset)
      }
    }
    return { line: 1, column: 1 }
  }

  issue(path: ReadonlyArray<string | number>, message: string, value?: unknown): ConfigIssue {
    const { line, column } = this.locate(path)
    const issue: ConfigIssue = { file: this.file, line, column, path: jsonPathToString(path), message }
    if (value !== undefined) issue.value = describeValue(value)
    return issue
  }
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'malformed number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":"',
    CommaExpected: 'expected ","',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected text after the end of the document',
    InvalidCommentToken: 'comments are not allowed',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character',
  }
  return words[code] ?? code
}
