export declare const preactAliases: { find: RegExp; replacement: string }[];
