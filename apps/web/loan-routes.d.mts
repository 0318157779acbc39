import type { Plugin } from 'vite';

export declare function loanRoutes(): Plugin;
