/** The number after `--limit` in a command's arguments (NaN when it is not one), else `fallback`. */
export function limitArg(args: string[], fallback: number): number {
  const at = args.indexOf('--limit')
  return at === -1 ? fallback : Number(args[at + 1])
}
