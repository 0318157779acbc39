export declare const ADMIN_PASSWORD: string;
export declare const PARTNER_PASSWORD: string;
export declare const seedEnv: Record<string, string>;
