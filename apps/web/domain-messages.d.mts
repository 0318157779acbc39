import type { Plugin } from 'vite';

export declare function domainMessages(): Plugin;

export declare const isDomainMessages: (id: string) => boolean;
