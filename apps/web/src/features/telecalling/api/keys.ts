/** Query keys of telecalling: one root, so a disposition or a reassignment reads every telecalling list again. */
export const telecallingKey = ['telecalling'] as const;
export const myQueueKey = [...telecallingKey, 'queue'] as const;
export const leadKey = (id: number) => [...telecallingKey, 'lead', id] as const;
export const rulesKey = [...telecallingKey, 'rules'] as const;
export const teamKey = [...telecallingKey, 'team'] as const;
