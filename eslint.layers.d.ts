import type { Linter } from 'eslint'

/** The layers lint rule (eslint.layers.js). */
export declare const layers: Linter.Config
