/** Types of scripts/buildStamp.js (plain JavaScript, run by `npm start` before anything is compiled). */
export declare const STAMP_FILE: string
/** Everything `npm run build` reads, relative to the root. */
export declare const INPUTS: readonly string[]
export declare function buildFingerprint(root: string, inputs?: readonly string[]): string
export declare function buildIsCurrent(root: string): boolean
