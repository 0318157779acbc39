/** Every messaging query starts with this key, so a change reloads the lists, counts and the chart. */
export const messagingKey = ['messaging'] as const;
