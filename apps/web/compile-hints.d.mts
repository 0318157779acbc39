import type { Plugin } from 'vite';

export declare const compileHint: string;
export declare function compileHints(): Plugin;
export declare const isTextCatalogue: (id: string) => boolean;
